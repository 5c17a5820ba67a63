package io.campaignoutreach.adapter.http.workflow;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A workflow as the API writes it: its nodes in the shape a create or a new version takes them. */
record WorkflowResponse(String id, String name, int version, boolean published, String entryNodeId,
                        List<Node> nodes, List<String> unreachableNodeIds, Instant createdAt, Instant updatedAt) {

    static WorkflowResponse from(Workflow workflow) {
        return new WorkflowResponse(workflow.id().toString(), workflow.name(), workflow.version(),
                workflow.published(), workflow.entryNodeId(), workflow.nodes().stream().map(Node::from).toList(),
                workflow.unreachableNodeIds(), workflow.createdAt(), workflow.updatedAt());
    }

    /** A node with the members of its type; those it does not have are left out. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Node(String nodeId, String nodeType, Object next, @JsonProperty("wait") Wait pause, String smsType,
                Branch branch, String then, @JsonProperty("else") String otherwise, String end) {

        static Node from(WorkflowNode node) {
            Step step = node.step();
            if (step instanceof Step.Call call) {
                Map<String, String> next = new LinkedHashMap<>();
                call.onOutcome().forEach((outcome, target) -> next.put(outcome.disposition(), target));
                call.otherwise().ifPresent(target -> next.put("default", target));
                return new Node(node.nodeId(), node.nodeType(), next.isEmpty() ? null : next, null, null, null, null,
                        null, null);
            }
            if (step instanceof Step.Wait wait) {
                return new Node(node.nodeId(), node.nodeType(), wait.next().orElse(null), new Wait(wait.days(),
                        wait.hours(), wait.minutes(), wait.untilWindow()), null, null, null, null, null);
            }
            if (step instanceof Step.Sms sms) {
                return new Node(node.nodeId(), node.nodeType(), sms.next().orElse(null), null, sms.smsType().key(),
                        null, null, null, null);
            }
            if (step instanceof Step.Branch branch) {
                List<String> in = branch.condition() instanceof Step.Condition.LastCallOutcomeIn last
                        ? last.outcomes().stream().map(CallOutcome::disposition).toList() : null;
                return new Node(node.nodeId(), node.nodeType(), null, null, null,
                        new Branch(branch.condition().on(), in), branch.then(), branch.otherwise(), null);
            }
            if (step instanceof Step.End end) {
                return new Node(node.nodeId(), node.nodeType(), null, null, null, null, null, null,
                        end.ending().wireName());
            }
            return new Node(node.nodeId(), node.nodeType(), ((Step.Pass) step).next().orElse(null), null, null,
                    null, null, null, null);
        }
    }

    /** How long a wait node waits. */
    record Wait(int days, int hours, int minutes, boolean untilWindow) {
    }

    /** What a branch node tests; {@code in} only for a test of the last call's outcome. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    record Branch(String on, List<String> in) {
    }
}
