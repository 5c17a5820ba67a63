package io.campaignoutreach.adapter.provider.vapi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.call.CallOutcome;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.NullAndEmptySource;

/** Vapi's endedReason values (VapiAI/docs fern/calls/call-ended-reason.mdx) as the call's outcome. */
class VapiEndedReasonsTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "customer-ended-call, ANSWERED",
        "customer-ended-call-before-warm-transfer, ANSWERED",
        "customer-ended-call-after-warm-transfer-attempt, ANSWERED",
        "customer-ended-call-during-transfer, ANSWERED",
        "assistant-ended-call, ANSWERED",
        "assistant-ended-call-after-message-spoken, ANSWERED",
        "assistant-ended-call-with-hangup-task, ANSWERED",
        "assistant-said-end-call-phrase, ANSWERED",
        "exceeded-max-duration, ANSWERED",
        "silence-timed-out, ANSWERED",
        "call.in-progress.twilio-completed-call, ANSWERED",
        "call.in-progress.sip-completed-call, ANSWERED",
        "vonage-completed, ANSWERED",
        "assistant-forwarded-call, TRANSFERRED",
        "voicemail, VOICEMAIL",
        "customer-did-not-answer, NO_ANSWER",
        "call.in-progress.error-providerfault-outbound-sip-408-request-timeout, NO_ANSWER",
        "call.in-progress.error-providerfault-outbound-sip-480-temporarily-unavailable, NO_ANSWER",
        "customer-busy, BUSY",
        "manually-canceled, FAILED",
        "twilio-failed-to-connect-call, FAILED",
        "twilio-reported-customer-misdialed, FAILED",
        "call.start.error-subscription-insufficient-credits, FAILED",
        "call.in-progress.error-vapifault-worker-died, FAILED",
        "pipeline-error-openai-llm-failed, FAILED",
        "call.in-progress.error-transfer-failed, FAILED",
        "assistant-join-timed-out, FAILED",
        "phone-call-provider-closed-websocket, FAILED",
        "a-reason-vapi-adds-next-year, FAILED",
    })
    void givenEndedReason_whenRead_thenItsOutcome(String endedReason, CallOutcome outcome) {
        assertThat(EndedReasons.outcome(endedReason)).isEqualTo(outcome);
    }

    @ParameterizedTest
    @NullAndEmptySource
    void givenNoEndedReason_whenRead_thenFailed(String endedReason) {
        assertThat(EndedReasons.outcome(endedReason)).isEqualTo(CallOutcome.FAILED);
    }
}
