package io.campaignoutreach.adapter.provider.twilio;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.urlEqualTo;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ACCOUNT_PATH;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.AUTH_TOKEN;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.ORGANIZATION;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.params;
import static io.campaignoutreach.adapter.provider.twilio.TwilioTestKit.signed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.messaging.MessageSubmission;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.OutboundText;
import io.campaignoutreach.application.provider.OpenedAccount;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The auth token, the numbers and the bodies never reach a text form, a reason, a count or a log line. */
class TwilioSecretsTest {

    private static final String CUSTOMER = "+14155550123";
    private static final String BODY = "Reply YES to confirm your visit";

    private final TwilioTestKit kit = new TwilioTestKit();
    private final LogCapture log = new LogCapture();

    @AfterEach
    void stop() {
        log.close();
        kit.close();
    }

    @Test
    void noTextFormShowsTheToken() {
        TwilioAdapter adapter = kit.adapter();
        OpenedAccount calls = kit.callsAccount(Map.of());
        OpenedAccount texts = kit.textsAccount(Map.of());
        TwilioCredentials credentials = TwilioCredentials.of(calls);
        List<String> shown = List.of(adapter.toString(), adapter.telephony(calls).toString(),
                adapter.messaging(texts).toString(), credentials.toString(), calls.toString());

        assertThat(shown).allSatisfy(text -> assertThat(text).doesNotContain(AUTH_TOKEN)
                .doesNotContain(credentials.basicAuthorization().substring("Basic ".length())));
    }

    @Test
    void refusalsCountsAndLogsCarryNeitherTokenNorNumbersNorBodies() {
        kit.twilio.stubFor(post(urlEqualTo(ACCOUNT_PATH + "/Calls.json"))
                .willReturn(aResponse().withStatus(400).withBody(TwilioTestKit.errorJson(21214, 400))));
        kit.twilio.stubFor(post(urlEqualTo(ACCOUNT_PATH + "/Messages.json"))
                .willReturn(aResponse().withStatus(400).withBody(TwilioTestKit.errorJson(21610, 400))));
        TwilioAdapter adapter = kit.adapter();
        Telephony telephony = adapter.telephony(kit.callsAccount(Map.of()));
        Messaging messaging = adapter.messaging(kit.textsAccount(Map.of()));

        Submission call = telephony.place(new CallAttempt("att-1", ORGANIZATION, new PhoneNumber(CUSTOMER),
                new PhoneNumber("+12125550199"), 1, false, false, Map.of()));
        MessageSubmission text = messaging.send(new OutboundText(ORGANIZATION, "msg-1", new PhoneNumber(CUSTOMER),
                new PhoneNumber("+12125550199"), BODY));
        kit.storeDown = true;
        adapter.receive(kit.textsAccount(Map.of()), signed("texts/inbound", "",
                params("MessageSid", "SM1", "From", CUSTOMER, "To", "+12125550199", "Body", BODY), AUTH_TOKEN));
        adapter.receive(kit.callsAccount(Map.of()), signed("calls/status", "attempt=att-1",
                params("CallSid", "CA1", "CallStatus", "busy"), "wrong-token"));

        List<String> everything = new ArrayList<>(kit.reported);
        everything.addAll(log.lines);
        everything.add(call.toString());
        everything.add(text.toString());
        assertThat(log.lines).isNotEmpty();
        assertThat(everything).allSatisfy(line -> assertThat(line).doesNotContain(AUTH_TOKEN)
                .doesNotContain(CUSTOMER).doesNotContain("4155550123").doesNotContain(BODY)
                .doesNotContain("+1500"));
    }

    @Test
    void aMissingSettingOrSecretIsNamedWithoutAValue() {
        TwilioAdapter adapter = kit.adapter();
        OpenedAccount noToken = new OpenedAccount("acct-8", ORGANIZATION, ProviderChannel.CALLS, ProviderKind.TWILIO,
                Map.of("accountSid", TwilioTestKit.ACCOUNT_SID), Map.of(), 1);
        OpenedAccount badRate = new OpenedAccount("acct-9", ORGANIZATION, ProviderChannel.CALLS, ProviderKind.TWILIO,
                Map.of("accountSid", TwilioTestKit.ACCOUNT_SID, "callsPerSecond", "fast"),
                Map.of("authToken", AUTH_TOKEN), 1);

        assertThatThrownBy(() -> adapter.telephony(noToken)).hasMessageContaining("authToken");
        assertThatThrownBy(() -> adapter.telephony(badRate)).hasMessageContaining("callsPerSecond")
                .message().doesNotContain("fast").doesNotContain(AUTH_TOKEN);
        assertThatThrownBy(() -> adapter.messaging(kit.callsAccount(Map.of())))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
