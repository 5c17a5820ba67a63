package io.campaignoutreach.domain.workflow;

import io.campaignoutreach.domain.call.CallOutcome;
import java.util.Objects;
import java.util.Optional;

/** What just happened at a node, from which {@link Workflow#next} decides where the run goes. */
public sealed interface StepEvent {

    /** A {@code call} node's call ended with this outcome. */
    record CallEnded(CallOutcome outcome) implements StepEvent {
        public CallEnded {
            Objects.requireNonNull(outcome, "outcome");
        }
    }

    /**
     * A {@code wait}, {@code sms}, {@code end} or pass-through node did its part: the wait elapsed,
     * the SMS was recorded (sent or not), the end was reached, the unknown step was passed.
     */
    record Finished() implements StepEvent {
    }

    /**
     * What a {@code branch} node tests: the outcome of the enrollment's last call (empty before the
     * first call, or when its disposition is not a {@link CallOutcome}), and whether the campaign's
     * success and failure criteria are met, as {@code outreach.CriteriaCheck.met} judges them.
     */
    record Judged(Optional<CallOutcome> lastCallOutcome, boolean successCriteriaMet, boolean failureCriteriaMet)
            implements StepEvent {
        public Judged {
            Objects.requireNonNull(lastCallOutcome, "lastCallOutcome");
        }
    }

    StepEvent FINISHED = new Finished();
}
