package io.campaignoutreach.domain.call;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.source.SourceId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Objects;
import java.util.Set;

/**
 * One voice call with a customer within a campaign. A call is connected when someone answered:
 * its disposition is set and not one of {@link #UNCONNECTED_DISPOSITIONS}. A call may come from a
 * lead source ({@code sourceId}, null when none), has a purpose, and was transferred to an agent
 * when {@code transfer} is set.
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
        boolean testFlag,
        SourceId sourceId,
        CallPurpose purpose,
        Transfer transfer) {

    /** Dispositions of calls nobody answered. */
    public static final Set<String> UNCONNECTED_DISPOSITIONS = Set.of("no_answer", "busy", "failed", "voicemail",
            "canceled");

    /** Disposition of a call in which the customer booked an appointment. */
    public static final String APPOINTMENT_BOOKED = "appointment_booked";

    public Call {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(direction, "direction");
        Objects.requireNonNull(purpose, "purpose");
        if (durationMs < 0) {
            throw new IllegalArgumentException("durationMs must not be negative");
        }
    }

    public boolean isConnected() {
        return disposition != null && !UNCONNECTED_DISPOSITIONS.contains(disposition);
    }

    public boolean isTransferred() {
        return transfer != null;
    }

    public boolean bookedAppointment() {
        return APPOINTMENT_BOOKED.equals(disposition);
    }
}
