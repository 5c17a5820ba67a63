package io.campaignoutreach.application.workflow;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Optional;

/** The workflow a campaign runs its enrollments through: its flow, when enabled and published. */
public final class CampaignFlows {

    private CampaignFlows() {
    }

    public static Optional<Workflow> publishedFlow(WorkflowRepository workflows, Campaign campaign) {
        if (!campaign.flow().enableFlow() || campaign.flow().flowWorkflowId() == null) {
            return Optional.empty();
        }
        return workflows.findById(campaign.organizationId(), campaign.flow().flowWorkflowId())
                .filter(Workflow::published);
    }
}
