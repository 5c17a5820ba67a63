package io.campaignoutreach.bootstrap.providers;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathMatching;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.campaignoutreach.bootstrap.providers.ServedApi.await;
import static io.campaignoutreach.bootstrap.providers.ServedApi.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.campaignoutreach.adapter.provider.webhooks.TwilioSignature;
import io.campaignoutreach.bootstrap.bench.OutreachWorkspace;
import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Twilio end to end: the real server ({@code serve --demo}) places an organization's call
 * through its Twilio calls account at a local stand-in for Twilio's REST API, takes the status callbacks Twilio
 * would send (signed over the exact callback URL it gave Twilio, repeated and out of order; unsigned or tampered
 * ones refused), shows the call in the customer read, the campaign statistics and the flow occupancy, and takes a
 * customer's STOP through the Twilio texts account's incoming-texts webhook into the consent ledger.
 */
class TwilioEndToEndTest {

    private static final String CALLS_SID = "AC" + "0123456789abcdef0123456789abcdef";
    private static final String CALLS_TOKEN = "calls-token-8d1e4b7a";
    private static final String CALLS_FROM = "+12025550143";
    private static final String TEXTS_SID = "AC" + "fedcba9876543210fedcba9876543210";
    private static final String TEXTS_TOKEN = "texts-token-3c9f02d6";
    private static final String TEXTS_FROM = "+12025550177";
    private static final String CUSTOMER_DIGITS = "5005550199";
    private static final String CUSTOMER = "+1" + CUSTOMER_DIGITS;
    private static final String CALL_SID = "CA" + "11112222333344445555666677778888";
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private final WireMockServer twilio = new WireMockServer(wireMockConfig().dynamicPort());
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ServedApi api;

    @BeforeEach
    void startTwilioStandIn() {
        twilio.start();
        twilio.stubFor(post(urlPathMatching("/2010-04-01/Accounts/AC[0-9a-f]{32}/Calls\\.json"))
                .willReturn(aResponse().withStatus(201).withHeader("Content-Type", "application/json")
                        .withBody("{\"sid\":\"" + CALL_SID + "\",\"status\":\"queued\"}")));
        twilio.stubFor(post(urlPathMatching("/2010-04-01/Accounts/AC[0-9a-f]{32}/Messages\\.json"))
                .willReturn(aResponse().withStatus(201).withHeader("Content-Type", "application/json")
                        .withBody("{\"sid\":\"SM" + "99990000111122223333444455556666"
                                + "\",\"status\":\"queued\"}")));
    }

    @AfterEach
    void stop() {
        if (api != null) {
            api.close();
        }
        twilio.stop();
    }

    @Test
    void givenTwilioAccounts_whenACustomerIsEnrolled_thenTwilioIsAskedAndItsSignedCallbacksAndStopTextAreTaken()
            throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        String publicBase = serve(Map.of());

        JsonNode callsAccount = configure("calls", "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\""
                + CALLS_SID + "\",\"fromNumber\":\"" + CALLS_FROM + "\",\"callsPerSecond\":\"100\"},"
                + "\"secrets\":{\"authToken\":\"" + CALLS_TOKEN + "\"}}");
        JsonNode textsAccount = configure("texts", "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\""
                + TEXTS_SID + "\",\"fromNumber\":\"" + TEXTS_FROM + "\"},\"secrets\":{\"authToken\":\""
                + TEXTS_TOKEN + "\"}}");
        String callsAccountId = callsAccount.get("id").asText();
        assertThat(callsAccount.get("secretsSet")).extracting(JsonNode::asText).containsExactly("authToken");
        assertThat(callsAccount.toString()).doesNotContain(CALLS_TOKEN);
        assertThat(textsAccount.at("/webhookUrls/incomingTexts").asText())
                .isEqualTo(publicBase + "/webhooks/twilio/" + textsAccount.get("id").asText() + "/texts/inbound");
        JsonNode listed = api.read("/v2/provider-accounts");
        assertThat(listed.toString()).doesNotContain(CALLS_TOKEN, TEXTS_TOKEN);
        assertThat(listed.get("data")).hasSize(2);

