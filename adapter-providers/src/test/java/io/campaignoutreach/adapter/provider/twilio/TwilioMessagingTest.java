package io.campaignoutreach.adapter.provider.twilio;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static com.github.tomakehurst.wiremock.stubbing.Scenario.STARTED;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ACCOUNT_PATH;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ORGANIZATION;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.errorJson;
import static org.assertj.core.api.Assertions.assertThat;

import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TwilioMessagingTest {

    private static final String MESSAGES = ACCOUNT_PATH + "/Messages.json";
    private static final String SENT = "{\"sid\": \"SM11111111111111111111111111111111\", \"status\": \"queued\"}";
    private static final OutboundText TEXT = new OutboundText(ORGANIZATION, "msg-1", new PhoneNumber("+14155550123"),
            new PhoneNumber("+12125550199"), "Your visit is on Tuesday & it's at 10:00");

    private final TwilioTestKit kit = new TwilioTestKit();

    @AfterEach
    void stop() {
        kit.close();
    }

    private Messaging messaging(Map<String, String> settings) {
        return kit.adapter().messaging(kit.textsAccount(settings));
    }

    private void twilioAnswers(int status, String body) {
        kit.twilio.stubFor(post(urlEqualTo(MESSAGES)).willReturn(aResponse().withStatus(status).withBody(body)));
    }

    private List<LoggedRequest> sends() {
        return kit.twilio.findAll(postRequestedFor(urlEqualTo(MESSAGES)));
    }

    @Test
    void sendsFromTheMessagingServiceWithItsStatusCallback() {
        twilioAnswers(201, SENT);

        MessageSubmission submission = messaging(Map.of("messagingServiceSid", "MG0123456789abcdef0123456789abcdef"))
                .send(TEXT);

        assertThat(submission).isEqualTo(new MessageSubmission.Accepted("SM11111111111111111111111111111111"));
        LoggedRequest sent = sends().get(0);
        assertThat(sent.getHeader("Authorization")).isEqualTo(TwilioTestKit.basicAuthorization());
        Map<String, List<String>> form = TwilioTestKit.bodyOf(sent).asMap();
        assertThat(form).containsOnlyKeys("To", "Body", "MessagingServiceSid", "StatusCallback");
        assertThat(form.get("To")).containsExactly("+14155550123");
        assertThat(form.get("Body")).containsExactly("Your visit is on Tuesday & it's at 10:00");
        assertThat(form.get("MessagingServiceSid")).containsExactly("MG0123456789abcdef0123456789abcdef");
        assertThat(form.get("StatusCallback"))
                .containsExactly("https://outreach.example.com/webhooks/twilio/acct-7/texts/status?message=msg-1");
        assertThat(kit.reported).containsExactly("request twilio send_message ok");
    }

    @Test
    void sendsFromTheAccountsNumberElseFromTheTextsOwn() {
        twilioAnswers(201, SENT);

        messaging(Map.of("fromNumber", "+13125550111")).send(TEXT);
        messaging(Map.of()).send(TEXT);

        assertThat(TwilioTestKit.bodyOf(sends().get(0)).asMap().get("From")).containsExactly("+13125550111");
        assertThat(TwilioTestKit.bodyOf(sends().get(1)).asMap().get("From")).containsExactly("+12125550199");
    }

    @Test
    void anUnsubscribedRecipientIsAnOptOut() {
        twilioAnswers(400, errorJson(21610, 400));

        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOfSatisfying(MessageSubmission.OptedOut.class,
                optedOut -> assertThat(optedOut.errorCode()).isEqualTo("21610"));
    }

    @Test
    void anInvalidOrNonMobileNumberIsRefusedWithTwiliosCode() {
        twilioAnswers(400, errorJson(21211, 400));
        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOfSatisfying(MessageSubmission.Rejected.class,
                rejected -> {
                    assertThat(rejected.errorCode()).isEqualTo("21211");
                    assertThat(rejected.reason()).doesNotContain("+1500");
                });

        kit.twilio.resetAll();
        twilioAnswers(400, errorJson(21614, 400));
        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOfSatisfying(MessageSubmission.Rejected.class,
                rejected -> assertThat(rejected.errorCode()).isEqualTo("21614"));
    }

    @Test
    void aThrottledTextIsRetriedThenRefusedWithTheCode() {
        twilioAnswers(429, errorJson(20429, 429));

        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOfSatisfying(MessageSubmission.Rejected.class,
                rejected -> assertThat(rejected.errorCode()).isEqualTo("20429"));
        assertThat(sends()).hasSize(3);
        assertThat(kit.reportedStarting("retried")).containsExactly("retried twilio send_message",
                "retried twilio send_message");
        assertThat(kit.sleeps).hasSize(2);
    }

    @Test
    void aServiceUnavailableIsRetried() {
        kit.twilio.stubFor(post(urlEqualTo(MESSAGES)).inScenario("flaky").whenScenarioStateIs(STARTED)
                .willReturn(aResponse().withStatus(503)).willSetStateTo("recovered"));
        kit.twilio.stubFor(post(urlEqualTo(MESSAGES)).inScenario("flaky").whenScenarioStateIs("recovered")
                .willReturn(aResponse().withStatus(201).withBody(SENT)));

        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOf(MessageSubmission.Accepted.class);
        assertThat(sends()).hasSize(2);
    }

    @Test
    void aTimeoutIsUnknownAndTheTextIsSentOnlyOnce() {
        kit.requestTimeout = Duration.ofMillis(300);
        kit.twilio.stubFor(post(urlEqualTo(MESSAGES)).willReturn(aResponse().withStatus(201).withBody(SENT)
                .withFixedDelay(3_000)));

        assertThat(messaging(Map.of()).send(TEXT)).isInstanceOf(MessageSubmission.Unknown.class);
        assertThat(kit.reported).containsExactly("request twilio send_message timeout");
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (sends().isEmpty() && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertThat(sends()).hasSize(1);
    }

    @Test
    void textsArePacedPerAccount() {
        twilioAnswers(201, SENT);
        Messaging messaging = messaging(Map.of("messagesPerSecond", "3"));

        for (int i = 0; i < 4; i++) {
            messaging.send(TEXT);
        }

        assertThat(kit.sleeps).containsExactly(Duration.ofSeconds(1));
    }
}
