package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

/**
 * A Vapi call's end as the service's {@link CallEvent.Ended}: its outcome from the {@code endedReason}
 * ({@link EndedReasons}) unless the customer asked not to be called again, who answered, and how long it lasted.
 */
final class CallEnds {

    static final String DO_NOT_CALL = "do_not_call";

    private final DoNotCallRequests doNotCall;

    CallEnds(DoNotCallRequests doNotCall) {
        this.doNotCall = doNotCall;
    }

    /**
     * The end of the call {@code attemptKey}: {@code conversation} are the call's messages as Vapi recorded them
     * (empty when the message has none), {@code durationMs} negative when unknown.
     */
    CallEvent.Ended ended(String attemptKey, String providerCallId, String endedReason, long durationMs,
                          List<JsonNode> conversation, Instant at) {
        String reason = endedReason == null || endedReason.isBlank() ? "unknown" : endedReason;
        boolean dncRequested = doNotCall.wasRequested(attemptKey) || calledDoNotCall(conversation);
        CallOutcome outcome = dncRequested ? CallOutcome.DNC_REQUESTED : EndedReasons.outcome(reason);
        CallResult result = new CallResult(outcome, Math.max(0, durationMs), 0, reason);
        String providerError = outcome == CallOutcome.FAILED ? reason : null;
        return new CallEvent.Ended(attemptKey, providerCallId, result, answeredBy(outcome, conversation),
                providerError, at);
    }

    /** The call's length: Vapi's milliseconds, else its seconds, else from its start to its end; -1 unknown. */
    static long durationMs(Long durationMs, BigDecimal durationSeconds, String startedAt, String endedAt) {
        if (durationMs != null && durationMs >= 0) {
            return durationMs;
        }
        if (durationSeconds != null && durationSeconds.signum() >= 0) {
            return durationSeconds.movePointRight(3).longValue();
        }
        return VapiJson.instant(startedAt)
                .flatMap(start -> VapiJson.instant(endedAt).map(end -> Duration.between(start, end).toMillis()))
                .filter(millis -> millis >= 0)
                .orElse(-1L);
    }

    /**
     * {@code machine} for a voicemail; {@code human} when the customer spoke (a {@code user} message in the
     * conversation) or asked not to be called; null when the conversation does not tell.
     */
    private static String answeredBy(CallOutcome outcome, List<JsonNode> conversation) {
        if (outcome == CallOutcome.VOICEMAIL) {
            return "machine";
        }
        if (outcome == CallOutcome.DNC_REQUESTED || conversation.stream().anyMatch(CallEnds::spokenByCustomer)) {
            return "human";
        }
        return null;
    }

    private static boolean spokenByCustomer(JsonNode message) {
        return "user".equals(VapiJson.text(message, "role").orElse(""));
    }

    /** Whether the assistant called {@code do_not_call}: a {@code tool_calls} message of the conversation. */
    private static boolean calledDoNotCall(List<JsonNode> conversation) {
        for (JsonNode message : conversation) {
            JsonNode toolCalls = message.get("toolCalls");
            if (toolCalls == null || !toolCalls.isArray()) {
                continue;
            }
            for (JsonNode toolCall : toolCalls) {
                if (DO_NOT_CALL.equals(VapiJson.text(toolCall, "function", "name").orElse(""))) {
                    return true;
                }
            }
        }
        return false;
    }
}
