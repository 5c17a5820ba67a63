package io.campaignoutreach.domain.call;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * One voice call with a customer within a campaign. A call is connected when someone answered:
 * its disposition is not one of {@link #UNCONNECTED_DISPOSITIONS}.
 */
public record Call(
        CallId id,
        OrganizationId organizationId,
        CampaignId campaignId,
        CustomerId customerId,
        EnrollmentId enrollmentId,
        String callerId,
        Instant createdAt,
        String disposition,
        long durationMs,
        String assistantType,
        String summary,
        String transcript,
        CallDirection direction,
        BigDecimal cost,
        String successEvaluation,
        String endedReason,
        boolean testFlag) {

    /** Dispositions of calls nobody answered. */
    public static final Set<String> UNCONNECTED_DISPOSITIONS = Set.of("no_answer", "busy", "failed", "voicemail",
            "canceled");

    public Call {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(direction, "direction");
        if (durationMs < 0) {
            throw new IllegalArgumentException("durationMs must not be negative");
        }
    }

    public boolean isConnected() {
        return disposition != null && !UNCONNECTED_DISPOSITIONS.contains(disposition);
    }
}
