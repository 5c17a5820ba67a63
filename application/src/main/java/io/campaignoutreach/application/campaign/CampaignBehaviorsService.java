package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.CampaignBehaviors;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.List;

/**
 * Reads what a campaign does (transfers, appointments, its workflow's behaviors) from its
 * configurations, scoped to the caller's organization.
 */
public final class CampaignBehaviorsService implements GetCampaignBehaviorsQuery {

    private final CampaignRepository campaigns;
    private final TransferConfigRepository transferConfigs;
    private final AppointmentConfigRepository appointmentConfigs;
    private final WorkflowRepository workflows;

    public CampaignBehaviorsService(CampaignRepository campaigns, TransferConfigRepository transferConfigs,
                                    AppointmentConfigRepository appointmentConfigs, WorkflowRepository workflows) {
        this.campaigns = campaigns;
        this.transferConfigs = transferConfigs;
        this.appointmentConfigs = appointmentConfigs;
        this.workflows = workflows;
    }

    @Override
    public CampaignBehaviors behaviors(AccessContext access, CampaignId campaignId) {
        Campaign campaign = viewable(campaigns, access, campaignId);
        OrganizationId org = access.organizationId();
        List<TransferConfig> transfers = transferConfigs.findByIds(org,
                campaign.links().transferConfigIds());
        AppointmentConfig appointment = campaign.links().appointmentConfigId() == null ? null
                : appointmentConfigs.findById(org, campaign.links().appointmentConfigId()).orElse(null);
        Workflow workflow = campaign.flow().flowWorkflowId() == null ? null
                : workflows.findById(org, campaign.flow().flowWorkflowId()).orElse(null);
        return CampaignBehaviors.derive(campaign, transfers, appointment, workflow);
    }

    /** The organization's campaign, for a caller who may view campaigns; not found otherwise. */
    public static Campaign viewable(CampaignRepository campaigns, AccessContext access, CampaignId campaignId) {
        access.require(Capability.CAMPAIGNS_VIEW);
        return campaigns.findById(access.organizationId(), campaignId)
                .orElseThrow(() -> new NotFoundException("Campaign"));
    }
}
