package io.campaignoutreach.adapter.workspace.document;

import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import java.time.Instant;
import java.util.UUID;

/** An enrollment (a customer in a campaign) as a workspace document gives it. */
public record EnrollmentElement(UUID id, UUID campaignId, UUID customerId, EnrollmentStatus status,
                                String currentNodeId, WorkflowExecutionStatus workflowStatus, String statusReason,
                                String failureReason, Integer attempts, Instant createdAt, Instant updatedAt)
        implements FileElement {
}
