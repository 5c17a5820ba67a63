package io.campaignoutreach.adapter.provider.vapi;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.API_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ATTEMPT_KEY;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CLOCK;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.CUSTOMER;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.ORGANIZATION;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.PUBLIC_BASE;
import static io.campaignoutreach.adapter.provider.vapi.VapiFixtures.SERVER_SECRET;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import com.github.tomakehurst.wiremock.junit5.WireMockExtension;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.Pauses;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingEvents;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingSink;
import io.campaignoutreach.adapter.provider.vapi.VapiFixtures.RecordingTools;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.net.URI;
import java.net.http.HttpClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** Nothing the adapter prints or throws carries the API key, the server secret, a number or a conversation. */
class VapiSecrecyTest {

    @RegisterExtension
    static final WireMockExtension VAPI = WireMockExtension.newInstance()
            .options(wireMockConfig().dynamicPort()).build();

    private final RecordingEvents events = new RecordingEvents();
    private final VapiAdapter adapter = new VapiAdapter(VapiOptions.of(PUBLIC_BASE)
            .withApiBase(URI.create(VAPI.baseUrl())).withBackoff(new Pauses().backoff(1)),
            HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build(), CLOCK, new RecordingSink(),
            new RecordingTools(), events);

    private static void assertDiscreet(String text) {
        assertThat(text).doesNotContain(API_KEY, SERVER_SECRET, CUSTOMER.e164(), CUSTOMER.digits(), "Stop calling",
                "appointment");
    }

    @Test
    void givenEveryPrintableThing_whenPrinted_thenNoSecretNumberOrConversation() throws Exception {
        OpenedAccount account = VapiFixtures.account(Map.of("serverAuth", "hmac", "serverCredentialId", "c-1"));
        VapiAccount vapiAccount = VapiAccount.of(account);
        VapiServerMessage message = VapiJson.MAPPER.readValue(VapiMessages.endOfCallReport("customer-ended-call"),
                VapiServerMessage.Envelope.class).message();
        VapiToolCall toolCall = VapiJson.MAPPER.readValue("{\"id\": \"tc-1\", \"function\": {\"name\": "
                + "\"record_inquiry\", \"arguments\": {\"inquiry\": \"Stop calling at +14155550123\"}}}",
                VapiToolCall.class);

        List<Object> printable = List.of(adapter, adapter.telephony(account), vapiAccount, message, message.call(),
                message.artifact(), message.analysis(), toolCall, VapiAccount.credential(account, CLOCK),
                new VapiApi.Answered(400, "{\"message\": \"+14155550123 is invalid\"}", 1));

        for (Object each : printable) {
            assertDiscreet(each.toString());
        }
    }

    @Test
    void givenRefusalsAndFailures_whenDescribed_thenNoSecretOrNumber() {
        Telephony telephony = adapter.telephony(VapiFixtures.account());
        CallAttempt attempt = new CallAttempt(ATTEMPT_KEY, ORGANIZATION, CUSTOMER, new PhoneNumber("+13125550100"),
                1, false, false, Map.of());
        List<String> reasons = new ArrayList<>();
        for (int status : new int[] {400, 401, 402, 404, 429, 500}) {
            VAPI.resetAll();
            VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(status).withBody(
                    "{\"message\": [\"customer.number +14155550123 is not valid, key " + API_KEY + "\"]}")));
            Submission submission = telephony.place(attempt);
            reasons.add(submission.toString());
        }
        VAPI.resetAll();
        reasons.add(adapter.telephony(VapiFixtures.account()).place(attempt).toString());

        reasons.forEach(VapiSecrecyTest::assertDiscreet);
        events.lines.forEach(VapiSecrecyTest::assertDiscreet);
    }

    @Test
    void givenMisconfiguredAccounts_whenUsed_thenExceptionsNameTheSettingNotTheSecrets() {
        OpenedAccount noAssistant = new OpenedAccount("acct-2", ORGANIZATION, ProviderChannel.CALLS,
                ProviderKind.VAPI, Map.of("phoneNumberId", "pn"), Map.of("apiKey", API_KEY,
                "serverSecret", SERVER_SECRET), 1);
        OpenedAccount badMode = VapiFixtures.account(Map.of("serverAuth", "rot13"));

        Throwable missing = catchThrowable(() -> adapter.telephony(noAssistant));
        Throwable mode = catchThrowable(() -> adapter.telephony(badMode));
        Throwable texts = catchThrowable(() -> adapter.messaging(VapiFixtures.account()));

        assertThat(missing).isInstanceOf(IllegalStateException.class).hasMessageContaining("assistantId");
        assertThat(mode).isInstanceOf(IllegalStateException.class).hasMessageContaining("serverAuth");
        assertThat(texts).isInstanceOf(IllegalArgumentException.class);
        for (Throwable thrown : List.of(missing, mode, texts)) {
            assertDiscreet(String.valueOf(thrown.getMessage()));
        }
    }

    @Test
    void givenTimeout_whenPlaced_thenUnknownSaysSoWithoutDetail() {
        VapiAdapter slow = new VapiAdapter(VapiOptions.of(PUBLIC_BASE).withApiBase(URI.create(VAPI.baseUrl()))
                .withRequestTimeout(Duration.ofMillis(100)), HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1).build(), CLOCK, new RecordingSink(), new RecordingTools(),
                events);
        VAPI.stubFor(post("/call").willReturn(aResponse().withStatus(201).withFixedDelay(1_000)));
        CallAttempt attempt = new CallAttempt(ATTEMPT_KEY, ORGANIZATION, CUSTOMER, new PhoneNumber("+13125550100"),
                1, false, false, Map.of());

        assertDiscreet(slow.telephony(VapiFixtures.account()).place(attempt).toString());
    }
}
