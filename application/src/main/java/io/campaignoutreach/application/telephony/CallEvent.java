package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.outreach.CallStage;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;

/**
 * What a carrier reports of a call it accepted, by the attempt's key (and its own id, when it has
 * one). Applied idempotently and in order of the call's life: a late progress never undoes an end,
 * a repeated event changes nothing.
 */
public sealed interface CallEvent {

    String attemptKey();

    String providerCallId();

    /** The call reached a stage short of its end: queued, ringing, in progress. */
    record Progress(String attemptKey, String providerCallId, CallStage stage, Instant at) implements CallEvent {
        public Progress {
            Objects.requireNonNull(attemptKey, "attemptKey");
            Objects.requireNonNull(stage, "stage");
            Objects.requireNonNull(at, "at");
            if (stage == CallStage.ENDED || stage == CallStage.SUBMITTED) {
                throw new IllegalArgumentException("progress is queued, ringing or in progress, not " + stage);
            }
        }
    }

    /**
     * The call is over: its result, who answered ({@code human}, {@code machine} or null when
     * nobody did or the carrier cannot tell) and the carrier's own error code, if any.
     */
    record Ended(String attemptKey, String providerCallId, CallResult result, String answeredBy, String providerError,
                 Instant at) implements CallEvent {
        public Ended {
            Objects.requireNonNull(attemptKey, "attemptKey");
            Objects.requireNonNull(result, "result");
            Objects.requireNonNull(at, "at");
        }
    }

    /**
     * What the voice platform made of the call, which may follow its end: every member may be null.
     * {@code appointmentAt} is when an appointment the call booked starts, when the platform says.
     */
    record Analysis(String attemptKey, String providerCallId, String summary, String transcript,
                    String successEvaluation, BigDecimal cost, String currency, Instant appointmentAt)
            implements CallEvent {
        public Analysis {
            Objects.requireNonNull(attemptKey, "attemptKey");
            if (cost != null && cost.signum() < 0) {
                throw new IllegalArgumentException("a cost is not negative");
            }
        }
    }
}
