package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Command: a customer (a Lead unless its fields say otherwise) with a US phone number in any
 * usual spelling (D10: {@code +16175550100}, {@code (617) 555-0100}) and any of the standard customer fields, checked against each field's rule.
 */
public record NewCustomer(String phone, Map<CustomerField, Object> fields) {

    public NewCustomer {
        Objects.requireNonNull(phone, "phone");
        fields = Collections.unmodifiableMap(fields.isEmpty() ? new EnumMap<>(CustomerField.class)
                : new EnumMap<>(fields));
    }

    /** A customer with a first and last name; either may be null. */
    public static NewCustomer of(String phone, String firstName, String lastName) {
        Map<CustomerField, Object> names = new EnumMap<>(CustomerField.class);
        if (firstName != null) {
            names.put(CustomerField.FIRST_NAME, firstName);
        }
        if (lastName != null) {
            names.put(CustomerField.LAST_NAME, lastName);
        }
        return new NewCustomer(phone, names);
    }

    /** The same customer with one more field set. */
    public NewCustomer with(CustomerField field, Object value) {
        Map<CustomerField, Object> more = new EnumMap<>(CustomerField.class);
        more.putAll(fields);
        more.put(field, value);
        return new NewCustomer(phone, more);
    }

    /** Checks the phone number and every field's value. */
    Customer toCustomer(CustomerId id, OrganizationId organizationId, Instant now) {
        return Customer.create(id, organizationId, PhoneNumber.parse(phone)
                        .orElseThrow(() -> new IllegalArgumentException("not a US phone number: " + phone)),
                CustomerProfile.of(fields), List.of(),
                List.of(), Map.of(), now);
    }
}
