package io.campaignoutreach.bootstrap.providers;

import static com.github.tomakehurst.wiremock.client.WireMock.aResponse;
import static com.github.tomakehurst.wiremock.client.WireMock.post;
import static com.github.tomakehurst.wiremock.client.WireMock.postRequestedFor;
import static com.github.tomakehurst.wiremock.client.WireMock.urlPathEqualTo;
import static com.github.tomakehurst.wiremock.core.WireMockConfiguration.wireMockConfig;
import static io.campaignoutreach.bootstrap.providers.ServedApi.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.github.tomakehurst.wiremock.WireMockServer;
import com.github.tomakehurst.wiremock.verification.LoggedRequest;
import io.campaignoutreach.bootstrap.bench.OutreachWorkspace;
import java.io.ByteArrayOutputStream;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Vapi end to end: the real server ({@code serve --demo}) places an organization's call
 * through its Vapi calls account at a local stand-in for Vapi's API, then takes the messages Vapi sends the call's
 * server URL (with the account's server secret in {@code x-vapi-secret}): a status update, the voice agent's
 * record_inquiry tool call delivered twice, and the end-of-call report. The inquiry is stored once, with the tool
 * call's id and the call; the call and its report show in the API; a wrong secret is refused.
 */
class VapiEndToEndTest {

    private static final String API_KEY = "vapi-api-key-5e0c1d77";
    private static final String SERVER_SECRET = "vapi-server-secret-a41f93";
    private static final String ASSISTANT_ID = "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0";
    private static final String PHONE_NUMBER_ID = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    private static final String VAPI_CALL_ID = UUID.randomUUID().toString();
    private static final String CUSTOMER_DIGITS = "5005550199";
    private static final String CUSTOMER = "+1" + CUSTOMER_DIGITS;
    private static final String QUESTION = "Does my plan cover dental?";
    private static final String TOOL_CALL_ID = "call_tool_7Qx2";
    private static final String SUMMARY = "The customer asked whether the plan covers dental care.";
    private static final Duration DEADLINE = Duration.ofSeconds(30);

    private final WireMockServer vapi = new WireMockServer(wireMockConfig().dynamicPort());
    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private ServedApi api;

    @BeforeEach
    void startVapiStandIn() {
        vapi.start();
        vapi.stubFor(post(urlPathEqualTo("/call")).willReturn(aResponse().withStatus(201)
                .withHeader("Content-Type", "application/json")
                .withBody("{\"id\":\"" + VAPI_CALL_ID + "\",\"status\":\"queued\"}")));
    }

    @AfterEach
    void stop() {
        if (api != null) {
            api.close();
        }
        vapi.stop();
    }

    @Test
    void givenAVapiAccount_whenACustomerIsEnrolled_thenVapiIsAskedAndItsToolCallAndReportAreTakenOnce()
            throws Exception {
        Optional<Map.Entry<String, String>> zone = OutreachWorkspace.openZone(Instant.now());
        assumeTrue(zone.isPresent(), "no US zone is inside its calling hours now");
        String publicBase = serve(Map.of());

        var configured = api.send("PUT", "/v2/provider-accounts/calls", "{\"provider\":\"vapi\",\"settings\":{"
                + "\"assistantId\":\"" + ASSISTANT_ID + "\",\"phoneNumberId\":\"" + PHONE_NUMBER_ID + "\"},"
                + "\"secrets\":{\"apiKey\":\"" + API_KEY + "\",\"serverSecret\":\"" + SERVER_SECRET + "\"}}");
        assertThat(configured.statusCode()).as(configured.body()).isEqualTo(200);
        JsonNode account = ServedApi.JSON.readTree(configured.body());
        String accountId = account.get("id").asText();
        assertThat(account.get("secretsSet")).extracting(JsonNode::asText).containsExactly("apiKey", "serverSecret");
        assertThat(account.at("/webhookUrls/serverUrl").asText())
                .isEqualTo(publicBase + "/webhooks/vapi/" + accountId + "/events");
        assertThat(configured.body()).doesNotContain(API_KEY, SERVER_SECRET);

        String campaignId = campaign().get("id").asText();
        api.awaitProviderInUse(campaignId, zone.get(), VAPI_CALL_ID::equals);
        JsonNode campaign = campaign();
        long callsBefore = campaign.at("/customerStats/totalCalls").asLong();
        long inquiriesBefore = api.read("/v2/inquiries?perPage=100").get("itemsTotal").asLong();
        long raisedBefore = api.read("/v2/campaigns/" + campaignId + "/flow-occupancy")
                .at("/outcomes/inquiriesRaised").asLong();
        api.enroll(campaignId, CUSTOMER_DIGITS, "Kai", zone.get());

        String customerId = api.customerId(CUSTOMER_DIGITS);
        String enrollmentId = api.enrollmentId(customerId, campaignId);
        JsonNode attempt = await("a call attempt for the customer", DEADLINE, () -> {
            JsonNode attempts = api.attempts(campaignId, enrollmentId);
            return attempts.size() > 0 && attempts.get(0).hasNonNull("providerCallId") ? attempts.get(0) : null;
        });
        assertThat(attempt.get("providerCallId").asText()).as("the call went to Vapi: " + attempt)
                .isEqualTo(VAPI_CALL_ID);

        // Vapi is asked to create the call with the account's key, assistant and number, for the customer, with a
        // server URL for the account that names the attempt.
        LoggedRequest create = await("Vapi asked to call the customer", DEADLINE, () -> vapi.findAll(
                        postRequestedFor(urlPathEqualTo("/call"))).stream()
                .filter(request -> CUSTOMER.equals(json(request.getBodyAsString()).at("/customer/number").asText()))
                .findFirst().orElse(null));
        assertThat(create.getHeader("Authorization")).isEqualTo("Bearer " + API_KEY);
        JsonNode body = json(create.getBodyAsString());
        assertThat(body.get("assistantId").asText()).isEqualTo(ASSISTANT_ID);
        assertThat(body.get("phoneNumberId").asText()).isEqualTo(PHONE_NUMBER_ID);
        assertThat(body.at("/customer/number").asText()).isEqualTo(CUSTOMER);
        String serverUrl = body.at("/assistantOverrides/server/url").asText();
        assertThat(serverUrl).startsWith(publicBase + "/webhooks/vapi/" + accountId + "/events?attempt=");
        String attemptKey = URLDecoder.decode(serverUrl.substring(serverUrl.indexOf("?attempt=") + 9),
                StandardCharsets.UTF_8);
        assertThat(attemptKey).isNotBlank();
        assertThat(body.at("/assistantOverrides/metadata/attemptKey").asText()).isEqualTo(attemptKey);
        assertThat(body.at("/assistantOverrides/server/headers/x-vapi-secret").asText()).isEqualTo(SERVER_SECRET);
        String organizationId = body.at("/assistantOverrides/metadata/organizationId").asText();
        String call = "{\"id\":\"" + VAPI_CALL_ID + "\",\"orgId\":\"vapi-org\",\"type\":\"outboundPhoneCall\","
                + "\"status\":\"in-progress\",\"assistantOverrides\":{\"metadata\":{\"attemptKey\":"
                + ServedApi.JSON.writeValueAsString(attemptKey) + ",\"organizationId\":\"" + organizationId + "\"}}}";
        Map<String, String> secret = Map.of("x-vapi-secret", SERVER_SECRET);

        // A wrong or missing secret is refused before anything is read.
        String statusUpdate = "{\"message\":{\"type\":\"status-update\",\"status\":\"in-progress\","
                + "\"timestamp\":" + Instant.now().toEpochMilli() + ",\"call\":" + call + "}}";
        assertThat(api.postJson(serverUrl, statusUpdate, Map.of("x-vapi-secret", "not-the-secret")).statusCode())
                .isEqualTo(403);
        assertThat(api.postJson(serverUrl, statusUpdate, Map.of()).statusCode()).isEqualTo(403);
        assertThat(api.postJson(serverUrl, statusUpdate, secret).statusCode()).isEqualTo(204);

        // The voice agent records the customer's question; Vapi delivers the same tool call twice.
        String toolCalls = "{\"message\":{\"type\":\"tool-calls\",\"timestamp\":" + Instant.now().toEpochMilli()
                + ",\"call\":" + call + ",\"toolWithToolCallList\":[],\"toolCallList\":[{\"id\":\"" + TOOL_CALL_ID
                + "\",\"type\":\"function\",\"function\":{\"name\":\"record_inquiry\",\"arguments\":{\"inquiry\":"
                + ServedApi.JSON.writeValueAsString(QUESTION) + "}}}]}}";
        assertThat(api.postJson(serverUrl, toolCalls, Map.of("x-vapi-secret", SERVER_SECRET + "x")).statusCode())
                .isEqualTo(403);
        List<JsonNode> answers = new java.util.ArrayList<>();
        for (int delivery = 0; delivery < 2; delivery++) {
            var answered = api.postJson(serverUrl, toolCalls, secret);
            assertThat(answered.statusCode()).as(answered.body()).isEqualTo(200);
            assertThat(answered.headers().firstValue("content-type")).hasValueSatisfying(
                    type -> assertThat(type).startsWith("application/json"));
            JsonNode answer = json(answered.body());
            assertThat(answer.get("results")).hasSize(1);
            assertThat(answer.at("/results/0/toolCallId").asText()).isEqualTo(TOOL_CALL_ID);
            assertThat(answer.at("/results/0/name").asText()).isEqualTo("record_inquiry");
            assertThat(answer.at("/results/0/result").isTextual()).as(answered.body()).isTrue();
            assertThat(answer.at("/results/0").has("error")).as(answered.body()).isFalse();
            answers.add(answer);
        }
        assertThat(answers.get(1)).isEqualTo(answers.get(0));
        JsonNode inquiries = api.read("/v2/inquiries?perPage=100");
        assertThat(inquiries.get("itemsTotal").asLong()).as(inquiries.toString()).isEqualTo(inquiriesBefore + 1);
        List<JsonNode> ours = new java.util.ArrayList<>();
        inquiries.get("items").forEach(item -> {
            if (QUESTION.equals(item.get("inquiry").asText())) {
                ours.add(item);
            }
        });
        assertThat(ours).as("one inquiry for the tool call delivered twice").hasSize(1);
        String inquiryId = ours.get(0).get("id").asText();
        assertThat(ours.get(0).get("callerId").asText()).isIn(CUSTOMER, CUSTOMER_DIGITS);
        assertThat(ours.get(0).at("/campaign/id").asText()).isEqualTo(campaignId);

        JsonNode duringCall = api.read("/v2/inquiries/" + inquiryId);
        assertThat(duringCall.get("toolCallId").asText()).isEqualTo(TOOL_CALL_ID);
        assertThat(duringCall.get("customerCampaignId").asText()).isEqualTo(enrollmentId);

        // The end of the call and its analysis.
        Instant ended = Instant.now();
        String report = "{\"message\":{\"type\":\"end-of-call-report\",\"endedReason\":\"customer-ended-call\","
                + "\"timestamp\":" + ended.toEpochMilli() + ",\"startedAt\":\"" + ended.minusMillis(61_500)
                + "\",\"endedAt\":\"" + ended + "\",\"durationMs\":61500,\"durationSeconds\":61.5,\"cost\":0.1234,"
                + "\"call\":" + call.replace("\"in-progress\"", "\"ended\"") + ",\"summary\":"
                + ServedApi.JSON.writeValueAsString(SUMMARY) + ",\"transcript\":\"AI: Hello Kai. User: " + QUESTION
                + "\",\"artifact\":{\"transcript\":\"AI: Hello Kai. User: " + QUESTION + "\",\"messages\":[]},"
                + "\"analysis\":{\"summary\":" + ServedApi.JSON.writeValueAsString(SUMMARY)
                + ",\"successEvaluation\":\"true\"}}}";
        assertThat(api.postJson(serverUrl, report, Map.of("x-vapi-secret", "wrong")).statusCode()).isEqualTo(403);
        var reported = api.postJson(serverUrl, report, secret);
        assertThat(reported.statusCode()).as(reported.body()).isEqualTo(204);
        assertThat(api.postJson(serverUrl, report, secret).statusCode()).as("the report again").isEqualTo(204);

        JsonNode inquiry = await("the inquiry names its call", DEADLINE, () -> {
            JsonNode read = api.read("/v2/inquiries/" + inquiryId);
            return read.hasNonNull("callId") && read.at("/call/endedReason").isTextual() ? read : null;
        });
        assertThat(inquiry.get("toolCallId").asText()).isEqualTo(TOOL_CALL_ID);
        assertThat(inquiry.get("inquiry").asText()).isEqualTo(QUESTION);
        assertThat(inquiry.at("/call/id").asText()).isEqualTo(inquiry.get("callId").asText());
        assertThat(inquiry.at("/call/endedReason").asText()).isEqualTo("customer-ended-call");
        assertThat(inquiry.at("/call/summary").asText()).isEqualTo(SUMMARY);
        assertThat(inquiry.at("/call/successEvaluation").asText()).isEqualTo("true");
        assertThat(inquiry.at("/call/durationMs").asLong()).isEqualTo(61_500);
        assertThat(inquiry.at("/call/cost").decimalValue()).isEqualByComparingTo("0.1234");
        assertThat(inquiry.at("/call/transcript").asText()).contains(QUESTION);

        long callsAfter = await("the campaign's calls grew", DEADLINE, () -> {
            long total = campaign().at("/customerStats/totalCalls").asLong();
            return total > callsBefore ? total : null;
        });
        assertThat(callsAfter).isGreaterThan(callsBefore);
        assertThat(api.read("/v2/campaigns/" + campaignId + "/flow-occupancy").at("/outcomes/inquiriesRaised")
                .asLong()).isEqualTo(raisedBefore + 1);
        assertThat(api.read("/v2/inquiries?perPage=100").get("itemsTotal").asLong()).isEqualTo(inquiriesBefore + 1);
        assertThat(inquiry.at("/customer/id").asText()).isEqualTo(customerId);
        JsonNode customer = api.read("/v2/customers/" + customerId);
        assertThat(customer.get("totalCalls").asLong()).as(customer.toString()).isEqualTo(1);
        assertThat(customer.get("lastCallDisposition").asText()).isEqualTo("answered");
        JsonNode placed = api.attempts(campaignId, enrollmentId).get(0);
        assertThat(placed.get("state").asText()).as(placed.toString()).isEqualTo("placed");
        assertThat(placed.get("stage").asText()).isEqualTo("ended");
        assertThat(placed.get("callId").asText()).isEqualTo(inquiry.get("callId").asText());
        assertThat(placed.get("outcome").asText()).isEqualTo("answered");
        assertThat(vapi.findAll(postRequestedFor(urlPathEqualTo("/call"))).stream()
                .filter(request -> request.getBodyAsString().contains(CUSTOMER)).count())
                .as("one call placed for the customer").isEqualTo(1);
    }

    /** Starts {@code serve --demo} with the stand-in's address and {@code extra}; answers the public base URL. */
    private String serve(Map<String, String> extra) throws Exception {
        Map<String, String> env = new HashMap<>(extra);
        env.putIfAbsent("COS_VAPI_API_URL", vapi.baseUrl());
        api = ServedApi.demo(env, out);
        return api.base();
    }

    private JsonNode campaign() throws Exception {
        return api.demoCampaign();
    }

    private static JsonNode json(String text) {
        try {
            return ServedApi.JSON.readTree(text);
        } catch (java.io.IOException e) {
            throw new AssertionError("not JSON: " + text, e);
        }
    }
}
