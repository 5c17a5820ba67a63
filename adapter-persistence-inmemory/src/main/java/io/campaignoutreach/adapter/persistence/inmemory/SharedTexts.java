package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Secondary adapter support: a customer as the store keeps it, equal to the one given, with the
 * texts many customers repeat (a state, a city, a carrier, a plan, a date of birth, a custom field's
 * key and value) held once for all of them rather than once per customer as each request parsed
 * them. With a hundred thousand customers the repeats were half the heap.
 *
 * <p>The shared copies are the JVM's interned strings, which it drops once no customer holds them,
 * so a value every customer has moved away from costs nothing. Identifiers, contact details and
 * long free text are kept as they are: they seldom repeat, and interning them would only add an
 * entry to the JVM's table for each.
 */
final class SharedTexts {

    /** Long texts are notes and the like, which seldom repeat. */
    private static final int LONGEST_SHARED = 64;
    private static final Set<CustomerField> OWN_CUSTOMER_FIELDS = EnumSet.of(CustomerField.CLIENT_CUSTOMER_ID,
            CustomerField.MBI_NUMBER, CustomerField.EMAIL, CustomerField.ADDRESS, CustomerField.ADDRESS2,
            CustomerField.MEDICAID_NUMBER, CustomerField.VA_NUMBER, CustomerField.PARTNER_CUSTOMER_ID,
            CustomerField.CARRIER_ASSIGNED_CUSTOMER_ID, CustomerField.MEMBER_ID);
    private static final Set<PolicyField> OWN_POLICY_FIELDS = EnumSet.of(PolicyField.POLICY_NUMBER,
            PolicyField.APPLICATION_ID, PolicyField.CARRIER_ASSIGNED_POLICY_ID, PolicyField.CARRIER_ENROLLMENT_CODE);

    private SharedTexts() {
    }

    static Customer of(Customer customer) {
        Map<CustomerField, Object> profile = new EnumMap<>(CustomerField.class);
        customer.profile().values().forEach((field, value) ->
                profile.put(field, OWN_CUSTOMER_FIELDS.contains(field) ? value : shared(value)));
        List<Policy> policies = customer.policies().stream().map(SharedTexts::of).toList();
        return Customer.reconstitute(customer.id(), customer.organizationId(), customer.version(), customer.phone(),
                CustomerProfile.of(profile), policies, of(customer.customValues()), customer.relatedLists(),
                customer.createdAt(), customer.updatedAt(), customer.deletedAt());
    }

    private static Policy of(Policy policy) {
        Map<PolicyField, Object> values = new EnumMap<>(PolicyField.class);
        policy.values().forEach((field, value) ->
                values.put(field, OWN_POLICY_FIELDS.contains(field) ? value : shared(value)));
        return new Policy(policy.id(), values, of(policy.customFields()), policy.createdAt(), policy.updatedAt());
    }

    private static List<CustomValue> of(List<CustomValue> values) {
        return values.stream().map(value -> new CustomValue(shared(value.fieldKey()), shared(value.value())))
                .toList();
    }

    @SuppressWarnings("unchecked")
    private static <T> T shared(T value) {
        return value instanceof String text && text.length() <= LONGEST_SHARED ? (T) text.intern() : value;
    }
}
