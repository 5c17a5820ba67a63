package io.campaignoutreach.application.shared;

/**
 * The store cannot be reached right now: no connection could be had within the pool's timeout, or
 * the connection broke during the work. Nothing of the failed unit of work was kept, unless the
 * connection broke while its commit was on the way, when the outcome is unknown. Callers may try
 * again after {@link #retryAfterSeconds()}; the HTTP API answers 503 SERVICE_UNAVAILABLE (D2).
 */
public final class StoreUnavailableException extends RuntimeException {

    private final int retryAfterSeconds;

    /** The cause is kept for the logs; the message never names hosts, users or statements. */
    public StoreUnavailableException(int retryAfterSeconds, Throwable cause) {
        super("The database cannot be reached; retry in " + Math.max(1, retryAfterSeconds) + " seconds", cause);
        this.retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    /** Whole seconds to wait before trying again, at least 1. */
    public int retryAfterSeconds() {
        return retryAfterSeconds;
    }
}
