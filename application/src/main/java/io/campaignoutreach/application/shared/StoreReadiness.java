package io.campaignoutreach.application.shared;

import java.util.Locale;
import java.util.Objects;

/**
 * The answer of {@link StoreHealth}: whether the store answers a trivial query, whether its schema
 * has every migration this build knows, and how long a caller should wait before asking again when
 * either is not so.
 */
public record StoreReadiness(Check store, Check migrations, int retryAfterSeconds) {

    /** The outcome of one check; a check that could not run because an earlier one failed is skipped. */
    public enum Check {
        OK, FAILED, SKIPPED;

        /** How the check is written in readiness answers. */
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public StoreReadiness {
        Objects.requireNonNull(store, "store");
        Objects.requireNonNull(migrations, "migrations");
        retryAfterSeconds = Math.max(1, retryAfterSeconds);
    }

    /** A store with nothing to reach and no schema, such as the in-memory one. */
    public static StoreReadiness ready() {
        return new StoreReadiness(Check.OK, Check.OK, 1);
    }

    public boolean isReady() {
        return store == Check.OK && migrations == Check.OK;
    }
}
