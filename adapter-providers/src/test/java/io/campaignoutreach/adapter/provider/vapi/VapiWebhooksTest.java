package io.campaignoutreach.adapter.provider.vapi;

import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ATTEMPT_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CLOCK;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.NOW;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.PUBLIC_BASE;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.SERVER_SECRET;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.eventsUrl;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.request;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.withSecret;
import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingEvents;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingSink;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingTools;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.outreach.CallStage;
import java.math.BigDecimal;
import java.net.URI;
import java.net.http.HttpClient;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/** Server messages as Vapi sends them to a call's server URL: the check first, then the call's events. */
class VapiWebhooksTest {

    private final RecordingEvents events = new RecordingEvents();
    private final RecordingSink sink = new RecordingSink();
    // Unreachable on purpose: receiving a message never calls Vapi's API.
    private final VapiAdapter adapter = new VapiAdapter(VapiOptions.of(PUBLIC_BASE)
            .withApiBase(URI.create("http://127.0.0.1:9")), HttpClient.newHttpClient(), CLOCK, sink,
            new RecordingTools(), events);
    private final OpenedAccount account = VapiFixtures.account();
    private final OpenedAccount hmacAccount = VapiFixtures.account(Map.of("serverAuth", "hmac",
            "serverCredentialId", "cred-9"));

    /** Vapi's default HMAC plan: hex HMAC-SHA256 of {@code <timestamp>.<body>}, in x-signature and x-timestamp. */
    private static WebhookRequest signed(String body, long timestampSeconds, String signedBody) {
        String timestamp = Long.toString(timestampSeconds);
        return request(eventsUrl(ATTEMPT_KEY), Map.of("x-signature", hmacHex(timestamp + "." + signedBody),
                "x-timestamp", timestamp), body);
    }

    private static String hmacHex(String payload) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(SERVER_SECRET.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(payload.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    @Test
    void givenSecretAsVapiSendsIt_whenStatusUpdate_thenProgressDelivered() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.statusUpdate("ringing", null)));

