package io.campaignoutreach.application.access;

/** A read-only (trial) key tried to change something. */
public final class ReadOnlyKeyException extends AccessDeniedException {

    public ReadOnlyKeyException() {
        super("This API key is read-only and cannot make changes");
    }
}
