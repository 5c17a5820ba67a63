package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.CampaignBehaviors;
import io.campaignoutreach.domain.insight.CampaignStatistics;
import io.campaignoutreach.domain.insight.FlowOccupancy;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.util.List;

/**
 * Reads what a campaign's figures, behaviors and flow occupancy are, from its stored enrollments,
 * calls, customers and configuration, scoped to the caller's organization. Each read uses a fixed
 * number of store calls, whatever the number of enrollments.
 */
public final class CampaignInsightsService implements GetCampaignStatsQuery, GetCampaignBehaviorsQuery,
        GetFlowOccupancyQuery {

    private final Repositories store;
    private final Clock clock;

    public CampaignInsightsService(Repositories store, Clock clock) {
        this.store = store;
        this.clock = clock;
    }

    @Override
    public CampaignStatistics stats(AccessContext access, CampaignId campaignId) {
        Campaign campaign = campaign(access, campaignId);
        OrganizationId org = access.organizationId();
        List<Enrollment> enrollments = store.enrollments().findByCampaign(org, campaignId);
        List<Call> calls = store.calls().findByCampaign(org, campaignId, null, null);
        return CampaignStatistics.compute(campaignId, enrollments, calls, customersOf(org, enrollments),
                campaign.outcomes().requiredVars(), clock.instant());
    }

    @Override
    public CampaignBehaviors behaviors(AccessContext access, CampaignId campaignId) {
        Campaign campaign = campaign(access, campaignId);
        OrganizationId org = access.organizationId();
        List<TransferConfig> transfers = store.transferConfigs().findByIds(org,
                campaign.links().transferConfigIds());
        AppointmentConfig appointment = campaign.links().appointmentConfigId() == null ? null
                : store.appointmentConfigs().findById(org, campaign.links().appointmentConfigId()).orElse(null);
        Workflow workflow = campaign.flow().flowWorkflowId() == null ? null
                : store.workflows().findById(org, campaign.flow().flowWorkflowId()).orElse(null);
        return CampaignBehaviors.derive(campaign, transfers, appointment, workflow);
    }

    @Override
    public FlowOccupancy flowOccupancy(AccessContext access, CampaignId campaignId) {
        Campaign campaign = campaign(access, campaignId);
        OrganizationId org = access.organizationId();
        // D21: only a published workflow places enrollments; an unpublished one maps nobody.
        Workflow workflow = campaign.flow().flowWorkflowId() == null ? null
                : store.workflows().findById(org, campaign.flow().flowWorkflowId()).filter(Workflow::published)
                        .orElse(null);
        List<Enrollment> enrollments = store.enrollments().findByCampaign(org, campaignId);
        List<Call> calls = store.calls().findByCampaign(org, campaignId, null, null);
        long inquiries = store.inquiries().countByCampaign(org, campaignId);
        return FlowOccupancy.compute(campaignId, workflow, enrollments, calls, customersOf(org, enrollments),
                inquiries, clock.instant());
    }

    private Campaign campaign(AccessContext access, CampaignId campaignId) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return store.campaigns().findById(access.organizationId(), campaignId)
                .orElseThrow(() -> new NotFoundException("Campaign"));
    }

    /** The enrolled customers that still exist; deleted ones are not returned by the store. */
    private List<Customer> customersOf(OrganizationId org, List<Enrollment> enrollments) {
        if (enrollments.isEmpty()) {
            return List.of();
        }
        return store.customers().findByIds(org, enrollments.stream().map(Enrollment::customerId).distinct().toList());
    }
}
