package io.campaignoutreach.bootstrap.config;

/** A configuration value is missing or malformed; the message names the variable and the rule. */
public final class SettingsException extends RuntimeException {

    public SettingsException(String message) {
        super(message, null, false, false);
    }
}
