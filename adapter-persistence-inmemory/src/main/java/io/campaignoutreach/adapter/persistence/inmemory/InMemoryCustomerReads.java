package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerReads;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Secondary adapter: the customer read over the in-memory tables, each part found through an index
 * (the customer by id, its enrollments and calls by customer, its campaigns by id).
 */
final class InMemoryCustomerReads implements CustomerReads {

    private final InMemoryStore store;
    private final CustomerRepository customers;
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final CallRepository calls;

    InMemoryCustomerReads(InMemoryStore store, CustomerRepository customers, EnrollmentRepository enrollments,
                          CampaignRepository campaigns, CallRepository calls) {
        this.store = store;
        this.customers = customers;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.calls = calls;
    }

    @Override
    public Optional<CustomerRead> find(OrganizationId organizationId, CustomerId id) {
        // Under one read lock, so the parts are of one moment, as one statement's would be.
        return store.read(() -> customers.findById(organizationId, id).map(customer -> {
            List<Enrollment> theirs = enrollments.findByCustomer(organizationId, id);
            Map<CampaignId, String> names = campaigns.findNames(organizationId,
                    theirs.stream().map(Enrollment::campaignId).distinct().toList());
            return new CustomerRead(customer, theirs, names, calls.summarizeForCustomer(organizationId, id));
        }));
    }
}
