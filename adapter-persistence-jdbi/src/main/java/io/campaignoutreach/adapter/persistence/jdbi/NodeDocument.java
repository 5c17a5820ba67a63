package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A workflow node as stored in {@code workflows.nodes}, apart from the domain's record. Rows
 * written before the workflow language hold only {@code nodeId} and {@code nodeType}; every later
 * member is left out when it has no value, so such a node is still stored as it was. (The wait's
 * component is {@code waitFor} only because a record cannot have one named {@code wait}.)
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record NodeDocument(String nodeId, String nodeType, Map<String, String> outcomes, String next,
                    @JsonProperty("wait") WaitDocument waitFor,
                    String smsType, BranchDocument branch, String end) {

    private static final String LAST_CALL_OUTCOME = "last_call_outcome";
    private static final String SUCCESS_CRITERIA = "success_criteria";
    private static final String FAILURE_CRITERIA = "failure_criteria";

    /** A wait's duration and whether it then waits for the calling window. */
    record WaitDocument(int days, int hours, int minutes, boolean untilWindow) {
    }

    /** A branch: what it tests ({@code outcomes} only for the last call's outcome) and its two exits. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record BranchDocument(String on, List<String> outcomes, String then, String otherwise) {
    }

    static NodeDocument from(WorkflowNode node) {
        Step step = node.step();
        Map<String, String> outcomes = null;
        String next = null;
        WaitDocument wait = null;
        String smsType = null;
        BranchDocument branch = null;
        String end = null;
        if (step instanceof Step.Call call) {
            if (!call.onOutcome().isEmpty()) {
                outcomes = new LinkedHashMap<>();
                for (Map.Entry<CallOutcome, String> e : call.onOutcome().entrySet()) {
                    outcomes.put(StoredNames.CALL_OUTCOME.of(e.getKey()), e.getValue());
                }
            }
            next = call.otherwise().orElse(null);
        } else if (step instanceof Step.Wait w) {
            wait = new WaitDocument(w.days(), w.hours(), w.minutes(), w.untilWindow());
            next = w.next().orElse(null);
        } else if (step instanceof Step.Sms sms) {
            smsType = StoredNames.SMS_TYPE.of(sms.smsType());
            next = sms.next().orElse(null);
        } else if (step instanceof Step.Branch b) {
            branch = branch(b);
        } else if (step instanceof Step.End e) {
            end = StoredNames.WORKFLOW_ENDING.of(e.ending());
        } else if (step instanceof Step.Pass pass) {
            next = pass.next().orElse(null);
        }
        return new NodeDocument(node.nodeId(), node.nodeType(), outcomes, next, wait, smsType, branch, end);
    }

    private static BranchDocument branch(Step.Branch branch) {
        Step.Condition condition = branch.condition();
        if (condition instanceof Step.Condition.LastCallOutcomeIn in) {
            return new BranchDocument(LAST_CALL_OUTCOME,
                    in.outcomes().stream().map(StoredNames.CALL_OUTCOME::of).toList(), branch.then(),
                    branch.otherwise());
        }
        String on = condition == Step.Condition.CriteriaMet.SUCCESS ? SUCCESS_CRITERIA : FAILURE_CRITERIA;
        return new BranchDocument(on, null, branch.then(), branch.otherwise());
    }

    WorkflowNode toDomain() {
        return new WorkflowNode(nodeId, nodeType, step());
    }

    private Step step() {
        Optional<String> then = Optional.ofNullable(next);
        if (nodeType.equals(Step.CALL)) {
            Map<CallOutcome, String> onOutcome = new EnumMap<>(CallOutcome.class);
            if (outcomes != null) {
                outcomes.forEach((outcome, node) -> onOutcome.put(StoredNames.CALL_OUTCOME.parse(outcome), node));
            }
            return new Step.Call(onOutcome, then);
        } else if (nodeType.equals(Step.END)) {
            return new Step.End(end == null ? Ending.COMPLETED : StoredNames.WORKFLOW_ENDING.parse(end));
        } else if (nodeType.equals(Step.WAIT) && waitFor != null) {
            return new Step.Wait(waitFor.days(), waitFor.hours(), waitFor.minutes(), waitFor.untilWindow(), then);
        } else if (nodeType.equals(Step.SMS) && smsType != null) {
            return new Step.Sms(StoredNames.SMS_TYPE.parse(smsType), then);
        } else if (nodeType.equals(Step.BRANCH) && branch != null) {
            return new Step.Branch(condition(branch), branch.then(), branch.otherwise());
        }
        return new Step.Pass(then);
    }

    private static Step.Condition condition(BranchDocument branch) {
        return switch (branch.on()) {
            case LAST_CALL_OUTCOME -> {
                EnumSet<CallOutcome> in = EnumSet.noneOf(CallOutcome.class);
                branch.outcomes().forEach(o -> in.add(StoredNames.CALL_OUTCOME.parse(o)));
                yield new Step.Condition.LastCallOutcomeIn(in);
            }
            case SUCCESS_CRITERIA -> Step.Condition.CriteriaMet.SUCCESS;
            case FAILURE_CRITERIA -> Step.Condition.CriteriaMet.FAILURE;
            default -> throw new IllegalStateException("stored branch condition is unknown: " + branch.on());
        };
    }
}
