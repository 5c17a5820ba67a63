package io.campaignoutreach.domain.inquiry;

import java.time.Instant;
import java.util.UUID;

/**
 * A call back to the customer about an inquiry: who asked for it and when, the workflow that
 * places it, when it is scheduled, and how it ended (the call made, its disposition, or why it
 * failed). Every member is null when no callback was requested.
 */
public record InquiryCallback(
        Instant requestedAt,
        UUID requestedBy,
        UUID workflowId,
        Instant completedAt,
        UUID callId,
        String disposition,
        String failureReason,
        Instant scheduledFor) {

    public static InquiryCallback none() {
        return new InquiryCallback(null, null, null, null, null, null, null, null);
    }
}
