package io.campaignoutreach.application.telephony;

import java.time.Duration;
import java.util.Objects;

/** The carrier's answer when asked to place a call. */
public sealed interface Submission {

    /** The carrier has the call, under its own id; progress and the end follow as events. */
    record Accepted(String providerCallId) implements Submission {
        public Accepted {
            Objects.requireNonNull(providerCallId, "providerCallId");
        }
    }

    /**
     * The carrier refused and placed no call. {@code countsAsAttempt} is true when the refusal is
     * about the number (invalid, unreachable) and so ends the attempt as a failed call; false when it
     * is about the carrier (throttled, out of credit), so the call is simply tried again later:
     * after {@code retryAfter} when the carrier knows when it will take calls again (its own pacing
     * frees a slot within a second), otherwise (null) after the engine's own pause.
     */
    record Rejected(String reason, boolean countsAsAttempt, Duration retryAfter) implements Submission {
        public Rejected {
            Objects.requireNonNull(reason, "reason");
            if (retryAfter != null && (retryAfter.isNegative() || retryAfter.isZero())) {
                throw new IllegalArgumentException("retryAfter must be positive");
            }
        }

        public Rejected(String reason, boolean countsAsAttempt) {
            this(reason, countsAsAttempt, null);
        }

        /** When to try the call again: {@code retryAfter}, or {@code otherwise} when the carrier did not say. */
        public Duration retryAfterOr(Duration otherwise) {
            return retryAfter == null ? otherwise : retryAfter;
        }
    }

    /**
     * No answer (a timeout, a broken connection): the call may or may not exist. It is never asked
     * for again; its events, or a fetch at its deadline, settle it.
     */
    record Unknown(String reason) implements Submission {
        public Unknown {
            Objects.requireNonNull(reason, "reason");
        }
    }
}
