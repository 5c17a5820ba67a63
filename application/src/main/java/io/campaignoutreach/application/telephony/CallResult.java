package io.campaignoutreach.application.telephony;

import io.campaignoutreach.domain.call.CallOutcome;
import java.util.Objects;

/**
 * What the carrier reports of a placed call: how it ended, how long it lasted, and for a
 * transferred call how long the customer then spoke with the agent.
 */
public record CallResult(CallOutcome outcome, long durationMs, long agentTalkMs, String endedReason) {

    public CallResult {
        Objects.requireNonNull(outcome, "outcome");
        Objects.requireNonNull(endedReason, "endedReason");
        if (durationMs < 0 || agentTalkMs < 0) {
            throw new IllegalArgumentException("durations must not be negative");
        }
        if (agentTalkMs > 0 && outcome != CallOutcome.TRANSFERRED) {
            throw new IllegalArgumentException("only a transferred call has talk time with an agent");
        }
    }
}
