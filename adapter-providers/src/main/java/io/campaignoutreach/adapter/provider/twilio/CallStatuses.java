package io.campaignoutreach.adapter.provider.twilio;

import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.outreach.CallStage;
import java.time.Instant;
import java.util.Locale;
import java.util.Optional;

/**
 * Twilio's call statuses ({@code queued initiated ringing in-progress} short of the end; {@code completed busy
 * no-answer failed canceled} at it) as the service's stages and outcomes, for a status callback and for a call
 * read back alike. The ended reason is Twilio's own status word.
 */
final class CallStatuses {

    private CallStatuses() {
    }

    static Optional<CallStage> stage(String status) {
        switch (normalized(status)) {
            case "queued":
            case "initiated":
                return Optional.of(CallStage.QUEUED);
            case "ringing":
                return Optional.of(CallStage.RINGING);
            case "in-progress":
                return Optional.of(CallStage.IN_PROGRESS);
            default:
                return Optional.empty();
        }
    }

    static boolean isEnd(String status) {
        return outcome(normalized(status)).isPresent();
    }

    /**
     * The end of a call whose status is an end, else empty. {@code agentTalkMs} is present for a call the
     * {@code <Dial>} action reported connected to an agent.
     */
    static Optional<CallEvent.Ended> ended(String attemptKey, String callSid, String status, String durationSeconds,
                                           String answeredBy, String errorCode, Optional<Long> agentTalkMs,
                                           Instant at) {
        String word = normalized(status);
        Optional<CallOutcome> base = outcome(word);
        if (base.isEmpty()) {
            return Optional.empty();
        }
        String who = word.equals("completed") ? whoAnswered(answeredBy) : null;
        CallOutcome outcome = base.get();
        long talkMs = 0;
        if (outcome == CallOutcome.ANSWERED && agentTalkMs.isPresent()) {
            outcome = CallOutcome.TRANSFERRED;
            talkMs = agentTalkMs.get();
        } else if (outcome == CallOutcome.ANSWERED && "machine".equals(who)) {
            outcome = CallOutcome.VOICEMAIL;
        }
        CallResult result = new CallResult(outcome, seconds(durationSeconds) * 1000, talkMs, word);
        String error = errorCode == null || errorCode.isBlank() ? null : errorCode;
        return Optional.of(new CallEvent.Ended(attemptKey, callSid, result, who, error, at));
    }

    /**
     * {@code human} or {@code machine} from Twilio's AnsweredBy ({@code human}, {@code machine_start},
     * {@code machine_end_beep}, {@code machine_end_silence}, {@code machine_end_other}, {@code fax},
     * {@code unknown}); null when Twilio cannot tell or was not asked.
     */
    static String whoAnswered(String answeredBy) {
        String value = normalized(answeredBy);
        if (value.equals("human")) {
            return "human";
        }
        if (value.startsWith("machine_") || value.equals("fax")) {
            return "machine";
        }
        return null;
    }

    static long seconds(String text) {
        if (text == null || text.isBlank()) {
            return 0;
        }
        try {
            return Math.max(0, Long.parseLong(text.strip()));
        } catch (NumberFormatException notANumber) {
            return 0;
        }
    }

    private static Optional<CallOutcome> outcome(String word) {
        switch (word) {
            case "completed":
                return Optional.of(CallOutcome.ANSWERED);
            case "busy":
                return Optional.of(CallOutcome.BUSY);
            case "no-answer":
                return Optional.of(CallOutcome.NO_ANSWER);
            case "failed":
            case "canceled":
                return Optional.of(CallOutcome.FAILED);
            default:
                return Optional.empty();
        }
    }

    private static String normalized(String text) {
        return text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
    }
}
