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
 * when {@code transfer} is set. Built through {@link #builder}: most members are optional.
 */
public final class Call {

    /** Dispositions of calls nobody answered. */
    public static final Set<String> UNCONNECTED_DISPOSITIONS = Set.of("no_answer", "busy", "failed", "voicemail",
            "canceled");

    /** Disposition of a call in which the customer booked an appointment. */
    public static final String APPOINTMENT_BOOKED = "appointment_booked";

    private final CallId id;
    private final OrganizationId organizationId;
    private final CampaignId campaignId;
    private final CustomerId customerId;
    private final EnrollmentId enrollmentId;
    private final String callerId;
    private final Instant createdAt;
    private final String disposition;
    private final long durationMs;
    private final String assistantType;
    private final String summary;
    private final String transcript;
    private final CallDirection direction;
    private final BigDecimal cost;
    private final String successEvaluation;
    private final String endedReason;
    private final boolean testFlag;
    private final SourceId sourceId;
    private final CallPurpose purpose;
    private final Transfer transfer;

    private Call(Builder b) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.organizationId = Objects.requireNonNull(b.organizationId, "organizationId");
        this.campaignId = Objects.requireNonNull(b.campaignId, "campaignId");
        this.customerId = Objects.requireNonNull(b.customerId, "customerId");
        this.enrollmentId = b.enrollmentId;
        this.callerId = b.callerId;
        this.createdAt = Objects.requireNonNull(b.createdAt, "createdAt");
        this.disposition = b.disposition;
        this.durationMs = b.durationMs;
        this.assistantType = b.assistantType;
        this.summary = b.summary;
        this.transcript = b.transcript;
        this.direction = Objects.requireNonNull(b.direction, "direction");
        this.cost = b.cost;
        this.successEvaluation = b.successEvaluation;
        this.endedReason = b.endedReason;
        this.testFlag = b.testFlag;
        this.sourceId = b.sourceId;
        this.purpose = Objects.requireNonNull(b.purpose, "purpose");
        this.transfer = b.transfer;
        if (durationMs < 0) {
            throw new IllegalArgumentException("durationMs must not be negative");
        }
    }

    /**
     * A call with the members every call has; the others are set on the builder. Used alike for a
     * call the engine just made and for one a store or an import reads, since a call never changes.
     */
    public static Builder builder(CallId id, OrganizationId organizationId, CampaignId campaignId,
                                  CustomerId customerId, Instant createdAt, CallDirection direction,
                                  CallPurpose purpose) {
        return new Builder(id, organizationId, campaignId, customerId, createdAt, direction, purpose);
    }

    /**
     * This call with what a voice platform made of it, which may arrive after the call ended: each
     * non-null member replaces what the call has. Nothing else of a call ever changes.
     */
    public Call withAnalysis(String newSummary, String newTranscript, String newSuccessEvaluation,
                             BigDecimal newCost) {
        return builder(id, organizationId, campaignId, customerId, createdAt, direction, purpose)
                .enrollmentId(enrollmentId).callerId(callerId).disposition(disposition).durationMs(durationMs)
                .assistantType(assistantType).summary(newSummary != null ? newSummary : summary)
                .transcript(newTranscript != null ? newTranscript : transcript)
                .cost(newCost != null ? newCost : cost)
                .successEvaluation(newSuccessEvaluation != null ? newSuccessEvaluation : successEvaluation)
                .endedReason(endedReason).testFlag(testFlag).sourceId(sourceId).transfer(transfer).build();
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

    public CallId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public CampaignId campaignId() { return campaignId; }
    public CustomerId customerId() { return customerId; }
    public EnrollmentId enrollmentId() { return enrollmentId; }
    public String callerId() { return callerId; }
    public Instant createdAt() { return createdAt; }
    public String disposition() { return disposition; }
    public long durationMs() { return durationMs; }
    public String assistantType() { return assistantType; }
    public String summary() { return summary; }
    public String transcript() { return transcript; }
    public CallDirection direction() { return direction; }
    public BigDecimal cost() { return cost; }
    public String successEvaluation() { return successEvaluation; }
    public String endedReason() { return endedReason; }
    public boolean testFlag() { return testFlag; }
    public SourceId sourceId() { return sourceId; }
    public CallPurpose purpose() { return purpose; }
    public Transfer transfer() { return transfer; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Call other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && campaignId.equals(other.campaignId) && customerId.equals(other.customerId)
                && Objects.equals(enrollmentId, other.enrollmentId) && Objects.equals(callerId, other.callerId)
                && createdAt.equals(other.createdAt) && Objects.equals(disposition, other.disposition)
                && durationMs == other.durationMs && Objects.equals(assistantType, other.assistantType)
                && Objects.equals(summary, other.summary) && Objects.equals(transcript, other.transcript)
                && direction == other.direction && Objects.equals(cost, other.cost)
                && Objects.equals(successEvaluation, other.successEvaluation)
                && Objects.equals(endedReason, other.endedReason) && testFlag == other.testFlag
                && Objects.equals(sourceId, other.sourceId) && purpose == other.purpose
                && Objects.equals(transfer, other.transfer);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, organizationId, campaignId, customerId, enrollmentId, callerId, createdAt,
                disposition, durationMs, assistantType, summary, transcript, direction, cost, successEvaluation,
                endedReason, testFlag, sourceId, purpose, transfer);
    }

    /** Only the id: the caller's number, summary and transcript are personal data, kept out of logs. */
    @Override
    public String toString() {
        return "Call[" + id + "]";
    }

    /** Collects a call's optional members; {@link #build} checks the rules every call keeps. */
    public static final class Builder {

        private final CallId id;
        private final OrganizationId organizationId;
        private final CampaignId campaignId;
        private final CustomerId customerId;
        private final Instant createdAt;
        private final CallDirection direction;
        private final CallPurpose purpose;
        private EnrollmentId enrollmentId;
        private String callerId;
        private String disposition;
        private long durationMs;
        private String assistantType;
        private String summary;
        private String transcript;
        private BigDecimal cost;
        private String successEvaluation;
        private String endedReason;
        private boolean testFlag;
        private SourceId sourceId;
        private Transfer transfer;

        private Builder(CallId id, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                        Instant createdAt, CallDirection direction, CallPurpose purpose) {
            this.id = id;
            this.organizationId = organizationId;
            this.campaignId = campaignId;
            this.customerId = customerId;
            this.createdAt = createdAt;
            this.direction = direction;
            this.purpose = purpose;
        }

        public Builder enrollmentId(EnrollmentId enrollmentId) {
            this.enrollmentId = enrollmentId;
            return this;
        }

        public Builder callerId(String callerId) {
            this.callerId = callerId;
            return this;
        }

        public Builder disposition(String disposition) {
            this.disposition = disposition;
            return this;
        }

        public Builder durationMs(long durationMs) {
            this.durationMs = durationMs;
            return this;
        }

        public Builder assistantType(String assistantType) {
            this.assistantType = assistantType;
            return this;
        }

        public Builder summary(String summary) {
            this.summary = summary;
            return this;
        }

        public Builder transcript(String transcript) {
            this.transcript = transcript;
            return this;
        }

        public Builder cost(BigDecimal cost) {
            this.cost = cost;
            return this;
        }

        public Builder successEvaluation(String successEvaluation) {
            this.successEvaluation = successEvaluation;
            return this;
        }

        public Builder endedReason(String endedReason) {
            this.endedReason = endedReason;
            return this;
        }

        public Builder testFlag(boolean testFlag) {
            this.testFlag = testFlag;
            return this;
        }

        public Builder sourceId(SourceId sourceId) {
            this.sourceId = sourceId;
            return this;
        }

        public Builder transfer(Transfer transfer) {
            this.transfer = transfer;
            return this;
        }

        public Call build() {
            return new Call(this);
        }
    }
}
