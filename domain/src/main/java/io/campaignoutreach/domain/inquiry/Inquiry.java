package io.campaignoutreach.domain.inquiry;

import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;
import java.util.UUID;

/**
 * A question or concern a customer raised during a call of a campaign, with how it was
 * categorized and prioritized, and how the organization is handling it: its status, the
 * response given, notes, and when and by whom it was resolved.
 *
 * <p>It belongs to the customer's enrollment in the campaign ({@code enrollmentId}, the API's
 * {@code customerCampaignId}) and usually to the call it was raised in ({@code callId}, null when
 * none). {@code duplicateOfId} names an earlier inquiry this one repeats. Only a resolved inquiry
 * has {@code resolvedAt} and {@code resolvedBy} (D14). The assignee and the customer's own agent
 * are kept as imported ({@link AssignedUser}). Text members are at most as long as the spec
 * allows; numbers are 32-bit signed integers by type.
 */
public record Inquiry(
        InquiryId id,
        OrganizationId organizationId,
        CampaignId campaignId,
        CustomerId customerId,
        EnrollmentId enrollmentId,
        CallId callId,
        String toolCallId,
        InquiryId duplicateOfId,
        String inquiry,
        String response,
        InquiryStatus status,
        String resolutionType,
        String notes,
        Instant resolvedAt,
        UUID resolvedBy,
        InquiryClassification classification,
        InquiryPriority priority,
        InquiryCallback callback,
        InquiryContext context,
        AssignedUser assignedUser,
        AssignedUser customerAssignedUser,
        long version,
        Instant createdAt,
        Instant updatedAt) {

    public static final int MAX_RESOLUTION_TYPE_LENGTH = InquiryChanges.MAX_RESOLUTION_TYPE_LENGTH;

    public Inquiry {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(enrollmentId, "enrollmentId");
        Objects.requireNonNull(inquiry, "inquiry");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(classification, "classification");
        Objects.requireNonNull(priority, "priority");
        Objects.requireNonNull(callback, "callback");
        Objects.requireNonNull(context, "context");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        Texts.requireAtMost(resolutionType, MAX_RESOLUTION_TYPE_LENGTH, "resolutionType");
        if (status != InquiryStatus.RESOLVED && (resolvedAt != null || resolvedBy != null)) {
            throw new IllegalArgumentException("only a resolved inquiry has resolvedAt and resolvedBy");
        }
        if (version < 0) {
            throw new IllegalArgumentException("version must not be negative");
        }
    }

    /** The assignee's id, or null when nobody is assigned. */
    public UUID assignedTo() {
        return assignedUser == null ? null : assignedUser.id();
    }

    /**
     * This inquiry after a client's change (D14): any status may follow any other; moving to
     * resolved records {@code now} and {@code actor} (null when the caller is no known user) as
     * resolvedAt and resolvedBy, moving away from resolved clears both, and setting the current
     * status keeps them. A change that alters nothing returns this inquiry itself, so its version
     * and {@code updatedAt} stay; otherwise the next version at {@code now}.
     */
    public Inquiry change(InquiryChanges changes, UUID actor, Instant now) {
        InquiryStatus newStatus = changes.status().orElse(status);
        Instant newResolvedAt = resolvedAt;
        UUID newResolvedBy = resolvedBy;
        if (newStatus != status) {
            boolean resolving = newStatus == InquiryStatus.RESOLVED;
            newResolvedAt = resolving ? now : null;
            newResolvedBy = resolving ? actor : null;
        }
        Inquiry same = new Inquiry(id, organizationId, campaignId, customerId, enrollmentId, callId, toolCallId,
                duplicateOfId, inquiry, changes.response().orElse(response), newStatus,
                changes.resolutionType().orElse(resolutionType), changes.notes().orElse(notes), newResolvedAt,
                newResolvedBy, classification, priority, callback, context, assignedUser, customerAssignedUser, version,
                createdAt, updatedAt);
        if (same.equals(this)) {
            return this;
        }
        return new Inquiry(id, organizationId, campaignId, customerId, enrollmentId, callId, toolCallId,
                duplicateOfId, inquiry, same.response, newStatus, same.resolutionType, same.notes, newResolvedAt,
                newResolvedBy, classification, priority, callback, context, assignedUser, customerAssignedUser,
                version + 1, createdAt, now);
    }
}