        assertThat(reply).isEqualTo(WebhookReply.noContent());
        assertThat(sink.deliveries).containsExactly(List.of(new CallEvent.Progress(ATTEMPT_KEY, "call-1",
                CallStage.RINGING, Instant.ofEpochMilli(1_796_677_200_000L))));
        assertThat(sink.scopedTo).as("delivered for the account's organization alone")
                .containsExactly(account.organizationId());
        assertThat(events.lines).containsExactly("webhook:accepted");
    }

    @Test
    void givenStatuses_whenUpdated_thenEachIsItsStage() {
        Map<String, CallStage> stages = Map.of("queued", CallStage.QUEUED, "ringing", CallStage.RINGING,
                "in-progress", CallStage.IN_PROGRESS, "forwarding", CallStage.IN_PROGRESS);
        stages.forEach((status, stage) -> {
            sink.deliveries.clear();
            adapter.receive(account, withSecret(VapiMessages.statusUpdate(status, null)));
            assertThat(((CallEvent.Progress) sink.all().get(0)).stage()).as(status).isEqualTo(stage);
        });
    }

    @Test
    void givenNoSecret_whenReceived_thenRefusedUnreadAndCounted() {
        WebhookReply reply = adapter.receive(account, request(eventsUrl(ATTEMPT_KEY), Map.of(), "not even json"));

        assertThat(reply).isEqualTo(WebhookReply.refused());
        assertThat(sink.deliveries).isEmpty();
        assertThat(events.lines).containsExactly("webhook:missing");
    }

    @Test
    void givenWrongSecret_whenReceived_thenRefusedAndNothingDelivered() {
        WebhookReply reply = adapter.receive(account, request(eventsUrl(ATTEMPT_KEY),
                Map.of("x-vapi-secret", SERVER_SECRET + "x"), VapiMessages.endOfCallReport("customer-ended-call")));

        assertThat(reply.status()).isEqualTo(403);
        assertThat(sink.deliveries).isEmpty();
        assertThat(events.lines).containsExactly("webhook:wrong_credential");
    }

    @Test
    void givenHmacSignedAsVapiDoes_whenReceived_thenAccepted() {
        String body = VapiMessages.endOfCallReport("customer-ended-call");

        WebhookReply reply = adapter.receive(hmacAccount, signed(body, NOW.getEpochSecond(), body));

        assertThat(reply).isEqualTo(WebhookReply.noContent());
        assertThat(sink.deliveries).hasSize(1);
        assertThat(events.lines).containsExactly("webhook:accepted");
    }

    @Test
    void givenHmacOverAnotherBody_whenReceived_thenRefusedAsTampered() {
        String body = VapiMessages.endOfCallReport("customer-ended-call");

        WebhookReply reply = adapter.receive(hmacAccount, signed(body.replace("customer-ended-call", "voicemail"),
                NOW.getEpochSecond(), body));

        assertThat(reply).isEqualTo(WebhookReply.refused());
        assertThat(sink.deliveries).isEmpty();
        assertThat(events.lines).containsExactly("webhook:tampered");
    }

    @Test
    void givenHmacWithOldTimestamp_whenReceived_thenRefusedAsStale() {
        String body = VapiMessages.endOfCallReport("customer-ended-call");

        WebhookReply reply = adapter.receive(hmacAccount, signed(body, NOW.getEpochSecond() - 600, body));

        assertThat(reply).isEqualTo(WebhookReply.refused());
        assertThat(sink.deliveries).isEmpty();
        assertThat(events.lines).containsExactly("webhook:stale");
    }

    @Test
    void givenSecretOnHmacAccount_whenReceived_thenRefused() {
        WebhookReply reply = adapter.receive(hmacAccount, withSecret(VapiMessages.statusUpdate("ringing", null)));

        assertThat(reply).isEqualTo(WebhookReply.refused());
        assertThat(events.lines).containsExactly("webhook:missing");
    }

    @Test
    void givenEndOfCallReport_whenReceived_thenEndAndAnalysisDeliveredTogether() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.endOfCallReport("customer-ended-call")));

        assertThat(reply).isEqualTo(WebhookReply.noContent());
        assertThat(sink.deliveries).hasSize(1);
        List<CallEvent> delivered = sink.deliveries.get(0);
        assertThat(delivered).hasSize(2);
        CallEvent.Ended ended = (CallEvent.Ended) delivered.get(0);
        assertThat(ended.attemptKey()).isEqualTo(ATTEMPT_KEY);
        assertThat(ended.providerCallId()).isEqualTo("call-1");
        assertThat(ended.result().outcome()).isEqualTo(CallOutcome.ANSWERED);
        assertThat(ended.result().durationMs()).isEqualTo(90_250);
        assertThat(ended.result().agentTalkMs()).isZero();
        assertThat(ended.result().endedReason()).isEqualTo("customer-ended-call");
        assertThat(ended.answeredBy()).isEqualTo("human");
        assertThat(ended.providerError()).isNull();
        assertThat(ended.at()).isEqualTo(Instant.parse("2026-12-07T21:01:35Z"));
        assertThat(delivered.get(1)).isEqualTo(new CallEvent.Analysis(ATTEMPT_KEY, "call-1",
                "The customer asked about the appointment.",
                "AI: Hello Ada. User: Hi, is my appointment still on?", "true", new BigDecimal("0.1234"), "USD",
                null));
    }

    @Test
    void givenReportWithoutMilliseconds_whenReceived_thenDurationFromSeconds() {
        adapter.receive(account, withSecret(VapiMessages.bareReport("customer-did-not-answer", VapiMessages.CALL)));

        CallEvent.Ended ended = (CallEvent.Ended) sink.all().get(0);
        assertThat(ended.result().outcome()).isEqualTo(CallOutcome.NO_ANSWER);
        assertThat(ended.result().durationMs()).isEqualTo(12_000);
        assertThat(ended.answeredBy()).isNull();
        assertThat(sink.all().get(1)).isEqualTo(new CallEvent.Analysis(ATTEMPT_KEY, "call-1", null, null, null,
                null, null, null));
    }

    @Test
    void givenVoicemailOrError_whenReported_thenMachineOrProviderError() {
        adapter.receive(account, withSecret(VapiMessages.bareReport("voicemail", VapiMessages.CALL)));
        adapter.receive(account, withSecret(VapiMessages.bareReport(
                "call.in-progress.error-vapifault-worker-died", VapiMessages.CALL)));

        CallEvent.Ended voicemail = (CallEvent.Ended) sink.deliveries.get(0).get(0);
        CallEvent.Ended failed = (CallEvent.Ended) sink.deliveries.get(1).get(0);
        assertThat(voicemail.result().outcome()).isEqualTo(CallOutcome.VOICEMAIL);
        assertThat(voicemail.answeredBy()).isEqualTo("machine");
        assertThat(failed.result().outcome()).isEqualTo(CallOutcome.FAILED);
        assertThat(failed.providerError()).isEqualTo("call.in-progress.error-vapifault-worker-died");
    }

    @Test
    void givenReportDeliveredTwice_whenReceived_thenTheSameEventsTwiceForTheSinkToDeduplicate() {
        String body = VapiMessages.endOfCallReport("assistant-said-end-call-phrase");

        adapter.receive(account, withSecret(body));
        adapter.receive(account, withSecret(body));

        assertThat(sink.deliveries).hasSize(2);
        assertThat(sink.deliveries.get(1)).isEqualTo(sink.deliveries.get(0));
    }

    @Test
    void givenReportBeforeStatusUpdate_whenBothReceived_thenBothEndsAgree() {
        adapter.receive(account, withSecret(VapiMessages.endOfCallReport("customer-busy")));
        adapter.receive(account, withSecret(VapiMessages.statusUpdate("ended", "customer-busy")));

        CallEvent.Ended fromReport = (CallEvent.Ended) sink.deliveries.get(0).get(0);
        CallEvent.Ended fromStatus = (CallEvent.Ended) sink.deliveries.get(1).get(0);
        assertThat(sink.deliveries.get(1)).hasSize(1);
        assertThat(fromStatus.result().outcome()).isEqualTo(fromReport.result().outcome())
                .isEqualTo(CallOutcome.BUSY);
        assertThat(fromStatus.attemptKey()).isEqualTo(fromReport.attemptKey());
    }

    @Test
    void givenEndedStatusWithoutReason_whenReceived_thenNothingDeliveredUntilTheReport() {
        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.statusUpdate("ended", null)));

        assertThat(reply).isEqualTo(WebhookReply.noContent());
        assertThat(sink.deliveries).isEmpty();
    }

    @Test
    void givenUrlWithoutAttempt_whenReported_thenAttemptKeyFromTheCallsMetadata() {
        WebhookRequest request = request(PUBLIC_BASE + "/webhooks/vapi/acct-vapi-1/events",
                Map.of("x-vapi-secret", SERVER_SECRET), VapiMessages.endOfCallReport("customer-ended-call"));

        adapter.receive(account, request);

        assertThat(sink.all()).extracting(CallEvent::attemptKey).containsOnly(ATTEMPT_KEY);
    }

    @Test
    void givenCallOfAnotherOrganizationOrWithoutKey_whenReported_thenIgnored() {
        String otherOrganization = VapiMessages.CALL.replace("7b0c1f9e", "00000000");
        String unmarked = "{\"id\": \"call-9\"}";

        WebhookReply other = adapter.receive(account, withSecret(VapiMessages.bareReport("voicemail",
                otherOrganization)));
        WebhookReply unknown = adapter.receive(account, request(PUBLIC_BASE + "/webhooks/vapi/acct-vapi-1/events",
                Map.of("x-vapi-secret", SERVER_SECRET), VapiMessages.bareReport("voicemail", unmarked)));

        assertThat(other).isEqualTo(WebhookReply.noContent());
        assertThat(unknown).isEqualTo(WebhookReply.noContent());
        assertThat(sink.deliveries).isEmpty();
    }

    @Test
    void givenOtherMessageTypes_whenReceived_thenTakenAndIgnored() {
        for (String type : List.of("conversation-update", "speech-update", "hang", "transcript", "model-output")) {
            WebhookReply reply = adapter.receive(account, withSecret(
                    "{\"message\": {\"type\": \"" + type + "\", \"call\": " + VapiMessages.CALL + "}}"));
            assertThat(reply).as(type).isEqualTo(WebhookReply.noContent());
        }
        assertThat(sink.deliveries).isEmpty();
    }

    @Test
    void givenUnreadableBodyOrPath_whenReceived_thenBadRequest() {
        assertThat(adapter.receive(account, withSecret("{not json"))).isEqualTo(WebhookReply.badRequest());
        assertThat(adapter.receive(account, withSecret("{\"call\": {}}"))).isEqualTo(WebhookReply.badRequest());
        assertThat(adapter.receive(account, withSecret("{\"message\": {\"status\": \"ended\"}}")))
                .isEqualTo(WebhookReply.badRequest());
        assertThat(adapter.receive(account, withSecret("[1, 2]"))).isEqualTo(WebhookReply.badRequest());
        WebhookRequest otherPath = new WebhookRequest("calls", eventsUrl(ATTEMPT_KEY),
                withSecret("{}").headers(), "application/json", "{}".getBytes(StandardCharsets.UTF_8));
        assertThat(adapter.receive(account, otherPath)).isEqualTo(WebhookReply.badRequest());
        assertThat(sink.deliveries).isEmpty();
    }

    @Test
    void givenStoreDown_whenReported_thenUnavailableSoVapiRetries() {
        sink.down = true;

        WebhookReply reply = adapter.receive(account, withSecret(VapiMessages.endOfCallReport("customer-ended-call")));

        assertThat(reply).isEqualTo(WebhookReply.unavailable());
    }
}
