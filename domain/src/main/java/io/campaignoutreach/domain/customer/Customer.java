package io.campaignoutreach.domain.customer;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

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
        Map<String, List<Map<String, Object>>> lists = new LinkedHashMap<>();
        for (String name : RELATED_LISTS) {
            List<Map<String, Object>> given = relatedLists.get(name);
            lists.put(name, given == null ? List.of() : Collections.unmodifiableList(new ArrayList<>(given)));
        }
        this.relatedLists = Collections.unmodifiableMap(lists);
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.deletedAt = deletedAt;
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
