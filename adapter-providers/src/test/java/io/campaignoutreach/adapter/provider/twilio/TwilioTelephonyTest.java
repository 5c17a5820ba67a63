package io.campaignoutreach.adapter.provider.twilio;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ACCOUNT_PATH;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.NOW;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ORGANIZATION;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.errorJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TwilioTelephonyTest {

    private static final PhoneNumber CUSTOMER = new PhoneNumber("+14155550123");
    private static final PhoneNumber CALLER_ID = new PhoneNumber("+12125550199");
    private static final String CALLS = ACCOUNT_PATH + "/Calls.json";
    private static final String CREATED = "{\"sid\": \"CA11111111111111111111111111111111\", \"status\": \"queued\"}";

    private final TwilioTestKit kit = new TwilioTestKit();

    @AfterEach
    void stop() {
        kit.close();
    }

    private Telephony telephony(Map<String, String> settings) {
        return kit.adapter().telephony(kit.callsAccount(settings));
    }

    private static CallAttempt attempt(String key, boolean machineDetection) {
        return new CallAttempt(key, ORGANIZATION, CUSTOMER, CALLER_ID, 1, true, machineDetection, Map.of());
    }

    private void twilioAnswers(int status, String body) {
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).willReturn(aResponse().withStatus(status)
                .withHeader("Content-Type", "application/json").withBody(body)));
    }

    private List<LoggedRequest> creates() {
        return kit.twilio.findAll(postRequestedFor(urlEqualTo(CALLS)));
    }

    @Test
    void placesTheCallWithItsCallbacksAndBasicAuth() {
        twilioAnswers(201, CREATED);

        Submission submission = telephony(Map.of()).place(attempt("att/1 a", false));

        assertThat(submission).isEqualTo(new Submission.Accepted("CA11111111111111111111111111111111"));
        List<LoggedRequest> sent = creates();
        assertThat(sent).hasSize(1);
        assertThat(sent.get(0).getHeader("Authorization")).isEqualTo(TwilioTestKit.basicAuthorization());
        assertThat(sent.get(0).getHeader("Content-Type")).startsWith("application/x-www-form-urlencoded");
        Map<String, List<String>> form = TwilioTestKit.bodyOf(sent.get(0)).asMap();
        String base = "https://outreach.example.com/webhooks/twilio/acct-7/calls/";
        assertThat(form).containsOnlyKeys("To", "From", "Url", "StatusCallback", "StatusCallbackMethod",
                "StatusCallbackEvent");
        assertThat(form.get("To")).containsExactly("+14155550123");
        assertThat(form.get("From")).containsExactly("+12125550199");
        assertThat(form.get("Url")).containsExactly(base + "answer?attempt=att%2F1+a");
        assertThat(form.get("StatusCallback")).containsExactly(base + "status?attempt=att%2F1+a");
        assertThat(form.get("StatusCallbackMethod")).containsExactly("POST");
        assertThat(form.get("StatusCallbackEvent")).containsExactly("initiated", "ringing", "answered", "completed");
        assertThat(kit.reported).containsExactly("request twilio create_call ok");
    }

    @Test
    void usesTheAccountsNumberAndAsksForMachineDetectionOnlyWhenTheAttemptDoes() {
        twilioAnswers(201, CREATED);

        telephony(Map.of("fromNumber", "+13125550111")).place(attempt("att-2", true));

        Map<String, List<String>> form = TwilioTestKit.bodyOf(creates().get(0)).asMap();
        assertThat(form.get("From")).containsExactly("+13125550111");
        assertThat(form.get("MachineDetection")).containsExactly("DetectMessageEnd");
    }

    @Test
    void anInvalidNumberCountsAsAnAttemptWithoutRepeatingTwiliosMessage() {
        twilioAnswers(400, errorJson(21211, 400));

        Submission submission = telephony(Map.of()).place(attempt("att-3", false));

        assertThat(submission).isInstanceOfSatisfying(Submission.Rejected.class, rejected -> {
            assertThat(rejected.countsAsAttempt()).isTrue();
            assertThat(rejected.reason()).contains("21211").doesNotContain("+1500");
        });
        assertThat(kit.reported).containsExactly("request twilio create_call 21211");
    }

    @Test
    void aRefusalAboutTheAccountDoesNotCountAsAnAttempt() {
        twilioAnswers(400, errorJson(21215, 400));
        assertThat(telephony(Map.of()).place(attempt("att-4", false)))
                .isInstanceOfSatisfying(Submission.Rejected.class, r -> assertThat(r.countsAsAttempt()).isFalse());

        kit.twilio.resetAll();
        twilioAnswers(401, errorJson(20003, 401));
        assertThat(telephony(Map.of()).place(attempt("att-5", false)))
                .isInstanceOfSatisfying(Submission.Rejected.class, r -> {
                    assertThat(r.countsAsAttempt()).isFalse();
                    assertThat(r.reason()).contains("20003");
                });
        assertThat(creates()).hasSize(1);
    }

    @Test
    void aThrottledCallIsRetriedWithBackoffThenRefusedWithoutCounting() {
        twilioAnswers(429, errorJson(20429, 429));

        Submission submission = telephony(Map.of()).place(attempt("att-6", false));

        assertThat(submission).isInstanceOfSatisfying(Submission.Rejected.class, rejected -> {
            assertThat(rejected.countsAsAttempt()).isFalse();
            assertThat(rejected.reason()).contains("20429");
        });
        assertThat(creates()).hasSize(3);
        // Full jitter drawn at 0.5 of 200 ms, then of 400 ms.
        assertThat(kit.sleeps).containsExactly(Duration.ofMillis(100), Duration.ofMillis(200));
        assertThat(kit.reported).containsExactly(
                "request twilio create_call 20429", "retried twilio create_call",
                "request twilio create_call 20429", "retried twilio create_call",
                "request twilio create_call 20429");
    }

    @Test
    void aThrottleNamingAShortPauseIsRetriedAfterItNotSooner() {
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).inScenario("throttled").whenScenarioStateIs(STARTED)
                .willReturn(aResponse().withStatus(429).withHeader("Retry-After", "0")
                        .withHeader("Content-Type", "application/json").withBody(errorJson(20429, 429)))
                .willSetStateTo("asked"));
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).inScenario("throttled").whenScenarioStateIs("asked")
                .willReturn(aResponse().withStatus(201).withBody(CREATED)));

        assertThat(telephony(Map.of()).place(attempt("att-6b", false))).isInstanceOf(Submission.Accepted.class);
        assertThat(creates()).hasSize(2);
        assertThat(kit.sleeps).as("the backoff's draw, longer than the 0 s asked").containsExactly(
                Duration.ofMillis(100));
    }

    @Test
    void aThrottleNamingALongPauseIsAnsweredAtOnceAndTheCallTriedAgainWhenTwilioSaid() {
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).willReturn(aResponse().withStatus(429)
                .withHeader("Retry-After", "30").withHeader("Content-Type", "application/json")
                .withBody(errorJson(20429, 429))));

        Submission submission = telephony(Map.of()).place(attempt("att-6c", false));

        assertThat(submission).isInstanceOfSatisfying(Submission.Rejected.class, rejected -> {
            assertThat(rejected.countsAsAttempt()).isFalse();
            assertThat(rejected.retryAfter()).isEqualTo(Duration.ofSeconds(30));
        });
        assertThat(creates()).as("no thread waits half a minute").hasSize(1);
        assertThat(kit.sleeps).isEmpty();
    }

    @Test
    void aServiceUnavailableIsRetriedAndTheSecondTryIsTaken() {
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).inScenario("flaky").whenScenarioStateIs(STARTED)
                .willReturn(aResponse().withStatus(503)).willSetStateTo("recovered"));
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).inScenario("flaky").whenScenarioStateIs("recovered")
                .willReturn(aResponse().withStatus(201).withBody(CREATED)));

        Submission submission = telephony(Map.of()).place(attempt("att-7", false));

        assertThat(submission).isInstanceOf(Submission.Accepted.class);
        assertThat(creates()).hasSize(2);
        assertThat(kit.reported).containsExactly("request twilio create_call http_503", "retried twilio create_call",
                "request twilio create_call ok");
    }

    @Test
    void anInternalErrorMayHaveCreatedTheCallSoItIsNotSentAgain() {
        twilioAnswers(500, "{}");

        assertThat(telephony(Map.of()).place(attempt("att-8", false))).isInstanceOf(Submission.Unknown.class);
        assertThat(creates()).hasSize(1);
    }

    @Test
    void aTimeoutIsUnknownAndTheCallIsCreatedOnlyOnce() {
        kit.requestTimeout = Duration.ofMillis(300);
        kit.twilio.stubFor(post(urlEqualTo(CALLS)).willReturn(aResponse().withStatus(201).withBody(CREATED)
                .withFixedDelay(3_000)));

        Submission submission = telephony(Map.of()).place(attempt("att-9", false));

        assertThat(submission).isInstanceOfSatisfying(Submission.Unknown.class,
                unknown -> assertThat(unknown.reason()).contains("timeout"));
        assertThat(kit.reported).containsExactly("request twilio create_call timeout");
        assertThat(kit.sleeps).isEmpty();
        assertThat(eventuallyCreates(1)).hasSize(1);
    }

    /** The fake journals a delayed request when it answers; polls until then, with a deadline. */
    private List<LoggedRequest> eventuallyCreates(int expected) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        List<LoggedRequest> seen = creates();
        while (seen.size() < expected && System.nanoTime() < deadline) {
            Thread.onSpinWait();
            seen = creates();
        }
        return seen;
    }

    @Test
    void theThirdCallInTheSameSecondWaitsForItsSlot() {
        twilioAnswers(201, CREATED);
        Telephony telephony = telephony(Map.of("callsPerSecond", "2"));

        telephony.place(attempt("p-1", false));
        telephony.place(attempt("p-2", false));
        assertThat(kit.sleeps).isEmpty();
        telephony.place(attempt("p-3", false));

        assertThat(kit.sleeps).containsExactly(Duration.ofSeconds(1));
        assertThat(creates()).hasSize(3);
    }

    @Test
    void aCallWhoseSlotIsTooFarAheadIsRefusedWithoutAskingTwilioAndTriedAgainASecondLater() {
        twilioAnswers(201, CREATED);
        Telephony telephony = telephony(Map.of());

        for (int i = 0; i < 6; i++) {
            assertThat(telephony.place(attempt("q-" + i, false))).isInstanceOf(Submission.Accepted.class);
        }
        Submission paced = telephony.place(attempt("q-6", false));

        assertThat(paced).isInstanceOfSatisfying(Submission.Rejected.class, rejected -> {
            assertThat(rejected.countsAsAttempt()).isFalse();
            assertThat(rejected.reason()).startsWith("paced");
            assertThat(rejected.retryAfter()).as("tried again once a slot frees, not after the engine's minute")
                    .isEqualTo(Duration.ofSeconds(1));
        });
        assertThat(creates()).hasSize(6);
        assertThat(kit.sleeps).hasSize(5).last().isEqualTo(Duration.ofSeconds(5));
    }

    @Test
    void fetchReadsAnEndedCallBySid() {
        String sid = "CA22222222222222222222222222222222";
        kit.twilio.stubFor(get(urlEqualTo(ACCOUNT_PATH + "/Calls/" + sid + ".json")).willReturn(aResponse()
                .withStatus(200).withBody("{\"sid\": \"" + sid + "\", \"status\": \"completed\", \"duration\": \"42\","
                        + " \"answered_by\": \"machine_end_beep\", \"to\": \"+14155550123\"}")));

        Optional<CallEvent.Ended> ended = telephony(Map.of()).fetch(placed("att-10", sid, NOW));

        assertThat(ended).hasValueSatisfying(end -> {
            assertThat(end.attemptKey()).isEqualTo("att-10");
            assertThat(end.providerCallId()).isEqualTo(sid);
            assertThat(end.result().outcome()).isEqualTo(CallOutcome.VOICEMAIL);
            assertThat(end.result().durationMs()).isEqualTo(42_000);
            assertThat(end.answeredBy()).isEqualTo("machine");
        });
        kit.twilio.verify(getRequestedFor(urlEqualTo(ACCOUNT_PATH + "/Calls/" + sid + ".json"))
                .withHeader("Authorization", equalTo(TwilioTestKit.basicAuthorization())));
        assertThat(kit.reported).containsExactly("request twilio fetch_call ok", "reconciled twilio true");
    }

    @Test
    void fetchOfACallStillRingingIsEmpty() {
        String sid = "CA33333333333333333333333333333333";
        kit.twilio.stubFor(get(urlEqualTo(ACCOUNT_PATH + "/Calls/" + sid + ".json")).willReturn(aResponse()
                .withStatus(200).withBody("{\"sid\": \"" + sid + "\", \"status\": \"ringing\"}")));

        assertThat(telephony(Map.of()).fetch(placed("att-11", sid, NOW))).isEmpty();
        assertThat(kit.reported).contains("reconciled twilio false");
    }

    @Test
    void fetchWithoutASidFindsTheOneCallCreatedAroundTheStart() {
        listCallsAnswers(call("CA44444444444444444444444444444444", "busy", "Mon, 07 Dec 2026 15:00:02 +0000"),
                call("CA55555555555555555555555555555555", "completed", "Mon, 07 Dec 2026 11:00:00 +0000"));

        Optional<CallEvent.Ended> ended = telephony(Map.of()).fetch(placed("att-12", null, NOW));

        assertThat(ended).hasValueSatisfying(end -> {
            assertThat(end.providerCallId()).isEqualTo("CA44444444444444444444444444444444");
            assertThat(end.result().outcome()).isEqualTo(CallOutcome.BUSY);
            assertThat(end.result().endedReason()).isEqualTo("busy");
        });
        LoggedRequest listed = kit.twilio.findAll(getRequestedFor(urlPathEqualTo(CALLS))).get(0);
        assertThat(listed.queryParameter("To").firstValue()).isEqualTo("+14155550123");
        assertThat(listed.queryParameter("StartTime>=").firstValue()).isEqualTo("2026-12-07");
    }

    @Test
    void fetchWithoutASidRefusesToGuessBetweenTwoCandidates() {
        listCallsAnswers(call("CA44444444444444444444444444444444", "busy", "Mon, 07 Dec 2026 15:00:02 +0000"),
                call("CA66666666666666666666666666666666", "completed", "Mon, 07 Dec 2026 15:01:30 +0000"));

        assertThat(telephony(Map.of()).fetch(placed("att-13", null, NOW))).isEmpty();
        assertThat(kit.reported).contains("reconciled twilio false");
    }

    @Test
    void fetchGivesNothingWhenTwilioCannotBeRead() {
        kit.twilio.stubFor(get(urlPathEqualTo(CALLS)).willReturn(aResponse().withStatus(500)));

        assertThat(telephony(Map.of()).fetch(placed("att-14", null, NOW))).isEmpty();
        assertThat(kit.reportedStarting("request")).hasSize(3);
        assertThat(kit.reportedStarting("reconciled")).isEmpty();
    }

    private void listCallsAnswers(String... calls) {
        kit.twilio.stubFor(get(urlPathEqualTo(CALLS)).willReturn(aResponse().withStatus(200)
                .withBody("{\"calls\": [" + String.join(",", calls) + "], \"page\": 0}")));
    }

    private static String call(String sid, String status, String created) {
        return "{\"sid\": \"" + sid + "\", \"status\": \"" + status + "\", \"duration\": \"0\", \"date_created\": \""
                + created + "\", \"to\": \"+14155550123\"}";
    }

    private static PlacedCall placed(String key, String sid, Instant startedAt) {
        return new PlacedCall(ORGANIZATION, key, sid, CUSTOMER, startedAt);
    }
}
