package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Move;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.StepEvent;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One turn of the outreach engine for one due enrollment, and what a finished call does to it.
 * A turn walks the campaign's workflow from the enrollment's node through every step that takes
 * no time (branches, texts, pass-throughs, elapsed waits) until it reaches a call that is due now,
 * a wait, or the end; without a workflow it follows the campaign's cadence alone. Every call goes
 * through {@link OutreachPlanner}, so no workflow can place a call the cadence, the calling window
 * or the customer's consent does not allow.
 */
public final class OutreachTurn {

    /** Stated on enrollments the customer asked, during a call, not to be called again. */
    public static final String DNC_REQUESTED_REASON = "the customer asked not to be called";

    private OutreachTurn() {
    }

    /**
     * What the engine knows when it takes a turn: the planner's situation, the published flow
     * (empty when the campaign runs its cadence alone) and the campaign's criteria judged on the
     * run's calls so far.
     */
    public record Context(OutreachPlanner.Situation situation, Optional<Workflow> flow, Verdict verdict) {
        public Context {
            Objects.requireNonNull(situation, "situation");
            Objects.requireNonNull(flow, "flow");
            Objects.requireNonNull(verdict, "verdict");
        }
    }

    /** The run's last call outcome and whether the campaign's success and failure criteria are met. */
    public record Verdict(Optional<CallOutcome> lastOutcome, boolean successMet, boolean failureMet) {
        public static final Verdict NONE = new Verdict(Optional.empty(), false, false);

        StepEvent.Judged judged() {
            return new StepEvent.Judged(lastOutcome, successMet, failureMet);
        }
    }

    /**
     * The result of a turn: the enrollment as it is to be stored, whether a call is to be placed
     * now (the enrollment is then in progress, the attempt counted), and the SMS types of the
     * workflow's {@code sms} steps the turn passed, each a text to send.
     */
    public record Turn(Enrollment enrollment, boolean dial, List<SmsType> texts) {
        public Turn {
            texts = List.copyOf(texts);
        }
    }

    /** Takes a turn for a pending enrollment that is due at {@code now}. */
    public static Turn take(Enrollment enrollment, Context context, Instant now) {
        if (enrollment.status() != EnrollmentStatus.PENDING) {
            throw new IllegalArgumentException("only a pending enrollment takes a turn, not "
                    + enrollment.status().wireName());
        }
        if (!context.situation().campaignActive()) {
            return new Turn(enrollment.park(now), false, List.of());
        }
        if (context.flow().isEmpty()) {
            return call(enrollment, enrollment.currentNodeId(), context, now, List.of());
        }
        return walk(enrollment, context.flow().get(), context, now);
    }

    private static Turn walk(Enrollment enrollment, Workflow flow, Context context, Instant now) {
        String node = enrollment.currentNodeId() != null && flow.node(enrollment.currentNodeId()).isPresent()
                ? enrollment.currentNodeId() : flow.entryNodeId();
        boolean resumingWait = node.equals(enrollment.currentNodeId()) && enrollment.agenda().waitUntil() != null;
        List<SmsType> texts = new ArrayList<>();
        // Every loop of a valid workflow passes through a call, so a walk visits each node at most once.
        for (int step = 0; step <= flow.nodes().size(); step++) {
            Step here = flow.node(node).orElseThrow().step();
            Move move;
            if (here instanceof Step.Call) {
                return call(enrollment, node, context, now, texts);
            } else if (here instanceof Step.Wait wait) {
                Instant until = resumingWait ? enrollment.agenda().waitUntil()
                        : waitEnd(wait, context.situation().window(), now);
                if (until.isAfter(now)) {
                    return new Turn(enrollment.plan(node, until, until, now), false, texts);
                }
                move = flow.next(node, StepEvent.FINISHED);
            } else if (here instanceof Step.Branch) {
                move = flow.next(node, context.verdict().judged());
            } else if (here instanceof Step.Sms sms) {
                texts.add(sms.smsType());
                move = flow.next(node, StepEvent.FINISHED);
            } else {
                move = flow.next(node, StepEvent.FINISHED);
            }
            resumingWait = false;
            if (move instanceof Move.Finish finish) {
                return new Turn(finishAt(enrollment, node, finish.ending(), now), false, texts);
            }
            node = ((Move.GoTo) move).nodeId();
        }
        throw new IllegalStateException("workflow " + flow.id() + " loops without a call");
    }

