package io.campaignoutreach.domain.customer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** D17: what a Medicare sync record does to a new or an existing customer. */
class CustomerSyncTest {

    private static final Instant T0 = Instant.parse("2026-01-05T09:00:00.000Z");
    private static final Instant T1 = Instant.parse("2026-01-06T09:00:00.000Z");
    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    private static final PhoneNumber PHONE = new PhoneNumber("+12125550101");

    private final AtomicInteger policyIdsDrawn = new AtomicInteger();
    private final Supplier<UUID> policyIds = () -> {
        policyIdsDrawn.incrementAndGet();
        return UUID.randomUUID();
    };

    private static CustomFieldDefinition field(String key, FieldType type, Boolean required, RecordType recordType,
                                               Instant deletedAt) {
        ValidationRules rules = type == FieldType.NUMBER
                ? new ValidationRules(null, null, BigDecimal.ONE, new BigDecimal("3"), null, null, null, null)
                : ValidationRules.none();
        return CustomFieldDefinition.reconstitute(CustomFieldId.of(UUID.randomUUID()), ORG, recordType, key,
                "Label", "Description", type, required, type == FieldType.SELECT ? List.of("Gold", "Silver") : null,
                rules, T0, T0, deletedAt);
    }

    private static final List<CustomFieldDefinition> DEFINITIONS = List.of(
            field("tier", FieldType.NUMBER, false, RecordType.CUSTOMERS, null),
            field("plan_level", FieldType.SELECT, true, RecordType.CUSTOMERS, null),
            field("policy_color", FieldType.TEXT, false, RecordType.POLICIES, null),
            field("retired", FieldType.TEXT, true, RecordType.CUSTOMERS, T0));

