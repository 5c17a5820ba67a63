package io.campaignoutreach.domain.outreach;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.OutreachTurn.Context;
import io.campaignoutreach.domain.outreach.OutreachTurn.Turn;
import io.campaignoutreach.domain.outreach.OutreachTurn.Verdict;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CustomerLocation;
import io.campaignoutreach.domain.schedule.WeeklyHours;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** One turn of the engine through a workflow or the cadence, and what a finished call does to the enrollment. */
class OutreachTurnTest {

    /** A Tuesday, 15:00 in New York: inside the legal window and business hours. */
    private static final Instant OPEN = Instant.parse("2026-11-17T20:00:00Z");
    /** The same Tuesday, 22:00 in New York: after the legal window. */
    private static final Instant CLOSED = Instant.parse("2026-11-18T03:00:00Z");
    private static final OrganizationId ORG = OrganizationId.of(UUID.randomUUID());
    private static final CallingWindow NEW_YORK = CallingRules.standard()
            .windowFor(new CustomerLocation("America/New_York", "NY", null, "+12125550100"), true,
                    WeeklyHours.DEFAULT_BUSINESS_HOURS);
    private static final DialingSettings THREE_A_DAY = new DialingSettings(true, true, 10, 5L, 6, true,
            List.of(new RedialPattern(List.of(0, 1), 3, 60)), RedialTracking.never(), new DialerConfig(null, false));

    private static Enrollment enrolled(Instant at, String node) {
        return Enrollment.start(EnrollmentId.of(UUID.randomUUID()), ORG, CampaignId.of(UUID.randomUUID()),
                CustomerId.of(UUID.randomUUID()), node, at);
    }

    private static Context context(Enrollment enrollment, Optional<Workflow> flow, List<Instant> attempts,
                                   Verdict verdict, boolean doNotCall, boolean active) {
        return new Context(new OutreachPlanner.Situation(active, THREE_A_DAY, null, doNotCall ? OutreachPlanner.DO_NOT_CALL : null, List.of(), NEW_YORK,
                enrollment.agenda().runStartedAt(), attempts), flow, verdict);
    }

    private static Context context(Enrollment enrollment, Workflow flow) {
        return context(enrollment, Optional.of(flow), List.of(), Verdict.NONE, false, true);
    }

    private static Workflow flow(WorkflowNode... nodes) {
        return new Workflow(WorkflowId.of(UUID.randomUUID()), ORG, "Flow", List.of(nodes), nodes[0].nodeId(), true,
                OPEN, OPEN);
    }

    private static WorkflowNode node(String id, Step step) {
        return new WorkflowNode(id, step.type().orElseThrow(), step);
    }

