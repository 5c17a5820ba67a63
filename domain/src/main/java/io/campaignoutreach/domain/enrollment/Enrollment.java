package io.campaignoutreach.domain.enrollment;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A customer's membership of one campaign (the API's customer-campaign): its status, where it is
 * in the campaign's workflow, and why it ended. There is at most one per customer and campaign.
 */
public record Enrollment(
        EnrollmentId id,
        OrganizationId organizationId,
        CampaignId campaignId,
        CustomerId customerId,
        EnrollmentStatus status,
        String currentNodeId,
        WorkflowExecutionStatus workflowStatus,
        String statusReason,
        String failureReason,
        int attempts,
        long version,
        Instant createdAt,
        Instant updatedAt,
        Agenda agenda) {

    /** The status reason of an enrollment whose attempt was interrupted. */
    public static final String INTERRUPTED_REASON = "a call attempt was interrupted; review required";

    public Enrollment {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        Objects.requireNonNull(agenda, "agenda");
        if (attempts < 0) {
            throw new IllegalArgumentException("attempts must not be negative");
        }
    }

    /**
     * An enrollment as history records it, without the engine's plans: a pending one is due when
     * it was last changed, so the engine takes it up; any other has nothing planned.
     */
    public Enrollment(EnrollmentId id, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                      EnrollmentStatus status, String currentNodeId, WorkflowExecutionStatus workflowStatus,
                      String statusReason, String failureReason, int attempts, long version, Instant createdAt,
                      Instant updatedAt) {
        this(id, organizationId, campaignId, customerId, status, currentNodeId, workflowStatus, statusReason,
                failureReason, attempts, version, createdAt, updatedAt, new Agenda(createdAt,
                        status == EnrollmentStatus.PENDING ? updatedAt : null, null, false));
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
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING, entryNodeId,
                entryNodeId == null ? null : WorkflowExecutionStatus.WAITING, null, null, 0, 0, now, now,
                Agenda.startingAt(now));
    }

    /**
     * Starts the enrollment over (D9): pending again, workflow position and failure state cleared,
     * placed at {@code entryNodeId} when given; its attempts and history are kept.
     */
    public Enrollment restart(String entryNodeId, Instant now) {
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING, entryNodeId,
                entryNodeId == null ? null : WorkflowExecutionStatus.WAITING, null, null, attempts, version + 1,
                createdAt, now, Agenda.startingAt(now));
    }

    /**
     * Ends the enrollment with a status a client may set (completed, failed, cancelled) and its
     * reason. It leaves the workflow, so no further campaign work is scheduled for it.
     */
    public Enrollment close(EnrollmentStatus terminal, String reason, Instant now) {
        if (!terminal.isClientSettable()) {
            throw new IllegalArgumentException("only completed, failed or cancelled may be set, not " + terminal);
        }
        return new Enrollment(id, organizationId, campaignId, customerId, terminal, null, null, reason, failureReason,
                attempts, version + 1, createdAt, now, agenda.nothingPlanned());
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
        return new Enrollment(id, organizationId, campaignId, customerId, status, entryNodeId,
                WorkflowExecutionStatus.WAITING, statusReason, failureReason, attempts, version + 1, createdAt, now,
                agenda.dueAt(now));
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
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.IN_PROGRESS,
                nodeId, nodeId == null ? null : WorkflowExecutionStatus.RUNNING, statusReason, failureReason,
                attempts + 1, version + 1, createdAt, now, agenda.nothingPlanned());
    }

    /**
     * The attempt is over and outreach goes on: pending again, waiting at {@code nextNodeId}, due
     * at once so that the engine takes the next step.
     */
    public Enrollment attemptEnded(String nextNodeId, Instant now) {
        if (status != EnrollmentStatus.IN_PROGRESS) {
            throw new IllegalStateException("only an attempt in progress can end, not " + status.wireName());
        }
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING, nextNodeId,
                WorkflowExecutionStatus.WAITING, statusReason, failureReason, attempts, version + 1, createdAt, now,
                agenda.dueAt(now));
    }

    /**
     * Moves a pending enrollment on to {@code nodeId} (null outside a workflow), due at {@code dueAt};
     * when {@code waitUntil} is set it is a wait that ends then.
     */
    public Enrollment plan(String nodeId, Instant dueAt, Instant waitUntil, Instant now) {
        requirePending("planned");
        Agenda next = waitUntil == null ? agenda.dueAt(dueAt) : agenda.waitingUntil(waitUntil);
        return new Enrollment(id, organizationId, campaignId, customerId, status, nodeId,
                nodeId == null ? workflowStatus : WorkflowExecutionStatus.WAITING, statusReason, failureReason,
                attempts, version + 1, createdAt, now, next);
    }

    /**
     * A pending enrollment that was parked while its campaign was not active is due again at once;
     * any other is returned as it is.
     */
    public Enrollment wake(Instant now) {
        if (status != EnrollmentStatus.PENDING || agenda.dueAt() != null) {
            return this;
        }
        return new Enrollment(id, organizationId, campaignId, customerId, status, currentNodeId, workflowStatus,
                statusReason, failureReason, attempts, version + 1, createdAt, now, agenda.dueAt(now));
    }

    /** A pending enrollment whose campaign is not active: nothing is planned until it is activated. */
    public Enrollment park(Instant now) {
        return park(currentNodeId, now);
    }

    /** {@link #park(Instant)} at the node {@code nodeId}. */
    public Enrollment park(String nodeId, Instant now) {
        requirePending("parked");
        return new Enrollment(id, organizationId, campaignId, customerId, status, nodeId,
                nodeId == null ? workflowStatus : WorkflowExecutionStatus.WAITING,
                statusReason, failureReason, attempts, version + 1, createdAt, now, agenda.nothingPlanned());
    }

    /**
     * The attempt in progress was interrupted (its process stopped) and nobody knows whether the
     * call was placed: it stays in progress and nothing more is done until it is reviewed.
     */
    public Enrollment interrupt(Instant now) {
        if (status != EnrollmentStatus.IN_PROGRESS) {
            throw new IllegalStateException("only an attempt in progress can be interrupted, not " + status.wireName());
        }
        return new Enrollment(id, organizationId, campaignId, customerId, status, currentNodeId, workflowStatus,
                INTERRUPTED_REASON, failureReason, attempts, version + 1, createdAt, now, agenda.interrupted());
    }

    /**
     * An operator reviewed an interrupted attempt and lets outreach go on: pending at the same node,
     * due at once. The attempt still counts, so the cadence spaces the next call after it.
     */
    public Enrollment resume(Instant now) {
        if (!agenda.reviewRequired()) {
            throw new IllegalStateException("only an enrollment awaiting review can be resumed");
        }
        return new Enrollment(id, organizationId, campaignId, customerId, EnrollmentStatus.PENDING, currentNodeId,
                currentNodeId == null ? null : WorkflowExecutionStatus.WAITING, null, failureReason, attempts,
                version + 1, createdAt, now, agenda.dueAt(now));
    }

    public boolean reviewRequired() {
        return agenda.reviewRequired();
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
        return new Enrollment(id, organizationId, campaignId, customerId, ending, nodeId,
                nodeId == null ? null : run, reason, failure, attempts, version + 1, createdAt, now,
                agenda.nothingPlanned());
    }

    public boolean isActive() {
        return !status.isTerminal();
    }
}
