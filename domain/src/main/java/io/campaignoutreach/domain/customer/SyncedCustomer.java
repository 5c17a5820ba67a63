package io.campaignoutreach.domain.customer;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One customer record of a Medicare sync (D17): the phone number, and only the fields, custom
 * values and policies the record carries. A field sent as null clears it on a matched customer,
 * as a custom value sent as null removes it. {@code externalId} is kept as {@code clientCustomerId}.
 */
public record SyncedCustomer(PhoneNumber phone, Map<CustomerField, Object> fields, List<CustomValue> customValues,
                             List<SyncedPolicy> policies) {

    /** The customer fields a sync record may carry, besides its phone number, custom values and policies. */
    public static final List<CustomerField> FIELDS = CustomerChanges.FIELDS;
    /** The field the record's {@code externalId} is kept in. */
    public static final CustomerField EXTERNAL_ID = CustomerField.CLIENT_CUSTOMER_ID;

    public SyncedCustomer {
        Objects.requireNonNull(phone, "phone");
        fields = CustomerChanges.checkedFields(fields);
        for (CustomerField name : List.of(CustomerField.FIRST_NAME, CustomerField.LAST_NAME)) {
            if (!(fields.get(name) instanceof String text) || text.isBlank()) {
                throw new IllegalArgumentException(name.wireName() + " is required");
            }
        }
        customValues = CustomerChanges.checkedValues(customValues);
        policies = List.copyOf(policies);
    }

    /** The record as the changes it states of the customer it creates or matches. */
    public CustomerChanges changes() {
        return new CustomerChanges(phone, fields, customValues, policies);
    }

    /** The {@code externalId} sent, or null. */
    public String externalId() {
        return (String) fields.get(EXTERNAL_ID);
    }

    /** The {@code mbiNumber} sent, or null. */
    public String mbiNumber() {
        return (String) fields.get(CustomerField.MBI_NUMBER);
    }

    @Override
    public String toString() {
        // No names or numbers: records are personal data and must never reach a log.
        return "SyncedCustomer[" + fields.size() + " fields, " + customValues.size() + " custom values, "
                + policies.size() + " policies]";
    }
}
