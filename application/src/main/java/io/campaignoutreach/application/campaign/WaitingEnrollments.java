package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.workflow.CampaignFlows;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Workflow execution waits until the campaign is active: enrollments made while it was not wait
 * at no node, and enrollments the outreach engine found it inactive for have nothing planned. When
 * it becomes active they are placed on its workflow's entry node and are due at once.
 */
public final class WaitingEnrollments {

    private final EnrollmentRepository enrollments;
    private final WorkflowRepository workflows;

    public WaitingEnrollments(EnrollmentRepository enrollments, WorkflowRepository workflows) {
        this.enrollments = enrollments;
        this.workflows = workflows;
    }

    /** Within the unit of work that changed {@code before} into {@code after}. */
    void placeOnActivation(Campaign before, Campaign after, Instant now) {
        if (before.status() == CampaignStatus.ACTIVE || after.status() != CampaignStatus.ACTIVE) {
            return;
        }
        Optional<String> entry = CampaignFlows.publishedFlow(workflows, after).map(Workflow::entryNodeId);
        List<Enrollment> placed = new ArrayList<>();
        for (Enrollment enrollment : enrollments.findByCampaign(after.organizationId(), after.id())) {
            Enrollment due = entry.isPresent() && enrollment.currentNodeId() == null
                    ? enrollment.enterWorkflow(entry.get(), now) : enrollment.wake(now);
            if (due != enrollment) {
                placed.add(due);
            }
        }
        enrollments.updateAll(placed);
    }
}
