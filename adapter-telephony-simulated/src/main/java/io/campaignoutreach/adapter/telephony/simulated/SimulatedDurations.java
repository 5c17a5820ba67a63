package io.campaignoutreach.adapter.telephony.simulated;

import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import java.util.SplittableRandom;

/** How long a simulated call of each outcome lasts, and why it ended, in the carrier's words. */
final class SimulatedDurations {

    private SimulatedDurations() {
    }

    static CallResult of(CallOutcome outcome, SplittableRandom random) {
        return switch (outcome) {
            case ANSWERED -> new CallResult(outcome, seconds(random, 30, 600), 0, "customer-ended-call");
            case TRANSFERRED -> new CallResult(outcome, seconds(random, 40, 120), seconds(random, 60, 1_200),
                    "assistant-forwarded-call");
            case VOICEMAIL -> new CallResult(outcome, seconds(random, 25, 45), 0, "voicemail");
            case NO_ANSWER -> new CallResult(outcome, seconds(random, 25, 40), 0, "customer-did-not-answer");
            case BUSY -> new CallResult(outcome, seconds(random, 0, 3), 0, "customer-busy");
            case FAILED -> new CallResult(outcome, 0, 0, "carrier-error");
            case DNC_REQUESTED -> new CallResult(outcome, seconds(random, 10, 30), 0, "customer-asked-not-to-be-called");
        };
    }

    private static long seconds(SplittableRandom random, int from, int to) {
        return random.nextLong(from * 1_000L, to * 1_000L + 1);
    }
}