        String campaignId = campaign().get("id").asText();
        api.awaitProviderInUse(campaignId, zone.get(), CALL_SID::equals);
        JsonNode campaign = campaign();
        long callsBefore = campaign.at("/customerStats/totalCalls").asLong();
        long customersBefore = api.read("/v2/campaigns/" + campaignId + "/stats").get("totalCustomers").asLong();
        JsonNode flowBefore = api.read("/v2/campaigns/" + campaignId + "/flow-occupancy");
        api.enroll(campaignId, CUSTOMER_DIGITS, "Kai", zone.get());

        // Twilio is asked to create the call: basic auth, the customer, the account's number, and this server's
        // callback and answer URLs for the account, each naming the attempt.
        LoggedRequest create = awaitCallCreated();
        assertThat(create.getMethod().getName()).isEqualTo("POST");
        assertThat(create.getUrl()).isEqualTo("/2010-04-01/Accounts/" + CALLS_SID + "/Calls.json");
        assertThat(create.getHeader("Authorization")).isEqualTo("Basic " + Base64.getEncoder().encodeToString(
                (CALLS_SID + ":" + CALLS_TOKEN).getBytes(StandardCharsets.UTF_8)));
        assertThat(create.getHeader("Content-Type")).startsWith("application/x-www-form-urlencoded");
        Map<String, List<String>> sent = formOf(create.getBodyAsString());
        assertThat(sent.get("To")).containsExactly(CUSTOMER);
        assertThat(sent.get("From")).containsExactly(CALLS_FROM);
        String accountWebhooks = publicBase + "/webhooks/twilio/" + callsAccountId;
        String statusCallback = sent.get("StatusCallback").get(0);
        String answerUrl = sent.get("Url").get(0);
        assertThat(statusCallback).startsWith(accountWebhooks + "/calls/status?attempt=");
        String attemptKey = URLDecoder.decode(statusCallback.substring(statusCallback.indexOf("?attempt=") + 9),
                StandardCharsets.UTF_8);
        assertThat(attemptKey).isNotBlank();
        assertThat(answerUrl).isEqualTo(accountWebhooks + "/calls/answer?attempt="
                + statusCallback.substring(statusCallback.indexOf("?attempt=") + 9));
        assertThat(sent.get("StatusCallbackMethod")).containsExactly("POST");
        assertThat(sent.get("StatusCallbackEvent")).contains("ringing", "answered", "completed");
        assertThat(create.getBodyAsString()).doesNotContain(CALLS_TOKEN);

        String customerId = api.customerId(CUSTOMER_DIGITS);
        String enrollmentId = api.enrollmentId(customerId, campaignId);
        JsonNode placing = await("the attempt naming Twilio's call", DEADLINE, () -> {
            JsonNode attempts = api.attempts(campaignId, enrollmentId);
            return attempts.size() > 0 && attempts.get(0).hasNonNull("providerCallId") ? attempts.get(0) : null;
        });
        assertThat(placing.get("providerCallId").asText()).as(placing.toString()).isEqualTo(CALL_SID);
        assertThat(placing.get("state").asText()).isEqualTo("placing");
        assertThat(placing.get("phoneNumber").asText()).isEqualTo(CUSTOMER);
        String stageBefore = placing.get("stage").asText();

        // Refused before anything is read: no signature, a signature over other parameters, another token's.
        TwilioSignature signature = new TwilioSignature(CALLS_TOKEN);
        Map<String, List<String>> forgedEnd = callback("completed", "3");
        assertThat(api.postForm(statusCallback, forgedEnd, Map.of()).statusCode()).isEqualTo(403);
        Map<String, List<String>> tampered = callback("completed", "3");
        String signedOver95 = signature.sign(statusCallback, callback("completed", "95"));
        assertThat(api.postForm(statusCallback, tampered, Map.of(TwilioSignature.HEADER, signedOver95))
                .statusCode()).isEqualTo(403);
        assertThat(api.postForm(statusCallback, forgedEnd, Map.of(TwilioSignature.HEADER,
                new TwilioSignature("another-token").sign(statusCallback, forgedEnd))).statusCode()).isEqualTo(403);
        // Signed over another URL (the attempt key changed): refused too.
        String otherUrl = statusCallback + "x";
        assertThat(api.postForm(otherUrl, forgedEnd, Map.of(TwilioSignature.HEADER,
                signature.sign(statusCallback, forgedEnd))).statusCode()).isEqualTo(403);
        JsonNode untouched = api.attempts(campaignId, enrollmentId).get(0);
        assertThat(untouched.get("state").asText()).as(untouched.toString()).isEqualTo("placing");
        assertThat(untouched.get("stage").asText()).isEqualTo(stageBefore);
        assertThat(untouched.get("callId").isNull()).isTrue();

