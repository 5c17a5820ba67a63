package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * A person the organization reaches out to: a phone number (callerId), a profile, the policies
 * held, custom field values, and related lists (prescriptions, providers, scopes of appointment,
 * dependents) whose elements are kept as given. A deleted customer is invisible to the API.
 */
public final class Customer {

    private final CustomerId id;
    private final OrganizationId organizationId;
    private final long version;
    private final PhoneNumber phone;
    private final CustomerProfile profile;
    private final List<Policy> policies;
    private final List<CustomValue> customValues;
    private final Map<String, List<Map<String, Object>>> relatedLists;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final Instant deletedAt;

    /** Names of the lists kept as given. */
    public static final List<String> RELATED_LISTS = List.of("prescriptions", "providers", "scopeOfAppointments",
            "dependents");
    /** Shared by every customer without related lists, most of them: a map of its own each cost 300 bytes. */
    private static final Map<String, List<Map<String, Object>>> NO_RELATED_LISTS = copyOf(Map.of());

    private Customer(CustomerId id, OrganizationId organizationId, long version, PhoneNumber phone,
                     CustomerProfile profile, List<Policy> policies, List<CustomValue> customValues,
                     Map<String, List<Map<String, Object>>> relatedLists, Instant createdAt, Instant updatedAt,
                     Instant deletedAt) {
        this.id = Objects.requireNonNull(id, "id");
        this.organizationId = Objects.requireNonNull(organizationId, "organizationId");
        this.version = version;
        this.phone = Objects.requireNonNull(phone, "phone");
        this.profile = Objects.requireNonNull(profile, "profile");
        this.policies = List.copyOf(policies);
        this.customValues = List.copyOf(customValues);
        this.relatedLists = RELATED_LISTS.stream().allMatch(name -> empty(relatedLists.get(name)))
                ? NO_RELATED_LISTS : copyOf(relatedLists);
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.deletedAt = deletedAt;
    }

    private static boolean empty(List<Map<String, Object>> list) {
        return list == null || list.isEmpty();
    }

