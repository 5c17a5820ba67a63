package io.campaignoutreach.adapter.provider.twilio;

import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.AUTH_TOKEN;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.params;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.signed;
import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.provider.webhooks.TwilioSignature;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.provider.CallScript;
import io.campaignoutreach.application.provider.HeaderLookup;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.provider.WebhookReply;
import io.campaignoutreach.application.provider.WebhookRequest;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.outreach.CallStage;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TwilioWebhooksTest {

    private static final String CALL_SID = "CA77777777777777777777777777777777";

    private final TwilioTestKit kit = new TwilioTestKit();
    private final LogCapture log = new LogCapture();
    private final TwilioAdapter adapter = kit.adapter();
    private final OpenedAccount calls = kit.callsAccount(Map.of());
    private final OpenedAccount texts = kit.textsAccount(Map.of());

    @AfterEach
    void stop() {
        log.close();
        kit.close();
    }

    private WebhookReply callStatus(String attemptKey, String... pairs) {
        return adapter.receive(calls, signed("calls/status", "attempt=" + attemptKey,
                params(withSid(pairs)), AUTH_TOKEN));
    }

    private static String[] withSid(String... pairs) {
        String[] all = new String[pairs.length + 2];
        all[0] = "CallSid";
        all[1] = CALL_SID;
        System.arraycopy(pairs, 0, all, 2, pairs.length);
        return all;
    }

    @Test
    void aSignedStatusCallbackIsDeliveredAsProgress() {
        WebhookReply reply = callStatus("att-1", "CallStatus", "ringing", "Timestamp",
                "Mon, 07 Dec 2026 15:00:03 +0000");

        assertThat(reply.status()).isEqualTo(204);
        assertThat(kit.callEvents).singleElement().isInstanceOfSatisfying(CallEvent.Progress.class, progress -> {
            assertThat(progress.attemptKey()).isEqualTo("att-1");
            assertThat(progress.providerCallId()).isEqualTo(CALL_SID);
            assertThat(progress.stage()).isEqualTo(CallStage.RINGING);
            assertThat(progress.at()).isEqualTo("2026-12-07T15:00:03Z");
        });
        assertThat(kit.scopedTo).as("delivered for the account's organization alone")
                .containsExactly(TwilioTestKit.ORGANIZATION);
        assertThat(kit.reported).containsExactly("webhook twilio accepted");
    }

    @Test
    void eachCallStatusMapsToItsStageOrOutcome() {
        callStatus("a", "CallStatus", "initiated");
        callStatus("a", "CallStatus", "in-progress");
        callStatus("a", "CallStatus", "completed", "CallDuration", "37");
        callStatus("b", "CallStatus", "completed", "CallDuration", "21", "AnsweredBy", "machine_end_beep");
        callStatus("c", "CallStatus", "completed", "CallDuration", "12", "AnsweredBy", "human");
        callStatus("d", "CallStatus", "busy");
        callStatus("e", "CallStatus", "no-answer");
        callStatus("f", "CallStatus", "failed", "ErrorCode", "13224");
        callStatus("g", "CallStatus", "canceled");

        assertThat(kit.callEvents).hasSize(9);
        assertThat(((CallEvent.Progress) kit.callEvents.get(0)).stage()).isEqualTo(CallStage.QUEUED);
        assertThat(((CallEvent.Progress) kit.callEvents.get(1)).stage()).isEqualTo(CallStage.IN_PROGRESS);
        CallEvent.Ended answered = (CallEvent.Ended) kit.callEvents.get(2);
        assertThat(answered.result().outcome()).isEqualTo(CallOutcome.ANSWERED);
        assertThat(answered.result().durationMs()).isEqualTo(37_000);
        assertThat(answered.result().endedReason()).isEqualTo("completed");
        assertThat(answered.answeredBy()).isNull();
        CallEvent.Ended voicemail = (CallEvent.Ended) kit.callEvents.get(3);
        assertThat(voicemail.result().outcome()).isEqualTo(CallOutcome.VOICEMAIL);
        assertThat(voicemail.answeredBy()).isEqualTo("machine");
        assertThat(((CallEvent.Ended) kit.callEvents.get(4)).answeredBy()).isEqualTo("human");
        assertThat(ended(5).result().outcome()).isEqualTo(CallOutcome.BUSY);
        assertThat(ended(5).result().endedReason()).isEqualTo("busy");
        assertThat(ended(6).result().outcome()).isEqualTo(CallOutcome.NO_ANSWER);
        assertThat(ended(6).result().endedReason()).isEqualTo("no-answer");
        assertThat(ended(7).result().outcome()).isEqualTo(CallOutcome.FAILED);
        assertThat(ended(7).providerError()).isEqualTo("13224");
        assertThat(ended(8).result().outcome()).isEqualTo(CallOutcome.FAILED);
        assertThat(ended(8).result().endedReason()).isEqualTo("canceled");
    }

    private CallEvent.Ended ended(int index) {
        return (CallEvent.Ended) kit.callEvents.get(index);
    }

    @Test
    void repeatedAndLateCallbacksArePassedOnForTheSinkToIgnore() {
        assertThat(callStatus("att-2", "CallStatus", "completed", "CallDuration", "5").status()).isEqualTo(204);
        assertThat(callStatus("att-2", "CallStatus", "ringing").status()).isEqualTo(204);
        assertThat(callStatus("att-2", "CallStatus", "completed", "CallDuration", "5").status()).isEqualTo(204);

        assertThat(kit.callEvents).hasSize(3);
        assertThat(kit.callEvents.get(0)).isEqualTo(kit.callEvents.get(2));
        assertThat(kit.callEvents.get(1)).isInstanceOf(CallEvent.Progress.class);
    }

    @Test
    void aTamperedParameterIsRefusedAndNothingIsDelivered() {
        WebhookRequest genuine = signed("calls/status", "attempt=att-3",
                params("CallSid", CALL_SID, "CallStatus", "busy"), AUTH_TOKEN);
        WebhookRequest tampered = TwilioTestKit.request("calls/status", genuine.publicUrl(),
                params("CallSid", CALL_SID, "CallStatus", "completed", "CallDuration", "600"),
                Map.of(TwilioSignature.HEADER, genuine.headers().value(TwilioSignature.HEADER).orElseThrow()));

        assertThat(adapter.receive(calls, tampered).status()).isEqualTo(403);
        assertThat(kit.callEvents).isEmpty();
        assertThat(kit.reported).containsExactly("webhook twilio tampered");
    }

    @Test
    void aMissingSignatureIsRefused() {
        WebhookRequest unsigned = TwilioTestKit.request("calls/status",
                "https://outreach.example.com/webhooks/twilio/acct-7/calls/status?attempt=att-4",
                params("CallSid", CALL_SID, "CallStatus", "busy"), Map.of());

        assertThat(adapter.receive(calls, unsigned).status()).isEqualTo(403);
        assertThat(kit.callEvents).isEmpty();
        assertThat(kit.reported).containsExactly("webhook twilio missing");
    }

    @Test
    void aRequestSignedWithAnotherTokenIsRefused() {
        WebhookRequest other = signed("calls/status", "attempt=att-5",
                params("CallSid", CALL_SID, "CallStatus", "busy"), "another-accounts-token");

        assertThat(adapter.receive(calls, other).status()).isEqualTo(403);
        assertThat(kit.callEvents).isEmpty();
        assertThat(kit.reported).containsExactly("webhook twilio tampered");
    }

    @Test
    void aSignedRequestForAnotherAccountSidIsRefused() {
        Map<String, String> parameters = params("CallSid", CALL_SID, "CallStatus", "busy");
        parameters.put("AccountSid", "ACffffffffffffffffffffffffffffffff");

        assertThat(adapter.receive(calls, signed("calls/status", "attempt=att-6", parameters, AUTH_TOKEN)).status())
                .isEqualTo(403);
        assertThat(kit.callEvents).isEmpty();
        assertThat(kit.reported).containsExactly("webhook twilio wrong_credential");
    }

    @Test
    void aChangedQueryIsRefused() {
        WebhookRequest genuine = signed("calls/status", "attempt=att-7",
                params("CallSid", CALL_SID, "CallStatus", "busy"), AUTH_TOKEN);
        WebhookRequest moved = TwilioTestKit.request("calls/status", genuine.publicUrl().replace("att-7", "att-8"),
                params("CallSid", CALL_SID, "CallStatus", "busy"),
                Map.of(TwilioSignature.HEADER, genuine.headers().value(TwilioSignature.HEADER).orElseThrow()));

        assertThat(adapter.receive(calls, moved).status()).isEqualTo(403);
        assertThat(kit.callEvents).isEmpty();
    }

    @Test
    void aStoreThatCannotTakeTheEventAsksTwilioToDeliverItAgain() {
        kit.storeDown = true;
        assertThat(callStatus("att-9", "CallStatus", "busy").status()).isEqualTo(503);

        kit.storeDown = false;
        kit.handBack = true;
        assertThat(callStatus("att-9", "CallStatus", "busy").status()).isEqualTo(503);
        assertThat(adapter.receive(texts, signed("texts/status", "message=m-1",
                params("MessageSid", "SM1", "MessageStatus", "delivered"), AUTH_TOKEN)).status()).isEqualTo(503);
        assertThat(log.lines).singleElement().asString().contains("calls/status").contains("acct-7")
                .doesNotContain(AUTH_TOKEN).doesNotContain("store unreachable");
    }

    @Test
    void anUnknownPathOrAPathOfTheOtherChannelIsABadRequest() {
        assertThat(adapter.receive(calls, signed("calls/whatever", "", params(), AUTH_TOKEN)).status())
                .isEqualTo(400);
        assertThat(adapter.receive(calls, signed("texts/inbound", "", params(), AUTH_TOKEN)).status())
                .isEqualTo(400);
        assertThat(adapter.receive(texts, signed("calls/status", "attempt=a", params(), AUTH_TOKEN)).status())
                .isEqualTo(400);
        assertThat(kit.callEvents).isEmpty();
    }

    @Test
    void aSignedJsonBodyIsCheckedThenNotTaken() {
        byte[] body = "{\"CallStatus\": \"busy\"}".getBytes(StandardCharsets.UTF_8);
        String hash = HexFormat.of().formatHex(sha256(body));
        String url = TwilioTestKit.PUBLIC_BASE + "/webhooks/twilio/acct-7/calls/status?attempt=a&bodySHA256=" + hash;
        String signature = new TwilioSignature(AUTH_TOKEN).sign(url, Map.of());
        WebhookRequest json = new WebhookRequest("calls/status", url,
                HeaderLookup.of(Map.of(TwilioSignature.HEADER, signature)),
                "application/json", body);

        assertThat(adapter.receive(calls, json).status()).isEqualTo(400);
        assertThat(kit.reported).containsExactly("webhook twilio accepted");
        assertThat(kit.callEvents).isEmpty();
    }

    private static byte[] sha256(byte[] body) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(body);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aPersonIsToldTheScriptAndConnectedToTheAgent() {
        kit.forPerson = new CallScript(Optional.of("Hello <Ann> & welcome"),
                Optional.of(new PhoneNumber("+16175550100")));

        WebhookReply reply = adapter.receive(calls, signed("calls/answer", "attempt=att-10",
                params("CallSid", CALL_SID, "CallStatus", "in-progress", "AnsweredBy", "human"), AUTH_TOKEN));

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.contentType()).isEqualTo("application/xml");
        assertThat(reply.body()).isEqualTo("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response>"
                + "<Say>Hello &lt;Ann&gt; &amp; welcome</Say>"
                + "<Dial action=\"https://outreach.example.com/webhooks/twilio/acct-7/calls/dialed?attempt=att-10\""
                + " method=\"POST\">+16175550100</Dial></Response>");
        assertThat(kit.answeredAsked).containsExactly("att-10:person");
    }

    @Test
    void aMachineHearsTheVoicemailMessageThenTheCallHangsUp() {
        kit.forMachine = new CallScript(Optional.of("Please call us back."), Optional.empty());

        WebhookReply reply = adapter.receive(calls, signed("calls/answer", "attempt=att-11",
                params("CallSid", CALL_SID, "AnsweredBy", "machine_end_beep"), AUTH_TOKEN));

        assertThat(reply.body()).isEqualTo("<?xml version=\"1.0\" encoding=\"UTF-8\"?><Response>"
                + "<Say>Please call us back.</Say><Hangup/></Response>");
        assertThat(kit.answeredAsked).containsExactly("att-11:machine");
    }

    @Test
    void nothingToSayAndNobodyToConnectHangsUp() {
        WebhookReply reply = adapter.receive(calls, signed("calls/answer", "attempt=att-12",
                params("CallSid", CALL_SID), AUTH_TOKEN));

        assertThat(reply.body()).isEqualTo(Twiml.HANG_UP);
    }

    @Test
    void aCompletedDialMakesTheCallsEndATransfer() {
        WebhookReply dialed = adapter.receive(calls, signed("calls/dialed", "attempt=att-13",
                params("CallSid", CALL_SID, "DialCallStatus", "completed", "DialCallDuration", "95"), AUTH_TOKEN));
        callStatus("att-13", "CallStatus", "completed", "CallDuration", "120");
        callStatus("att-14", "CallStatus", "completed", "CallDuration", "30");

        assertThat(dialed.body()).isEqualTo(Twiml.HANG_UP);
        assertThat(ended(0).result().outcome()).isEqualTo(CallOutcome.TRANSFERRED);
        assertThat(ended(0).result().agentTalkMs()).isEqualTo(95_000);
        assertThat(ended(0).result().durationMs()).isEqualTo(120_000);
        assertThat(ended(1).result().outcome()).isEqualTo(CallOutcome.ANSWERED);
    }

    @Test
    void aDialTheAgentDidNotTakeLeavesTheCallAnswered() {
        adapter.receive(calls, signed("calls/dialed", "attempt=att-15",
                params("CallSid", CALL_SID, "DialCallStatus", "no-answer", "DialCallDuration", "0"), AUTH_TOKEN));
        callStatus("att-15", "CallStatus", "completed", "CallDuration", "40");

        assertThat(ended(0).result().outcome()).isEqualTo(CallOutcome.ANSWERED);
    }

    @Test
    void textStatusesAreDeliveredWithTheCarriersErrorCode() {
        assertThat(textStatus("m-1", "queued").status()).isEqualTo(204);
        assertThat(textStatus("m-1", "sending").status()).isEqualTo(204);
        assertThat(kit.messageEvents).isEmpty();

        textStatus("m-1", "sent");
        textStatus("m-1", "delivered");
        textStatus("m-2", "undelivered", "ErrorCode", "30007");
        textStatus("m-3", "failed", "ErrorCode", "30007");

        assertThat(kit.messageEvents).extracting(event -> ((MessageEvent.Status) event).status())
                .containsExactly(MessageStatus.SENT, MessageStatus.DELIVERED, MessageStatus.UNDELIVERED,
                        MessageStatus.FAILED);
        MessageEvent.Status filtered = (MessageEvent.Status) kit.messageEvents.get(2);
        assertThat(filtered.messageKey()).isEqualTo("m-2");
        assertThat(filtered.providerMessageId()).isEqualTo("SM99");
        assertThat(filtered.errorCode()).isEqualTo("30007");
        assertThat(((MessageEvent.Status) kit.messageEvents.get(3)).errorCode()).isEqualTo("30007");
        assertThat(((MessageEvent.Status) kit.messageEvents.get(0)).errorCode()).isNull();
    }

    private WebhookReply textStatus(String messageKey, String status, String... more) {
        Map<String, String> parameters = params("MessageSid", "SM99", "MessageStatus", status);
        for (int i = 0; i < more.length; i += 2) {
            parameters.put(more[i], more[i + 1]);
        }
        return adapter.receive(texts, signed("texts/status", "message=" + messageKey, parameters, AUTH_TOKEN));
    }

    @Test
    void anIncomingTextIsDeliveredAndAnsweredWithEmptyTwiml() {
        WebhookReply reply = inbound("SMa1", "Can I move my visit to Friday?", Map.of());

        assertThat(reply.status()).isEqualTo(200);
        assertThat(reply.body()).isEqualTo(Twiml.EMPTY);
        assertThat(kit.messageEvents).singleElement().isInstanceOfSatisfying(MessageEvent.Inbound.class, text -> {
            assertThat(text.providerMessageId()).isEqualTo("SMa1");
            assertThat(text.from()).isEqualTo(new PhoneNumber("+14155550123"));
            assertThat(text.to()).isEqualTo(new PhoneNumber("+12125550199"));
            assertThat(text.body()).isEqualTo("Can I move my visit to Friday?");
            assertThat(text.carrierReplied()).isFalse();
        });
    }

    @Test
    void keywordsTwilioAnswersItselfAreMarked() {
        inbound("SMb1", " stop ", Map.of());
        inbound("SMb2", "Start", Map.of());
        inbound("SMb3", "HELP", Map.of());
        inbound("SMb4", "STOP PLEASE", Map.of());
        inbound("SMb5", "Arrêt", Map.of("OptOutType", "STOP"));

        assertThat(kit.messageEvents).extracting(event -> ((MessageEvent.Inbound) event).carrierReplied())
                .containsExactly(true, true, true, false, true);
    }

    private WebhookReply inbound(String sid, String body, Map<String, String> extra) {
        Map<String, String> parameters = params("MessageSid", sid, "From", "+14155550123", "To", "+12125550199",
                "Body", body);
        parameters.putAll(extra);
        return adapter.receive(texts, signed("texts/inbound", "", parameters, AUTH_TOKEN));
    }
}