    private static Map<CustomerField, Object> names(String first, String last) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.FIRST_NAME, first);
        fields.put(CustomerField.LAST_NAME, last);
        return fields;
    }

    private static SyncedPolicy policy(Object... pairs) {
        Map<PolicyField, Object> fields = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            fields.put((PolicyField) pairs[i], pairs[i + 1]);
        }
        return SyncedPolicy.of(fields);
    }

    private static Customer stored() {
        Map<CustomerField, Object> profile = names("Ada", "Lovelace");
        profile.put(CustomerField.STATUS, "Active");
        profile.put(CustomerField.EMAIL, "ada@example.com");
        profile.put(CustomerField.STATE, "FL");
        Map<PolicyField, Object> first = new EnumMap<>(PolicyField.class);
        first.put(PolicyField.POLICY_TYPE, "MA");
        first.put(PolicyField.POLICY_NUMBER, "P-1");
        first.put(PolicyField.CARRIER_NAME, "Sunshine");
        first.put(PolicyField.STATUS, "Pending");
        Map<PolicyField, Object> second = new EnumMap<>(PolicyField.class);
        second.put(PolicyField.POLICY_TYPE, "PDP");
        second.put(PolicyField.CARRIER_ASSIGNED_POLICY_ID, "C-9");
        return Customer.reconstitute(CustomerId.of(UUID.randomUUID()), ORG, 4, PHONE, CustomerProfile.of(profile),
                List.of(new Policy(UUID.randomUUID(), first, List.of(new CustomValue("policy_color", "blue")), T0, T0),
                        new Policy(UUID.randomUUID(), second, List.of(), T0, T0)),
                List.of(new CustomValue("tier", "2"), new CustomValue("plan_level", "Gold")), Map.of(), T0, T0, null);
    }

    @Test
    void givenNewRecord_whenCustomerCreatedFromIt_thenLeadWithTheSentFieldsPoliciesAndValues() {
        Map<CustomerField, Object> fields = names("Grace", "Hopper");
        fields.put(CustomerField.CLIENT_CUSTOMER_ID, "crm-7");
        fields.put(CustomerField.EMAIL, null);
        fields.put(CustomerField.DEPENDENT_COUNT, 2);
        SyncedCustomer record = new SyncedCustomer(PHONE, fields, List.of(new CustomValue("plan_level", "Silver")),
                List.of(policy(PolicyField.POLICY_TYPE, "MAPD", PolicyField.POLICY_NUMBER, "N-1")));
        CustomerId id = CustomerId.of(UUID.randomUUID());

        Customer created = Customer.fromSync(id, ORG, record, DEFINITIONS, policyIds, T0);

        assertThat(created.id()).isEqualTo(id);
        assertThat(created.version()).isZero();
        assertThat(created.phone()).isEqualTo(PHONE);
        assertThat(created.profile().get(CustomerField.STATUS)).isEqualTo("Lead");
        assertThat(created.profile().get(CustomerField.CLIENT_CUSTOMER_ID)).isEqualTo("crm-7");
        assertThat(created.profile().get(CustomerField.DEPENDENT_COUNT)).isEqualTo(2);
        assertThat(created.profile().values()).doesNotContainKey(CustomerField.EMAIL);
        assertThat(created.customValues()).containsExactly(new CustomValue("plan_level", "Silver"));
        assertThat(created.policies()).singleElement().satisfies(p -> {
            assertThat(p.text(PolicyField.STATUS)).isEqualTo(Policy.DEFAULT_STATUS);
            assertThat(p.createdAt()).isEqualTo(T0);
        });
        assertThat(created.createdAt()).isEqualTo(T0).isEqualTo(created.updatedAt());
    }

    @Test
    void givenNewRecordWithoutARequiredCustomField_whenCreated_thenRefusedNamingIt() {
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Grace", "Hopper"), List.of(), List.of());

        assertThatThrownBy(() -> Customer.fromSync(CustomerId.of(UUID.randomUUID()), ORG, record, DEFINITIONS,
                policyIds, T0)).isInstanceOf(ValidationException.class)
                .satisfies(e -> assertThat(((ValidationException) e).violations()).singleElement()
                        .satisfies(v -> assertThat(v.message()).contains("plan_level").contains("required")));
    }

    @Test
    void givenUnknownDeletedOrPolicyKeysAndBadValues_whenSynced_thenEveryProblemReportedAndNothingChanges() {
        Customer customer = stored();
        List<CustomValue> values = new ArrayList<>();
        values.add(new CustomValue("nickname", "Ace"));
        values.add(new CustomValue("tier", "7"));
        values.add(new CustomValue("retired", "x"));
        values.add(new CustomValue("policy_color", "red"));
        values.add(new CustomValue("plan_level", null));
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Ada", "Lovelace"), values, List.of());

        assertThatThrownBy(() -> customer.applySync(record, DEFINITIONS, policyIds, T1))
                .isInstanceOf(ValidationException.class)
                .satisfies(e -> assertThat(((ValidationException) e).violations())
                        .extracting(v -> String.join(".", v.path()) + ":" + v.code().wireName())
                        .containsExactly("customFields.0.fieldKey:not_found", "customFields.1.value:custom",
                                "customFields.2.fieldKey:not_found", "customFields.3.fieldKey:not_found",
                                "customFields.4.value:custom"));
        assertThat(policyIdsDrawn).hasValue(0);
    }

    @Test
    void givenRecordOfSomeFields_whenApplied_thenOnlyThoseChangeAndTheVersionMovesOnce() {
        Customer customer = stored();
        Map<CustomerField, Object> fields = names("Ada", "King");
        fields.put(CustomerField.EMAIL, null);
        fields.put(CustomerField.MBI_NUMBER, "1EG4TE5MK73");
        PhoneNumber newPhone = new PhoneNumber("+13055550199");
        SyncedCustomer record = new SyncedCustomer(newPhone, fields,
                List.of(new CustomValue("tier", "3"), new CustomValue("plan_level", "Silver")), List.of());

        Customer synced = customer.applySync(record, DEFINITIONS, policyIds, T1);

        assertThat(synced.version()).isEqualTo(customer.version() + 1);
        assertThat(synced.updatedAt()).isEqualTo(T1);
        assertThat(synced.createdAt()).isEqualTo(T0);
        assertThat(synced.phone()).isEqualTo(newPhone);
        assertThat(synced.profile().get(CustomerField.LAST_NAME)).isEqualTo("King");
        assertThat(synced.profile().get(CustomerField.MBI_NUMBER)).isEqualTo("1EG4TE5MK73");
        assertThat(synced.profile().values()).doesNotContainKey(CustomerField.EMAIL);
        assertThat(synced.profile().get(CustomerField.STATE)).isEqualTo("FL");
        assertThat(synced.profile().get(CustomerField.STATUS)).isEqualTo("Active");
        assertThat(synced.policies()).isEqualTo(customer.policies());
        assertThat(synced.customValues()).containsExactly(new CustomValue("tier", "3"),
                new CustomValue("plan_level", "Silver"));
    }

    @Test
    void givenRecordThatRepeatsTheStoredValues_whenApplied_thenTheSameCustomerComesBack() {
        Customer customer = stored();
        Map<CustomerField, Object> fields = names("Ada", "Lovelace");
        fields.put(CustomerField.STATE, "FL");
        SyncedCustomer record = new SyncedCustomer(PHONE, fields, List.of(new CustomValue("tier", "2")),
                List.of(policy(PolicyField.POLICY_TYPE, "MA", PolicyField.POLICY_NUMBER, "P-1",
                        PolicyField.CARRIER_NAME, "Sunshine")));

        assertThat(customer.applySync(record, DEFINITIONS, policyIds, T1)).isSameAs(customer);
    }

    @Test
    void givenPolicies_whenApplied_thenMatchedByNumberThenCarrierIdOtherwiseAdded() {
        Customer customer = stored();
        Policy byNumber = customer.policies().get(0);
        Policy byCarrierId = customer.policies().get(1);
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Ada", "Lovelace"), List.of(), List.of(
                policy(PolicyField.POLICY_TYPE, "MA", PolicyField.POLICY_NUMBER, "P-1", PolicyField.PLAN_NAME,
                        "Gold Plus", PolicyField.CARRIER_NAME, null),
                policy(PolicyField.POLICY_TYPE, "PDP", PolicyField.POLICY_NUMBER, "P-2",
                        PolicyField.CARRIER_ASSIGNED_POLICY_ID, "C-9", PolicyField.STATUS, "Terminated"),
                policy(PolicyField.POLICY_TYPE, "MS", PolicyField.POLICY_NUMBER, "P-3"),
                policy(PolicyField.POLICY_TYPE, "MS", PolicyField.POLICY_NUMBER, "P-3", PolicyField.POLICY_LIVES, 2)));

        Customer synced = customer.applySync(record, DEFINITIONS, policyIds, T1);

        assertThat(synced.policies()).hasSize(3);
        Policy first = synced.policies().get(0);
        assertThat(first.id()).isEqualTo(byNumber.id());
        assertThat(first.text(PolicyField.PLAN_NAME)).isEqualTo("Gold Plus");
        assertThat(first.values()).doesNotContainKey(PolicyField.CARRIER_NAME);
        assertThat(first.text(PolicyField.STATUS)).as("status not sent: kept").isEqualTo("Pending");
        assertThat(first.customFields()).isEqualTo(byNumber.customFields());
        assertThat(first.createdAt()).isEqualTo(T0);
        assertThat(first.updatedAt()).isEqualTo(T1);
        Policy second = synced.policies().get(1);
        assertThat(second.id()).isEqualTo(byCarrierId.id());
        assertThat(second.text(PolicyField.POLICY_NUMBER)).isEqualTo("P-2");
        assertThat(second.text(PolicyField.STATUS)).isEqualTo("Terminated");
        Policy added = synced.policies().get(2);
        assertThat(added.text(PolicyField.POLICY_TYPE)).isEqualTo("MS");
        assertThat(added.text(PolicyField.STATUS)).isEqualTo(Policy.DEFAULT_STATUS);
        assertThat(added.values().get(PolicyField.POLICY_LIVES)).as("the repeat matched the added one").isEqualTo(2);
        assertThat(added.createdAt()).isEqualTo(T1);
        assertThat(policyIdsDrawn).hasValue(1);
    }

    @Test
    void givenMatchedPolicySentWithStatusNull_whenApplied_thenItsStatusIsActiveAgain() {
        Customer customer = stored();
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Ada", "Lovelace"), List.of(), List.of(
                policy(PolicyField.POLICY_TYPE, "MA", PolicyField.POLICY_NUMBER, "P-1", PolicyField.STATUS, null)));

        Customer synced = customer.applySync(record, DEFINITIONS, policyIds, T1);

        assertThat(synced.policies().get(0).text(PolicyField.STATUS)).isEqualTo(Policy.DEFAULT_STATUS);
        assertThat(synced.policies().get(0).text(PolicyField.CARRIER_NAME)).isEqualTo("Sunshine");
    }

    @Test
    void givenMatchedPolicyWithTheSameValues_whenApplied_thenItsUpdatedAtStays() {
        Customer customer = stored();
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Ada", "Byron"), List.of(), List.of(
                policy(PolicyField.POLICY_TYPE, "PDP", PolicyField.CARRIER_ASSIGNED_POLICY_ID, "C-9")));

        Customer synced = customer.applySync(record, DEFINITIONS, policyIds, T1);

        assertThat(synced.policies()).isEqualTo(customer.policies());
        assertThat(synced.updatedAt()).isEqualTo(T1);
    }

    @Test
    void givenBrokenRecords_whenBuilt_thenRefused() {
        assertThatThrownBy(() -> new SyncedCustomer(PHONE, names(" ", "Hopper"), List.of(), List.of()))
                .hasMessageContaining("firstName");
        Map<CustomerField, Object> withStatus = names("Grace", "Hopper");
        withStatus.put(CustomerField.STATUS, "Active");
        assertThatThrownBy(() -> new SyncedCustomer(PHONE, withStatus, List.of(), List.of()))
                .hasMessageContaining("status");
        assertThatThrownBy(() -> new SyncedCustomer(PHONE, names("Grace", "Hopper"),
                List.of(new CustomValue("tier", "1"), new CustomValue("tier", "2")), List.of()))
                .hasMessageContaining("tier");
        assertThatThrownBy(() -> policy(PolicyField.POLICY_NUMBER, "P-1")).hasMessageContaining("policyType");
        assertThatThrownBy(() -> policy(PolicyField.POLICY_TYPE, "HMO")).hasMessageContaining("policyType");
    }

    @Test
    void givenRecord_whenPrinted_thenNoPersonalDataShows() {
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Grace", "Hopper"), List.of(), List.of());

        assertThat(record.toString()).doesNotContain("Grace").doesNotContain("5550101");
    }

    @Test
    void givenDeletedCustomer_whenSynced_thenRefused() {
        Customer deleted = stored().delete(T1);
        SyncedCustomer record = new SyncedCustomer(PHONE, names("Ada", "Lovelace"), List.of(), List.of());

        assertThatThrownBy(() -> deleted.applySync(record, DEFINITIONS, policyIds, T1))
                .isInstanceOf(IllegalStateException.class);
    }
}
