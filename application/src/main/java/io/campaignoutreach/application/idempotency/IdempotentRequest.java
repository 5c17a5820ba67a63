package io.campaignoutreach.application.idempotency;

import java.util.Objects;

/**
 * A create the client may send again: its idempotency key, unique in the organization, and the fingerprint of
 * what it asks for, which the caller computes from the request as it came (the HTTP API: SHA-256 of the body
 * with its members in name order).
 */
public record IdempotentRequest(String key, String fingerprint) {

    /** The longest key, in characters, as Stripe's. */
    public static final int MAX_KEY_LENGTH = 255;

    public IdempotentRequest {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(fingerprint, "fingerprint");
        int length = key.codePointCount(0, key.length());
        if (length < 1 || length > MAX_KEY_LENGTH) {
            throw new IllegalArgumentException("an idempotency key has 1 to " + MAX_KEY_LENGTH + " characters");
        }
    }
}
