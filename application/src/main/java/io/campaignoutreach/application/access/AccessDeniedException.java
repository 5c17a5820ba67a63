package io.campaignoutreach.application.access;

/** The caller is known but may not do this. */
public abstract sealed class AccessDeniedException extends RuntimeException
        permits MissingCapabilityException, ReadOnlyKeyException {

    protected AccessDeniedException(String message) {
        super(message, null, false, false);
    }
}