        // Twilio asks the answer URL what to do once the customer picks up: TwiML, signed like the callbacks.
        Map<String, List<String>> answered = callback("in-progress", null);
        answered.put("AnsweredBy", List.of("human"));
        assertThat(api.postForm(answerUrl, answered, Map.of()).statusCode()).isEqualTo(403);
        var instructions = api.postForm(answerUrl, answered,
                Map.of(TwilioSignature.HEADER, signature.sign(answerUrl, answered)));
        assertThat(instructions.statusCode()).as(instructions.body()).isEqualTo(200);
        assertThat(instructions.headers().firstValue("content-type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/xml"));
        assertThat(instructions.body()).contains("<Response>");

        // Twilio's callbacks, signed over the exact StatusCallback URL: in-progress twice, ringing after it (late),
        // completed twice.
        for (Map<String, List<String>> sentForm : List.of(callback("ringing", null), callback("in-progress", null),
                callback("in-progress", null), callback("completed", "95"), callback("ringing", null),
                callback("completed", "95"))) {
            var answer = api.postForm(statusCallback, sentForm,
                    Map.of(TwilioSignature.HEADER, signature.sign(statusCallback, sentForm)));
            assertThat(answer.statusCode()).as(sentForm.get("CallStatus") + ": " + answer.body()).isEqualTo(204);
        }
        // The tampered end is still refused after the real one, and changes nothing.
        assertThat(api.postForm(statusCallback, tampered, Map.of(TwilioSignature.HEADER, signedOver95))
                .statusCode()).isEqualTo(403);

        JsonNode placed = await("the attempt recorded as placed", DEADLINE, () -> {
            JsonNode attempts = api.attempts(campaignId, enrollmentId);
            return attempts.get(0).get("state").asText().equals("placed") ? attempts.get(0) : null;
        });
        assertThat(api.attempts(campaignId, enrollmentId)).as("one attempt, however many callbacks").hasSize(1);
        assertThat(placed.get("stage").asText()).isEqualTo("ended");
        assertThat(placed.get("providerCallId").asText()).isEqualTo(CALL_SID);
        assertThat(placed.get("outcome").asText()).isEqualTo("answered");
        assertThat(placed.get("talkSeconds").asLong()).isEqualTo(95);
        assertThat(placed.hasNonNull("callId")).isTrue();
        JsonNode customer = api.read("/v2/customers/" + customerId);
        assertThat(customer.get("totalCalls").asLong()).as(customer.toString()).isEqualTo(1);
        assertThat(customer.get("lastCallDisposition").asText()).isEqualTo("answered");
        assertThat(customer.hasNonNull("lastCallDate")).isTrue();
        long callsAfter = await("the campaign's calls grew", DEADLINE, () -> {
            long total = campaign().at("/customerStats/totalCalls").asLong();
            return total > callsBefore ? total : null;
        });
        assertThat(callsAfter).isGreaterThan(callsBefore);
        assertThat(api.read("/v2/campaigns/" + campaignId + "/stats").get("totalCustomers").asLong())
                .isEqualTo(customersBefore + 1);
        JsonNode flowAfterCall = api.read("/v2/campaigns/" + campaignId + "/flow-occupancy");
        assertThat(enrollments(flowAfterCall)).as("the customer is in the flow").isEqualTo(enrollments(flowBefore) + 1);

        // Signed with the account's token but naming another account's SID: refused.
        Map<String, List<String>> otherAccount = callback("completed", "95");
        otherAccount.put("AccountSid", List.of(TEXTS_SID));
        assertThat(api.postForm(statusCallback, otherAccount, Map.of(TwilioSignature.HEADER,
                signature.sign(statusCallback, otherAccount))).statusCode()).isEqualTo(403);

