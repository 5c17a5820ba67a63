package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.domain.campaign.Campaign;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Behaviour every endpoint shares: request ids, unknown routes and methods, body format errors. */
class HttpBehaviourTest {

    private TestApi api;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenSafeRequestId_whenCalled_thenEchoed() {
        var response = api.send("GET", "/v2/campaigns", api.fullKey, null, Map.of("X-Request-Id", "trace-42.a_b"));

        assertThat(response.header("X-Request-Id")).isEqualTo("trace-42.a_b");
    }

    @Test
    void givenUnsafeOrMissingRequestId_whenCalled_thenNewUuidAssigned() {
        var unsafe = api.send("GET", "/v2/campaigns", api.fullKey, null, Map.of("X-Request-Id", "a b<script>"));
        var missing = api.get("/v2/nothing-here", null);

        assertThat(unsafe.header("X-Request-Id")).matches("[0-9a-f-]{36}");
        assertThat(missing.header("X-Request-Id")).matches("[0-9a-f-]{36}");
    }

    @Test
    void givenUnknownRoute_whenCalled_thenJsonNotFoundWithoutAuthentication() {
        var response = api.get("/v2/nothing-here", null);

        assertThat(response.status()).isEqualTo(404);
        assertThat(response.code()).isEqualTo("NOT_FOUND");
        assertThat(response.header("Content-Type")).startsWith("application/json");
    }

    @Test
    void givenKnownPathWrongMethod_whenCalled_thenMethodNotAllowedWithAllow() {
        var post = api.send("POST", "/v2/campaigns/" + campaign.id(), api.fullKey, "{}",
                Map.of("Content-Type", "application/json"));
        var delete = api.send("DELETE", "/v2/campaigns", api.fullKey, null, Map.of());

        assertThat(post.status()).isEqualTo(405);
        assertThat(post.code()).isEqualTo("METHOD_NOT_ALLOWED");
        assertThat(post.header("Allow")).isEqualTo("GET, HEAD, PATCH");
        assertThat(delete.status()).isEqualTo(405);
        assertThat(delete.header("Allow")).isEqualTo("GET, HEAD, POST");
    }

    @Test
    void givenMethodOverrideHeader_whenSent_thenIgnoredAndTheRequestsOwnMethodRouted() {
        var upper = api.send("POST", "/v2/inquiries", api.fullKey, "{}",
                Map.of("Content-Type", "application/json", "X-HTTP-Method-Override", "GET"));
        var lower = api.send("POST", "/v2/inquiries", api.fullKey, "{}",
                Map.of("Content-Type", "application/json", "X-HTTP-Method-Override", "get"));

        for (var response : List.of(upper, lower)) {
            assertThat(response.status()).isEqualTo(405);
            assertThat(response.code()).isEqualTo("METHOD_NOT_ALLOWED");
            assertThat(response.header("Allow")).isEqualTo("GET, HEAD");
        }
    }

    @Test
    void givenMethodsTheApiDoesNotKnow_whenSent_thenMethodNotAllowedWithAllowAndNoMetricSeriesForThem() {
        for (String method : new String[] {"ZZZQ", "PROPFIND", "TRACE"}) {
            var known = api.send(method, "/v2/campaigns", api.fullKey, null, Map.of(RequestIds.HEADER, "m-" + method));
            var unknown = api.send(method, "/v2/nothing-here", null, null, Map.of());

            assertThat(known.status()).as(method).isEqualTo(405);
            assertThat(known.header("Allow")).as(method).isEqualTo("GET, HEAD, POST");
            assertThat(known.header(RequestIds.HEADER)).isEqualTo("m-" + method);
            assertThat(known.code()).as(method).isEqualTo("METHOD_NOT_ALLOWED");
            assertThat(known.header("Content-Type")).startsWith("application/json");
            assertThat(unknown.status()).as(method).isEqualTo(404);
            assertThat(unknown.code()).as(method).isEqualTo("NOT_FOUND");
        }
        var readOrChange = api.send("TRACE", "/v2/campaigns/" + campaign.id(), api.fullKey, null, Map.of());
        assertThat(readOrChange.status()).isEqualTo(405);
        assertThat(readOrChange.header("Allow")).isEqualTo("GET, HEAD, PATCH");
        assertThat(api.get("/metrics", null).text()).doesNotContain("ZZZQ").doesNotContain("PROPFIND")
                .doesNotContain("TRACE");
    }

    @Test
    void givenHeadRequests_whenSent_thenAnsweredAsGetWithoutBody() {
        assertThat(api.send("HEAD", "/v2/campaigns", api.fullKey, null, Map.of()).status()).isEqualTo(200);
        assertThat(api.send("HEAD", "/v2/campaigns", api.fullKey, null, Map.of()).text()).isEmpty();
        assertThat(api.send("HEAD", "/v2/campaigns", null, null, Map.of()).status()).isEqualTo(401);
        assertThat(api.send("HEAD", "/v2/nothing-here", null, null, Map.of()).status()).isEqualTo(404);
        var postOnly = api.send("HEAD", "/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey, null,
                Map.of());
        assertThat(postOnly.status()).isEqualTo(405);
        assertThat(postOnly.header("Allow")).isEqualTo("POST");
    }