    private static Turn call(Enrollment enrollment, String node, Context context, Instant now, List<SmsType> texts) {
        OutreachPlanner.Plan plan = OutreachPlanner.plan(context.situation(), now);
        if (plan instanceof OutreachPlanner.Plan.CallAt at) {
            return at.at().isAfter(now) ? new Turn(enrollment.plan(node, at.at(), null, now), false, texts)
                    : new Turn(enrollment.beginAttempt(node, now), true, texts);
        }
        if (plan instanceof OutreachPlanner.Plan.Wait wait) {
            return new Turn(wait.recheckAt() == null ? enrollment.park(node, now)
                    : enrollment.plan(node, wait.recheckAt(), null, now), false, texts);
        }
        OutreachPlanner.Plan.End end = (OutreachPlanner.Plan.End) plan;
        return new Turn(enrollment.finish(node, end.status(), end.reason(), now), false, texts);
    }

    /**
     * When a wait that starts at {@code start} ends: its days in the customer's zone, then its
     * hours and minutes, then, with {@code untilWindow}, the next opening of the calling window.
     */
    static Instant waitEnd(Step.Wait wait, CallingWindow window, Instant start) {
        Instant end = wait.durationEnd(start, OutreachPlanner.dayZone(window, start));
        if (!wait.untilWindow()) {
            return end;
        }
        return window.nextOpening(end).orElse(end.plus(CallingWindow.HORIZON));
    }

    private static Enrollment finishAt(Enrollment enrollment, String node, Ending ending, Instant now) {
        return ending == Ending.COMPLETED
                ? enrollment.finish(node, EnrollmentStatus.COMPLETED, "the workflow completed", now)
                : enrollment.finish(node, EnrollmentStatus.FAILED, "the workflow ended failed", now);
    }

    /**
     * What a call that ended with {@code outcome} does to the enrollment that placed it, given the
     * verdict on the run's calls including this one: a customer who asked not to be called is
     * skipped; met success or failure criteria end the enrollment completed or failed; otherwise
     * the run moves to the node the call's outcome names (or ends where the workflow ends) and is
     * due at once. An enrollment that is no longer in progress (set to a final status while the
     * call went on) is left as it is.
     */
    public static Enrollment afterCall(Enrollment enrollment, Optional<Workflow> flow, CallOutcome outcome,
                                       Verdict verdict, Instant now) {
        if (enrollment.status() != EnrollmentStatus.IN_PROGRESS || enrollment.reviewRequired()) {
            return enrollment;
        }
        if (outcome == CallOutcome.DNC_REQUESTED) {
            return enrollment.finish(EnrollmentStatus.SKIPPED, DNC_REQUESTED_REASON, now);
        }
        if (verdict.successMet()) {
            return enrollment.finish(EnrollmentStatus.COMPLETED, "the success criteria are met", now);
        }
        if (verdict.failureMet()) {
            return enrollment.finish(EnrollmentStatus.FAILED, "the failure criteria are met", now);
        }
        String node = enrollment.currentNodeId();
        boolean onCallNode = node != null && flow.flatMap(f -> f.node(node)).filter(n -> n.step() instanceof Step.Call)
                .isPresent();
        if (!onCallNode) {
            return enrollment.attemptEnded(node, now);
        }
        Move move = flow.get().next(node, new StepEvent.CallEnded(outcome));
        if (move instanceof Move.GoTo goTo) {
            return enrollment.attemptEnded(goTo.nodeId(), now);
        }
        return finishAt(enrollment, node, ((Move.Finish) move).ending(), now);
    }
}
