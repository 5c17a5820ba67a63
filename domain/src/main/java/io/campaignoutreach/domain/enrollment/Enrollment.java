package io.campaignoutreach.domain.enrollment;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A customer's membership of one campaign (the API's customer-campaign): its status, where it is
 * in the campaign's workflow, and why it ended. There is at most one per customer and campaign.
 */
public record Enrollment(
        EnrollmentId id,
        OrganizationId organizationId,
        CampaignId campaignId,
        CustomerId customerId,
        EnrollmentStatus status,
        String currentNodeId,
        WorkflowExecutionStatus workflowStatus,
        String statusReason,
        String failureReason,
        int attempts,
        long version,
        Instant createdAt,
        Instant updatedAt) {

    public Enrollment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (attempts < 0) {
            throw new IllegalArgumentException("attempts must not be negative");
        }
    }

    /** A new pending enrollment, not yet placed in a workflow. */
    public static Enrollment start(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId,
                                   CustomerId customerId, Instant now) {
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING, null, null, null,
                null, 0, 0, now, now);
    }

    public boolean isActive() {
        return !status.isTerminal();
    }
}