    @Test
    void givenADueEnrollmentInItsWindow_whenTakingATurnWithoutAFlow_thenItStartsAnAttempt() {
        Enrollment enrollment = enrolled(OPEN, null);

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, Optional.empty(), List.of(), Verdict.NONE,
                false, true), OPEN);

        assertThat(turn.dial()).isTrue();
        assertThat(turn.enrollment().status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(turn.enrollment().attempts()).isEqualTo(1);
        assertThat(turn.enrollment().agenda().dueAt()).isNull();
        assertThat(turn.enrollment().version()).isEqualTo(enrollment.version() + 1);
    }

    @Test
    void givenTheWindowIsShut_whenTakingATurn_thenItIsDueWhenTheWindowOpensAndNothingIsDialled() {
        Enrollment enrollment = enrolled(CLOSED, null);

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, Optional.empty(), List.of(), Verdict.NONE,
                false, true), CLOSED);

        assertThat(turn.dial()).isFalse();
        assertThat(turn.enrollment().status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(turn.enrollment().agenda().dueAt()).isEqualTo(Instant.parse("2026-11-18T13:00:00Z"));
    }

    @Test
    void givenTheCampaignIsNotActive_whenTakingATurn_thenNothingIsPlannedUntilItIsActivated() {
        Enrollment enrollment = enrolled(OPEN, null);

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, Optional.empty(), List.of(), Verdict.NONE,
                false, false), OPEN);

        assertThat(turn.dial()).isFalse();
        assertThat(turn.enrollment().agenda().dueAt()).isNull();
        assertThat(turn.enrollment().wake(OPEN.plusSeconds(5)).agenda().dueAt()).isEqualTo(OPEN.plusSeconds(5));
    }

    @Test
    void givenADoNotCallCustomer_whenTakingATurn_thenTheEnrollmentIsSkipped() {
        Enrollment enrollment = enrolled(OPEN, null);

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, Optional.empty(), List.of(), Verdict.NONE,
                true, true), OPEN);

        assertThat(turn.dial()).isFalse();
        assertThat(turn.enrollment().status()).isEqualTo(EnrollmentStatus.SKIPPED);
    }

    @Test
    void givenAFlowOfTextBranchAndCall_whenTakingATurn_thenItPassesTheTextAndBranchAndCallsAtTheNodeReached() {
        Workflow flow = flow(node("text", new Step.Sms(SmsType.FIRST_CONTACT, Optional.empty())),
                node("branch", new Step.Branch(new Step.Condition.LastCallOutcomeIn(Set.of(CallOutcome.ANSWERED)),
                        "done", "call")),
                node("call", Step.Call.listed()),
                node("done", new Step.End(Ending.COMPLETED)));
        Enrollment enrollment = enrolled(OPEN, "text");

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, flow), OPEN);

        assertThat(turn.texts()).containsExactly(SmsType.FIRST_CONTACT);
        assertThat(turn.dial()).isTrue();
        assertThat(turn.enrollment().currentNodeId()).isEqualTo("call");
        assertThat(turn.enrollment().workflowStatus()).isEqualTo(WorkflowExecutionStatus.RUNNING);
        assertThat(turn.enrollment().version()).isEqualTo(enrollment.version() + 1);
    }

    @Test
    void givenAWaitNode_whenReachedAndWhenDue_thenItWaitsItsDurationAndThenMovesOn() {
        Workflow flow = flow(node("wait", new Step.Wait(0, 2, 0, false, Optional.of("call"))),
                node("call", Step.Call.listed()));
        Enrollment enrollment = enrolled(OPEN, "wait");

        Turn arrived = OutreachTurn.take(enrollment, context(enrollment, flow), OPEN);
        Instant twoHoursOn = OPEN.plus(Duration.ofHours(2));
        assertThat(arrived.dial()).isFalse();
        assertThat(arrived.enrollment().currentNodeId()).isEqualTo("wait");
        assertThat(arrived.enrollment().agenda().dueAt()).isEqualTo(twoHoursOn);
        assertThat(arrived.enrollment().agenda().waitUntil()).isEqualTo(twoHoursOn);

        Turn due = OutreachTurn.take(arrived.enrollment(), context(arrived.enrollment(), flow), twoHoursOn);
        assertThat(due.dial()).isTrue();
        assertThat(due.enrollment().currentNodeId()).isEqualTo("call");
    }

    @Test
    void givenAWaitUntilTheWindow_whenReachedAtNight_thenItEndsWhenTheWindowOpens() {
        Workflow flow = flow(node("wait", new Step.Wait(0, 0, 30, true, Optional.empty())),
                node("call", Step.Call.listed()));
        Enrollment enrollment = enrolled(CLOSED, "wait");

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, flow), CLOSED);

        assertThat(turn.enrollment().agenda().waitUntil()).isEqualTo(Instant.parse("2026-11-18T13:00:00Z"));
    }

    @Test
    void givenAnEndNodeReached_whenTakingATurn_thenTheEnrollmentEndsAsTheNodeSays() {
        Workflow flow = flow(node("sms", new Step.Sms(SmsType.POST_WELCOME, Optional.of("end"))),
                node("end", new Step.End(Ending.FAILED)));
        Enrollment enrollment = enrolled(OPEN, "sms");

        Turn turn = OutreachTurn.take(enrollment, context(enrollment, flow), OPEN);

        assertThat(turn.enrollment().status()).isEqualTo(EnrollmentStatus.FAILED);
        assertThat(turn.enrollment().currentNodeId()).isEqualTo("end");
        assertThat(turn.enrollment().workflowStatus()).isEqualTo(WorkflowExecutionStatus.FAILED);
    }

    @Test
    void givenAPlacedCall_whenItEnds_thenTheRunMovesToTheNodeItsOutcomeNames() {
        Workflow flow = flow(node("call", new Step.Call(Map.of(CallOutcome.VOICEMAIL, "wait"), Optional.of("end"))),
                node("wait", new Step.Wait(1, 0, 0, false, Optional.of("call"))),
                node("end", new Step.End(Ending.COMPLETED)));
        Enrollment calling = enrolled(OPEN, "call").beginAttempt(OPEN);

        Enrollment afterVoicemail = OutreachTurn.afterCall(calling, Optional.of(flow), CallOutcome.VOICEMAIL,
                Verdict.NONE, OPEN.plusSeconds(30));
        Enrollment afterBusy = OutreachTurn.afterCall(calling, Optional.of(flow), CallOutcome.BUSY, Verdict.NONE,
                OPEN.plusSeconds(30));

        assertThat(afterVoicemail.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(afterVoicemail.currentNodeId()).isEqualTo("wait");
        assertThat(afterVoicemail.agenda().isDue(OPEN.plusSeconds(30))).isTrue();
        assertThat(afterBusy.currentNodeId()).isEqualTo("end");
        assertThat(afterBusy.status()).isEqualTo(EnrollmentStatus.PENDING);
    }

    @Test
    void givenMetCriteriaOrADoNotCallRequest_whenACallEnds_thenTheEnrollmentEnds() {
        Enrollment calling = enrolled(OPEN, null).beginAttempt(OPEN);

        assertThat(OutreachTurn.afterCall(calling, Optional.empty(), CallOutcome.ANSWERED,
                new Verdict(Optional.of(CallOutcome.ANSWERED), true, false), OPEN).status())
                .isEqualTo(EnrollmentStatus.COMPLETED);
        assertThat(OutreachTurn.afterCall(calling, Optional.empty(), CallOutcome.FAILED,
                new Verdict(Optional.of(CallOutcome.FAILED), false, true), OPEN).status())
                .isEqualTo(EnrollmentStatus.FAILED);
        Enrollment optedOut = OutreachTurn.afterCall(calling, Optional.empty(), CallOutcome.DNC_REQUESTED,
                new Verdict(Optional.of(CallOutcome.DNC_REQUESTED), true, false), OPEN);
        assertThat(optedOut.status()).isEqualTo(EnrollmentStatus.SKIPPED);
        assertThat(optedOut.statusReason()).isEqualTo(OutreachTurn.DNC_REQUESTED_REASON);
    }

    @Test
    void givenAnEnrollmentClosedWhileItsCallWentOn_whenTheCallEnds_thenItStaysClosed() {
        Enrollment closed = enrolled(OPEN, null).beginAttempt(OPEN)
                .close(EnrollmentStatus.CANCELLED, "agent", OPEN.plusSeconds(5));

        assertThat(OutreachTurn.afterCall(closed, Optional.empty(), CallOutcome.ANSWERED, Verdict.NONE, OPEN))
                .isSameAs(closed);
    }

    @Test
    void givenAnInterruptedAttempt_whenReviewedAndResumed_thenItIsPendingAndDueAgain() {
        Enrollment interrupted = enrolled(OPEN, "call").beginAttempt(OPEN).interrupt(OPEN.plusSeconds(60));

        assertThat(interrupted.reviewRequired()).isTrue();
        assertThat(interrupted.status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(interrupted.agenda().dueAt()).isNull();
        assertThatThrownBy(() -> OutreachTurn.take(interrupted, context(interrupted, Optional.empty(), List.of(),
                Verdict.NONE, false, true), OPEN)).isInstanceOf(IllegalArgumentException.class);
        assertThat(OutreachTurn.afterCall(interrupted, Optional.empty(), CallOutcome.ANSWERED, Verdict.NONE, OPEN))
                .isSameAs(interrupted);

        Enrollment resumed = interrupted.resume(OPEN.plusSeconds(120));
        assertThat(resumed.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(resumed.reviewRequired()).isFalse();
        assertThat(resumed.agenda().isDue(OPEN.plusSeconds(120))).isTrue();
        assertThat(resumed.attempts()).isEqualTo(1);
    }
}
