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
 * allows; numbers are 32-bit signed integers by type. Stores and readers rebuild one through
 * {@link #builder}; only {@link #change} makes another version.
 */
public final class Inquiry {

    public static final int MAX_RESOLUTION_TYPE_LENGTH = InquiryChanges.MAX_RESOLUTION_TYPE_LENGTH;

    private final InquiryId id;
    private final OrganizationId organizationId;
    private final CampaignId campaignId;
    private final CustomerId customerId;
    private final EnrollmentId enrollmentId;
    private final CallId callId;
    private final String toolCallId;
    private final InquiryId duplicateOfId;
    private final String inquiry;
    private final String response;
    private final InquiryStatus status;
    private final String resolutionType;
    private final String notes;
    private final Instant resolvedAt;
    private final UUID resolvedBy;
    private final InquiryClassification classification;
    private final InquiryPriority priority;
    private final InquiryCallback callback;
    private final InquiryContext context;
    private final AssignedUser assignedUser;
    private final AssignedUser customerAssignedUser;
    private final long version;
    private final Instant createdAt;
    private final Instant updatedAt;

    private Inquiry(Builder b, long version, Instant createdAt, Instant updatedAt) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.organizationId = Objects.requireNonNull(b.organizationId, "organizationId");
        this.campaignId = Objects.requireNonNull(b.campaignId, "campaignId");
        this.customerId = Objects.requireNonNull(b.customerId, "customerId");
        this.enrollmentId = Objects.requireNonNull(b.enrollmentId, "enrollmentId");
        this.callId = b.callId;
        this.toolCallId = b.toolCallId;
        this.duplicateOfId = b.duplicateOfId;
        this.inquiry = Objects.requireNonNull(b.inquiry, "inquiry");
        this.response = b.response;
        this.status = Objects.requireNonNull(b.status, "status");
        this.resolutionType = b.resolutionType;
        this.notes = b.notes;
        this.resolvedAt = b.resolvedAt;
        this.resolvedBy = b.resolvedBy;
        this.classification = Objects.requireNonNull(b.classification, "classification");
        this.priority = Objects.requireNonNull(b.priority, "priority");
        this.callback = Objects.requireNonNull(b.callback, "callback");
        this.context = Objects.requireNonNull(b.context, "context");
        this.assignedUser = b.assignedUser;
        this.customerAssignedUser = b.customerAssignedUser;
        this.version = version;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        Texts.requireAtMost(resolutionType, MAX_RESOLUTION_TYPE_LENGTH, "resolutionType");
        if (status != InquiryStatus.RESOLVED && (resolvedAt != null || resolvedBy != null)) {
            throw new IllegalArgumentException("only a resolved inquiry has resolvedAt and resolvedBy");
        }
        if (version < 0) {
            throw new IllegalArgumentException("version must not be negative");
        }
    }

    /**
     * An inquiry with the members every inquiry has, for stores and readers. Classification,
     * priority, callback and context are empty ({@code none()}) unless set on the builder.
     */
    public static Builder builder(InquiryId id, OrganizationId organizationId, CampaignId campaignId,
                                  CustomerId customerId, EnrollmentId enrollmentId, String inquiry,
                                  InquiryStatus status) {
        return new Builder(id, organizationId, campaignId, customerId, enrollmentId, inquiry, status);
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
        Builder changed = toBuilder().response(changes.response().orElse(response)).status(newStatus)
                .resolutionType(changes.resolutionType().orElse(resolutionType)).notes(changes.notes().orElse(notes))
                .resolvedAt(newResolvedAt).resolvedBy(newResolvedBy);
        Inquiry same = changed.reconstitute(version, createdAt, updatedAt);
        if (same.equals(this)) {
            return this;
        }
        return changed.reconstitute(version + 1, createdAt, now);
    }

    /**
     * This inquiry, raised by a voice agent's tool call during a call that is now recorded, linked to that call.
     * Its {@code updatedAt} is kept: nobody changed what the customer asked.
     */
    public Inquiry raisedOn(CallId call) {
        if (callId != null) {
            return this;
        }
        return toBuilder().callId(call).reconstitute(version + 1, createdAt, updatedAt);
    }

    /** A builder holding every member of this inquiry, for {@link #change} to alter some of them. */
    private Builder toBuilder() {
        return builder(id, organizationId, campaignId, customerId, enrollmentId, inquiry, status).callId(callId)
                .toolCallId(toolCallId).duplicateOfId(duplicateOfId).response(response)
                .resolutionType(resolutionType).notes(notes).resolvedAt(resolvedAt).resolvedBy(resolvedBy)
                .classification(classification).priority(priority).callback(callback).context(context)
                .assignedUser(assignedUser).customerAssignedUser(customerAssignedUser);
    }

    public InquiryId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public CampaignId campaignId() { return campaignId; }
    public CustomerId customerId() { return customerId; }
    public EnrollmentId enrollmentId() { return enrollmentId; }
    public CallId callId() { return callId; }
    public String toolCallId() { return toolCallId; }
    public InquiryId duplicateOfId() { return duplicateOfId; }
    public String inquiry() { return inquiry; }
    public String response() { return response; }
    public InquiryStatus status() { return status; }
    public String resolutionType() { return resolutionType; }
    public String notes() { return notes; }
    public Instant resolvedAt() { return resolvedAt; }
    public UUID resolvedBy() { return resolvedBy; }
    public InquiryClassification classification() { return classification; }
    public InquiryPriority priority() { return priority; }
    public InquiryCallback callback() { return callback; }
    public InquiryContext context() { return context; }
    public AssignedUser assignedUser() { return assignedUser; }
    public AssignedUser customerAssignedUser() { return customerAssignedUser; }
    public long version() { return version; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Inquiry other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && campaignId.equals(other.campaignId) && customerId.equals(other.customerId)
                && enrollmentId.equals(other.enrollmentId) && Objects.equals(callId, other.callId)
                && Objects.equals(toolCallId, other.toolCallId) && Objects.equals(duplicateOfId, other.duplicateOfId)
                && inquiry.equals(other.inquiry) && Objects.equals(response, other.response)
                && status == other.status && Objects.equals(resolutionType, other.resolutionType)
                && Objects.equals(notes, other.notes) && Objects.equals(resolvedAt, other.resolvedAt)
                && Objects.equals(resolvedBy, other.resolvedBy) && classification.equals(other.classification)
                && priority.equals(other.priority) && callback.equals(other.callback)
                && context.equals(other.context) && Objects.equals(assignedUser, other.assignedUser)
                && Objects.equals(customerAssignedUser, other.customerAssignedUser) && version == other.version
                && createdAt.equals(other.createdAt) && updatedAt.equals(other.updatedAt);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, organizationId, campaignId, customerId, enrollmentId, callId, toolCallId,
                duplicateOfId, inquiry, response, status, resolutionType, notes, resolvedAt, resolvedBy,
                classification, priority, callback, context, assignedUser, customerAssignedUser, version, createdAt,
                updatedAt);
    }

    /** Only the id and state: the question, response and notes are the customer's words. */
    @Override
    public String toString() {
        return "Inquiry[" + id + " " + status.wireName() + " v" + version + "]";
    }

    /** Collects an inquiry's optional members; the inquiry's rules are checked when it is built. */
    public static final class Builder {

        private final InquiryId id;
        private final OrganizationId organizationId;
        private final CampaignId campaignId;
        private final CustomerId customerId;
        private final EnrollmentId enrollmentId;
        private final String inquiry;
        private InquiryStatus status;
        private CallId callId;
        private String toolCallId;
        private InquiryId duplicateOfId;
        private String response;
        private String resolutionType;
        private String notes;
        private Instant resolvedAt;
        private UUID resolvedBy;
        private InquiryClassification classification = InquiryClassification.none();
        private InquiryPriority priority = InquiryPriority.none();
        private InquiryCallback callback = InquiryCallback.none();
        private InquiryContext context = InquiryContext.none();
        private AssignedUser assignedUser;
        private AssignedUser customerAssignedUser;

        private Builder(InquiryId id, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                        EnrollmentId enrollmentId, String inquiry, InquiryStatus status) {
            this.id = id;
            this.organizationId = organizationId;
            this.campaignId = campaignId;
            this.customerId = customerId;
            this.enrollmentId = enrollmentId;
            this.inquiry = inquiry;
            this.status = status;
        }

        /** Only {@link Inquiry#change} moves an inquiry to another status. */
        private Builder status(InquiryStatus status) {
            this.status = status;
            return this;
        }

        public Builder callId(CallId callId) {
            this.callId = callId;
            return this;
        }

        public Builder toolCallId(String toolCallId) {
            this.toolCallId = toolCallId;
            return this;
        }

        public Builder duplicateOfId(InquiryId duplicateOfId) {
            this.duplicateOfId = duplicateOfId;
            return this;
        }

        public Builder response(String response) {
            this.response = response;
            return this;
        }

        public Builder resolutionType(String resolutionType) {
            this.resolutionType = resolutionType;
            return this;
        }

        public Builder notes(String notes) {
            this.notes = notes;
            return this;
        }

        public Builder resolvedAt(Instant resolvedAt) {
            this.resolvedAt = resolvedAt;
            return this;
        }

        public Builder resolvedBy(UUID resolvedBy) {
            this.resolvedBy = resolvedBy;
            return this;
        }

        public Builder classification(InquiryClassification classification) {
            this.classification = classification;
            return this;
        }

        public Builder priority(InquiryPriority priority) {
            this.priority = priority;
            return this;
        }

        public Builder callback(InquiryCallback callback) {
            this.callback = callback;
            return this;
        }

        public Builder context(InquiryContext context) {
            this.context = context;
            return this;
        }

        public Builder assignedUser(AssignedUser assignedUser) {
            this.assignedUser = assignedUser;
            return this;
        }

        public Builder customerAssignedUser(AssignedUser customerAssignedUser) {
            this.customerAssignedUser = customerAssignedUser;
            return this;
        }

        /** A stored inquiry as it was read; for stores and readers. */
        public Inquiry reconstitute(long version, Instant createdAt, Instant updatedAt) {
            return new Inquiry(this, version, createdAt, updatedAt);
        }
    }
}
