package io.campaignoutreach.adapter.http.customer;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import java.time.Instant;

/**
 * A customer as the list shows it: what tells customers apart and how to reach them. The whole record, with
 * enrollments, policies and calls, is the read of one customer.
 */
record CustomerListItem(String id, String clientCustomerId, String firstName, String lastName, String callerId,
                        String email, String status, String state, String timezone, Boolean doNotCall,
                        Instant createdAt, Instant updatedAt) {

    static CustomerListItem from(Customer customer) {
        return new CustomerListItem(customer.id().toString(), text(customer, CustomerField.CLIENT_CUSTOMER_ID),
                text(customer, CustomerField.FIRST_NAME), text(customer, CustomerField.LAST_NAME),
                customer.phone().e164(), text(customer, CustomerField.EMAIL), text(customer, CustomerField.STATUS),
                text(customer, CustomerField.STATE), text(customer, CustomerField.TIMEZONE),
                (Boolean) customer.profile().get(CustomerField.DO_NOT_CALL), customer.createdAt(),
                customer.updatedAt());
    }

    private static String text(Customer customer, CustomerField field) {
        return customer.profile().text(field);
    }
}
