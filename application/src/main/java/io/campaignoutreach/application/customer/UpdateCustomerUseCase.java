package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customer.CustomerChanges;
import io.campaignoutreach.domain.customer.CustomerId;

/**
 * Use case: change a customer of the organization that is not deleted (needs customers.sync; not for
 * read-only keys). A phone number another live customer holds is a
 * {@link io.campaignoutreach.domain.customer.PhoneNumberTakenException}.
 */
public interface UpdateCustomerUseCase {

    /** The customer with {@code changes} applied; changes that change nothing leave it as it was. */
    CustomerView updateCustomer(AccessContext access, CustomerId id, CustomerChanges changes);
}
