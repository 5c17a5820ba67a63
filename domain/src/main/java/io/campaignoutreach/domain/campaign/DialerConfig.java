package io.campaignoutreach.domain.campaign;

/** How the dialer treats voicemail. */
public record DialerConfig(String voicemailMessage, boolean voicemailDetectionEnabled) {
}
