package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every endpoint: who may call it (D6, D7) and what everyone else is told. */
class EndpointAccessTest {

    private static TestApi api;
    private static Campaign campaign;
    private static Customer customer;

    record Endpoint(String method, String path, String body, Capability capability) {
        boolean writes() {
            return !method.equals("GET");
        }

        @Override
        public String toString() {
            return method + " " + path;
        }
    }

    @BeforeAll
    static void start() {
        api = new TestApi();
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
        customer = TestData.customer(api.orgA.id(), TestData.phone(3));
        api.store.customers().insert(customer);
    }

    @AfterAll
    static void stop() {
        api.close();
    }

    static List<Endpoint> endpoints() {
        return List.of(
                new Endpoint("GET", "/v2/campaigns", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/options", null, Capability.CUSTOMERS_VIEW),
                new Endpoint("PATCH", "/v2/campaigns/{campaign}", "{\"tags\":[\"x\"]}", Capability.CAMPAIGNS_MANAGE),
                new Endpoint("GET", "/v2/customers/{customer}", null, Capability.CUSTOMERS_VIEW));
    }

    private static TestApi.Response call(Endpoint endpoint, String key) {
        String path = endpoint.path().replace("{campaign}", campaign.id().toString())
                .replace("{customer}", customer.id().toString());
        Map<String, String> headers = endpoint.body() == null ? Map.of() : Map.of("Content-Type", "application/json");
        return api.send(endpoint.method(), path, key, endpoint.body(), headers);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenNoKey_whenCalled_thenUnauthorized(Endpoint endpoint) {
        var response = call(endpoint, null);

        assertThat(response.status()).isEqualTo(401);
        assertThat(response.code()).isEqualTo("UNAUTHORIZED");
        assertThat(call(endpoint, api.revokedKey(api.orgA)).status()).isEqualTo(401);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenEveryCapabilityButTheOneNeeded_whenCalled_thenForbiddenNamingIt(Endpoint endpoint) {
        Set<Capability> others = EnumSet.complementOf(EnumSet.of(endpoint.capability(), Capability.ALL));

        var response = call(endpoint, api.key(api.orgA, others, false));

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.code()).isEqualTo("FORBIDDEN");
        assertThat(response.json().get("message").asText()).contains(endpoint.capability().wireName());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenOnlyTheCapabilityNeeded_whenCalled_thenAnswered(Endpoint endpoint) {
        var response = call(endpoint, api.key(api.orgA, Set.of(endpoint.capability()), false));

        assertThat(response.status()).isEqualTo(200);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenReadOnlyKeyWithEverything_whenCalled_thenOnlyReadsAnswered(Endpoint endpoint) {
        var response = call(endpoint, api.key(api.orgA, Set.of(Capability.ALL), true));

        if (endpoint.writes()) {
            assertThat(response.status()).isEqualTo(403);
            assertThat(response.code()).isEqualTo("READ_ONLY_KEY");
        } else {
            assertThat(response.status()).isEqualTo(200);
        }
    }
}
