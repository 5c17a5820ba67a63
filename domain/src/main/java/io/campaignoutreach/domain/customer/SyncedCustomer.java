package io.campaignoutreach.domain.customer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * One customer record of a Medicare sync (D17): the phone number, and only the fields, custom
 * values and policies the record carries. A field sent as null clears it on a matched customer,
 * as a custom value sent as null removes it. {@code externalId} is kept as {@code clientCustomerId}.
 */
public record SyncedCustomer(PhoneNumber phone, Map<CustomerField, Object> fields, List<CustomValue> customValues,
                             List<SyncedPolicy> policies) {

    /** The customer fields a sync record may carry, besides its phone number, custom values and policies. */
    public static final List<CustomerField> FIELDS = List.of(CustomerField.FIRST_NAME, CustomerField.LAST_NAME,
            CustomerField.MBI_NUMBER, CustomerField.EMAIL, CustomerField.POSTAL_CODE, CustomerField.TIMEZONE,
            CustomerField.STATE, CustomerField.CITY, CustomerField.COUNTY, CustomerField.ADDRESS,
            CustomerField.ADDRESS2, CustomerField.DATE_OF_BIRTH, CustomerField.LANGUAGE, CustomerField.FILING_STATUS,
            CustomerField.MEDICAID_NUMBER, CustomerField.VA_NUMBER, CustomerField.CARRIER_ASSIGNED_CUSTOMER_ID,
            CustomerField.PARTNER_CUSTOMER_ID, CustomerField.CLIENT_CUSTOMER_ID, CustomerField.GENDER,
            CustomerField.MARITAL_STATUS, CustomerField.DEPENDENT_COUNT, CustomerField.HOUSEHOLD_INCOME,
            CustomerField.IS_DECISION_MAKER, CustomerField.MEDICAID, CustomerField.VETERAN,
            CustomerField.SOCIAL_SECURITY_DISABILITY, CustomerField.DO_NOT_CALL, CustomerField.DO_NOT_SMS,
            CustomerField.DO_NOT_EMAIL, CustomerField.DO_NOT_MAIL);
    /** {@link #FIELDS} as a set, for the check of each field a record sets. */
    private static final Set<CustomerField> FIELD_SET = EnumSet.copyOf(FIELDS);
    /** The field the record's {@code externalId} is kept in. */
    public static final CustomerField EXTERNAL_ID = CustomerField.CLIENT_CUSTOMER_ID;

    public SyncedCustomer {
        Objects.requireNonNull(phone, "phone");
        EnumMap<CustomerField, Object> copy = new EnumMap<>(CustomerField.class);
        fields.forEach((field, value) -> {
            if (!FIELD_SET.contains(field)) {
                throw new IllegalArgumentException(field.wireName() + " is not a field of a sync record");
            }
            Optional<String> problem = field.spec().problem(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(field.wireName() + ": " + problem.get());
            }
            copy.put(field, value == null ? null : field.spec().canonical(value));
        });
        for (CustomerField name : List.of(CustomerField.FIRST_NAME, CustomerField.LAST_NAME)) {
            if (!(copy.get(name) instanceof String text) || text.isBlank()) {
                throw new IllegalArgumentException(name.wireName() + " is required");
            }
        }
        fields = Collections.unmodifiableMap(copy);
        customValues = Collections.unmodifiableList(new ArrayList<>(customValues));
        Set<String> keys = new HashSet<>();
        for (CustomValue value : customValues) {
            if (!keys.add(value.fieldKey())) {
                throw new IllegalArgumentException("custom field '" + value.fieldKey() + "' is sent twice");
            }
        }
        policies = List.copyOf(policies);
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
