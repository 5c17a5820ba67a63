package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.customer.CustomerChanges;

/**
 * Use case: create one customer (needs customers.sync; not for read-only keys). A phone number another
 * live customer of the organization holds is a {@link io.campaignoutreach.domain.customer.PhoneNumberTakenException}.
 */
public interface CreateCustomerUseCase {

    /**
     * Creates the customer {@code customer} states, whose phone number is required; with an
     * {@code idempotency} (null for none), once per key: a repeat answers the customer the key made, as it is now.
     */
    Created<CustomerView> createCustomer(AccessContext access, CustomerChanges customer,
                                         IdempotentRequest idempotency);
}