    /** Every related list by name, in the order of {@link #RELATED_LISTS}, empty when not given. */
    private static Map<String, List<Map<String, Object>>> copyOf(Map<String, List<Map<String, Object>>> given) {
        Map<String, List<Map<String, Object>>> lists = new LinkedHashMap<>();
        for (String name : RELATED_LISTS) {
            List<Map<String, Object>> list = given.get(name);
            lists.put(name, list == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(list)));
        }
        return Collections.unmodifiableMap(lists);
    }

    /** A new customer; status defaults to Lead when the profile does not set it. */
    public static Customer create(CustomerId id, OrganizationId organizationId, PhoneNumber phone,
                                  CustomerProfile profile, List<Policy> policies, List<CustomValue> customValues,
                                  Map<String, List<Map<String, Object>>> relatedLists, Instant now) {
        CustomerProfile withStatus = profile.get(CustomerField.STATUS) != null ? profile
                : profile.with(Map.of(CustomerField.STATUS, "Lead"));
        return new Customer(id, organizationId, 0, phone, withStatus, policies, customValues, relatedLists, now, now,
                null);
    }

    /**
     * A new customer from a Medicare sync record (D17): status Lead, the fields, custom values and
     * policies the record carries, checked as {@link #fromChanges} checks them.
     *
     * @param definitions the organization's custom field definitions (deleted ones are ignored)
     * @param policyIds   ids for the policies the record adds
     */
    public static Customer fromSync(CustomerId id, OrganizationId organizationId, SyncedCustomer record,
                                    Collection<CustomFieldDefinition> definitions, Supplier<UUID> policyIds,
                                    Instant now) {
        return fromChanges(id, organizationId, record.changes(), definitions, policyIds, now);
    }

    /**
     * A new customer written whole, by a sync record or through the API: status Lead unless the
     * fields say otherwise, with the phone number, fields, custom values and policies stated. Custom
     * values must be of defined customer fields and fit them, and every required customer field needs
     * a value (P25); otherwise a {@link ValidationException} lists every problem and nothing is created.
     *
     * @param definitions the organization's custom field definitions (deleted ones are ignored)
     * @param policyIds   ids for the policies the record adds
     */
    public static Customer fromChanges(CustomerId id, OrganizationId organizationId, CustomerChanges record,
                                       Collection<CustomFieldDefinition> definitions, Supplier<UUID> policyIds,
                                       Instant now) {
        Objects.requireNonNull(record.phone(), "a new customer needs a phone number");
        Violations violations = customValueProblems(record.customValues(), definitions);
        Map<String, CustomFieldDefinition> byKey = liveCustomerFields(definitions);
        List<String> sent = record.customValues().stream().filter(v -> v.value() != null)
                .map(CustomValue::fieldKey).toList();
        byKey.values().stream()
                .filter(definition -> Boolean.TRUE.equals(definition.isRequired()))
                .filter(definition -> !sent.contains(definition.fieldKey()))
                .forEach(definition -> violations.add(Violation.of(List.of("customFields"), ViolationCode.CUSTOM,
                        "custom field '" + definition.fieldKey() + "' is required and was not sent")));
        violations.throwIfAny();
        return create(id, organizationId, record.phone(), CustomerProfile.of(record.fields()),
                mergedPolicies(List.of(), record.policies(), policyIds, now),
                mergedValues(List.of(), record.customValues()), Map.of(), now);
    }

    /**
     * This customer with a Medicare sync record applied (D17), as {@link #change} applies changes.
     */
    public Customer applySync(SyncedCustomer record, Collection<CustomFieldDefinition> definitions,
                              Supplier<UUID> policyIds, Instant now) {
        return change(record.changes(), definitions, policyIds, now);
    }

    /**
     * This customer with changes applied, by a sync record or through the API: the phone number when
     * one is stated, and the fields, custom values and policies stated replace the stored ones;
     * everything else stays. Policies are matched by {@code policyNumber}, then
     * {@code carrierAssignedPolicyId}, otherwise added. Returns this very customer when nothing
     * changes; otherwise the next version at {@code now}. Custom values are checked as in
     * {@link #fromChanges}, except that a required field the changes do not mention is left as it
     * is (P25).
     */
    public Customer change(CustomerChanges changes, Collection<CustomFieldDefinition> definitions,
                           Supplier<UUID> policyIds, Instant now) {
        if (isDeleted()) {
            throw new IllegalStateException("a deleted customer takes no changes");
        }
        customValueProblems(changes.customValues(), definitions).throwIfAny();
        PhoneNumber changedPhone = changes.phone() == null ? phone : changes.phone();
        CustomerProfile changedProfile = profile.with(changes.fields());
        List<Policy> changedPolicies = mergedPolicies(policies, changes.policies(), policyIds, now);
        List<CustomValue> changedValues = mergedValues(customValues, changes.customValues());
        if (changedPhone.equals(phone) && changedProfile.equals(profile) && changedPolicies.equals(policies)
                && changedValues.equals(customValues)) {
            return this;
        }
        return new Customer(id, organizationId, version + 1, changedPhone, changedProfile, changedPolicies,
                changedValues, relatedLists, createdAt, now, deletedAt);
    }

    /** Unknown keys and values that do not fit their definition, with paths inside the record. */
    private static Violations customValueProblems(List<CustomValue> sent,
                                                  Collection<CustomFieldDefinition> definitions) {
        Map<String, CustomFieldDefinition> byKey = liveCustomerFields(definitions);
        Violations violations = new Violations();
        for (int i = 0; i < sent.size(); i++) {
            CustomValue value = sent.get(i);
            CustomFieldDefinition definition = byKey.get(value.fieldKey());
            if (definition == null) {
                violations.add(new Violation(List.of("customFields", String.valueOf(i), "fieldKey"),
                        "custom field '" + value.fieldKey() + "' is not defined for customers", "a defined field key",
                        value.fieldKey(), ViolationCode.NOT_FOUND));
                continue;
            }
            Optional<String> problem = definition.problem(value.value());
            if (problem.isPresent()) {
                violations.add(Violation.of(List.of("customFields", String.valueOf(i), "value"), ViolationCode.CUSTOM,
                        "custom field '" + value.fieldKey() + "': " + problem.get()));
            }
        }
        return violations;
    }

    private static Map<String, CustomFieldDefinition> liveCustomerFields(
            Collection<CustomFieldDefinition> definitions) {
        return definitions.stream()
                .filter(d -> d.recordType() == RecordType.CUSTOMERS && !d.isDeleted())
                .collect(Collectors.toMap(CustomFieldDefinition::fieldKey, Function.identity(), (a, b) -> a,
                        LinkedHashMap::new));
    }

    /** Stored values with the synced ones replacing theirs in place, new ones appended, nulls removing. */
    private static List<CustomValue> mergedValues(List<CustomValue> stored, List<CustomValue> synced) {
        Map<String, String> merged = new LinkedHashMap<>();
        stored.forEach(value -> merged.put(value.fieldKey(), value.value()));
        synced.forEach(value -> {
            if (value.value() == null) {
                merged.remove(value.fieldKey());
            } else {
                merged.put(value.fieldKey(), value.value());
            }
        });
        List<CustomValue> values = new ArrayList<>();
        merged.forEach((key, value) -> values.add(new CustomValue(key, value)));
        return values;
    }

    /**
     * Stored policies with each synced one applied in order: a match by policyNumber, else by
     * carrierAssignedPolicyId, takes the fields sent (its {@code updatedAt} moves only when one
     * changes); anything else is a new policy. A policy added earlier in the same record can be
     * matched by a later one.
     */
    private static List<Policy> mergedPolicies(List<Policy> stored, List<SyncedPolicy> synced,
                                               Supplier<UUID> policyIds, Instant now) {
        List<Policy> merged = new ArrayList<>(stored);
        for (SyncedPolicy incoming : synced) {
            int match = matchingPolicy(merged, incoming);
            if (match < 0) {
                merged.add(new Policy(policyIds.get(), incoming.fields(), List.of(), now, now));
                continue;
            }
            Policy current = merged.get(match);
            Map<PolicyField, Object> values = new EnumMap<>(PolicyField.class);
            values.putAll(current.values());
            values.putAll(incoming.fields());
            Policy proposed = new Policy(current.id(), values, current.customFields(), current.createdAt(),
                    current.updatedAt());
            if (!proposed.equals(current)) {
                merged.set(match, new Policy(current.id(), proposed.values(), current.customFields(),
                        current.createdAt(), now));
            }
        }
        return merged;
    }

    private static int matchingPolicy(List<Policy> policies, SyncedPolicy incoming) {
        for (PolicyField key : List.of(PolicyField.POLICY_NUMBER, PolicyField.CARRIER_ASSIGNED_POLICY_ID)) {
            for (int i = 0; i < policies.size(); i++) {
                if (incoming.sameBy(key, policies.get(i))) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Rebuilds a stored customer; for stores only. */
    public static Customer reconstitute(CustomerId id, OrganizationId organizationId, long version, PhoneNumber phone,
                                        CustomerProfile profile, List<Policy> policies,
                                        List<CustomValue> customValues,
                                        Map<String, List<Map<String, Object>>> relatedLists, Instant createdAt,
                                        Instant updatedAt, Instant deletedAt) {
        return new Customer(id, organizationId, version, phone, profile, policies, customValues, relatedLists,
                createdAt, updatedAt, deletedAt);
    }

    /** Marks the customer deleted; it keeps its history but no longer answers to its id or phone. */
    public Customer delete(Instant now) {
        if (deletedAt != null) {
            return this;
        }
        return new Customer(id, organizationId, version + 1, phone, profile, policies, customValues, relatedLists,
                createdAt, now, now);
    }

    /** Whether the customer may not be called: their {@code doNotCall} is true. */
    public boolean doNotCall() {
        return Boolean.TRUE.equals(profile.get(CustomerField.DO_NOT_CALL));
    }

    public boolean doNotSms() {
        return Boolean.TRUE.equals(profile.get(CustomerField.DO_NOT_SMS));
    }

    /** The customer asked not to be called again: {@code doNotCall} becomes true. */
    public Customer optOutOfCalls(Instant now) {
        if (doNotCall()) {
            return this;
        }
        return new Customer(id, organizationId, version + 1, phone,
                profile.with(Map.of(CustomerField.DO_NOT_CALL, Boolean.TRUE)), policies, customValues, relatedLists,
                createdAt, now, deletedAt);
    }

    /**
     * Of the field names a campaign requires (its {@code requiredVars}, D9), those the customer
     * lacks. Names that are not customer fields are not the customer's to fill and are passed over.
     */
    public List<String> missingFields(List<String> requiredVars) {
        return profile.missingFields(requiredVars);
    }

    public boolean isDeleted() {
        return deletedAt != null;
    }

    public CustomerId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public long version() { return version; }
    public PhoneNumber phone() { return phone; }
    public CustomerProfile profile() { return profile; }
    public List<Policy> policies() { return policies; }
    public List<CustomValue> customValues() { return customValues; }
    public Map<String, List<Map<String, Object>>> relatedLists() { return relatedLists; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public Instant deletedAt() { return deletedAt; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Customer other && id.equals(other.id) && version == other.version
                && organizationId.equals(other.organizationId) && phone.equals(other.phone)
                && profile.equals(other.profile) && policies.equals(other.policies)
                && customValues.equals(other.customValues) && relatedLists.equals(other.relatedLists)
                && createdAt.equals(other.createdAt) && updatedAt.equals(other.updatedAt)
                && Objects.equals(deletedAt, other.deletedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, version);
    }

    @Override
    public String toString() {
        return "Customer[" + id + "]";
    }
}
