package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST, PATCH and DELETE /v2/customers: defaults, one customer per number, scoping, capabilities, retries. */
class CustomerWriteApiTest {

    private static final String CUSTOMERS = "/v2/customers";

    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private String createdId(String body) {
        return api.created(CUSTOMERS, body).get("id").asText();
    }

    private TestApi.Response delete(String path, String key) {
        return api.send("DELETE", path, key, null, Map.of());
    }

    private long customerCount(String key) {
        return api.get(CUSTOMERS, key).json().get("itemsTotal").asLong();
    }

    @Test
    void givenOnlyANumber_whenCreated_thenALeadWithThatNumberReadsBackTheSame() {
        TestApi.Response response = api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"(617) 555-0148\"}", null);

        assertThat(response.status()).as(response.text()).isEqualTo(201);
        JsonNode customer = response.json();
        assertThat(response.header("Location")).isEqualTo(CUSTOMERS + "/" + customer.get("id").asText());
        assertThat(response.header("Idempotent-Replayed")).isNull();
        assertThat(customer.get("callerId").asText()).isEqualTo("+16175550148");
        assertThat(customer.get("status").asText()).isEqualTo("Lead");
        assertThat(customer.get("clientId").asText()).isEqualTo(api.orgA.id().toString());
        assertThat(customer.get("firstName").isNull()).isTrue();
        assertThat(customer.get("policies")).isEmpty();
        assertThat(customer.get("campaigns")).isEmpty();
        assertThat(api.get(response.header("Location"), api.fullKey).json()).isEqualTo(customer);
    }

    @Test
    void givenMembersOfASyncRecord_whenCreated_thenEachIsTheCustomersAndBrokenOnesAreRefusedTogether() {
        JsonNode customer = api.post(CUSTOMERS, api.fullKey, "{\"firstName\":\"Margaret\",\"lastName\":\"Okafor\","
                + "\"phoneNumber\":\"6175550148\",\"externalId\":\"crm-1\",\"dateOfBirth\":\"1960-02-14\","
                + "\"gender\":\"Female\",\"doNotSMS\":true,\"policies\":[{\"policyType\":\"MA\","
                + "\"policyNumber\":\"P-1\"}]}", null).json();

        assertThat(customer.get("firstName").asText()).isEqualTo("Margaret");
        assertThat(customer.get("clientCustomerId").asText()).isEqualTo("crm-1");
        assertThat(customer.get("dateOfBirth").asText()).isEqualTo("1960-02-14");
        assertThat(customer.get("doNotSMS").asBoolean()).isTrue();
        assertThat(customer.get("policies")).singleElement()
                .satisfies(policy -> assertThat(policy.get("policyNumber").asText()).isEqualTo("P-1"));

        TestApi.Response refused = api.post(CUSTOMERS, api.fullKey, "{\"firstName\":\" \",\"gender\":\"female\","
                + "\"customFields\":[{\"fieldKey\":\"tier\"}],\"consent\":[]}", null);
        assertThat(refused.status()).isEqualTo(422);
        assertThat(refused.json().get("errors")).extracting(e -> e.get("path").toString() + e.get("code").asText())
                .containsExactlyInAnyOrder("[]unrecognized_keys", "[\"firstName\"]too_small",
                        "[\"gender\"]invalid_enum_value", "[\"phoneNumber\"]invalid_type",
                        "[\"customFields\",\"0\",\"value\"]invalid_type");
        assertThat(customerCount(api.fullKey)).isEqualTo(1);
    }

    @Test
    void givenANumberAnotherCustomerHas_whenCreatedOrChangedToIt_thenConflictNamingNoOne() {
        createdId("{\"firstName\":\"Ada\",\"phoneNumber\":\"+1 212 555 0101\"}");
        String other = createdId("{\"phoneNumber\":\"2125550102\"}");

        TestApi.Response taken = api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"(212) 555-0101\"}", null);
        TestApi.Response changed = api.patch(CUSTOMERS + "/" + other, api.fullKey,
                "{\"phoneNumber\":\"212.555.0101\"}");

        for (TestApi.Response conflict : List.of(taken, changed)) {
            assertThat(conflict.status()).isEqualTo(409);
            assertThat(conflict.json().get("code").asText()).isEqualTo("CONFLICT");
            assertThat(conflict.text()).doesNotContain("0101", "Ada", other);
        }
        assertThat(customerCount(api.fullKey)).isEqualTo(2);
        assertThat(api.post(CUSTOMERS, api.otherOrgKey, "{\"phoneNumber\":\"2125550101\"}", null).status())
                .isEqualTo(201);
    }

    @Test
    void givenAListNestedTooDeep_whenCreatedOrChanged_thenRefusedAtTheList() {
        String nested = "\"deep\"";
        for (int i = 0; i < 40; i++) {
            nested = i % 2 == 0 ? "[" + nested + "]" : "{\"d\":" + nested + "}";
        }
        String path = CUSTOMERS + "/" + createdId("{\"phoneNumber\":\"2125550101\"}");

        for (String list : List.of("policies", "customFields")) {
            String body = "{\"phoneNumber\":\"2125550102\",\"" + list + "\":" + nested + "}";
            for (TestApi.Response refused : List.of(api.post(CUSTOMERS, api.fullKey, body, null),
                    api.patch(path, api.fullKey, body))) {
                assertThat(refused.status()).as(refused.text()).isEqualTo(422);
                assertThat(refused.json().at("/errors/0/path/0").asText()).isEqualTo(list);
            }
        }
    }

    @Test
    void givenAnotherOrganizationsCustomer_whenReadChangedOrDeleted_thenNotFoundAndUntouched() {
        String theirs = createdId("{\"firstName\":\"Theirs\",\"phoneNumber\":\"2125550101\"}");
        String path = CUSTOMERS + "/" + theirs;

        assertThat(api.get(path, api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.patch(path, api.otherOrgKey, "{\"firstName\":\"Mine\"}").status()).isEqualTo(404);
        assertThat(delete(path, api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get(path, api.fullKey).json().get("firstName").asText()).isEqualTo("Theirs");
    }

    @Test
    void givenKeysThatMayNotWriteCustomers_whenTheyTry_thenForbiddenAndNothingWritten() {
        String path = CUSTOMERS + "/" + createdId("{\"firstName\":\"Ada\",\"phoneNumber\":\"2125550101\"}");
        String viewer = api.key(api.orgA, Set.of(Capability.CUSTOMERS_VIEW), false);
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);
        String syncOnly = api.key(api.orgA, Set.of(Capability.CUSTOMERS_SYNC), false);

        for (String key : List.of(viewer, readOnly)) {
            String code = key.equals(viewer) ? "FORBIDDEN" : "READ_ONLY_KEY";
            assertThat(api.post(CUSTOMERS, key, "{\"phoneNumber\":\"2125550102\"}", "k").json().get("code").asText())
                    .isEqualTo(code);
            assertThat(api.patch(path, key, "{\"firstName\":\"Bo\"}").json().get("code").asText()).isEqualTo(code);
            assertThat(delete(path, key).json().get("code").asText()).isEqualTo(code);
        }
        assertThat(api.post(CUSTOMERS, viewer, "{}", null).json().get("message").asText()).contains("customers.sync");
        assertThat(customerCount(api.fullKey)).isEqualTo(1);
        assertThat(api.get(path, api.fullKey).json().get("firstName").asText()).isEqualTo("Ada");
        // Writing customers is all the sync capability needs: the answer is the customer, unread otherwise.
        assertThat(api.post(CUSTOMERS, syncOnly, "{\"phoneNumber\":\"2125550102\"}", null).status()).isEqualTo(201);
    }

    @Test
    void givenAnIdempotencyKey_whenTheCreateIsRetried_thenTheFirstCustomerIsAnsweredAndAnotherBodyConflicts() {
        TestApi.Response first = api.post(CUSTOMERS, api.fullKey,
                "{\"firstName\":\"Ada\",\"phoneNumber\":\"2125550101\"}", "retry-7f3a");
        TestApi.Response again = api.post(CUSTOMERS, api.fullKey,
                "{ \"phoneNumber\": \"2125550101\", \"firstName\": \"Ada\" }", "retry-7f3a");
        TestApi.Response other = api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"2125550102\"}", "retry-7f3a");

        assertThat(again.status()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.json().get("id")).isEqualTo(first.json().get("id"));
        assertThat(again.header("Location")).isEqualTo(first.header("Location"));
        assertThat(other.status()).isEqualTo(409);
        assertThat(other.json().get("code").asText()).isEqualTo("IDEMPOTENCY_CONFLICT");
        assertThat(customerCount(api.fullKey)).isEqualTo(1);
        // Keys are the organization's across every create: a campaign create may not reuse it.
        assertThat(api.post("/v2/campaigns", api.fullKey, "{\"name\":\"AEP\"}", "retry-7f3a").status())
                .isEqualTo(409);
    }

    @Test
    void givenACustomer_whenChangedInPart_thenOnlyWhatWasSentChangesAndNullClears() {
        String path = CUSTOMERS + "/" + createdId("{\"firstName\":\"Ada\",\"lastName\":\"Lovelace\","
                + "\"email\":\"ada@example.com\",\"phoneNumber\":\"2125550101\"}");
        JsonNode before = api.get(path, api.fullKey).json();

        TestApi.Response changed = api.patch(path, api.fullKey, "{\"lastName\":\"Byron\",\"email\":null,"
                + "\"phoneNumber\":\"212-555-0109\"}");

        assertThat(changed.status()).as(changed.text()).isEqualTo(200);
        JsonNode customer = changed.json();
        assertThat(customer.get("firstName").asText()).isEqualTo("Ada");
        assertThat(customer.get("lastName").asText()).isEqualTo("Byron");
        assertThat(customer.get("email").isNull()).isTrue();
        assertThat(customer.get("callerId").asText()).isEqualTo("+12125550109");
        assertThat(api.get(path, api.fullKey).json()).isEqualTo(customer);
        JsonNode unchanged = api.patch(path, api.fullKey, "{}").json();
        assertThat(unchanged.get("updatedAt")).isEqualTo(customer.get("updatedAt"));
        assertThat(before.get("createdAt")).isEqualTo(customer.get("createdAt"));
        TestApi.Response nullNumber = api.patch(path, api.fullKey, "{\"phoneNumber\":null,\"firstName\":null}");
        assertThat(nullNumber.status()).isEqualTo(422);
        assertThat(nullNumber.json().get("errors")).extracting(e -> e.get("path").toString() + e.get("code").asText())
                .containsExactly("[\"phoneNumber\"]invalid_type");
        assertThat(api.patch(CUSTOMERS + "/nope", api.fullKey, "{}").json().at("/errors/0/path/0").asText())
                .isEqualTo("id");
    }

    @Test
    void givenAnEnrolledCustomer_whenDeleted_thenItIsGoneItsNumberFreeAndASecondDeleteNotFound() {
        Customer enrolled = TestData.customer(api.orgA.id(), TestData.phone(7));
        api.store.customers().insert(enrolled);
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).build();
        api.store.campaigns().insert(campaign);
        api.store.enrollments().insert(TestData.enrollment(api.orgA.id(), campaign.id(), enrolled.id()));
        String path = CUSTOMERS + "/" + enrolled.id();

        TestApi.Response deleted = delete(path, api.fullKey);

        assertThat(deleted.status()).isEqualTo(204);
        assertThat(deleted.text()).isEmpty();
        assertThat(api.get(path, api.fullKey).status()).isEqualTo(404);
        assertThat(customerCount(api.fullKey)).isZero();
        assertThat(api.patch(path, api.fullKey, "{}").status()).isEqualTo(404);
        assertThat(delete(path, api.fullKey).status()).isEqualTo(404);
        assertThat(delete(CUSTOMERS + "/" + UUID.randomUUID(), api.fullKey).status()).isEqualTo(404);
        assertThat(api.store.customers().findById(api.orgA.id(), enrolled.id()))
                .hasValueSatisfying(kept -> assertThat(kept.isDeleted()).isTrue());
        assertThat(api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"" + enrolled.phone().e164() + "\"}",
                null).status()).isEqualTo(201);
    }

    @Test
    void givenACreateWhoseCustomerWasDeleted_whenRetriedWithItsKey_thenNotFound() {
        TestApi.Response first = api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"2125550101\"}", "k-gone");
        delete(first.header("Location"), api.fullKey);

        TestApi.Response again = api.post(CUSTOMERS, api.fullKey, "{\"phoneNumber\":\"2125550101\"}", "k-gone");

        assertThat(again.status()).isEqualTo(404);
        assertThat(customerCount(api.fullKey)).isZero();
    }
}
