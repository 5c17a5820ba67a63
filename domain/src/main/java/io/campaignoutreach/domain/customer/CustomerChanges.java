package io.campaignoutreach.domain.customer;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a writer of one customer states of it, as a sync record does: the phone number (null keeps the
 * customer's), and only the fields, custom values and policies sent. A field sent as null clears it,
 * a custom value sent as null removes it, and policies are matched as a sync matches them. The
 * fields are those a sync record carries; none is required.
 */
public record CustomerChanges(PhoneNumber phone, Map<CustomerField, Object> fields, List<CustomValue> customValues,
                              List<SyncedPolicy> policies) {

    /** The customer fields a writer may state, besides the phone number, custom values and policies. */
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
    /** {@link #FIELDS} as a set, for the check of each field a writer sets. */
    private static final Set<CustomerField> FIELD_SET = EnumSet.copyOf(FIELDS);

    public CustomerChanges {
        fields = checkedFields(fields);
        customValues = checkedValues(customValues);
        policies = List.copyOf(policies);
    }

    /** Changes that state nothing: applied, they leave a customer as it is. */
    public static CustomerChanges none() {
        return new CustomerChanges(null, Map.of(), List.of(), List.of());
    }

    /** The fields in their canonical form; a field outside {@link #FIELDS}, or a value its rule refuses, throws. */
    static Map<CustomerField, Object> checkedFields(Map<CustomerField, Object> fields) {
        EnumMap<CustomerField, Object> copy = new EnumMap<>(CustomerField.class);
        fields.forEach((field, value) -> {
            if (!FIELD_SET.contains(field)) {
                throw new IllegalArgumentException(field.wireName() + " is not a field a customer is written with");
            }
            Optional<String> problem = field.spec().problem(value);
            if (problem.isPresent()) {
                throw new IllegalArgumentException(field.wireName() + ": " + problem.get());
            }
            copy.put(field, value == null ? null : field.spec().canonical(value));
        });
        return Collections.unmodifiableMap(copy);
    }

    /** The values as given; a custom field stated twice throws. */
    static List<CustomValue> checkedValues(List<CustomValue> customValues) {
        Set<String> keys = new HashSet<>();
        for (CustomValue value : customValues) {
            if (!keys.add(value.fieldKey())) {
                throw new IllegalArgumentException("custom field '" + value.fieldKey() + "' is sent twice");
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(customValues));
    }

    @Override
    public String toString() {
        // No names or numbers: customers' records are personal data and must never reach a log.
        return "CustomerChanges[" + (phone == null ? "" : "phone, ") + fields.size() + " fields, "
                + customValues.size() + " custom values, " + policies.size() + " policies]";
    }
}
