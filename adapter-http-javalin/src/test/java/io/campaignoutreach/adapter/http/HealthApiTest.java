package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.http.TestApi.Response;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** P35: liveness and readiness probes, public and never rate limited. */
class HealthApiTest {

    private final TestApi api = new TestApi();

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenRunningServer_whenHealthzAskedWithoutKey_thenOk() {
        Response response = api.get("/healthz", null);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json()).isEqualTo(TestApi.MAPPER.valueToTree(Map.of("status", "ok")));
        assertThat(response.header("Cache-Control")).isEqualTo("no-store");
        assertThat(response.header("X-Request-Id")).isNotBlank();
    }

    @Test
    void givenStoreUnavailable_whenHealthzAsked_thenStillOkBecauseTheProcessAnswers() {
        api.storeUnavailable(true);

        assertThat(api.get("/healthz", null).status()).isEqualTo(200);
    }

    @Test
    void givenStoreReady_whenReadyzAskedWithoutKey_thenOkWithEveryCheck() {
        Response response = api.get("/readyz", null);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.text()).isEqualTo("{\"status\":\"ok\",\"checks\":{\"store\":\"ok\",\"migrations\":\"ok\"}}");
        assertThat(response.header("Retry-After")).isNull();
    }

    @Test
    void givenStoreUnavailable_whenReadyzAsked_then503NamingTheFailedCheckWithRetryAdvice() {
        api.storeUnavailable(true);

        Response response = api.get("/readyz", null);

        assertThat(response.status()).isEqualTo(503);
        assertThat(response.code()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(response.json().path("retryAfter").asInt()).isEqualTo(TestApi.UNAVAILABLE_RETRY_AFTER);
        assertThat(response.header("Retry-After")).isEqualTo(String.valueOf(TestApi.UNAVAILABLE_RETRY_AFTER));
        assertThat(response.json().path("checks")).isEqualTo(TestApi.MAPPER.valueToTree(
                Map.of("store", "failed", "migrations", "skipped")));
        assertThat(response.json().path("message").asText()).contains("store check failed")
                .doesNotContain(TestApi.INJECTED_FAILURE);
        assertThat(fieldNames(response)).containsExactly("message", "code", "retryAfter", "checks");
    }

    @Test
    void givenStoreBackAfterOutage_whenReadyzAsked_thenOkAgain() {
        api.storeUnavailable(true);
        assertThat(api.get("/readyz", null).status()).isEqualTo(503);

        api.storeUnavailable(false);

        assertThat(api.get("/readyz", null).status()).isEqualTo(200);
    }

    @Test
    void givenProbes_whenAskedWithHead_thenSameStatusAndHeadersWithoutBody() {
        Response healthy = api.send("HEAD", "/healthz", null, null, Map.of());
        api.storeUnavailable(true);
        Response notReady = api.send("HEAD", "/readyz", null, null, Map.of());

        assertThat(healthy.status()).isEqualTo(200);
        assertThat(healthy.text()).isEmpty();
        assertThat(notReady.status()).isEqualTo(503);
        assertThat(notReady.header("Retry-After")).isEqualTo(String.valueOf(TestApi.UNAVAILABLE_RETRY_AFTER));
        assertThat(notReady.text()).isEmpty();
    }

    @Test
    void givenProbes_whenAskedWithAnotherMethod_then405WithAllow() {
        for (String path : List.of("/healthz", "/readyz")) {
            Response response = api.send("POST", path, null, "{}", Map.of("Content-Type", "application/json"));

            assertThat(response.status()).as(path).isEqualTo(405);
            assertThat(response.header("Allow")).as(path).isEqualTo("GET, HEAD");
        }
    }

    @Test
    void givenTightestRequestLimits_whenProbedManyTimes_thenNeverRateLimited() {
        RateLimitPolicy oneRequest = new RateLimitPolicy(1, 1);
        try (TestApi limited = TestApi.withRateLimits(oneRequest, oneRequest, Clock.systemUTC())) {
            for (int i = 0; i < 20; i++) {
                assertThat(limited.get("/healthz", null).status()).as("healthz #" + i).isEqualTo(200);
                assertThat(limited.get("/readyz", "cc_" + "x".repeat(40)).status()).as("readyz #" + i)
                        .isEqualTo(200);
            }
        }
    }

    private static List<String> fieldNames(Response response) {
        List<String> names = new ArrayList<>();
        response.json().fieldNames().forEachRemaining(names::add);
        return names;
    }
}
