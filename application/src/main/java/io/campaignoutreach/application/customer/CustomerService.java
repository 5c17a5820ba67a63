package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;

/** Customer reads and lists, scoped to the caller's organization, with the customer's enrollments and call summary. */
public final class CustomerService implements GetCustomerQuery, ListCustomersQuery {

    private final CustomerReads reads;
    private final SourceRepository sources;

    public CustomerService(CustomerReads reads, SourceRepository sources) {
        this.reads = reads;
        this.sources = sources;
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
        CustomerReads.CustomerRead read = reads.find(access.organizationId(), id)
                .filter(found -> !found.customer().isDeleted())
                .orElseThrow(() -> new NotFoundException("Customer"));
        Source source = Uuids.parse(read.customer().profile().text(CustomerField.CURRENT_SOURCE_ID))
                .flatMap(sourceUuid -> sources.findById(access.organizationId(), SourceId.of(sourceUuid)))
                .orElse(null);
        return new CustomerView(read.customer(), read.enrollments().stream()
                .map(e -> new CustomerView.CampaignMembership(e, read.campaignNames().get(e.campaignId()))).toList(),
                source, read.calls());
    }
}
