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
    private static String jobId;
    private static String transferId;
    private static String sourceId;
    private static String inquiryId;
    private static String suppressionId;
    private static String enrollmentId;

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
        var routing = TestData.routingConfig(api.orgA.id());
        api.store.routingConfigs().save(routing);
        var transfer = TestData.transferConfig(api.orgA.id(), routing.id());
        api.store.transferConfigs().save(transfer);
        transferId = transfer.id().toString();
        sourceId = api.post("/v2/sources", api.fullKey, "{\"campaignId\":\"" + campaign.id()
                + "\",\"dealType\":\"CPA\",\"pricingModel\":\"percentage\"}").json().get("id").asText();
        jobId = api.post("/v2/campaigns/" + campaign.id() + "/enrollment", api.fullKey,
                "{\"customer\":{\"phoneNumber\":\"2125550003\"}}").json().get("jobId").asText();
        var enrollment = TestData.enrollment(api.orgA.id(), campaign.id(), customer.id());
        api.store.enrollments().insert(enrollment);
        enrollmentId = enrollment.id().toString();
        var inquiry = TestData.inquiry(api.orgA.id(), campaign.id(), customer.id(), enrollment.id());
        api.store.inquiries().insert(inquiry);
        inquiryId = inquiry.id().toString();
        api.send("PUT", "/v2/provider-accounts/calls", api.fullKey, "{\"provider\":\"simulated\"}",
                Map.of("Content-Type", "application/json"));
        suppressionId = api.post("/v2/suppressions", api.fullKey, "{\"phoneNumber\":\"2125550009\"}").json()
                .get("id").asText();
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
                new Endpoint("GET", "/v2/campaigns/{campaign}/stats", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}/behaviors", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}/flow-occupancy", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}/enrollments", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}/enrollments/{enrollment}/attempts", null,
                        Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/campaigns/{campaign}/messages", null, Capability.CAMPAIGNS_VIEW),
                new Endpoint("GET", "/v2/customers/{customer}/messages", null, Capability.CUSTOMERS_VIEW),
                new Endpoint("GET", "/v2/messages/review", null, Capability.INQUIRIES_VIEW),
                new Endpoint("GET", "/v2/customers", null, Capability.CUSTOMERS_VIEW),
                new Endpoint("GET", "/v2/customers/{customer}", null, Capability.CUSTOMERS_VIEW),
                new Endpoint("POST", "/v2/campaigns/{campaign}/enrollment", "{\"customer\":{\"customerId\":\"{customer}\"}}",
                        Capability.CAMPAIGN_ENROLLMENT_MANAGE),
                new Endpoint("POST", "/v2/campaigns/{campaign}/enrollment/restart",
                        "{\"customer\":{\"customerId\":\"{customer}\"}}", Capability.CAMPAIGN_ENROLLMENT_MANAGE),
                new Endpoint("POST", "/v2/campaigns/{campaign}/enrollment/status",
                        "{\"status\":\"cancelled\",\"customer\":{\"customerId\":\"{customer}\"}}",
                        Capability.CAMPAIGN_ENROLLMENT_MANAGE),
                new Endpoint("GET", "/v2/campaigns/{campaign}/enrollment/requests/{job}", null,
                        Capability.CAMPAIGN_ENROLLMENT_MANAGE),
                new Endpoint("POST", "/v2/custom-fields", "{\"recordType\":\"customers\",\"fieldLabel\":\"Tier\","
                        + "\"fieldDescription\":\"Service tier\",\"fieldType\":\"text\"}",
                        Capability.CUSTOM_FIELDS_MANAGE),
                // The customer's own phone with an unknown custom field: the record fails, naming the
                // customer it matched, which another organization's key must never match.
                new Endpoint("POST", "/v2/sync/medicare", "{\"records\":[{\"firstName\":\"Ada\","
                        + "\"lastName\":\"Byron\",\"phoneNumber\":\"2125550003\","
                        + "\"customFields\":[{\"fieldKey\":\"nope\",\"value\":\"1\"}]}]}",
                        Capability.CUSTOMERS_SYNC),
                new Endpoint("GET", "/v2/routing-groups/{transfer}", null, Capability.ROUTING_VIEW),
                new Endpoint("GET", "/v2/sources", null, Capability.SOURCES_VIEW),
                new Endpoint("GET", "/v2/sources/performance?campaignId={campaign}", null, Capability.SOURCES_VIEW),
                new Endpoint("POST", "/v2/sources", "{\"campaignId\":\"{campaign}\",\"dealType\":\"CPL\","
                        + "\"pricingModel\":\"flat_rate\"}", Capability.SOURCES_MANAGE),
                new Endpoint("PATCH", "/v2/sources/{source}", "{\"name\":\"Renamed\"}", Capability.SOURCES_MANAGE),
                new Endpoint("GET", "/v2/inquiries", null, Capability.INQUIRIES_VIEW),
                new Endpoint("GET", "/v2/inquiries/{inquiry}", null, Capability.INQUIRIES_VIEW),
                new Endpoint("PATCH", "/v2/inquiries/{inquiry}", "{\"notes\":\"Called back\"}",
                        Capability.INQUIRIES_MANAGE),
                new Endpoint("GET", "/v2/suppressions", null, Capability.SUPPRESSIONS_VIEW),
                new Endpoint("POST", "/v2/suppressions", "{\"phoneNumber\":\"2125550010\"}",
                        Capability.SUPPRESSIONS_MANAGE),
                new Endpoint("GET", "/v2/suppressions/{suppression}", null, Capability.SUPPRESSIONS_VIEW),
                new Endpoint("POST", "/v2/suppressions/{suppression}/lift", null, Capability.SUPPRESSIONS_MANAGE),
                new Endpoint("POST", "/v2/consent", "{\"phoneNumber\":\"2125550003\",\"channels\":[\"sms\"],"
                        + "\"purpose\":\"marketing\",\"kind\":\"given\",\"evidence\":\"Form 1\"}",
                        Capability.CONSENT_MANAGE),
                new Endpoint("GET", "/v2/consent/2125550003", null, Capability.CONSENT_VIEW),
                new Endpoint("GET", "/v2/consent-settings", null, Capability.CONSENT_VIEW),
                new Endpoint("PUT", "/v2/consent-settings", "{\"informationalCampaigns\":[]}",
                        Capability.CONSENT_MANAGE),
                new Endpoint("GET", "/v2/provider-accounts", null, Capability.PROVIDERS_MANAGE),
                new Endpoint("PUT", "/v2/provider-accounts/calls", "{\"provider\":\"simulated\"}",
                        Capability.PROVIDERS_MANAGE),
                new Endpoint("GET", "/v2/provider-accounts/calls", null, Capability.PROVIDERS_MANAGE),
                new Endpoint("PUT", "/v2/provider-accounts/texts", "{\"provider\":\"simulated\"}",
                        Capability.PROVIDERS_MANAGE));
    }

    private static TestApi.Response call(Endpoint endpoint, String key) {
        String path = concrete(endpoint.path());
        Map<String, String> headers = endpoint.body() == null ? Map.of() : Map.of("Content-Type", "application/json");
        return api.send(endpoint.method(), path, key, endpoint.body() == null ? null : concrete(endpoint.body()),
                headers);
    }

    private static String concrete(String template) {
        return template.replace("{campaign}", campaign.id().toString()).replace("{customer}", customer.id().toString())
                .replace("{job}", jobId).replace("{transfer}", transferId)
                .replace("{source}", sourceId).replace("{inquiry}", inquiryId)
                .replace("{suppression}", suppressionId).replace("{enrollment}", enrollmentId);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenNoKey_whenCalled_thenUnauthorized(Endpoint endpoint) {
        var response = call(endpoint, null);

        assertThat(response.status()).isEqualTo(401);
        assertThat(response.code()).isEqualTo("UNAUTHORIZED");
        for (String refused : List.of(api.revokedKey(api.orgA), api.expiredKey(api.orgA), "cc_" + "a".repeat(40),
                api.fullKey.substring(0, api.fullKey.length() - 1), api.fullKey + "x")) {
            var refusal = call(endpoint, refused);
            assertThat(refusal.status()).isEqualTo(401);
            assertThat(refusal.json()).isEqualTo(response.json());
        }
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

        assertThat(response.status()).isIn(200, 201, 202);
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

    @ParameterizedTest(name = "{0}")
    @MethodSource("endpoints")
    void givenOtherOrganizationsKey_whenAddressingThisOrganizationsIds_thenNothingLeaks(Endpoint endpoint) {
        var response = call(endpoint, api.otherOrgKey);

        String path = endpoint.path().split("\\?")[0];
        if (path.contains("{")) {
            assertThat(response.status()).isEqualTo(404);
            assertThat(response.code()).isEqualTo("NOT_FOUND");
        } else if (endpoint.path().contains("{")) {
            // An id in the query names a resource the caller's organization does not have (D3).
            assertThat(response.status()).isEqualTo(422);
            assertThat(response.errors()).allMatch(error -> error.endsWith(":not_found"));
        } else {
            assertThat(response.text()).doesNotContain(campaign.id().toString()).doesNotContain(customer.id().toString());
        }
    }
}
