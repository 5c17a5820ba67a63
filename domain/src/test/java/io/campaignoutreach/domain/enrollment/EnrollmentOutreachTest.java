package io.campaignoutreach.domain.enrollment;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.EnumSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The enrollment as the outreach engine moves it: attempts, their ends, and outreach's end. */
class EnrollmentOutreachTest {

    private static final Instant T0 = Instant.parse("2026-06-01T14:00:00Z");

    private static Enrollment pending(String entryNodeId) {
        return Enrollment.start(EnrollmentId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                CampaignId.of(UUID.randomUUID()), CustomerId.of(UUID.randomUUID()), entryNodeId, T0);
    }

    @Test
    void givenAPendingEnrollment_whenAnAttemptStartsAndEnds_thenCountedAndWaitingAtTheNextNode() {
        Enrollment started = pending("call-1").beginAttempt(T0.plusSeconds(60));

        assertThat(started.status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(started.workflowStatus()).isEqualTo(WorkflowExecutionStatus.RUNNING);
        assertThat(started.attempts()).isEqualTo(1);
        assertThat(started.version()).isEqualTo(1);

        Enrollment ended = started.attemptEnded("wait-1", T0.plusSeconds(120));
        assertThat(ended.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(ended.currentNodeId()).isEqualTo("wait-1");
        assertThat(ended.workflowStatus()).isEqualTo(WorkflowExecutionStatus.WAITING);
        assertThat(ended.attempts()).isEqualTo(1);
        assertThat(ended.updatedAt()).isEqualTo(T0.plusSeconds(120));
    }

    @Test
    void givenAnAttemptUnderway_whenAskedWhichAttemptItIsOn_thenOnlyThatOneWhileInProgress() {
        Enrollment first = pending("call-1").beginAttempt(T0);
        Enrollment restarted = first.restart("call-1", T0.plusSeconds(30));
        Enrollment second = restarted.beginAttempt(T0.plusSeconds(60));

        assertThat(first.isOnAttempt(1)).isTrue();
        assertThat(restarted.isOnAttempt(1)).as("restarted: pending").isFalse();
        assertThat(second.isOnAttempt(1)).as("a late result of the first").isFalse();
        assertThat(second.isOnAttempt(2)).isTrue();
        assertThat(first.close(EnrollmentStatus.CANCELLED, "by the agency", T0).isOnAttempt(1)).isFalse();
    }

    @Test
    void givenAnEnrollmentNotPending_whenAnAttemptStarts_thenRefused() {
        Enrollment inProgress = pending("call-1").beginAttempt(T0);

        assertThatThrownBy(() -> inProgress.beginAttempt(T0)).isInstanceOf(IllegalStateException.class);
        for (EnrollmentStatus ending : EnumSet.of(EnrollmentStatus.COMPLETED, EnrollmentStatus.FAILED,
                EnrollmentStatus.EXPIRED, EnrollmentStatus.EXCEEDED_MAX_CALLS, EnrollmentStatus.SKIPPED)) {
            Enrollment over = pending("call-1").finish(ending, "reason", T0);
            assertThatThrownBy(() -> over.beginAttempt(T0)).as(ending.wireName())
                    .isInstanceOf(IllegalStateException.class);
        }
        Enrollment cancelled = pending("call-1").close(EnrollmentStatus.CANCELLED, "by the agency", T0);
        assertThatThrownBy(() -> cancelled.beginAttempt(T0)).isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> pending("call-1").attemptEnded("x", T0)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void givenOutreachEnding_whenFinished_thenTheStatusTheRunAndTheReason() {
        Enrollment completed = pending("call-1").beginAttempt(T0).finish(EnrollmentStatus.COMPLETED,
                "success criteria met", T0.plusSeconds(300));
        Enrollment skipped = pending("call-1").finish(EnrollmentStatus.SKIPPED, "do not call", T0);
        Enrollment withoutFlow = pending(null).finish(EnrollmentStatus.EXPIRED, "campaign ended", T0);

        assertThat(completed.status()).isEqualTo(EnrollmentStatus.COMPLETED);
        assertThat(completed.workflowStatus()).isEqualTo(WorkflowExecutionStatus.COMPLETED);
        assertThat(completed.currentNodeId()).isEqualTo("call-1");
        assertThat(completed.statusReason()).isEqualTo("success criteria met");
        assertThat(completed.failureReason()).isNull();
        assertThat(skipped.workflowStatus()).isEqualTo(WorkflowExecutionStatus.FAILED);
        assertThat(skipped.failureReason()).isEqualTo("do not call");
        assertThat(withoutFlow.workflowStatus()).isNull();
        assertThatThrownBy(() -> completed.finish(EnrollmentStatus.FAILED, "late", T0))
                .isInstanceOf(IllegalStateException.class);
        assertThatThrownBy(() -> pending("n").finish(EnrollmentStatus.CANCELLED, "x", T0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> pending("n").finish(EnrollmentStatus.PENDING, "x", T0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenAnEnrollmentWaitingForItsCampaign_whenTheCampaignRuns_thenOnTheEntryNodeOnce() {
        Enrollment waiting = pending(null);

        Enrollment placed = waiting.enterWorkflow("call-1", T0.plusSeconds(5));
        assertThat(placed.currentNodeId()).isEqualTo("call-1");
        assertThat(placed.workflowStatus()).isEqualTo(WorkflowExecutionStatus.WAITING);
        assertThat(placed.enterWorkflow("other", T0.plusSeconds(6))).isSameAs(placed);
        Enrollment over = waiting.finish(EnrollmentStatus.EXPIRED, "campaign ended", T0);
        assertThat(over.enterWorkflow("call-1", T0)).isSameAs(over);
    }

    @Test
    void givenAWorkflowVersionWithoutItsNode_whenMovedToTheEntry_thenDueAtOnceUnlessParkedWithRunAndAttemptsKept() {
        Enrollment waiting = pending("call-1").beginAttempt(T0).attemptEnded("wait-1", T0.plusSeconds(60))
                .plan("wait-1", T0.plusSeconds(86_400), T0.plusSeconds(86_400), T0.plusSeconds(60));
        Enrollment parked = pending("wait-1").park(T0);

        Enrollment moved = waiting.moveToEntry("start", T0.plusSeconds(600));
        Enrollment movedParked = parked.moveToEntry("start", T0.plusSeconds(600));

        assertThat(moved.currentNodeId()).isEqualTo("start");
        assertThat(moved.workflowStatus()).isEqualTo(WorkflowExecutionStatus.WAITING);
        assertThat(moved.agenda().dueAt()).isEqualTo(T0.plusSeconds(600));
        assertThat(moved.agenda().waitUntil()).isNull();
        assertThat(moved.agenda().runStartedAt()).isEqualTo(T0);
        assertThat(moved.attempts()).isEqualTo(1);
        assertThat(moved.version()).isEqualTo(waiting.version() + 1);
        assertThat(movedParked.currentNodeId()).isEqualTo("start");
        assertThat(movedParked.agenda().dueAt()).as("still waiting for its campaign").isNull();
        assertThatThrownBy(() -> pending("call-1").beginAttempt(T0).moveToEntry("start", T0))
                .isInstanceOf(IllegalStateException.class);
    }
}
