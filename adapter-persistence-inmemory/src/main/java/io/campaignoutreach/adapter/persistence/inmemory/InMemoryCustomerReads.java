package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.CustomerReads;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Secondary adapter: the customer read over the in-memory tables, each part found through an index
 * (the customer by id, its enrollments and calls by customer, its campaigns and source by id); lists scan.
 */
final class InMemoryCustomerReads implements CustomerReads {

    private static final Comparator<Customer> NEWEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(c -> c.id().value(), IdOrder.UNSIGNED)
            .reversed();

    private final InMemoryStore store;
    private final InMemoryCustomerRepository customers;
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final CallRepository calls;
    private final SourceRepository sources;

    InMemoryCustomerReads(InMemoryStore store, InMemoryCustomerRepository customers, EnrollmentRepository enrollments,
                          CampaignRepository campaigns, CallRepository calls, SourceRepository sources) {
        this.store = store;
        this.customers = customers;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.calls = calls;
        this.sources = sources;
    }

    @Override
    public Optional<CustomerRead> find(OrganizationId organizationId, CustomerId id) {
        // Under one read lock, so the parts are of one moment, as one statement's would be.
        return store.read(() -> customers.findById(organizationId, id).map(customer -> {
            List<Enrollment> theirs = enrollments.findByCustomer(organizationId, id);
            Map<CampaignId, String> names = campaigns.findNames(organizationId,
                    theirs.stream().map(Enrollment::campaignId).distinct().toList());
            Source source = Uuids.parse(customer.profile().text(CustomerField.CURRENT_SOURCE_ID))
                    .flatMap(sourceId -> sources.findById(organizationId, SourceId.of(sourceId))).orElse(null);
            return new CustomerRead(customer, theirs, names, calls.summarizeForCustomer(organizationId, id), source);
        }));
    }

    /** A scan of the organization's customers, as a list without an index is on any store. */
    @Override
    public Page<Customer> findPage(OrganizationId organizationId, CustomerQuery query, PageRequest page) {
        return store.read(() -> {
            Set<CustomerId> enrolled = query.campaignId() == null ? Set.of()
                    : enrollments.findByCampaign(organizationId, query.campaignId()).stream()
                            .map(Enrollment::customerId).collect(Collectors.toSet());
            List<Customer> matching = customers.liveOf(organizationId)
                    .filter(customer -> query.matches(customer, enrolled.contains(customer.id())))
                    .sorted(NEWEST_FIRST)
                    .toList();
            return new Page<>(matching.stream().skip(page.offset()).limit(page.perPage()).toList(), matching.size(),
                    page);
        });
    }
}
