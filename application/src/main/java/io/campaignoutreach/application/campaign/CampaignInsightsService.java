package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.insight.CampaignStatistics;
import io.campaignoutreach.domain.insight.FlowOccupancy;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Reads what a campaign's figures, flow occupancy and enrollments are, from its stored enrollments,
 * calls, customers and configuration, scoped to the caller's organization. Each read uses a fixed
 * number of store calls, whatever the number of enrollments.
 */
public final class CampaignInsightsService implements GetCampaignStatsQuery, GetFlowOccupancyQuery,
        ListCampaignEnrollmentsQuery {

    private final CampaignRepository campaigns;
    private final EnrollmentRepository enrollments;
    private final CallRepository calls;
    private final CustomerRepository customers;
    private final WorkflowRepository workflows;
    private final InquiryRepository inquiries;
    private final ConsentLedgerRepository consentLedger;
    private final Clock clock;

    public CampaignInsightsService(CampaignRepository campaigns, EnrollmentRepository enrollments,
                                   CallRepository calls, CustomerRepository customers, WorkflowRepository workflows,
                                   InquiryRepository inquiries, ConsentLedgerRepository consentLedger, Clock clock) {
        this.consentLedger = consentLedger;
        this.campaigns = campaigns;
        this.enrollments = enrollments;
        this.calls = calls;
        this.customers = customers;
        this.workflows = workflows;
        this.inquiries = inquiries;
        this.clock = clock;
    }

    @Override
    public CampaignStatistics stats(AccessContext access, CampaignId campaignId) {
        Campaign campaign = campaign(access, campaignId);
        OrganizationId org = access.organizationId();
        List<Enrollment> enrollments = this.enrollments.findByCampaign(org, campaignId);
        List<Call> calls = this.calls.findByCampaign(org, campaignId, null, null);
        return CampaignStatistics.compute(campaignId, enrollments, calls, customersOf(org, enrollments),
                campaign.outcomes().requiredVars(), clock.instant());
    }

    @Override
    public FlowOccupancy flowOccupancy(AccessContext access, CampaignId campaignId) {
        Campaign campaign = campaign(access, campaignId);
        OrganizationId org = access.organizationId();
        // D21: only a published workflow places enrollments; an unpublished one maps nobody.
        Workflow workflow = campaign.flow().flowWorkflowId() == null ? null
                : workflows.findById(org, campaign.flow().flowWorkflowId()).filter(Workflow::published)
                        .orElse(null);
        List<Enrollment> enrollments = this.enrollments.findByCampaign(org, campaignId);
        List<Call> calls = this.calls.findByCampaign(org, campaignId, null, null);
        long inquiries = this.inquiries.countByCampaign(org, campaignId);
        List<Customer> customers = customersOf(org, enrollments);
        return FlowOccupancy.compute(campaignId, workflow, enrollments, calls, customers, inquiries,
                optedOutOfTexts(org, customers), clock.instant());
    }

    @Override
    public Page<Enrollment> enrollments(AccessContext access, CampaignId campaignId, EnrollmentStatus status,
                                        PageRequest page) {
        campaign(access, campaignId);
        return enrollments.findPageByCampaign(access.organizationId(), campaignId, status, page);
    }

    private Campaign campaign(AccessContext access, CampaignId campaignId) {
        return CampaignBehaviorsService.viewable(campaigns, access, campaignId);
    }

    /** The customers' numbers whose ledger says they opted out of texts (an opt-out keyword, P65). */
    private Set<PhoneNumber> optedOutOfTexts(OrganizationId org, List<Customer> customers) {
        Set<PhoneNumber> optedOut = new HashSet<>();
        consentLedger.entriesFor(org, customers.stream().map(Customer::phone).distinct().toList())
                .forEach((phone, entries) -> {
                    if (ConsentLedger.of(entries).revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)) {
                        optedOut.add(phone);
                    }
                });
        return optedOut;
    }

    /** The enrolled customers that still exist; deleted ones are not returned by the store. */
    private List<Customer> customersOf(OrganizationId org, List<Enrollment> enrollments) {
        if (enrollments.isEmpty()) {
            return List.of();
        }
        return customers.findByIds(org, enrollments.stream().map(Enrollment::customerId).distinct().toList());
    }
}
