package io.campaignoutreach.adapter.http.enrollment;

import io.campaignoutreach.domain.enrollment.Enrollment;
import java.time.Instant;

/**
 * One enrollment of a campaign, as its list shows it: where the outreach engine has the customer. No personal
 * data: the customer is named by id, read under {@code customers:view}.
 */
record CampaignEnrollmentItem(String id, String campaignId, String customerId, String status, String statusReason,
                              String failureReason, int attempts, String currentNodeId, String workflowStatus,
                              Instant dueAt, boolean reviewRequired, Instant createdAt, Instant updatedAt) {

    static CampaignEnrollmentItem from(Enrollment e) {
        return new CampaignEnrollmentItem(e.id().toString(), e.campaignId().toString(), e.customerId().toString(),
                e.status().wireName(), e.statusReason(), e.failureReason(), e.attempts(), e.currentNodeId(),
                e.workflowStatus() == null ? null : e.workflowStatus().wireName(), e.agenda().dueAt(),
                e.reviewRequired(), e.createdAt(), e.updatedAt());
    }
}
