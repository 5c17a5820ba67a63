package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.workflow.CampaignFlows;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EntryRules;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What a chunk of a job is decided against, read afresh for every chunk so that a status change
 * during a job is honoured: the job's campaign with its published flow, and, for a retention
 * journey, the organization's other journeys.
 */
public final class JobCampaigns {

    private final CampaignRepository campaigns;
    private final WorkflowRepository workflows;

    public JobCampaigns(CampaignRepository campaigns, WorkflowRepository workflows) {
        this.campaigns = campaigns;
        this.workflows = workflows;
    }

    /**
     * The rules of the job's entries, and the campaigns whose live enrollments block one (empty
     * unless the job's campaign is a retention journey).
     */
    record Decided(EntryRules rules, Set<CampaignId> otherJourneys) {
    }

    Decided read(EnrollmentJob job) {
        OrganizationId org = job.organizationId();
        Campaign campaign = campaigns.findById(org, job.campaignId()).orElse(null);
        Workflow workflow = campaign == null ? null : CampaignFlows.publishedFlow(workflows, campaign).orElse(null);
        String entryNode = workflow != null && campaign.status() == CampaignStatus.ACTIVE ? workflow.entryNodeId()
                : null;
        EntryRules rules = new EntryRules(job, campaign, workflow != null, entryNode);
        Set<CampaignId> otherJourneys = campaign != null && campaign.isRetentionJourney()
                ? otherRetentionJourneys(org, job.campaignId()) : Set.of();
        return new Decided(rules, otherJourneys);
    }

    /**
     * The organization's retention journeys other than {@code campaignId}, whatever their status: a
     * live enrollment in any of them blocks another journey (D9).
     */
    private Set<CampaignId> otherRetentionJourneys(OrganizationId org, CampaignId campaignId) {
        return campaigns.findReferences(org).stream()
                .filter(CampaignReference::isRetentionJourney).map(CampaignReference::id)
                .filter(id -> !id.equals(campaignId)).collect(Collectors.toSet());
    }
}
