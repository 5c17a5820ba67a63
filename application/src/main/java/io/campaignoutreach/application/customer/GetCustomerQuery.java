package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.customer.CustomerId;

/** Query: one customer of the caller's organization (needs customers:view). Deleted customers are not found. */
public interface GetCustomerQuery {

    CustomerView get(AccessContext access, CustomerId id);
}
