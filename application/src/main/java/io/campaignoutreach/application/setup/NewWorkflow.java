package io.campaignoutreach.application.setup;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * Command: a published workflow (decision P52) whose runs start at {@code entryNodeId}. Nodes
 * are {@link WorkflowNode}s with typed {@link io.campaignoutreach.domain.workflow.Step}s, e.g.
 * {@code new WorkflowNode("first_call", Step.CALL, new Step.Call(Map.of(), Optional.empty()))}.
 */
public record NewWorkflow(String name, List<WorkflowNode> nodes, String entryNodeId) {

    public NewWorkflow {
        Objects.requireNonNull(name, "name");
        nodes = List.copyOf(nodes);
        Objects.requireNonNull(entryNodeId, "entryNodeId");
    }

    /** Runs start at the first node and go down the list unless a node names its next. */
    public static NewWorkflow of(String name, WorkflowNode... nodes) {
        if (nodes.length == 0) {
            throw new IllegalArgumentException("a workflow has at least one node");
        }
        return new NewWorkflow(name, List.of(nodes), nodes[0].nodeId());
    }

    /** Checks the nodes under the workflow language's rules. */
    Workflow toWorkflow(WorkflowId id, OrganizationId organizationId, Instant now) {
        return new Workflow(id, organizationId, name, nodes, entryNodeId, true, now, now);
    }
}
