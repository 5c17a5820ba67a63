package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reads beyond version 2 that let a client find its customers and follow a campaign's enrollments: the
 * customer list with its search and filters, and a campaign's enrollments, each scoped and paged.
 */
class CustomerListApiTest {

    private TestApi api;
    private Customer older;
    private Customer newer;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        older = TestData.customer(api.orgA.id(), TestData.phone(31), TestData.T0);
        newer = TestData.customer(api.orgA.id(), TestData.phone(32), TestData.T0.plusSeconds(60));
        api.store.customers().insert(older);
        api.store.customers().insert(newer);
        api.store.customers().insert(TestData.customer(api.orgB.id(), TestData.phone(33), TestData.T0));
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).name("Renewals").build();
        api.store.campaigns().insert(campaign);
        api.store.enrollments().insert(TestData.enrollment(api.orgA.id(), campaign.id(), older.id(),
                EnrollmentStatus.COMPLETED, TestData.T0));
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenCustomers_whenListed_thenTheOrganizationsNewestFirstWithWhatTellsThemApart() {
        var response = api.get("/v2/customers?perPage=1", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(body.get("itemsTotal").asLong()).isEqualTo(2);
        assertThat(body.get("nextPage").asInt()).isEqualTo(2);
        JsonNode item = body.get("items").get(0);
        assertThat(item.get("id").asText()).isEqualTo(newer.id().toString());
        assertThat(item.get("callerId").asText()).isEqualTo("+12125550032");
        assertThat(item.get("firstName").asText()).isEqualTo("Ada");
        assertThat(item.get("status").asText()).isEqualTo("Active");
        assertThat(item.get("doNotCall").asBoolean()).isFalse();
        assertThat(item.has("clientCustomerId")).isTrue();
        assertThat(item.has("policies")).isFalse();
    }

    @Test
    void givenSearchAndFilters_whenListed_thenOnlyMatchingCustomers() {
        assertThat(ids("/v2/customers?search=" + "(212)%20555-0031")).containsExactly(older.id().toString());
        assertThat(ids("/v2/customers?search=LOVELACE")).containsExactly(newer.id().toString(),
                older.id().toString());
        assertThat(ids("/v2/customers?campaignId=" + campaign.id())).containsExactly(older.id().toString());
        assertThat(ids("/v2/customers?status=Inactive")).isEmpty();
        assertThat(ids("/v2/customers?search=nobody")).isEmpty();
    }

    @Test
    void givenBadQuery_whenListed_thenEveryProblemNamedAndNothingListed() {
        var response = api.get("/v2/customers?status=active&campaignId=nope&perPage=0", api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        List<String> paths = new ArrayList<>();
        response.json().get("errors").forEach(error -> paths.add(error.get("path").get(0).asText()));
        assertThat(paths).containsExactlyInAnyOrder("status", "campaignId", "perPage");
    }

    @Test
    void givenSearchOfCharactersOutsideTheBasicPlane_whenListed_thenCountedAsCharactersNotUnits() {
        String emoji = "\uD83D\uDE00";
        String allowed = URLEncoder.encode(emoji.repeat(255), StandardCharsets.UTF_8);
        String tooLong = URLEncoder.encode(emoji.repeat(256), StandardCharsets.UTF_8);

        assertThat(api.get("/v2/customers?search=" + allowed, api.fullKey).status()).isEqualTo(200);
        var refused = api.get("/v2/customers?search=" + tooLong, api.fullKey);
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.text()).contains("256 characters");
    }

    @Test
    void givenKeyWithoutCustomersView_whenListed_thenForbidden() {
        String campaignsOnly = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);

        assertThat(api.get("/v2/customers", campaignsOnly).status()).isEqualTo(403);
        assertThat(api.get("/v2/campaigns/" + campaign.id() + "/enrollments", campaignsOnly).status())
                .isEqualTo(200);
    }

    @Test
    void givenCampaignEnrollments_whenListed_thenEachShowsWhereTheEngineHasItsCustomer() {
        var response = api.get("/v2/campaigns/" + campaign.id() + "/enrollments?status=completed", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode item = response.json().get("items").get(0);
        assertThat(response.json().get("itemsTotal").asLong()).isEqualTo(1);
        assertThat(item.get("customerId").asText()).isEqualTo(older.id().toString());
        assertThat(item.get("status").asText()).isEqualTo("completed");
        assertThat(item.get("attempts").asInt()).isEqualTo(2);
        assertThat(item.get("workflowStatus").asText()).isEqualTo("running");
        assertThat(api.get("/v2/campaigns/" + campaign.id() + "/enrollments?status=pending", api.fullKey).json()
                .get("items")).isEmpty();
        assertThat(api.get("/v2/campaigns/" + campaign.id() + "/enrollments", api.otherOrgKey).status())
                .isEqualTo(404);
    }

    private List<String> ids(String path) {
        var response = api.get(path, api.fullKey);
        assertThat(response.status()).as(path).isEqualTo(200);
        List<String> ids = new ArrayList<>();
        response.json().get("items").forEach(item -> ids.add(item.get("id").asText()));
        return ids;
    }
}
