package io.campaignoutreach.domain.workflow;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A flow of outreach steps (nodes) that an enrollment walks through, starting at its entry node.
 * Only a published workflow runs enrollments.
 */
public record Workflow(WorkflowId id, OrganizationId organizationId, String name, List<WorkflowNode> nodes,
                       String entryNodeId, boolean published, Instant createdAt, Instant updatedAt) {

    public Workflow {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        nodes = List.copyOf(nodes);
        if (nodes.isEmpty()) {
            throw new IllegalArgumentException("a workflow has at least one node");
        }
        if (new HashSet<>(nodes.stream().map(WorkflowNode::nodeId).toList()).size() != nodes.size()) {
            throw new IllegalArgumentException("node ids must be unique within a workflow");
        }
        String entry = entryNodeId;
        if (nodes.stream().noneMatch(n -> n.nodeId().equals(entry))) {
            throw new IllegalArgumentException("the entry node must be one of the workflow's nodes");
        }
    }

    public Optional<WorkflowNode> node(String nodeId) {
        return nodes.stream().filter(n -> n.nodeId().equals(nodeId)).findFirst();
    }

    /** One step of a workflow, such as a call, an SMS or a wait. */
    public record WorkflowNode(String nodeId, String nodeType) {
        public WorkflowNode {
            if (nodeId == null || nodeId.isBlank()) {
                throw new IllegalArgumentException("nodeId must not be blank");
            }
            Objects.requireNonNull(nodeType, "nodeType");
        }
    }
}
