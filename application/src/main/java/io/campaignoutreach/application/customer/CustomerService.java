package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import java.util.List;
import java.util.Map;

/** Customer reads, scoped to the caller's organization, with the customer's enrollments and call summary. */
public final class CustomerService implements GetCustomerQuery {

    private final CustomerRepository customers;
    private final EnrollmentRepository enrollments;
    private final CampaignRepository campaigns;
    private final SourceRepository sources;
    private final CallRepository calls;

    public CustomerService(CustomerRepository customers, EnrollmentRepository enrollments,
                           CampaignRepository campaigns, SourceRepository sources, CallRepository calls) {
        this.customers = customers;
        this.enrollments = enrollments;
        this.campaigns = campaigns;
        this.sources = sources;
        this.calls = calls;
    }

    @Override
    public CustomerView get(AccessContext access, CustomerId id) {
        access.require(Capability.CUSTOMERS_VIEW);
        Customer customer = customers.findById(access.organizationId(), id)
                .filter(c -> !c.isDeleted())
                .orElseThrow(() -> new NotFoundException("Customer"));
        List<Enrollment> enrollments = this.enrollments.findByCustomer(access.organizationId(), id);
        // Only the campaigns the customer is in: the read must not grow with the organization.
        Map<CampaignId, String> names = enrollments.isEmpty() ? Map.of()
                : campaigns.findNames(access.organizationId(), enrollments.stream().map(Enrollment::campaignId)
                        .distinct().toList());
        Source source = Uuids.parse(customer.profile().text(CustomerField.CURRENT_SOURCE_ID))
                .flatMap(sourceUuid -> sources.findById(access.organizationId(), SourceId.of(sourceUuid)))
                .orElse(null);
        return new CustomerView(customer, enrollments.stream()
                .map(e -> new CustomerView.CampaignMembership(e, names.get(e.campaignId()))).toList(), source,
                calls.summarizeForCustomer(access.organizationId(), id));
    }
}
