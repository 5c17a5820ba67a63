package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.http.TestApi.Response;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** D2, P34: a store that cannot be reached is a 503 SERVICE_UNAVAILABLE with retry advice, never a 500. */
class StoreUnavailableApiTest {

    private final TestApi api = new TestApi();

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenStoreUnavailable_whenRead_then503WithRetryAfterInBodyAndHeader() {
        api.storeUnavailable(true);

        Response response = api.get("/v2/campaigns", api.fullKey);

        assertThat(response.status()).isEqualTo(503);
        assertThat(response.code()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(response.json().path("retryAfter").isInt()).isTrue();
        assertThat(response.json().path("retryAfter").asInt()).isEqualTo(TestApi.UNAVAILABLE_RETRY_AFTER);
        assertThat(response.header("Retry-After")).isEqualTo(String.valueOf(TestApi.UNAVAILABLE_RETRY_AFTER));
        assertThat(response.header("X-Request-Id")).isNotBlank();
        assertThat(fieldNames(response)).containsExactly("message", "code", "retryAfter");
    }

    @Test
    void givenStoreUnavailable_whenChangeOrEnrollmentSent_then503AndNoInternalDetails() {
        api.storeUnavailable(true);
        String campaign = "/v2/campaigns/0190a5b2-0000-7000-8000-000000000001";

        List<Response> responses = List.of(
                api.patch(campaign, api.fullKey, "{\"name\":\"x\"}"),
                api.post(campaign + "/enrollment", api.fullKey,
                        "{\"customer\":{\"customerId\":\"0190a5b2-0000-7000-8000-000000000002\"}}"));

        for (Response response : responses) {
            assertThat(response.status()).as(response.text()).isEqualTo(503);
            assertThat(response.text()).doesNotContain(TestApi.INJECTED_FAILURE).doesNotContain("Exception");
        }
    }

    @Test
    void givenStoreUnavailable_whenKeyCannotBeChecked_then503RatherThan401() {
        api.storeUnavailable(true);

        assertThat(api.get("/v2/campaigns", "cc_" + "a".repeat(40)).status()).isEqualTo(503);
    }

    @Test
    void givenStoreUnavailable_whenKeyMissingOrMalformed_thenStill401AsNoStoreIsNeeded() {
        api.storeUnavailable(true);

        assertThat(api.get("/v2/campaigns", null).status()).isEqualTo(401);
        assertThat(api.get("/v2/campaigns", "not-a-key").status()).isEqualTo(401);
    }

    @Test
    void givenStoreBack_whenReadAgain_thenAnsweredAsBefore() {
        api.storeUnavailable(true);
        assertThat(api.get("/v2/campaigns", api.fullKey).status()).isEqualTo(503);

        api.storeUnavailable(false);

        assertThat(api.get("/v2/campaigns", api.fullKey).status()).isEqualTo(200);
    }

    private static List<String> fieldNames(Response response) {
        List<String> names = new ArrayList<>();
        response.json().fieldNames().forEachRemaining(names::add);
        return names;
    }
}
