package io.campaignoutreach.domain.enrollment;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A customer's membership of one campaign (the API's customer-campaign): its status, where it is
 * in the campaign's workflow, and why it ended. There is at most one per customer and campaign.
 * A new one is {@link #start}ed; stores and readers rebuild one through {@link #builder}.
 */
public final class Enrollment {

    /** The status reason of an enrollment whose attempt was interrupted. */
    public static final String INTERRUPTED_REASON = "a call attempt was interrupted; review required";

    private final EnrollmentId id;
    private final OrganizationId organizationId;
    private final CampaignId campaignId;
    private final CustomerId customerId;
    private final EnrollmentStatus status;
    private final String currentNodeId;
    private final WorkflowExecutionStatus workflowStatus;
    private final String statusReason;
    private final String failureReason;
    private final int attempts;
    private final long version;
    private final Instant createdAt;
    private final Instant updatedAt;
    private final Agenda agenda;

    private Enrollment(Builder b, long version, Instant createdAt, Instant updatedAt) {
        this.id = Objects.requireNonNull(b.id, "id");
        this.organizationId = Objects.requireNonNull(b.organizationId, "organizationId");
        this.campaignId = Objects.requireNonNull(b.campaignId, "campaignId");
        this.customerId = Objects.requireNonNull(b.customerId, "customerId");
        this.status = Objects.requireNonNull(b.status, "status");
        this.currentNodeId = b.currentNodeId;
        this.workflowStatus = b.workflowStatus;
        this.statusReason = b.statusReason;
        this.failureReason = b.failureReason;
        this.attempts = b.attempts;
        this.version = version;
        this.createdAt = Objects.requireNonNull(createdAt, "createdAt");
        this.updatedAt = Objects.requireNonNull(updatedAt, "updatedAt");
        this.agenda = b.agenda != null ? b.agenda : historyAgenda(status, createdAt, updatedAt);
        if (attempts < 0) {
            throw new IllegalArgumentException("attempts must not be negative");
        }
    }

    /**
     * The plans of an enrollment as history records it, without the engine's: a pending one is due
     * when it was last changed, so the engine takes it up; any other has nothing planned.
     */
    private static Agenda historyAgenda(EnrollmentStatus status, Instant createdAt, Instant updatedAt) {
        return new Agenda(createdAt, status == EnrollmentStatus.PENDING ? updatedAt : null, null, false);
    }

    /**
     * An enrollment with the members every enrollment has, for stores and readers; its workflow
     * position, reasons, attempts and agenda are set on the builder.
     */
    public static Builder builder(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId,
                                  CustomerId customerId, EnrollmentStatus status) {
        return new Builder(id, organizationId, campaignId, customerId, status);
    }

    /** A new pending enrollment, not yet placed in a workflow. */
    public static Enrollment start(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId,
                                   CustomerId customerId, Instant now) {
        return start(id, organizationId, campaignId, customerId, null, now);
    }

    /**
     * A new pending enrollment, waiting at {@code entryNodeId} when the campaign runs its workflow
     * now, or at no node (null) when execution waits until the campaign is active.
     */
    public static Enrollment start(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId,
                                   CustomerId customerId, String entryNodeId, Instant now) {
        return builder(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING)
                .currentNodeId(entryNodeId).workflowStatus(entryNodeId == null ? null : WorkflowExecutionStatus.WAITING)
                .agenda(Agenda.startingAt(now)).reconstitute(0, now, now);
    }

    /** A builder holding every member of this enrollment, for a transition to change some of them. */
    private Builder toBuilder() {
        return builder(id, organizationId, campaignId, customerId, status).currentNodeId(currentNodeId)
                .workflowStatus(workflowStatus).statusReason(statusReason).failureReason(failureReason)
                .attempts(attempts).agenda(agenda);
    }

    /** Every transition is a change: the next version, last changed {@code now}. */
    private Enrollment next(Builder changed, Instant now) {
        return changed.reconstitute(version + 1, createdAt, now);
    }

    /**
     * Starts the enrollment over (D9): pending again, workflow position and failure state cleared,
     * placed at {@code entryNodeId} when given; its attempts and history are kept.
     */
    public Enrollment restart(String entryNodeId, Instant now) {
        return next(toBuilder().status(EnrollmentStatus.PENDING).currentNodeId(entryNodeId)
                .workflowStatus(entryNodeId == null ? null : WorkflowExecutionStatus.WAITING).statusReason(null)
                .failureReason(null).agenda(Agenda.startingAt(now)), now);
    }

    /**
     * Ends the enrollment with a status a client may set (completed, failed, cancelled) and its
     * reason. It leaves the workflow, so no further campaign work is scheduled for it.
     */
    public Enrollment close(EnrollmentStatus terminal, String reason, Instant now) {
        if (!terminal.isClientSettable()) {
            throw new IllegalArgumentException("only completed, failed or cancelled may be set, not " + terminal);
        }
        return next(toBuilder().status(terminal).currentNodeId(null).workflowStatus(null).statusReason(reason)
                .agenda(agenda.nothingPlanned()), now);
    }

    /**
     * Places an enrollment that waited for its campaign on the workflow's entry node, once the
     * campaign is active; one already on a node, or over, is returned as it is.
     */
    public Enrollment enterWorkflow(String entryNodeId, Instant now) {
        Objects.requireNonNull(entryNodeId, "entryNodeId");
        if (status != EnrollmentStatus.PENDING || currentNodeId != null) {
            return this;
        }
        return next(toBuilder().currentNodeId(entryNodeId).workflowStatus(WorkflowExecutionStatus.WAITING)
                .agenda(agenda.dueAt(now)), now);
    }

    /**
     * A new version of its workflow lacks the node this pending enrollment waits on: it goes to the new version's
     * entry node, as a restart would place it, but keeps its run, attempts and history. A wait it sat in is gone
     * with its node, so it is due at once, unless nothing was planned (its campaign is not active).
     */
    public Enrollment moveToEntry(String entryNodeId, Instant now) {
        Objects.requireNonNull(entryNodeId, "entryNodeId");
        requirePending("moved to the entry node");
        Agenda moved = agenda.dueAt() == null ? agenda.nothingPlanned() : agenda.dueAt(now);
        return next(toBuilder().currentNodeId(entryNodeId).workflowStatus(WorkflowExecutionStatus.WAITING)
                .agenda(moved), now);
    }

    /**
     * Records that a call attempt is starting, before the carrier is asked: the enrollment is in
     * progress and counts the attempt. Only a pending enrollment may start one, so nothing is ever
     * placed for an enrollment that is over or already mid-attempt.
     */
    public Enrollment beginAttempt(Instant now) {
        return beginAttempt(currentNodeId, now);
    }

    /** {@link #beginAttempt(Instant)} at the call node {@code nodeId} (null outside a workflow). */
    public Enrollment beginAttempt(String nodeId, Instant now) {
        if (status != EnrollmentStatus.PENDING) {
            throw new IllegalStateException("a call attempt starts only from pending, not " + status.wireName());
        }
        return next(toBuilder().status(EnrollmentStatus.IN_PROGRESS).currentNodeId(nodeId)
                .workflowStatus(nodeId == null ? null : WorkflowExecutionStatus.RUNNING).attempts(attempts + 1)
                .statusReason(null).agenda(agenda.nothingPlanned()), now);
    }

    /**
     * A call the turn decided on was not dialed ({@code why}): pending at {@code nodeId}, due again
     * at {@code dueAt}, the reason stated until a call starts.
     */
    public Enrollment defer(String nodeId, Instant dueAt, String why, Instant now) {
        requirePending("deferred");
        return next(toBuilder().currentNodeId(nodeId)
                .workflowStatus(nodeId == null ? workflowStatus : WorkflowExecutionStatus.WAITING).statusReason(why)
                .agenda(agenda.dueAt(dueAt)), now);
    }

    /**
     * The carrier refused the attempt in progress without placing a call, and it does not count
     * ({@code why}, e.g. the carrier was throttling): pending at the same node, due again at
     * {@code dueAt}. The attempt keeps its number, so the next one is numbered after it.
     */
    public Enrollment attemptNotPlaced(Instant dueAt, String why, Instant now) {
        if (status != EnrollmentStatus.IN_PROGRESS) {
            throw new IllegalStateException("only an attempt in progress can be refused, not " + status.wireName());
        }
        return next(toBuilder().status(EnrollmentStatus.PENDING)
                .workflowStatus(currentNodeId == null ? null : WorkflowExecutionStatus.WAITING).statusReason(why)
                .agenda(agenda.dueAt(dueAt)), now);
    }

    /**
     * The result of the interrupted attempt this enrollment awaits review for has arrived after
     * all: nothing is uncertain any more, so it is in progress on that attempt again and the result
     * moves it on as if it had come in time. Only a step of that one change: the version stays, and
     * the transition the result makes next moves it on once.
     */
    public Enrollment reviewResolved(Instant now) {
        if (!agenda.reviewRequired()) {
            return this;
        }
        return toBuilder().statusReason(null).agenda(agenda.nothingPlanned()).reconstitute(version, createdAt, now);
    }

    /**
     * The attempt is over and outreach goes on: pending again, waiting at {@code nextNodeId}, due
     * at once so that the engine takes the next step.
     */
    public Enrollment attemptEnded(String nextNodeId, Instant now) {
        if (status != EnrollmentStatus.IN_PROGRESS) {
            throw new IllegalStateException("only an attempt in progress can end, not " + status.wireName());
        }
        return next(toBuilder().status(EnrollmentStatus.PENDING).currentNodeId(nextNodeId)
                .workflowStatus(WorkflowExecutionStatus.WAITING).agenda(agenda.dueAt(now)), now);
    }

    /**
     * Moves a pending enrollment on to {@code nodeId} (null outside a workflow), due at {@code dueAt};
     * when {@code waitUntil} is set it is a wait that ends then.
     */
    public Enrollment plan(String nodeId, Instant dueAt, Instant waitUntil, Instant now) {
        requirePending("planned");
        Agenda planned = waitUntil == null ? agenda.dueAt(dueAt) : agenda.waitingUntil(waitUntil);
        return next(toBuilder().currentNodeId(nodeId)
                .workflowStatus(nodeId == null ? workflowStatus : WorkflowExecutionStatus.WAITING).agenda(planned),
                now);
    }

    /**
     * A pending enrollment that was parked while its campaign was not active is due again at once;
     * any other is returned as it is.
     */
    public Enrollment wake(Instant now) {
        if (status != EnrollmentStatus.PENDING || agenda.dueAt() != null) {
            return this;
        }
        return next(toBuilder().agenda(agenda.dueAt(now)), now);
    }

    /** A pending enrollment whose campaign is not active: nothing is planned until it is activated. */
    public Enrollment park(Instant now) {
        return park(currentNodeId, now);
    }

    /** {@link #park(Instant)} at the node {@code nodeId}. */
    public Enrollment park(String nodeId, Instant now) {
        requirePending("parked");
        return next(toBuilder().currentNodeId(nodeId)
                .workflowStatus(nodeId == null ? workflowStatus : WorkflowExecutionStatus.WAITING)
                .agenda(agenda.nothingPlanned()), now);
    }

    /**
     * The attempt in progress was interrupted (its process stopped) and nobody knows whether the
     * call was placed: it stays in progress and nothing more is done until it is reviewed.
     */
    public Enrollment interrupt(Instant now) {
        if (status != EnrollmentStatus.IN_PROGRESS) {
            throw new IllegalStateException("only an attempt in progress can be interrupted, not " + status.wireName());
        }
        return next(toBuilder().statusReason(INTERRUPTED_REASON).agenda(agenda.interrupted()), now);
    }

    /**
     * An operator reviewed an interrupted attempt and lets outreach go on: pending at the same node,
     * due at once. The attempt still counts, so the cadence spaces the next call after it.
     */
    public Enrollment resume(Instant now) {
        if (!agenda.reviewRequired()) {
            throw new IllegalStateException("only an enrollment awaiting review can be resumed");
        }
        return next(toBuilder().status(EnrollmentStatus.PENDING)
                .workflowStatus(currentNodeId == null ? null : WorkflowExecutionStatus.WAITING).statusReason(null)
                .agenda(agenda.dueAt(now)), now);
    }

    public boolean reviewRequired() {
        return agenda.reviewRequired();
    }

    /**
     * Whether the attempt numbered {@code number} is the one this enrollment is in the middle of, so
     * that its end moves the enrollment on. An earlier attempt's result arriving late (the enrollment
     * was restarted or closed meanwhile, maybe dialed again) is not its to apply.
     */
    public boolean isOnAttempt(int number) {
        return status == EnrollmentStatus.IN_PROGRESS && attempts == number;
    }

    private void requirePending(String what) {
        if (status != EnrollmentStatus.PENDING) {
            throw new IllegalStateException("only a pending enrollment is " + what + ", not " + status.wireName());
        }
    }

    /**
     * Ends outreach as the engine decides it: completed or failed by the campaign's criteria or an
     * end node, exceeded_max_calls, expired, or skipped (a customer who may not be called). The
     * enrollment stays on the node it ended at; its workflow run is completed when it succeeded
     * and failed otherwise. An enrollment already over is never reopened this way.
     */
    public Enrollment finish(EnrollmentStatus ending, String reason, Instant now) {
        return finish(currentNodeId, ending, reason, now);
    }

    /** {@link #finish(EnrollmentStatus, String, Instant)} at the node {@code nodeId} the run ended on. */
    public Enrollment finish(String nodeId, EnrollmentStatus ending, String reason, Instant now) {
        if (!ending.isTerminal() || ending == EnrollmentStatus.CANCELLED) {
            throw new IllegalArgumentException("outreach ends completed, failed, exceeded_max_calls, expired or "
                    + "skipped, not " + ending.wireName());
        }
        if (status.isTerminal()) {
            throw new IllegalStateException("an enrollment that is " + status.wireName() + " is already over");
        }
        WorkflowExecutionStatus run = ending == EnrollmentStatus.COMPLETED ? WorkflowExecutionStatus.COMPLETED
                : WorkflowExecutionStatus.FAILED;
        String failure = ending == EnrollmentStatus.COMPLETED ? failureReason : reason;
        return next(toBuilder().status(ending).currentNodeId(nodeId).workflowStatus(nodeId == null ? null : run)
                .statusReason(reason).failureReason(failure).agenda(agenda.nothingPlanned()), now);
    }

    public boolean isActive() {
        return !status.isTerminal();
    }

    public EnrollmentId id() { return id; }
    public OrganizationId organizationId() { return organizationId; }
    public CampaignId campaignId() { return campaignId; }
    public CustomerId customerId() { return customerId; }
    public EnrollmentStatus status() { return status; }
    public String currentNodeId() { return currentNodeId; }
    public WorkflowExecutionStatus workflowStatus() { return workflowStatus; }
    public String statusReason() { return statusReason; }
    public String failureReason() { return failureReason; }
    public int attempts() { return attempts; }
    public long version() { return version; }
    public Instant createdAt() { return createdAt; }
    public Instant updatedAt() { return updatedAt; }
    public Agenda agenda() { return agenda; }

    @Override
    public boolean equals(Object o) {
        return o instanceof Enrollment other && id.equals(other.id) && organizationId.equals(other.organizationId)
                && campaignId.equals(other.campaignId) && customerId.equals(other.customerId)
                && status == other.status && Objects.equals(currentNodeId, other.currentNodeId)
                && workflowStatus == other.workflowStatus && Objects.equals(statusReason, other.statusReason)
                && Objects.equals(failureReason, other.failureReason) && attempts == other.attempts
                && version == other.version && createdAt.equals(other.createdAt)
                && updatedAt.equals(other.updatedAt) && agenda.equals(other.agenda);
    }

    @Override
    public int hashCode() {
        return Objects.hash(id, organizationId, campaignId, customerId, status, currentNodeId, workflowStatus,
                statusReason, failureReason, attempts, version, createdAt, updatedAt, agenda);
    }

    @Override
    public String toString() {
        return "Enrollment[" + id + " " + status.wireName() + " v" + version + "]";
    }

    /**
     * Collects an enrollment's members. Without an agenda, the enrollment gets the one history
     * implies (see {@link #historyAgenda}), since imported enrollments carry no plans of the engine.
     */
    public static final class Builder {

        private final EnrollmentId id;
        private final OrganizationId organizationId;
        private final CampaignId campaignId;
        private final CustomerId customerId;
        private EnrollmentStatus status;
        private String currentNodeId;
        private WorkflowExecutionStatus workflowStatus;
        private String statusReason;
        private String failureReason;
        private int attempts;
        private Agenda agenda;

        private Builder(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                        EnrollmentStatus status) {
            this.id = id;
            this.organizationId = organizationId;
            this.campaignId = campaignId;
            this.customerId = customerId;
            this.status = status;
        }

        /** Only transitions move an enrollment to another status. */
        private Builder status(EnrollmentStatus status) {
            this.status = status;
            return this;
        }

        public Builder currentNodeId(String currentNodeId) {
            this.currentNodeId = currentNodeId;
            return this;
        }

        public Builder workflowStatus(WorkflowExecutionStatus workflowStatus) {
            this.workflowStatus = workflowStatus;
            return this;
        }

        public Builder statusReason(String statusReason) {
            this.statusReason = statusReason;
            return this;
        }

        public Builder failureReason(String failureReason) {
            this.failureReason = failureReason;
            return this;
        }

        public Builder attempts(int attempts) {
            this.attempts = attempts;
            return this;
        }

        public Builder agenda(Agenda agenda) {
            this.agenda = agenda;
            return this;
        }

        /** A stored enrollment as it was read; for stores and readers. */
        public Enrollment reconstitute(long version, Instant createdAt, Instant updatedAt) {
            return new Enrollment(this, version, createdAt, updatedAt);
        }
    }
}