        // The customer texts STOP to the texts account's number; Twilio posts it, signed, to incomingTexts.
        String incoming = textsAccount.at("/webhookUrls/incomingTexts").asText();
        Map<String, List<String>> stop = form("MessageSid", "SM" + "0a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d",
                "SmsSid", "SM" + "0a0b0c0d0e0f0a0b0c0d0e0f0a0b0c0d", "AccountSid", TEXTS_SID,
                "MessagingServiceSid", "MG" + "00000000000000000000000000000000",
                "From", CUSTOMER, "To", TEXTS_FROM, "Body", "STOP", "NumMedia", "0", "NumSegments", "1",
                "SmsStatus", "received", "ApiVersion", "2010-04-01");
        assertThat(api.postForm(incoming, stop, Map.of(TwilioSignature.HEADER,
                new TwilioSignature(CALLS_TOKEN).sign(incoming, stop))).statusCode()).isEqualTo(403);
        var taken = api.postForm(incoming, stop, Map.of(TwilioSignature.HEADER,
                new TwilioSignature(TEXTS_TOKEN).sign(incoming, stop)));
        assertThat(taken.statusCode()).as(taken.body()).isEqualTo(200);
        assertThat(taken.headers().firstValue("content-type")).hasValueSatisfying(
                type -> assertThat(type).startsWith("application/xml"));
        assertThat(taken.body()).contains("<Response/>");
        JsonNode ledger = await("an SMS revocation in the number's consent ledger", DEADLINE, () -> {
            JsonNode read = api.read("/v2/consent/" + ServedApi.encode(CUSTOMER));
            return revocations(read) > 0 ? read : null;
        });
        assertThat(ledger.get("items")).anySatisfy(entry -> {
            assertThat(entry.get("channel").asText()).isEqualTo("sms");
            assertThat(entry.get("purpose").asText()).isEqualTo("marketing");
            assertThat(entry.get("kind").asText()).isEqualTo("revoked");
            assertThat(entry.get("source").asText()).isEqualTo("inbound_keyword");
            assertThat(entry.get("evidence").asText()).isEqualTo("STOP");
        });
        assertThat(ledger.get("summary")).anySatisfy(standing -> {
            assertThat(standing.get("channel").asText()).isEqualTo("sms");
            assertThat(standing.get("purpose").asText()).isEqualTo("marketing");
            assertThat(standing.get("revoked").asBoolean()).isTrue();
            assertThat(standing.get("inForce").asBoolean()).isFalse();
        });
        assertThat(ledger.get("summary")).anySatisfy(standing -> {
            assertThat(standing.get("channel").asText()).isEqualTo("voice_artificial");
            assertThat(standing.get("purpose").asText()).isEqualTo("marketing");
            assertThat(standing.get("inForce").asBoolean()).as("the consent given at sync is revoked").isFalse();
        });
        JsonNode flowAfterStop = api.read("/v2/campaigns/" + campaignId + "/flow-occupancy");
        assertThat(flowAfterStop.at("/outcomes/doNotContacts/fromSms").asLong())
                .isEqualTo(flowAfterCall.at("/outcomes/doNotContacts/fromSms").asLong() + 1);
        // Twilio delivering the same text again (same MessageSid) records nothing more.
        long revoked = revocations(ledger);
        assertThat(api.postForm(incoming, stop, Map.of(TwilioSignature.HEADER,
                new TwilioSignature(TEXTS_TOKEN).sign(incoming, stop))).statusCode()).isEqualTo(200);
        assertThat(revocations(api.read("/v2/consent/" + ServedApi.encode(CUSTOMER)))).isEqualTo(revoked);
    }

    private static long revocations(JsonNode ledger) {
        long count = 0;
        for (JsonNode entry : ledger.get("items")) {
            if (entry.get("kind").asText().equals("revoked")) {
                count++;
            }
        }
        return count;
    }

    private static long enrollments(JsonNode flow) {
        return flow.get("totalMappedCustomers").asLong() + flow.get("unmappedCustomers").asLong();
    }

    @Test
    void givenNoSimulatedCarrier_whenTheOrganizationHasATwilioAccount_thenItsCallsStillGoToTwilio() throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        serve(Map.of("COS_CARRIER", "off"));
        configure("calls", "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\"" + CALLS_SID
                + "\",\"fromNumber\":\"" + CALLS_FROM + "\",\"callsPerSecond\":\"100\"},\"secrets\":{\"authToken\":\""
                + CALLS_TOKEN + "\"}}");

        api.enroll(campaign().get("id").asText(), CUSTOMER_DIGITS, "Kai", zone.get());

        assertThat(formOf(awaitCallCreated().getBodyAsString()).get("From")).containsExactly(CALLS_FROM);
    }

    @Test
    void givenCallsOnTheSimulatedCarrier_whenATwilioAccountIsSet_thenTheNextCallGoesToTwilioAtOnce() throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        serve(Map.of());
        String campaignId = campaign().get("id").asText();
        api.enroll(campaignId, "5005550188", "Probe", zone.get());
        assertThat(api.awaitAttempt(campaignId, "5005550188", DEADLINE).get("providerCallId").asText())
                .as("called on the simulated carrier before the account is set").startsWith("sim-");
        configure("calls", "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\"" + CALLS_SID
                + "\",\"fromNumber\":\"" + CALLS_FROM + "\",\"callsPerSecond\":\"100\"},\"secrets\":{\"authToken\":\""
                + CALLS_TOKEN + "\"}}");

        api.enroll(campaignId, CUSTOMER_DIGITS, "Kai", zone.get());

        assertThat(api.awaitAttempt(campaignId, CUSTOMER_DIGITS, DEADLINE).get("providerCallId").asText())
                .as("the account set in this process is used at once").isEqualTo(CALL_SID);
    }

    @Test
    void givenATwilioAccountWithItsOwnNumber_whenItsCallIsPlaced_thenTheAttemptTrailNamesTheNumberSent()
            throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        serve(Map.of());
        configure("calls", "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\"" + CALLS_SID
                + "\",\"fromNumber\":\"" + CALLS_FROM + "\",\"callsPerSecond\":\"100\"},\"secrets\":{\"authToken\":\""
                + CALLS_TOKEN + "\"}}");
        String campaignId = campaign().get("id").asText();
        api.awaitProviderInUse(campaignId, zone.get(), CALL_SID::equals);

        api.enroll(campaignId, CUSTOMER_DIGITS, "Kai", zone.get());

        assertThat(formOf(awaitCallCreated().getBodyAsString()).get("From")).containsExactly(CALLS_FROM);
        assertThat(api.awaitAttempt(campaignId, CUSTOMER_DIGITS, DEADLINE).get("callerId").asText())
                .isEqualTo(CALLS_FROM);
    }

    private Map<String, List<String>> callback(String status, String duration) {
        Map<String, List<String>> form = form("AccountSid", CALLS_SID, "CallSid", CALL_SID, "CallStatus", status,
                "From", CALLS_FROM, "To", CUSTOMER, "Direction", "outbound-api", "ApiVersion", "2010-04-01",
                "CallbackSource", "call-progress-events", "Called", CUSTOMER, "Caller", CALLS_FROM,
                "Timestamp", DateTimeFormatter.RFC_1123_DATE_TIME.format(Instant.now().atOffset(ZoneOffset.UTC)));
        if (duration != null) {
            form.put("CallDuration", List.of(duration));
            form.put("Duration", List.of(String.valueOf((Integer.parseInt(duration) + 59) / 60)));
        }
        return form;
    }

    /** The stand-in's Calls.json request for the customer, once it came. */
    private LoggedRequest awaitCallCreated() throws Exception {
        return await("Twilio asked to call the customer", DEADLINE, () -> twilio.findAll(
                        postRequestedFor(urlPathMatching("/2010-04-01/Accounts/.*/Calls\\.json"))).stream()
                .filter(request -> CUSTOMER.equals(formOf(request.getBodyAsString()).get("To").get(0)))
                .findFirst().orElse(null));
    }

    private JsonNode configure(String channel, String body) throws Exception {
        var answer = api.send("PUT", "/v2/provider-accounts/" + channel, body);
        assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
        return ServedApi.JSON.readTree(answer.body());
    }

    /** Starts {@code serve --demo} with the stand-in's address and {@code extra}; answers the public base URL. */
    private String serve(Map<String, String> extra) throws Exception {
        Map<String, String> env = new HashMap<>(extra);
        env.putIfAbsent("COS_TWILIO_API_URL", twilio.baseUrl());
        api = ServedApi.demo(env, out);
        return api.base();
    }

    private JsonNode campaign() throws Exception {
        return api.demoCampaign();
    }

    private static Map<String, List<String>> formOf(String body) {
        Map<String, List<String>> form = new LinkedHashMap<>();
        for (String pair : body.split("&")) {
            int equals = pair.indexOf('=');
            String name = URLDecoder.decode(equals < 0 ? pair : pair.substring(0, equals), StandardCharsets.UTF_8);
            String value = equals < 0 ? "" : URLDecoder.decode(pair.substring(equals + 1), StandardCharsets.UTF_8);
            form.computeIfAbsent(name, n -> new java.util.ArrayList<>()).add(value);
        }
        return form;
    }
}
