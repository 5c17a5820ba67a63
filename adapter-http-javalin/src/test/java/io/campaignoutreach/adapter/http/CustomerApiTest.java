package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CallBuilder;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PolicyField;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CustomerApiTest {

    private TestApi api;
    private Customer customer;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        customer = TestData.customer(api.orgA.id(), TestData.phone(7));
        api.store.customers().insert(customer);
        campaign = CampaignBuilder.aCampaign(api.orgA.id()).name("Renewals").build();
        api.store.campaigns().insert(campaign);
        api.store.enrollments().insert(TestData.enrollment(api.orgA.id(), campaign.id(), customer.id()));
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenCustomer_whenRead_thenEveryFieldIsPresent() {
        var response = api.get("/v2/customers/" + customer.id(), api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        List<String> names = new ArrayList<>();
        body.fieldNames().forEachRemaining(names::add);
        for (CustomerField field : CustomerField.values()) {
            assertThat(names).contains(field.wireName());
        }
        assertThat(names).contains("id", "clientId", "callerId", "campaigns", "customFields", "policies",
                "prescriptions", "providers", "scopeOfAppointments", "dependents", "createdAt", "updatedAt");
        assertThat(body.get("callerId").asText()).isEqualTo("+12125550007");
        assertThat(body.get("firstName").asText()).isEqualTo("Ada");
        assertThat(body.get("middleName").isNull()).isTrue();
        assertThat(body.get("householdIncome").asInt()).isEqualTo(52_000);
        assertThat(body.get("campaigns").get(0).get("campaignName").asText()).isEqualTo("Renewals");
        assertThat(body.get("campaigns").get(0).get("status").asText()).isEqualTo("in_progress");
        JsonNode policy = body.get("policies").get(0);
        assertThat(policy.get("policyType").asText()).isEqualTo("MAPD");
        assertThat(policy.get("status").asText()).isEqualTo("Active");
        for (PolicyField field : PolicyField.values()) {
            assertThat(policy.has(field.wireName())).as(field.wireName()).isTrue();
        }
        assertThat(body.get("customFields").get(0).get("fieldKey").asText()).isEqualTo("favoriteColor");
        // D11: ids are accepted in either case and written in lowercase.
        var upper = api.get("/v2/customers/" + customer.id().toString().toUpperCase(Locale.ROOT), api.fullKey);
        assertThat(upper.status()).isEqualTo(200);
        assertThat(upper.json().get("id").asText()).isEqualTo(customer.id().toString());
    }

    @Test
    void givenCustomerWithoutCalls_whenRead_thenCallSummaryIsZeroAndNullAndLastContactKeepsTheRecordedOne() {
        JsonNode body = api.get("/v2/customers/" + customer.id(), api.fullKey).json();

        assertThat(body.get("totalCalls").isIntegralNumber()).isTrue();
        assertThat(body.get("totalCalls").asLong()).isZero();
        assertThat(body.has("lastCallDate")).isTrue();
        assertThat(body.get("lastCallDate").isNull()).isTrue();
        assertThat(body.has("lastCallDisposition")).isTrue();
        assertThat(body.get("lastCallDisposition").isNull()).isTrue();
        assertThat(body.get("lastContactedAt").asText()).isEqualTo("2025-02-20T15:30:00.000Z");
    }

    @Test
    void givenCallsInTwoCampaigns_whenRead_thenCallSummaryNamesTheLatestAndLastContactFollowsIt() {
        Campaign second = CampaignBuilder.aCampaign(api.orgA.id()).name("Winback").build();
        api.store.campaigns().insert(second);
        api.store.calls().insertAll(List.of(
                CallBuilder.aCall(api.orgA.id(), campaign.id(), customer.id()).at(TestData.T0).build(),
                CallBuilder.aCall(api.orgA.id(), second.id(), customer.id()).at(TestData.T0.plusSeconds(90))
                        .disposition("voicemail").build(),
                CallBuilder.aCall(api.orgA.id(), second.id(), customer.id()).at(TestData.T0.plusSeconds(600))
                        .test().build()));

        JsonNode body = api.get("/v2/customers/" + customer.id(), api.fullKey).json();

        assertThat(body.get("totalCalls").asLong()).isEqualTo(2);
        assertThat(body.get("lastCallDate").asText()).isEqualTo("2025-03-01T12:01:30.123Z");
        assertThat(body.get("lastCallDisposition").asText()).isEqualTo("voicemail");
        assertThat(body.get("lastContactedAt").asText()).isEqualTo("2025-03-01T12:01:30.123Z");
    }

    @Test
    void givenRecordedContactAfterTheLatestCall_whenRead_thenLastContactKeepsTheRecordedOne() {
        api.store.calls().insert(CallBuilder.aCall(api.orgA.id(), campaign.id(), customer.id())
                .at(Instant.parse("2025-01-05T09:00:00Z")).unanswered().build());

        JsonNode body = api.get("/v2/customers/" + customer.id(), api.fullKey).json();

        assertThat(body.get("totalCalls").asLong()).isEqualTo(1);
        assertThat(body.get("lastCallDate").asText()).isEqualTo("2025-01-05T09:00:00.000Z");
        assertThat(body.get("lastCallDisposition").asText()).isEqualTo("no_answer");
        assertThat(body.get("lastContactedAt").asText()).isEqualTo("2025-02-20T15:30:00.000Z");
    }

    @Test
    void givenCustomerWithCurrentSource_whenRead_thenSourceWritten() {
        var source = TestData.source(api.orgA.id(), campaign.id(), "tv-spring");
        api.store.sources().insert(source);
        Customer sourced = Customer.reconstitute(CustomerId.of(TestData.newId()), api.orgA.id(), 0,
                TestData.phone(11), CustomerProfile.of(Map.of(CustomerField.CURRENT_SOURCE_ID, source.id().toString())),
                List.of(), List.of(), Map.of(), TestData.T0, TestData.T0, null);
        api.store.customers().insert(sourced);

        JsonNode body = api.get("/v2/customers/" + sourced.id(), api.fullKey).json();

        assertThat(body.get("source").get("sourceId").asText()).isEqualTo("tv-spring");
        assertThat(body.get("source").get("id").asText()).isEqualTo(source.id().toString());
        assertThat(api.get("/v2/customers/" + customer.id(), api.fullKey).json().has("source")).isFalse();
    }

    @Test
    void givenOtherOrganizationUnknownOrDeletedCustomer_whenRead_thenNotFound() {
        Customer deleted = TestData.customer(api.orgA.id(), TestData.phone(8)).delete(TestData.at(10));
        api.store.customers().insert(deleted);

        assertThat(api.get("/v2/customers/" + customer.id(), api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get("/v2/customers/" + TestData.newId(), api.fullKey).status()).isEqualTo(404);
        assertThat(api.get("/v2/customers/" + deleted.id(), api.fullKey).status()).isEqualTo(404);
    }

    @Test
    void givenMalformedId_whenRead_thenValidationErrorOnParameter() {
        var response = api.get("/v2/customers/12345", api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("id:invalid_string");
    }

    @Test
    void givenKeyWithoutCustomersView_whenRead_thenForbidden() {
        String key = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);

        var response = api.get("/v2/customers/" + customer.id(), key);

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.json().get("message").asText()).contains("customers:view");
    }
}
