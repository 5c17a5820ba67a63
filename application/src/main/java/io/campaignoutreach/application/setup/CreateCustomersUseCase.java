package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customer.Customer;
import java.util.List;

/** Use case: create customers, all of them or none (needs customers.sync; not for read-only keys). */
public interface CreateCustomersUseCase {

    /** The customers created, in the order of the commands. */
    List<Customer> createCustomers(AccessContext access, List<NewCustomer> commands);
}
