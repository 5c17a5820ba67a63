package io.campaignoutreach.adapter.provider.vapi;

import io.campaignoutreach.domain.call.CallOutcome;
import java.util.HashMap;
import java.util.Map;

/**
 * How a Vapi call's {@code endedReason} reads as the call's outcome.
 *
 * <p>The values and their meaning come from Vapi's documentation (VapiAI/docs, {@code fern/calls/call-ended-reason.mdx}
 * "Call ended reasons", and the {@code Call.endedReason} enum of {@code fern/apis/api/openapi.json}, which lists over
 * 600 values). Only the reasons below say something about the customer; every other one (the
 * {@code call.start.error-*}, {@code pipeline-error-*}, {@code *-vapifault-*} and {@code *-providerfault-*}
 * families, {@code manually-canceled}, {@code twilio-failed-to-connect-call}, a reason Vapi adds later) is a
 * failure of the call, not an answer from the customer, and reads as {@link CallOutcome#FAILED}.
 */
final class EndedReasons {

    /** The call connected and the conversation ended one way or another. */
    private static final String[] ANSWERED = {
        "customer-ended-call",
        "customer-ended-call-before-warm-transfer",
        "customer-ended-call-after-warm-transfer-attempt",
        "customer-ended-call-during-transfer",
        "assistant-ended-call",
        "assistant-ended-call-after-message-spoken",
        "assistant-ended-call-with-hangup-task",
        "assistant-said-end-call-phrase",
        "exceeded-max-duration",
        "silence-timed-out",
        // The carrier ended a connected call on its side (the customer hung up there); not a failure to connect.
        "call.in-progress.twilio-completed-call",
        "call.in-progress.sip-completed-call",
        "vonage-completed",
    };

    /** The ended-reason page's "phone rang but no answer" row: Vapi's own code, and SIP's 408 and 480. */
    private static final String[] NO_ANSWER = {
        "customer-did-not-answer",
        "call.in-progress.error-providerfault-outbound-sip-408-request-timeout",
        "call.in-progress.error-providerfault-outbound-sip-480-temporarily-unavailable",
    };

    private static final Map<String, CallOutcome> OUTCOMES = table();

    private EndedReasons() {
    }

    /** The outcome {@code endedReason} stands for; FAILED for a reason not in the table or none. */
    static CallOutcome outcome(String endedReason) {
        if (endedReason == null) {
            return CallOutcome.FAILED;
        }
        return OUTCOMES.getOrDefault(endedReason, CallOutcome.FAILED);
    }

    private static Map<String, CallOutcome> table() {
        Map<String, CallOutcome> table = new HashMap<>();
        for (String reason : ANSWERED) {
            table.put(reason, CallOutcome.ANSWERED);
        }
        for (String reason : NO_ANSWER) {
            table.put(reason, CallOutcome.NO_ANSWER);
        }
        table.put("assistant-forwarded-call", CallOutcome.TRANSFERRED);
        table.put("voicemail", CallOutcome.VOICEMAIL);
        table.put("customer-busy", CallOutcome.BUSY);
        return Map.copyOf(table);
    }
}
