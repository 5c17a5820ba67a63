package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.FieldSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /v2/sync/medicare (D17, P24-P26). */
class MedicareSyncApiTest {

    private static final String PATH = "/v2/sync/medicare";
    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        defineTier(api);
    }

    /** Defines the customers' custom field {@code tier}, a number from 1 to 3, that the syncs here send. */
    static void defineTier(TestApi api) {
        var tier = api.post("/v2/custom-fields", api.fullKey, """
                {"recordType":"customers","fieldKey":"tier","fieldLabel":"Tier","fieldDescription":"Service tier",
                 "fieldType":"number","validationRules":{"min":1,"max":3}}""");
        assertThat(tier.status()).as(tier.text()).isEqualTo(201);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    /** A stored customer of the fixture's full profile, with the sync keys given (null leaves one unset). */
    private Customer givenCustomer(OrganizationId org, int phone, String clientCustomerId, String mbiNumber) {
        Customer base = TestData.customer(org, TestData.phone(phone));
        Map<CustomerField, Object> keys = new HashMap<>();
        keys.put(CustomerField.CLIENT_CUSTOMER_ID, clientCustomerId);
        keys.put(CustomerField.MBI_NUMBER, mbiNumber);
        Map<PolicyField, Object> policy = new EnumMap<>(PolicyField.class);
        policy.put(PolicyField.POLICY_TYPE, "MA");
        policy.put(PolicyField.POLICY_NUMBER, "P-" + phone);
        policy.put(PolicyField.CARRIER_NAME, "Sunshine Health");
        policy.put(PolicyField.STATUS, "Pending");
        List<Policy> policies = new ArrayList<>(base.policies());
        policies.add(new Policy(TestData.newId(), policy, List.of(), TestData.T0, TestData.T0));
        Customer customer = Customer.reconstitute(base.id(), org, 0, base.phone(), base.profile().with(keys), policies,
                base.customValues(), base.relatedLists(), base.createdAt(), base.updatedAt(), null);
        api.store.customers().insert(customer);
        return customer;
    }

    private Customer stored(Customer customer) {
        return api.store.customers().findById(customer.organizationId(), customer.id()).orElseThrow();
    }

    private Customer storedByPhone(OrganizationId org, String e164) {
        List<Customer> found = api.store.customers().findByPhones(org, List.of(new PhoneNumber(e164)));
        assertThat(found).as("customers with " + e164).hasSize(1);
        return found.get(0);
    }

    private static List<String> errorTexts(JsonNode body) {
        return StreamSupport.stream(body.path("errors").spliterator(), false).map(e -> e.path("error").asText())
                .toList();
    }

    @Test
    void givenMixedBatch_whenSynced_thenEachRecordCreatesOrUpdatesItsMatchOrFailsAlone() {
        Customer byExternalId = givenCustomer(api.orgA.id(), 11, "crm-1", null);
        Customer byMbi = givenCustomer(api.orgA.id(), 12, "crm-2", "1EG4TE5MK73");
        Customer byPhone = givenCustomer(api.orgA.id(), 13, null, null);

        var response = api.post(PATH, api.fullKey, """
                {"records":[
                  {"firstName":"Nia","lastName":"Long","phoneNumber":"212-555-0021","dateOfBirth":"1954-03-02",
                   "customFields":[{"fieldKey":"tier","value":"2"}],
                   "policies":[{"policyType":"MS","policyNumber":"N-1",
                                "aorAgentId":"0190A5B2-2222-7000-8000-00000000000A"}]},
                  {"externalId":"crm-1","firstName":"Ada","lastName":"King","phoneNumber":"+1 212 555 0022",
                   "email":null,"dependentCount":3},
                  {"externalId":"crm-new","mbiNumber":"1EG4TE5MK73","firstName":"Ada","lastName":"Lovelace",
                   "phoneNumber":"2125550012","veteran":true},
                  {"firstName":"Ada","lastName":"Lovelace","phoneNumber":"(212) 555-0013",
                   "policies":[{"policyType":"MA","policyNumber":"P-13","planName":"Gold Plus","carrierName":null},
                               {"policyType":"PDP","carrierAssignedPolicyId":"C-77"}]},
                  {"externalId":"crm-9","firstName":"Cy","lastName":"Ng","phoneNumber":"2125550024",
                   "customFields":[{"fieldKey":"nickname","value":"Ace"}]},
                  {"externalId":"crm-1","firstName":"Ada","lastName":"King","phoneNumber":"2125550022",
                   "customFields":[{"fieldKey":"tier","value":"9"}]}
                ]}""");

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(body.get("succeeded").asInt()).isEqualTo(4);
        assertThat(body.get("failed").asInt()).isEqualTo(2);
        assertThat(body.get("errors")).hasSize(2);
        JsonNode unknownKey = body.get("errors").get(0);
        assertThat(unknownKey.get("id").isNull()).isTrue();
        assertThat(unknownKey.get("externalId").asText()).isEqualTo("crm-9");
        assertThat(unknownKey.get("error").asText()).startsWith("Record 4 ").contains("'nickname'");
        JsonNode badValue = body.get("errors").get(1);
        assertThat(badValue.get("id").asText()).isEqualTo(byExternalId.id().toString());
        assertThat(badValue.get("externalId").asText()).isEqualTo("crm-1");
        assertThat(badValue.get("error").asText()).startsWith("Record 5 ").contains("'tier'").contains("at most 3");
        assertThat(api.store.customers().findByPhones(api.orgA.id(), List.of(new PhoneNumber("+12125550024"))))
                .as("a failed new record creates nothing").isEmpty();

        Customer created = storedByPhone(api.orgA.id(), "+12125550021");
        assertThat(created.profile().get(CustomerField.STATUS)).isEqualTo("Lead");
        assertThat(created.profile().get(CustomerField.DATE_OF_BIRTH)).isEqualTo("1954-03-02");
        assertThat(created.customValues()).containsExactly(new CustomValue("tier", "2"));
        assertThat(created.policies()).singleElement().satisfies(p -> {
            assertThat(p.text(PolicyField.STATUS)).isEqualTo("Active");
            assertThat(p.text(PolicyField.AOR_AGENT_ID)).isEqualTo("0190a5b2-2222-7000-8000-00000000000a");
        });

        Customer external = stored(byExternalId);
        assertThat(external.version()).isEqualTo(1);
        assertThat(external.phone().e164()).isEqualTo("+12125550022");
        assertThat(external.profile().get(CustomerField.LAST_NAME)).isEqualTo("King");
        assertThat(external.profile().get(CustomerField.DEPENDENT_COUNT)).isEqualTo(3);
        assertThat(external.profile().values()).doesNotContainKey(CustomerField.EMAIL);
        assertThat(external.profile().get(CustomerField.STATUS)).as("not sent: kept").isEqualTo("Active");
        assertThat(external.profile().get(CustomerField.STATE)).isEqualTo("FL");
        assertThat(external.policies()).isEqualTo(byExternalId.policies());
        assertThat(external.customValues()).as("the failed record changed nothing")
                .isEqualTo(byExternalId.customValues());
        assertThat(external.updatedAt()).isAfter(byExternalId.updatedAt());

        Customer mbi = stored(byMbi);
        assertThat(mbi.profile().get(CustomerField.CLIENT_CUSTOMER_ID)).isEqualTo("crm-new");
        assertThat(mbi.profile().get(CustomerField.VETERAN)).isEqualTo(Boolean.TRUE);
        assertThat(mbi.profile().get(CustomerField.EMAIL)).isEqualTo("ada@example.com");
        assertThat(mbi.phone()).isEqualTo(byMbi.phone());

        Customer phone = stored(byPhone);
        assertThat(phone.policies()).hasSize(3);
        Policy matched = phone.policies().get(1);
        assertThat(matched.id()).isEqualTo(byPhone.policies().get(1).id());
        assertThat(matched.text(PolicyField.PLAN_NAME)).isEqualTo("Gold Plus");
        assertThat(matched.values()).doesNotContainKey(PolicyField.CARRIER_NAME);
        assertThat(matched.text(PolicyField.STATUS)).isEqualTo("Pending");
        assertThat(phone.policies().get(0)).isEqualTo(byPhone.policies().get(0));
        assertThat(phone.policies().get(2).text(PolicyField.CARRIER_ASSIGNED_POLICY_ID)).isEqualTo("C-77");
        assertThat(phone.policies().get(2).text(PolicyField.STATUS)).isEqualTo("Active");
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(4);
    }

    @Test
    void givenRecordWithEveryMember_whenSynced_thenEachFillsItsFieldOfTheCatalog() throws Exception {
        Map<CustomerField, Object> sent = new EnumMap<>(CustomerField.class);
        SyncedCustomer.FIELDS.forEach(field -> sent.put(field, valueFor(field.wireName(), field.spec())));
        Map<PolicyField, Object> policy = new EnumMap<>(PolicyField.class);
        Arrays.stream(PolicyField.values()).forEach(field -> policy.put(field, valueFor(field.wireName(), field.spec())));
        Map<String, Object> record = new HashMap<>();
        sent.forEach((field, value) -> record.put(field == SyncedCustomer.EXTERNAL_ID ? "externalId" : field.wireName(),
                value));
        record.put("phoneNumber", "2125550090");
        record.put("customFields", List.of(Map.of("fieldKey", "tier", "value", "2")));
        Map<String, Object> policyMembers = new HashMap<>();
        policy.forEach((field, value) -> policyMembers.put(field.wireName(), value));
        record.put("policies", List.of(policyMembers));

        var response = api.post(PATH, api.fullKey, TestApi.MAPPER.writeValueAsString(
                Map.of("records", List.of(record))));

        assertThat(response.json().get("succeeded").asInt()).as(response.text()).isEqualTo(1);
        Customer created = storedByPhone(api.orgA.id(), "+12125550090");
        sent.forEach((field, value) -> assertThat(created.profile().get(field)).as(field.wireName())
                .isEqualTo(value));
        assertThat(created.customValues()).containsExactly(new CustomValue("tier", "2"));
        assertThat(created.policies()).singleElement().satisfies(stored -> policy.forEach((field, value) ->
                assertThat(stored.values().get(field)).as(field.wireName()).isEqualTo(value)));
    }

    /** A value of the field's kind that tells it from every other field's. */
    private static Object valueFor(String name, FieldSpec spec) {
        return switch (spec.kind()) {
            case STRING -> name.substring(0, Math.min(name.length(), spec.maxLength()));
            case ENUM -> spec.allowed().get(spec.allowed().size() - 1);
            case BOOLEAN -> name.length() % 2 == 0;
            case INT32 -> name.length();
            case DATE -> String.format("19%02d-01-02", name.length());
            case UUID -> String.format("0190a5b2-2222-7000-8000-%012d", name.length());
            case DATE_TIME -> throw new IllegalArgumentException(name + ": no sync record member is a date-time");
        };
    }

    @Test
    void givenRecordMatchedByExternalIdCarryingAnotherCustomersPhone_whenSynced_thenThatRecordFailsAndNobodyChanges() {
        Customer matched = givenCustomer(api.orgA.id(), 31, "crm-a", null);
        Customer holder = givenCustomer(api.orgA.id(), 32, null, null);

        var response = api.post(PATH, api.fullKey, """
                {"records":[
                  {"externalId":"crm-a","firstName":"Ada","lastName":"King","phoneNumber":"212-555-0032"}
                ]}""");

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(body.get("succeeded").asInt()).isZero();
        assertThat(body.get("failed").asInt()).isEqualTo(1);
        JsonNode error = body.get("errors").get(0);
        assertThat(error.get("id").asText()).isEqualTo(matched.id().toString());
        assertThat(error.get("externalId").asText()).isEqualTo("crm-a");
        assertThat(error.get("error").asText())
                .isEqualTo("Record 0 was not applied: phoneNumber +12125550032 belongs to another customer.");
        assertThat(stored(matched)).isEqualTo(matched);
        assertThat(stored(holder)).isEqualTo(holder);
    }

    @Test
    void givenRecordMatchedByMbiNumberCarryingAnotherCustomersPhone_whenSynced_thenThatRecordFailsNamingItsMatch() {
        Customer matched = givenCustomer(api.orgA.id(), 33, null, "1EG4TE5MK73");
        Customer holder = givenCustomer(api.orgA.id(), 34, null, null);

        JsonNode body = api.post(PATH, api.fullKey, """
                {"records":[
                  {"mbiNumber":"1EG4TE5MK73","firstName":"Ada","lastName":"King","phoneNumber":"2125550034"}
                ]}""").json();

        assertThat(body.get("failed").asInt()).isEqualTo(1);
        assertThat(body.get("errors").get(0).get("id").asText()).isEqualTo(matched.id().toString());
        assertThat(body.get("errors").get(0).get("externalId").isNull()).isTrue();
        assertThat(body.get("errors").get(0).get("error").asText()).contains("belongs to another customer");
        assertThat(stored(matched)).isEqualTo(matched);
        assertThat(stored(holder)).isEqualTo(holder);
    }

    @Test
    void givenRecordMovingItsCustomerToAFreeNumberAndOneMatchingByPhoneOnly_whenSynced_thenBothApplyToTheirOwnCustomer() {
        Customer moving = givenCustomer(api.orgA.id(), 35, "crm-b", null);
        Customer byPhone = givenCustomer(api.orgA.id(), 36, null, null);

        JsonNode body = api.post(PATH, api.fullKey, """
                {"records":[
                  {"externalId":"crm-b","firstName":"Ada","lastName":"King","phoneNumber":"2125550037"},
                  {"firstName":"Bea","lastName":"Lowe","phoneNumber":"2125550036"},
                  {"externalId":"crm-b","firstName":"Ada","lastName":"King","phoneNumber":"2125550036"}
                ]}""").json();

        assertThat(body.get("succeeded").asInt()).isEqualTo(2);
        assertThat(body.get("errors").get(0).get("error").asText()).startsWith("Record 2 ")
                .contains("belongs to another customer");
        assertThat(stored(moving).phone().e164()).isEqualTo("+12125550037");
        assertThat(stored(byPhone).profile().get(CustomerField.FIRST_NAME)).isEqualTo("Bea");
        assertThat(stored(byPhone).phone()).isEqualTo(byPhone.phone());
        assertThat(storedByPhone(api.orgA.id(), "+12125550036").id()).isEqualTo(byPhone.id());
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(2);
    }

    @Test
    void givenRecordThatRepeatsWhatIsStored_whenSynced_thenSucceedsAndNothingMoves() {
        Customer customer = givenCustomer(api.orgA.id(), 14, "crm-14", null);

        var response = api.post(PATH, api.fullKey, """
                {"records":[{"externalId":"crm-14","firstName":"Ada","lastName":"Lovelace","phoneNumber":"2125550014",
                 "policies":[{"policyType":"MA","policyNumber":"P-14","carrierName":"Sunshine Health"}]}]}""");

        assertThat(response.json().get("succeeded").asInt()).as(response.text()).isEqualTo(1);
        assertThat(stored(customer)).isEqualTo(customer);
    }

    @Test
    void givenSchemaBrokenBatch_whenSynced_then422WithEveryErrorAndTheFailedRecordsAndNothingWritten() {
        Customer customer = givenCustomer(api.orgA.id(), 15, null, null);

        var response = api.post(PATH, api.fullKey, """
                {"records":[
                  {"firstName":"Ada","lastName":"King","phoneNumber":"2125550015"},
                  {"firstName":"Bo","lastName":"Diaz","phoneNumber":"2125550031"},
                  {"firstName":"  ","lastName":7,"phoneNumber":"+44 20 7946 0958","externalId":"ext-2",
                   "dateOfBirth":"1950-02-30","gender":"male","status":"Active","householdIncome":2147483648,
                   "customFields":[{"fieldKey":"tier","value":"1"},{"fieldKey":"tier","value":null},{"value":1}],
                   "policies":[{"policyNumber":"P-1"},{"policyType":"HMO","aorAgentId":"x","policyLives":1.5}]},
                  {"lastName":"Oz","phoneNumber":"555"},
                  "just text"
                ],"dryRun":true}""");

        assertThat(response.status()).as(response.text()).isEqualTo(422);
        assertThat(response.code()).isEqualTo("VALIDATION_ERROR");
        assertThat(response.errors()).containsExactlyInAnyOrder(":unrecognized_keys",
                "records.2:unrecognized_keys", "records.2.firstName:too_small", "records.2.lastName:invalid_type",
                "records.2.phoneNumber:invalid_string", "records.2.dateOfBirth:invalid_string",
                "records.2.gender:invalid_enum_value", "records.2.householdIncome:too_big",
                "records.2.customFields.1.fieldKey:custom", "records.2.customFields.2.fieldKey:invalid_type",
                "records.2.customFields.2.value:invalid_type", "records.2.policies.0.policyType:invalid_type",
                "records.2.policies.1.policyType:invalid_enum_value", "records.2.policies.1.aorAgentId:invalid_string",
                "records.2.policies.1.policyLives:invalid_type", "records.3.firstName:invalid_type",
                "records.3.phoneNumber:invalid_string", "records.4:invalid_type");
        JsonNode failed = response.json().get("failedRecords");
        assertThat(failed).hasSize(3);
        assertThat(failed.get(0).get("index").asInt()).isEqualTo(2);
        assertThat(failed.get(0).get("phoneNumber").asText()).isEqualTo("+44 20 7946 0958");
        assertThat(failed.get(0).get("firstName").asText()).isEqualTo("  ");
        assertThat(failed.get(0).get("lastName").isNull()).isTrue();
        assertThat(failed.get(0).get("externalId").asText()).isEqualTo("ext-2");
        assertThat(failed.get(1).get("index").asInt()).isEqualTo(3);
        assertThat(failed.get(1).get("firstName").isNull()).isTrue();
        assertThat(failed.get(1).get("lastName").asText()).isEqualTo("Oz");
        assertThat(failed.get(2).get("index").asInt()).isEqualTo(4);
        assertThat(failed.get(2).get("phoneNumber").isNull()).isTrue();
        assertThat(stored(customer)).as("the valid records were not applied either").isEqualTo(customer);
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(1);
    }

    @Test
    void givenFailedRecordWithHugeValues_whenRefused_thenTheyAreEchoedCutTo255Characters() {
        String huge = "x".repeat(5000);

        var response = api.post(PATH, api.fullKey, "{\"records\":[{\"firstName\":\"" + huge
                + "\",\"lastName\":\"L\",\"phoneNumber\":\"2125550080\",\"externalId\":\"" + huge + "\"}]}");

        assertThat(response.errors()).containsExactlyInAnyOrder("records.0.firstName:too_big",
                "records.0.externalId:too_big");
        JsonNode failed = response.json().get("failedRecords").get(0);
        assertThat(failed.get("firstName").asText()).hasSize(255).endsWith("...");
        assertThat(failed.get("externalId").asText()).hasSize(255).endsWith("...");
        assertThat(failed.get("phoneNumber").asText()).isEqualTo("2125550080");
        assertThat(response.text()).doesNotContain(huge.substring(0, 300));
    }

    @Test
    void givenNoRecordsOrTooMany_whenSynced_then422AtRecordsWithoutFailedRecords() {
        String record = "{\"firstName\":\"F\",\"lastName\":\"L\",\"phoneNumber\":\"2125550040\"}";
        String tooMany = IntStream.range(0, 101).mapToObj(i -> record)
                .collect(Collectors.joining(",", "{\"records\":[", "]}"));

        for (String body : List.of("{\"records\":[]}", tooMany, "{}", "{\"records\":null}")) {
            var response = api.post(PATH, api.fullKey, body);

            assertThat(response.status()).isEqualTo(422);
            assertThat(response.errors()).singleElement().satisfies(e -> assertThat(e).startsWith("records:"));
            assertThat(response.json().get("failedRecords")).isEmpty();
        }
        assertThat(api.post(PATH, api.fullKey, "{\"records\":[]}").errors()).containsExactly("records:too_small");
        assertThat(api.post(PATH, api.fullKey, tooMany).errors()).containsExactly("records:too_big");
        assertThat(api.store.customers().count(api.orgA.id())).isZero();
    }

    @Test
    void givenHundredRecords_whenSynced_thenEachIsApplied() {
        String records = IntStream.range(0, 100).mapToObj(i -> "{\"firstName\":\"F\",\"lastName\":\"L" + i
                + "\",\"phoneNumber\":\"21255" + (20000 + i) + "\"}").collect(Collectors.joining(",", "{\"records\":[",
                "]}"));

        var response = api.post(PATH, api.fullKey, records);

        assertThat(response.json().get("succeeded").asInt()).as(response.text()).isEqualTo(100);
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(100);
    }

    @Test
    void givenNamesAtTheLimitInCharactersOutsideTheBasicPlane_whenSynced_thenAcceptedAsCharactersNotUtf16Units() {
        String emoji255 = "\uD83D\uDE00".repeat(255);

        var response = api.post(PATH, api.fullKey, "{\"records\":[{\"firstName\":\"" + emoji255
                + "\",\"lastName\":\"L\",\"phoneNumber\":\"2125550111\"}]}");

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        assertThat(response.json().get("succeeded").asInt()).isEqualTo(1);
    }

    @Test
    void givenCustomersOfAnotherOrganization_whenSyncedWithTheirKeys_thenNeverMatched() {
        Customer theirs = givenCustomer(api.orgB.id(), 16, "crm-16", "1EG4TE5MK16");

        var response = api.post(PATH, api.fullKey, """
                {"records":[{"externalId":"crm-16","mbiNumber":"1EG4TE5MK16","firstName":"Ann","lastName":"Lee",
                 "phoneNumber":"2125550016"}]}""");

        assertThat(response.json().get("succeeded").asInt()).as(response.text()).isEqualTo(1);
        Customer ours = storedByPhone(api.orgA.id(), "+12125550016");
        assertThat(ours.id()).isNotEqualTo(theirs.id());
        assertThat(ours.profile().get(CustomerField.FIRST_NAME)).isEqualTo("Ann");
        assertThat(stored(theirs)).isEqualTo(theirs);
    }

    @Test
    void givenRequiredCustomField_whenSynced_thenNewRecordsNeedItAndMatchedOnesMayLeaveItOut() {
        var required = api.post("/v2/custom-fields", api.fullKey, """
                {"recordType":"customers","fieldKey":"plan_level","fieldLabel":"Plan level","fieldDescription":"Level",
                 "fieldType":"select","options":["Gold","Silver"],"isRequired":true}""");
        assertThat(required.status()).as(required.text()).isEqualTo(201);
        Customer customer = givenCustomer(api.orgA.id(), 17, null, null);

        var response = api.post(PATH, api.fullKey, """
                {"records":[
                  {"firstName":"Ada","lastName":"King","phoneNumber":"2125550017"},
                  {"firstName":"New","lastName":"Person","phoneNumber":"2125550051"},
                  {"firstName":"New","lastName":"Person","phoneNumber":"2125550052",
                   "customFields":[{"fieldKey":"plan_level","value":"Gold"}]},
                  {"firstName":"Ada","lastName":"King","phoneNumber":"2125550017",
                   "customFields":[{"fieldKey":"plan_level","value":null}]}
                ]}""");

        assertThat(response.json().get("succeeded").asInt()).as(response.text()).isEqualTo(2);
        assertThat(errorTexts(response.json())).satisfiesExactly(
                e -> assertThat(e).startsWith("Record 1 ").contains("'plan_level' is required"),
                e -> assertThat(e).startsWith("Record 3 ").contains("'plan_level'").contains("required"));
        assertThat(stored(customer).profile().get(CustomerField.LAST_NAME)).isEqualTo("King");
        assertThat(storedByPhone(api.orgA.id(), "+12125550052").customValues())
                .containsExactly(new CustomValue("plan_level", "Gold"));
    }

    @Test
    void givenTwoSyncsOfTheSameNewPhoneAtOnce_whenBothRun_thenOneCustomerIsCreated() throws Exception {
        String body = "{\"records\":[{\"firstName\":\"Twin\",\"lastName\":\"Sync\",\"phoneNumber\":\"2125550060\"}]}";
        ExecutorService pool = Executors.newFixedThreadPool(2);
        CyclicBarrier start = new CyclicBarrier(2);
        try {
            List<Future<TestApi.Response>> runs = new ArrayList<>();
            for (int i = 0; i < 2; i++) {
                runs.add(pool.submit(() -> {
                    start.await(10, TimeUnit.SECONDS);
                    return api.post(PATH, api.fullKey, body);
                }));
            }
            for (Future<TestApi.Response> run : runs) {
                assertThat(run.get(30, TimeUnit.SECONDS).json().get("succeeded").asInt()).isEqualTo(1);
            }
        } finally {
            pool.shutdownNow();
        }

        assertThat(storedByPhone(api.orgA.id(), "+12125550060").profile().get(CustomerField.LAST_NAME))
                .isEqualTo("Sync");
    }

    @Test
    void givenKeysWithoutTheCapabilityReadOnlyOrNone_whenSyncing_thenRefusedBeforeAnyWork() {
        String body = "{\"records\":[{\"firstName\":\"F\",\"lastName\":\"L\",\"phoneNumber\":\"2125550070\"}]}";

        var forbidden = api.post(PATH, api.key(api.orgA, Set.of(Capability.CUSTOMERS_VIEW), false), body);
        assertThat(forbidden.status()).isEqualTo(403);
        assertThat(forbidden.code()).isEqualTo("FORBIDDEN");
        assertThat(forbidden.json().get("message").asText()).contains("customers.sync");
        var readOnly = api.post(PATH, api.key(api.orgA, Set.of(Capability.CUSTOMERS_SYNC), true), body);
        assertThat(readOnly.status()).isEqualTo(403);
        assertThat(readOnly.code()).isEqualTo("READ_ONLY_KEY");
        assertThat(api.post(PATH, null, body).status()).isEqualTo(401);
        assertThat(api.post(PATH, api.revokedKey(api.orgA), body).status()).isEqualTo(401);
        assertThat(api.post(PATH, api.key(api.orgA, Set.of(Capability.CUSTOMERS_SYNC), false), body).status())
                .isEqualTo(200);
        assertThat(api.store.customers().count(api.orgA.id())).isEqualTo(1);
    }
}
