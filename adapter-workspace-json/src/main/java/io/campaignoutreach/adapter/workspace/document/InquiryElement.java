package io.campaignoutreach.adapter.workspace.document;

import io.campaignoutreach.domain.inquiry.InquiryStatus;
import java.time.Instant;
import java.util.UUID;

/** An inquiry as a workspace document gives it. */
public record InquiryElement(UUID id, UUID customerCampaignId, UUID callId, UUID duplicateOfId, UUID callbackCallId,
                             UUID callbackWorkflowId, String inquiry, InquiryStatus status, Instant resolvedAt,
                             UUID resolvedBy, UUID callbackRequestedBy, String toolCallId, String response,
                             String notes, String handlingRationale, String reasoning, String priorityRationale,
                             String priorityCategory, String callbackDisposition, String callbackFailureReason,
                             String agentName, String carrierName, String planName, String planCode,
                             String resolutionType, String primaryCategory, String subcategory, String severity,
                             String suggestedHandling, Object severityTriggers, Object additionalConcerns,
                             Boolean escalationApplied, Integer priority, Integer priorityConfidence,
                             Integer priorityRank, Instant callbackRequestedAt, Instant callbackCompletedAt,
                             Instant callbackScheduledFor, AssignedUser assignedUser,
                             AssignedUser customerAssignedUser, Instant createdAt, Instant updatedAt)
        implements FileElement {

    /** A person an inquiry is assigned to. */
    public record AssignedUser(UUID id, String name, String image) {
    }
}
