package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/** Customer reads and lists, scoped to the caller's organization, with the customer's enrollments and call summary. */
public final class CustomerService implements GetCustomerQuery, ListCustomersQuery {

    private final CustomerReads reads;

    public CustomerService(CustomerReads reads) {
        this.reads = reads;
    }

    @Override
    public Page<Customer> list(AccessContext access, CustomerQuery query, PageRequest page) {
        access.require(Capability.CUSTOMERS_VIEW);
        return reads.findPage(access.organizationId(), query, page);
    }

    @Override
    public CustomerView get(AccessContext access, CustomerId id) {
        access.require(Capability.CUSTOMERS_VIEW);
        // One look-up for the customer and what its read shows: the read does not grow with the organization.
        return live(reads, access.organizationId(), id);
    }

    /** The read of a customer that is not deleted; another organization's, or none, is not found. */
    static CustomerView live(CustomerReads reads, OrganizationId organizationId, CustomerId id) {
        return reads.find(organizationId, id).filter(found -> !found.customer().isDeleted()).map(CustomerView::of)
                .orElseThrow(() -> new NotFoundException("Customer"));
    }
}
