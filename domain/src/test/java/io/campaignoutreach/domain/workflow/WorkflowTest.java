package io.campaignoutreach.domain.workflow;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Step.Branch;
import io.campaignoutreach.domain.workflow.Step.Call;
import io.campaignoutreach.domain.workflow.Step.Condition;
import io.campaignoutreach.domain.workflow.Step.End;
import io.campaignoutreach.domain.workflow.Step.Pass;
import io.campaignoutreach.domain.workflow.Step.Sms;
import io.campaignoutreach.domain.workflow.Step.Wait;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The workflow language of decision P52: what comes next after each step, and what a workflow may hold. */
class WorkflowTest {

    private static final Instant NOW = Instant.parse("2025-03-01T12:00:00Z");
    private static final StepEvent DONE = StepEvent.FINISHED;

    private static Workflow workflow(String entry, WorkflowNode... nodes) {
        return new Workflow(WorkflowId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()), "Flow",
                List.of(nodes), entry, true, NOW, NOW);
    }

    private static Workflow workflow(WorkflowNode... nodes) {
        return workflow(nodes[0].nodeId(), nodes);
    }

    private static WorkflowNode node(String id, Step step) {
        return new WorkflowNode(id, step.type().orElse("appointment"), step);
    }

    private static StepEvent called(CallOutcome outcome) {
        return new StepEvent.CallEnded(outcome);
    }

    private static StepEvent judged(CallOutcome last, boolean success, boolean failure) {
        return new StepEvent.Judged(Optional.ofNullable(last), success, failure);
    }

    private static Move to(String nodeId) {
        return new Move.GoTo(nodeId);
    }

    private static final Move COMPLETED = new Move.Finish(Ending.COMPLETED);
    private static final Move FAILED = new Move.Finish(Ending.FAILED);

    private static Call call(Map<CallOutcome, String> next, String otherwise) {
        return new Call(next, Optional.ofNullable(otherwise));
    }

    private static Wait minutes(int minutes, String next) {
        return new Wait(0, 0, minutes, false, Optional.ofNullable(next));
    }

    private static List<String> paths(ValidationException e) {
        return e.violations().stream().map(v -> String.join(".", v.path())).toList();
    }

    private static ValidationException refused(Runnable build) {
        try {
            build.run();
        } catch (ValidationException e) {
            return e;
        }
        throw new AssertionError("the workflow was accepted");
    }

    // --- versions ---

    @Test
    void givenAWorkflow_whenItsNextVersionIsMade_thenSameIdPublishedOneVersionHigherWithTheNewNodes() {
        Workflow first = new Workflow(WorkflowId.of(UUID.randomUUID()), OrganizationId.of(UUID.randomUUID()),
                "Flow", List.of(new WorkflowNode("a", "call")), "a", false, NOW, NOW);

        Workflow second = first.nextVersion("Flow 2", List.of(new WorkflowNode("b", "call"),
                new WorkflowNode("c", "call")), "c", NOW.plusSeconds(60));

        assertThat(first.version()).isEqualTo(1);
        assertThat(second.id()).isEqualTo(first.id());
        assertThat(second.version()).isEqualTo(2);
        assertThat(second.published()).isTrue();
        assertThat(second.name()).isEqualTo("Flow 2");
        assertThat(second.entryNodeId()).isEqualTo("c");
        assertThat(second.createdAt()).isEqualTo(NOW);
        assertThat(second.updatedAt()).isEqualTo(NOW.plusSeconds(60));
        assertThat(second.nextVersion("Flow 2", second.nodes(), "b", NOW).version()).isEqualTo(3);
        assertThatThrownBy(() -> new Workflow(first.id(), first.organizationId(), "Flow", first.nodes(), "a", true, 0,
                NOW, NOW)).isInstanceOf(IllegalArgumentException.class);
    }

    // --- plain lists, as stored before the language ---

    @Test
    void givenPlainList_whenEachStepFinishes_thenNodesRunInListOrderAndTheLastEndsCompleted() {
        Workflow flow = workflow(new WorkflowNode("start", "call"), new WorkflowNode("sms-1", "sms"),
                new WorkflowNode("wait-1", "wait"));

        assertThat(flow.plainList()).isTrue();
        assertThat(flow.next("start", called(CallOutcome.NO_ANSWER))).isEqualTo(to("sms-1"));
        assertThat(flow.next("start", called(CallOutcome.ANSWERED))).isEqualTo(to("sms-1"));
        assertThat(flow.next("sms-1", DONE)).isEqualTo(to("wait-1"));
        assertThat(flow.next("wait-1", DONE)).isEqualTo(COMPLETED);
    }

    @Test
    void givenPlainNodesOfKnownTypes_whenBuilt_thenCallAndEndAreTypedAndTheOthersPassThrough() {
        assertThat(new WorkflowNode("a", "call").step()).isEqualTo(Call.listed());
        assertThat(new WorkflowNode("a", "end").step()).isEqualTo(new End(Ending.COMPLETED));
        assertThat(new WorkflowNode("a", "wait").step()).isEqualTo(new Pass(Optional.empty()));
        assertThat(new WorkflowNode("a", "sms").step()).isEqualTo(new Pass(Optional.empty()));
        assertThat(new WorkflowNode("a", "branch").step()).isEqualTo(new Pass(Optional.empty()));
        assertThat(new WorkflowNode("a", "book_appointment").step()).isEqualTo(new Pass(Optional.empty()));
    }

    @Test
    void givenPlainListWithEndInTheMiddle_whenTheEndIsReached_thenTheRunCompletesThere() {
        Workflow flow = workflow(new WorkflowNode("call", "call"), new WorkflowNode("done", "end"),
                new WorkflowNode("never", "sms"));

        assertThat(flow.next("call", called(CallOutcome.BUSY))).isEqualTo(to("done"));
        assertThat(flow.next("done", DONE)).isEqualTo(COMPLETED);
        assertThat(flow.unreachableNodeIds()).containsExactly("never");
    }

    @Test
    void givenLegacyUnknownType_whenPassed_thenItKeepsItsTypeAndContinues() {
        Workflow flow = workflow(new WorkflowNode("book", "appointment"), new WorkflowNode("call", "call"));

        assertThat(flow.node("book").orElseThrow().nodeType()).isEqualTo("appointment");
        assertThat(flow.next("book", DONE)).isEqualTo(to("call"));
        assertThat(flow.next("call", called(CallOutcome.FAILED))).isEqualTo(COMPLETED);
    }

    @Test
    void givenEntryNotFirst_whenAsked_thenNodesBeforeItAreUnreachableButAllowed() {
        Workflow flow = workflow("b", new WorkflowNode("a", "sms"), new WorkflowNode("b", "call"),
                new WorkflowNode("c", "wait"));

        assertThat(flow.unreachableNodeIds()).containsExactly("a");
    }

    // --- call ---

    @Test
    void givenCallWithOutcomesAndDefault_whenCallEnds_thenTheNamedOutcomeWinsOverTheDefault() {
        Workflow flow = workflow(
                node("call", call(Map.of(CallOutcome.ANSWERED, "won", CallOutcome.TRANSFERRED, "won"), "retry")),
                node("retry", minutes(90, "call")), node("won", new End(Ending.COMPLETED)));

        assertThat(flow.next("call", called(CallOutcome.ANSWERED))).isEqualTo(to("won"));
        assertThat(flow.next("call", called(CallOutcome.TRANSFERRED))).isEqualTo(to("won"));
        assertThat(flow.next("call", called(CallOutcome.VOICEMAIL))).isEqualTo(to("retry"));
        assertThat(flow.next("call", called(CallOutcome.DNC_REQUESTED))).isEqualTo(to("retry"));
        assertThat(flow.plainList()).isFalse();
    }

    @Test
    void givenCallWithoutDefault_whenAnUnnamedOutcomeEnds_thenTheFollowingNodeComes() {
        Workflow flow = workflow(node("call", call(Map.of(CallOutcome.DNC_REQUESTED, "stop"), null)),
                node("sms", new Sms(SmsType.REDIAL, Optional.empty())), node("stop", new End(Ending.FAILED)));

        assertThat(flow.next("call", called(CallOutcome.DNC_REQUESTED))).isEqualTo(to("stop"));
        assertThat(flow.next("call", called(CallOutcome.BUSY))).isEqualTo(to("sms"));
        assertThat(flow.next("sms", DONE)).isEqualTo(to("stop"));
        assertThat(flow.next("stop", DONE)).isEqualTo(FAILED);
    }

    @Test
    void givenLastNodeIsCallWithoutMatchingTransition_whenCallEnds_thenTheRunCompletes() {
        Workflow flow = workflow(node("sms", new Sms(SmsType.FIRST_CONTACT, Optional.empty())),
                node("call", call(Map.of(CallOutcome.FAILED, "sms"), null)));

        assertThat(flow.next("call", called(CallOutcome.ANSWERED))).isEqualTo(COMPLETED);
        assertThat(flow.next("call", called(CallOutcome.FAILED))).isEqualTo(to("sms"));
    }

    @ParameterizedTest
    @EnumSource(CallOutcome.class)
    void givenCallNamingEveryOutcome_whenAnyOutcome_thenItsOwnNodeComes(CallOutcome outcome) {
        Map<CallOutcome, String> every = new java.util.EnumMap<>(CallOutcome.class);
        Arrays.stream(CallOutcome.values()).forEach(o -> every.put(o, o.disposition()));
        WorkflowNode[] nodes = new WorkflowNode[CallOutcome.values().length + 1];
        nodes[0] = node("call", call(every, null));
        for (CallOutcome o : CallOutcome.values()) {
            nodes[o.ordinal() + 1] = node(o.disposition(), new End(Ending.COMPLETED));
        }

        assertThat(call(every, null).fallsThrough()).isFalse();
        assertThat(workflow(nodes).next("call", called(outcome))).isEqualTo(to(outcome.disposition()));
    }

    // --- loops ---

    @Test
    void givenCallWaitLoop_whenBuilt_thenItIsLegalAndRunsRoundUntilAnOutcomeLeaves() {
        Workflow flow = workflow(node("call", call(Map.of(CallOutcome.ANSWERED, "done"), "wait")),
                node("wait", new Wait(1, 0, 0, true, Optional.of("call"))), node("done", new End(Ending.COMPLETED)));

        assertThat(flow.next("call", called(CallOutcome.NO_ANSWER))).isEqualTo(to("wait"));
        assertThat(flow.next("wait", DONE)).isEqualTo(to("call"));
        assertThat(flow.next("call", called(CallOutcome.ANSWERED))).isEqualTo(to("done"));
        assertThat(flow.unreachableNodeIds()).isEmpty();
    }

    @Test
    void givenCallToItself_whenBuilt_thenItIsLegal() {
        Workflow flow = workflow(node("call", call(Map.of(CallOutcome.BUSY, "call"), null)));

        assertThat(flow.next("call", called(CallOutcome.BUSY))).isEqualTo(to("call"));
        assertThat(flow.next("call", called(CallOutcome.ANSWERED))).isEqualTo(COMPLETED);
    }

    @Test
    void givenLoopWithoutCall_whenBuilt_thenRefusedNamingTheLoop() {
        ValidationException e = refused(() -> workflow(node("call", Call.listed()),
                node("wait", minutes(60, null)), node("sms", new Sms(SmsType.REDIAL, Optional.of("wait")))));

        assertThat(paths(e)).containsExactly("nodes[1]");
        assertThat(e.violations().get(0).message()).startsWith("is on a loop without a call node (wait -> sms -> wait)");
    }

    @Test
    void givenBranchBackToItselfThroughFallThrough_whenBuilt_thenRefused() {
        ValidationException e = refused(() -> workflow(
                node("check", new Branch(Condition.CriteriaMet.SUCCESS, "done", "pass")),
                node("pass", new Pass(Optional.of("check"))), node("done", new End(Ending.COMPLETED))));

        assertThat(e.violations()).extracting(Violation::message)
                .containsExactly("is on a loop without a call node (check -> pass -> check); a loop must place a call, "
                        + "which the campaign's cadence and maxAttempts bound");
    }

    @Test
    void givenLoopThroughBranchAndCall_whenBuilt_thenLegal() {
        Workflow flow = workflow(node("call", Call.listed()),
                node("check", new Branch(Condition.CriteriaMet.SUCCESS, "done", "wait")),
                node("wait", new Wait(0, 2, 30, false, Optional.of("call"))), node("done", new End(Ending.COMPLETED)));

        assertThat(flow.next("call", called(CallOutcome.VOICEMAIL))).isEqualTo(to("check"));
        assertThat(flow.next("check", judged(CallOutcome.VOICEMAIL, false, false))).isEqualTo(to("wait"));
        assertThat(flow.next("check", judged(CallOutcome.ANSWERED, true, false))).isEqualTo(to("done"));
    }

    // --- branch ---

    @Test
    void givenBranchOnLastCallOutcome_whenJudged_thenThenOnlyForAListedOutcome() {
        Workflow flow = workflow(node("call", Call.listed()),
                node("check", new Branch(new Condition.LastCallOutcomeIn(
                        EnumSet.of(CallOutcome.ANSWERED, CallOutcome.TRANSFERRED)), "won", "lost")),
                node("won", new End(Ending.COMPLETED)), node("lost", new End(Ending.FAILED)));

        assertThat(flow.next("check", judged(CallOutcome.TRANSFERRED, false, false))).isEqualTo(to("won"));
        assertThat(flow.next("check", judged(CallOutcome.BUSY, true, false))).isEqualTo(to("lost"));
        assertThat(flow.next("check", judged(null, true, true))).isEqualTo(to("lost"));
    }

    @Test
    void givenBranchOnCriteria_whenJudged_thenTheMatchingVerdictDecides() {
        Workflow flow = workflow(node("call", Call.listed()),
                node("success", new Branch(Condition.CriteriaMet.SUCCESS, "won", "failure")),
                node("failure", new Branch(Condition.CriteriaMet.FAILURE, "lost", "call")),
                node("won", new End(Ending.COMPLETED)), node("lost", new End(Ending.FAILED)));

        assertThat(flow.next("success", judged(null, true, true))).isEqualTo(to("won"));
        assertThat(flow.next("success", judged(null, false, true))).isEqualTo(to("failure"));
        assertThat(flow.next("failure", judged(null, false, true))).isEqualTo(to("lost"));
        assertThat(flow.next("failure", judged(null, true, false))).isEqualTo(to("call"));
    }

    @Test
    void givenBranchOnNoOutcome_whenBuilt_thenRefused() {
        assertThatThrownBy(() -> new Condition.LastCallOutcomeIn(EnumSet.noneOf(CallOutcome.class)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("at least one outcome");
    }

    // --- wait, sms, end ---

    @Test
    void givenWaitWithoutDurationOrWindow_whenBuilt_thenRefused() {
        assertThatThrownBy(() -> new Wait(0, 0, 0, false, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a wait needs a positive duration or untilWindow");
        assertThatThrownBy(() -> new Wait(-1, 5, 0, false, Optional.empty()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("days are 0 to 365");
        assertThat(new Wait(0, 0, 0, true, Optional.empty()).untilWindow()).isTrue();
    }

    @Test
    void givenWaitOfDays_whenClocksChange_thenDaysAreCalendarDaysAndHoursElapsedTime() {
        ZoneId eastern = ZoneId.of("America/New_York");
        Instant saturdayTen = Instant.parse("2025-03-08T15:00:00Z");

        assertThat(new Wait(1, 0, 0, false, Optional.empty()).durationEnd(saturdayTen, eastern))
                .isEqualTo(Instant.parse("2025-03-09T14:00:00Z"));
        assertThat(new Wait(0, 24, 0, false, Optional.empty()).durationEnd(saturdayTen, eastern))
                .isEqualTo(Instant.parse("2025-03-09T15:00:00Z"));
        assertThat(new Wait(0, 1, 30, false, Optional.empty()).durationEnd(saturdayTen, eastern))
                .isEqualTo(Instant.parse("2025-03-08T16:30:00Z"));
    }

    @Test
    void givenWaitAndSmsWithNext_whenFinished_thenTheNamedNodeComes() {
        Workflow flow = workflow(node("wait", minutes(5, "sms")), node("call", Call.listed()),
                node("sms", new Sms(SmsType.REDIAL, Optional.of("call"))));

        assertThat(flow.next("wait", DONE)).isEqualTo(to("sms"));
        assertThat(flow.next("sms", DONE)).isEqualTo(to("call"));
        assertThat(flow.next("call", called(CallOutcome.ANSWERED))).isEqualTo(to("sms"));
    }

    // --- events that do not fit ---

    @Test
    void givenEventNotOfTheNode_whenAsked_thenRefused() {
        Workflow flow = workflow(new WorkflowNode("call", "call"), new WorkflowNode("wait", "wait"));

        assertThatThrownBy(() -> flow.next("call", DONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("node call (call) does not move on Finished");
        assertThatThrownBy(() -> flow.next("wait", called(CallOutcome.BUSY)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> flow.next("wait", judged(null, true, false)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> flow.next("gone", DONE)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("has no node gone");
    }

    // --- validation ---

    @Test
    void givenTransitionsToMissingNodes_whenBuilt_thenEachIsReportedAtItsMember() {
        ValidationException e = refused(() -> workflow(
                node("call", call(Map.of(CallOutcome.ANSWERED, "nowhere"), "gone")),
                node("check", new Branch(Condition.CriteriaMet.SUCCESS, "x", "call")),
                node("wait", minutes(1, "y"))));

        assertThat(paths(e)).containsExactly("nodes[0].next.answered", "nodes[0].next.default", "nodes[1].then",
                "nodes[2].next");
        assertThat(e.violations().get(0).message()).isEqualTo("no node with nodeId \"nowhere\" in this workflow");
    }

    @Test
    void givenWorkflowWithTransitions_whenAWaitSmsOrBranchLacksItsParameters_thenEachIsRequired() {
        ValidationException e = refused(() -> workflow(node("call", call(Map.of(), "wait")),
                new WorkflowNode("wait", "wait"), new WorkflowNode("sms", "sms"), new WorkflowNode("check", "branch"),
                new WorkflowNode("book", "appointment")));

        assertThat(paths(e)).containsExactly("nodes[1].wait", "nodes[2].smsType", "nodes[3].branch");
    }

    @Test
    void givenEndFailedAnywhere_whenOtherNodesArePlain_thenTheWorkflowUsesTheLanguage() {
        assertThat(refused(() -> workflow(new WorkflowNode("wait", "wait"), node("stop", new End(Ending.FAILED))))
                .violations()).extracting(Violation::path).containsExactly(List.of("nodes[0]", "wait"));
    }

    @Test
    void givenStepOfAnotherType_whenNodeBuilt_thenRefused() {
        assertThatThrownBy(() -> new WorkflowNode("a", "sms", Call.listed()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("a call step cannot be a node of type sms");
        assertThatThrownBy(() -> new WorkflowNode("a", "call", new Pass(Optional.empty())))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Pass(Optional.of(" "))).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenUnknownTypeWithNext_whenInWorkflowWithTransitions_thenKeptAsAPass() {
        Workflow flow = workflow(node("book", new Pass(Optional.of("call"))), new WorkflowNode("survey", "survey"),
                node("call", Call.listed()));

        assertThat(flow.plainList()).isFalse();
        assertThat(flow.next("book", DONE)).isEqualTo(to("call"));
        assertThat(flow.unreachableNodeIds()).containsExactly("survey");
    }
}
