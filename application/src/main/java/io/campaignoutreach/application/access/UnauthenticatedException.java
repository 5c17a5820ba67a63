package io.campaignoutreach.application.access;

/**
 * No usable key was presented. One message for every reason (missing, malformed, unknown, revoked,
 * expired), so a caller cannot learn which.
 */
public final class UnauthenticatedException extends RuntimeException {

    public UnauthenticatedException() {
        super("A valid API key is required in the x-api-key header", null, false, false);
    }
}
