package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/** Query: a page of the caller's customers, not deleted, filtered and searched, newest first (needs customers:view). */
public interface ListCustomersQuery {

    Page<Customer> list(AccessContext access, CustomerQuery query, PageRequest page);
}
