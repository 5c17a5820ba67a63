package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customer.CustomerId;

/**
 * Use case: delete a customer of the organization (needs customers.sync; not for read-only keys). The
 * customer is marked deleted and keeps its history; it is no longer read, listed, matched or called,
 * and its phone number is free. A customer already deleted is not found.
 */
public interface DeleteCustomerUseCase {

    void deleteCustomer(AccessContext access, CustomerId id);
}
