package io.campaignoutreach.adapter.provider.vapi;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.equalTo;
import static com.github.tomakehurst.wiremock.client.WireMock.equalToJson;
import static com.github.tomakehurst.wiremock.client.WireMock.get;
import static com.github.tomakehurst.wiremock.client.WireMock.getRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.API_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ATTEMPT_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CLOCK;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CUSTOMER;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.NOW;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ORGANIZATION;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.PUBLIC_BASE;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.http.Fault;
import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import com.github.tomakehurst.wiremock.stubbing.Scenario;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.Pauses;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingEvents;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingSink;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingTools;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Placing and reading back calls against a local fake of Vapi's API. */
class VapiTelephonyTest {

    @RegisterExtension
    static final WireMockExtension VAPI = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort()).build();

    private final RecordingEvents events = new RecordingEvents();
    private final Pauses pauses = new Pauses();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private VapiAdapter adapter(Duration timeout) {
        VapiOptions options = VapiOptions.of(PUBLIC_BASE + "/").withApiBase(URI.create(VAPI.baseUrl()))
                .withRequestTimeout(timeout).withBackoff(pauses.backoff(2));
        return new VapiAdapter(options, http, CLOCK, new RecordingSink(), new RecordingTools(), events);
    }

    private Telephony telephony() {
        return adapter(Duration.ofSeconds(5)).telephony(VapiFixtures.account());
    }

    private static CallAttempt attempt() {
        return new CallAttempt(ATTEMPT_KEY, ORGANIZATION, CUSTOMER, new PhoneNumber("+13125550100"), 1, true, true,
                Map.of("firstName", "Ada", "lastName", "Lovelace", "campaignName", "Spring checkup"));
    }

    private static final String EXPECTED_CREATE = """
            {
              "assistantId": "asst-11",
              "phoneNumberId": "pn-22",
              "customer": {"number": "+14155550123"},
              "assistantOverrides": {
                "variableValues": {"firstName": "Ada", "lastName": "Lovelace", "campaignName": "Spring checkup"},
                "server": {
                  "url": "https://outreach.example.com/webhooks/vapi/acct-vapi-1/events?attempt=att-42%2F1%20x",
                  "timeoutSeconds": 20,
                  "headers": {"x-vapi-secret": "server-secret-8d2a71"},
                  "backoffPlan": {"type": "exponential", "maxRetries": 3, "baseDelaySeconds": 1,
                                  "excludedStatusCodes": [400, 401, 403, 404]}
                },
                "metadata": {"attemptKey": "att-42/1 x", "organizationId": "7b0c1f9e-3a52-4d0e-9c71-2f4b8a6d5e10"}
              }
            }
            """;

    @Test
    void givenAttempt_whenPlaced_thenPostsTheCallWithBearerKeyAndServerUrlAndIsAccepted() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(201)
                .withHeader("Content-Type", "application/json").withBody("{\"id\":\"call-1\",\"status\":\"queued\"}")));

        Submission submission = telephony().place(attempt());

        assertThat(submission).isEqualTo(new Submission.Accepted("call-1"));
        VAPI.verify(1, postRequestedFor(urlEqualTo("/call"))
                .withHeader("Authorization", equalTo("Bearer " + API_KEY))
                .withHeader("Content-Type", equalTo("application/json"))
                .withRequestBody(equalToJson(EXPECTED_CREATE)));
        assertThat(events.lines).containsExactly("request:create_call:ok");
    }

    @Test
    void givenHmacAccountWithStoredCredential_whenPlaced_thenServerNamesTheCredentialAndSendsNoSecret() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(201).withBody("{\"id\":\"call-2\"}")));
        OpenedAccount account = VapiFixtures.account(Map.of("serverAuth", "hmac", "serverCredentialId", "cred-9"));

        Submission submission = adapter(Duration.ofSeconds(5)).telephony(account).place(attempt());

        assertThat(submission).isEqualTo(new Submission.Accepted("call-2"));
        VAPI.verify(1, postRequestedFor(urlEqualTo("/call")).withRequestBody(equalToJson("""
                {"assistantOverrides": {"server": {
                  "url": "https://outreach.example.com/webhooks/vapi/acct-vapi-1/events?attempt=att-42%2F1%20x",
                  "timeoutSeconds": 20, "credentialId": "cred-9"}}}
                """, false, true)));
        assertThat(VAPI.getAllServeEvents().get(0).getRequest().getBodyAsString())
                .doesNotContain(VapiFixtures.SERVER_SECRET);
    }

    @Test
    void givenHmacAccountWithoutStoredCredential_whenPlaced_thenRejectedWithoutAskingVapi() {
        OpenedAccount account = VapiFixtures.account(Map.of("serverAuth", "hmac"));

        Submission submission = adapter(Duration.ofSeconds(5)).telephony(account).place(attempt());

        assertThat(submission).isInstanceOfSatisfying(Submission.Rejected.class,
                rejected -> assertThat(rejected.countsAsAttempt()).isFalse());
        assertThat(VAPI.getAllServeEvents()).isEmpty();
    }

    @Test
    void givenBadCustomerNumber_whenPlaced_thenRejectedAsAnAttempt() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(400).withBody("""
                {"message": ["customer.number must be a valid phone number in the E.164 format."],
                 "error": "Bad Request", "statusCode": 400}
                """)));

        Submission submission = telephony().place(attempt());

        assertThat(submission)
                .isEqualTo(new Submission.Rejected("Vapi refused the customer's number (http 400)", true));
        assertThat(events.lines).containsExactly("request:create_call:http_400");
    }

    @Test
    void givenOtherBadRequest_whenPlaced_thenRejectedNotAsAnAttempt() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(400).withBody(
                "{\"message\":\"Over Concurrency Limit.\",\"error\":\"Bad Request\",\"statusCode\":400}")));

        assertThat(telephony().place(attempt()))
                .isEqualTo(new Submission.Rejected("Vapi refused the call request (http 400)", false));
    }

    @Test
    void givenRefusedKeyOrNoCredit_whenPlaced_thenRejectedNotAsAnAttemptAndNotRetried() {
        for (int status : new int[] {401, 403, 402}) {
            VAPI.resetAll();
            VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(status)));

            Submission submission = telephony().place(attempt());

            assertThat(submission).isInstanceOfSatisfying(Submission.Rejected.class,
                    rejected -> assertThat(rejected.countsAsAttempt()).isFalse());
            VAPI.verify(1, postRequestedFor(urlEqualTo("/call")));
        }
        assertThat(pauses.taken).isEmpty();
    }

    @Test
    void givenRateLimitThroughout_whenPlaced_thenRetriedWithBackoffThenRejectedNotAsAnAttempt() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(429)));

        Submission submission = telephony().place(attempt());

        assertThat(submission).isEqualTo(new Submission.Rejected("Vapi was unavailable (http 429 after 3 tries)",
                false));
        VAPI.verify(3, postRequestedFor(urlEqualTo("/call")));
        // The draw takes each ceiling: the base, doubled, then capped.
        assertThat(pauses.taken).containsExactly(Duration.ofMillis(100), Duration.ofMillis(200));
        assertThat(events.lines).containsExactly("request:create_call:http_429", "retried:create_call",
                "request:create_call:http_429", "retried:create_call", "request:create_call:http_429");
    }

    @Test
    void givenServerErrorThenSuccess_whenPlaced_thenRetriedAndAccepted() {
        VAPI.stubFor(post("/call").inScenario("flaky").whenScenarioStateIs(Scenario.STARTED)
                .willReturn(aResponse().withStatus(503)).willSetStateTo("recovered"));
        VAPI.stubFor(post("/call").inScenario("flaky").whenScenarioStateIs("recovered")
                .willReturn(aResponse().withStatus(201).withBody("{\"id\":\"call-3\"}")));

        Submission submission = telephony().place(attempt());

        assertThat(submission).isEqualTo(new Submission.Accepted("call-3"));
        VAPI.verify(2, postRequestedFor(urlEqualTo("/call")));
        assertThat(pauses.taken).hasSize(1);
        assertThat(events.lines).containsExactly("request:create_call:http_503", "retried:create_call",
                "request:create_call:ok");
    }

    @Test
    void givenNoAnswerInTime_whenPlaced_thenUnknownAndAskedOnce() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(201).withBody("{\"id\":\"late\"}")
                .withFixedDelay(2_000)));

        Submission submission = adapter(Duration.ofMillis(200)).telephony(VapiFixtures.account()).place(attempt());

        assertThat(submission).isEqualTo(new Submission.Unknown("no answer from Vapi (timeout)"));
        VAPI.verify(1, postRequestedFor(urlEqualTo("/call")));
        assertThat(events.lines).containsExactly("request:create_call:timeout");
    }

    @Test
    void givenBrokenConnection_whenPlaced_thenUnknownAndAskedOnce() {
        VAPI.stubFor(post("/call").willReturn(aResponse().withFault(Fault.CONNECTION_RESET_BY_PEER)));

        Submission submission = telephony().place(attempt());

        assertThat(submission).isInstanceOf(Submission.Unknown.class);
        VAPI.verify(1, postRequestedFor(urlEqualTo("/call")));
        assertThat(pauses.taken).isEmpty();
    }

    private static String call(String id, String status, String endedReason, String attemptKey) {
        return """
                {"id": "%s", "orgId": "org-v", "status": "%s", "endedReason": %s,
                 "createdAt": "2026-12-07T21:00:01Z", "startedAt": "2026-12-07T21:00:05Z",
                 "endedAt": "2026-12-07T21:01:35Z", "customer": {"number": "+14155550123"},
                 "assistantOverrides": {"metadata": {"attemptKey": "%s",
                   "organizationId": "7b0c1f9e-3a52-4d0e-9c71-2f4b8a6d5e10"}}}
                """.formatted(id, status, endedReason == null ? "null" : "\"" + endedReason + "\"", attemptKey);
    }

    @Test
    void givenCallId_whenFetchedAfterItsEnd_thenEndedFromItsEndedReasonAndTimes() {
        VAPI.stubFor(get("/call/call-1").willReturn(aResponse().withStatus(200)
                .withBody(call("call-1", "ended", "customer-ended-call", ATTEMPT_KEY))));

        Optional<CallEvent.Ended> ended = telephony().fetch(new PlacedCall(ORGANIZATION, ATTEMPT_KEY, "call-1",
                CUSTOMER, NOW));

        assertThat(ended).hasValueSatisfying(end -> {
            assertThat(end.attemptKey()).isEqualTo(ATTEMPT_KEY);
            assertThat(end.providerCallId()).isEqualTo("call-1");
            assertThat(end.result().outcome()).isEqualTo(CallOutcome.ANSWERED);
            assertThat(end.result().durationMs()).isEqualTo(90_000);
            assertThat(end.result().endedReason()).isEqualTo("customer-ended-call");
            assertThat(end.at()).isEqualTo(Instant.parse("2026-12-07T21:01:35Z"));
        });
        VAPI.verify(1, getRequestedFor(urlEqualTo("/call/call-1"))
                .withHeader("Authorization", equalTo("Bearer " + API_KEY)));
        assertThat(events.lines).containsExactly("request:fetch_call:ok", "reconciled:true");
    }

    @Test
    void givenCallStillInProgress_whenFetched_thenNothingYet() {
        VAPI.stubFor(get("/call/call-1").willReturn(aResponse().withStatus(200)
                .withBody(call("call-1", "in-progress", null, ATTEMPT_KEY))));

        assertThat(telephony().fetch(new PlacedCall(ORGANIZATION, ATTEMPT_KEY, "call-1", CUSTOMER, NOW))).isEmpty();
        assertThat(events.lines).containsExactly("request:fetch_call:ok", "reconciled:false");
    }

    @Test
    void givenIdLost_whenFetched_thenListsTheNumbersCallsAroundItsStartAndTakesTheOneWithItsKey() {
        VAPI.stubFor(get(urlPathEqualTo("/call"))
                .withQueryParam("phoneNumberId", equalTo("pn-22"))
                .withQueryParam("createdAtGe", equalTo("2026-12-07T20:59:00Z"))
                .withQueryParam("createdAtLe", equalTo("2026-12-07T21:15:00Z"))
                .withQueryParam("limit", equalTo("1000"))
                .willReturn(aResponse().withStatus(200).withBody("[" + call("call-6", "ended", "voicemail", "other")
                        + "," + call("call-7", "ended", "customer-busy", ATTEMPT_KEY) + "]")));

        Optional<CallEvent.Ended> ended = telephony().fetch(new PlacedCall(ORGANIZATION, ATTEMPT_KEY, null,
                CUSTOMER, NOW));

        assertThat(ended).hasValueSatisfying(end -> {
            assertThat(end.providerCallId()).isEqualTo("call-7");
            assertThat(end.result().outcome()).isEqualTo(CallOutcome.BUSY);
        });
        assertThat(events.lines).containsExactly("request:list_calls:ok", "reconciled:true");
    }

    @Test
    void givenIdLostAndTwoCallsWithItsKey_whenFetched_thenNoGuess() {
        VAPI.stubFor(get(urlPathEqualTo("/call")).willReturn(aResponse().withStatus(200).withBody("["
                + call("call-7", "ended", "customer-busy", ATTEMPT_KEY) + ","
                + call("call-8", "ended", "customer-ended-call", ATTEMPT_KEY) + "]")));

        assertThat(telephony().fetch(new PlacedCall(ORGANIZATION, ATTEMPT_KEY, null, CUSTOMER, NOW))).isEmpty();
        assertThat(events.lines).containsExactly("request:list_calls:ok", "reconciled:false");
    }

    @Test
    void givenIdLostAndNoCallWithItsKey_whenFetched_thenNothing() {
        VAPI.stubFor(get(urlPathEqualTo("/call")).willReturn(aResponse().withStatus(200)
                .withBody("[" + call("call-6", "ended", "voicemail", "other") + "]")));

        assertThat(telephony().fetch(new PlacedCall(ORGANIZATION, ATTEMPT_KEY, null, CUSTOMER, NOW))).isEmpty();
        assertThat(List.copyOf(events.lines)).endsWith("reconciled:false");
    }
}