    @Test
    void givenChunkedBodyOverTwoMebibytes_whenPatched_thenPayloadTooLargeAsJson() {
        var response = api.sendChunked("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey,
                3 * 1024 * 1024);

        assertThat(response.status()).isEqualTo(413);
        assertThat(response.code()).isEqualTo("PAYLOAD_TOO_LARGE");
    }

    @Test
    void givenBodyThatIsNotJsonObject_whenPatched_thenInvalidJson() {
        for (String body : new String[] {"{", "[]", "\"text\"", "{\"a\":1}{}", "{\"name\":\"a\",\"name\":\"b\"}",
                ""}) {
            var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, body);
            assertThat(response.status()).as(body).isEqualTo(400);
            assertThat(response.code()).isEqualTo("INVALID_JSON");
        }
    }

    @Test
    void givenDeeplyNestedBody_whenPatched_thenValidationErrorNotServerError() {
        String body = "{\"name\":" + "[".repeat(5000) + "]".repeat(5000) + "}";

        var response = api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.code()).isEqualTo("VALIDATION_ERROR");
        assertThat(response.errors()).containsExactly(":too_big");
        assertThat(response.json().get("message").asText()).contains("at most " + Json.MAX_NESTING_DEPTH + " levels");
    }

    @Test
    void givenNestingAtAndPastTheLimit_whenPatched_thenOnlyThePastIsTooBigAtItsPathAndNothingChanges() {
        String campaignPath = "/v2/campaigns/" + campaign.id();
        String before = api.get("/v2/campaigns?perPage=100", api.fullKey).text();
        // The body object is one level, so 31 arrays inside it reach the limit of 32 exactly.
        String atLimit = "{\"name\":" + "[".repeat(Json.MAX_NESTING_DEPTH - 1) + "]".repeat(Json.MAX_NESTING_DEPTH - 1)
                + "}";
        String pastLimit = "{\"name\":" + "[".repeat(Json.MAX_NESTING_DEPTH) + "]".repeat(Json.MAX_NESTING_DEPTH) + "}";

        assertThat(api.patch(campaignPath, api.fullKey, atLimit).errors()).containsExactly("name:invalid_type");
        var refused = api.patch(campaignPath, api.fullKey, pastLimit);

        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.code()).isEqualTo("VALIDATION_ERROR");
        // The 32nd array inside "name" is the 33rd level: reported where it stands.
        assertThat(refused.errors()).contains("name" + ".0".repeat(Json.MAX_NESTING_DEPTH - 1) + ":too_big");
        assertThat(refused.json().get("message").asText()).contains("at most " + Json.MAX_NESTING_DEPTH + " levels");
        assertThat(api.get("/v2/campaigns?perPage=100", api.fullKey).text()).isEqualTo(before);
    }

    @Test
    void givenStringAtAndPastTheLengthCap_whenPatched_thenBothTooBigAndThePastNamesTheCap() {
        String campaignPath = "/v2/campaigns/" + campaign.id();
        String atCap = "{\"description\":\"" + "d".repeat(Json.MAX_STRING_LENGTH) + "\"}";
        String pastCap = "{\"description\":\"" + "d".repeat(Json.MAX_STRING_LENGTH + 1) + "\"}";

        assertThat(api.patch(campaignPath, api.fullKey, atCap).errors()).containsExactly("description:too_big");
        var refused = api.patch(campaignPath, api.fullKey, pastCap);

        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.code()).isEqualTo("VALIDATION_ERROR");
        // Both rules are broken: the limit of every request body, and the description's own.
        assertThat(refused.errors()).containsOnly("description:too_big");
        assertThat(refused.json().get("errors").toString()).contains("at most " + Json.MAX_STRING_LENGTH + " characters");
    }

    @Test
    void givenNonJsonContentType_whenPatched_thenUnsupportedMediaType() {
        var response = api.send("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey, "{\"name\":\"x\"}",
                Map.of("Content-Type", "text/plain"));

        assertThat(response.status()).isEqualTo(415);
        assertThat(response.code()).isEqualTo("UNSUPPORTED_MEDIA_TYPE");
    }

    @Test
    void givenBodyOverTwoMebibytes_whenPatched_thenPayloadTooLarge() {
        var response = api.sendOversized("PATCH", "/v2/campaigns/" + campaign.id(), api.fullKey,
                2L * 1024 * 1024 + 1);

        assertThat(response.status()).isEqualTo(413);
        assertThat(response.code()).isEqualTo("PAYLOAD_TOO_LARGE");
    }

    @Test
    void givenUnexpectedFailure_whenCalled_thenInternalErrorWithRequestIdOnly() {
        api.failUseCases(true);

        var response = api.send("GET", "/v2/campaigns", api.fullKey, null, Map.of("X-Request-Id", "req-500"));

        assertThat(response.status()).isEqualTo(500);
        assertThat(response.code()).isEqualTo("INTERNAL_ERROR");
        assertThat(response.json().get("message").asText()).contains("req-500");
        assertThat(response.text()).doesNotContain("SELECT").doesNotContain("IllegalStateException");
    }

    @Test
    void givenPublishedContract_whenFetched_thenServedWithoutKey() {
        var response = api.get("/openapi.yaml", null);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.text()).startsWith("openapi: 3.0");
        assertThat(api.get("/docs", null).text()).contains("/openapi.yaml");
    }
}
