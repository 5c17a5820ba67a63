package io.campaignoutreach.domain.workflow;

import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A flow of outreach steps (nodes) that an enrollment walks through, starting at its entry node
 * (decision P52). Each node's {@link Step} says what it does and which node comes next; a node
 * that names no next continues with the node listed after it, and the run ends completed after
 * the last. Only a published workflow runs enrollments. Each publication of new nodes is a new
 * {@code version} of the same workflow, 1 when it was made.
 */
public record Workflow(WorkflowId id, OrganizationId organizationId, String name, List<WorkflowNode> nodes,
                       String entryNodeId, boolean published, int version, Instant createdAt, Instant updatedAt) {

    public Workflow {
        if (version < 1) {
            throw new IllegalArgumentException("a workflow's versions are counted from 1");
        }
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
        WorkflowRules.check(nodes);
    }

    /** A workflow as it was made: its first version. */
    public Workflow(WorkflowId id, OrganizationId organizationId, String name, List<WorkflowNode> nodes,
                    String entryNodeId, boolean published, Instant createdAt, Instant updatedAt) {
        this(id, organizationId, name, nodes, entryNodeId, published, 1, createdAt, updatedAt);
    }

    /**
     * The next version of this workflow, published: the same id, these nodes and entry node, and this name. The
     * enrollments on a node the new version lacks are the caller's to move ({@code Enrollment.moveToEntry}).
     */
    public Workflow nextVersion(String newName, List<WorkflowNode> newNodes, String newEntryNodeId, Instant now) {
        return new Workflow(id, organizationId, newName, newNodes, newEntryNodeId, true, version + 1, createdAt, now);
    }

    public Optional<WorkflowNode> node(String nodeId) {
        return nodes.stream().filter(n -> n.nodeId().equals(nodeId)).findFirst();
    }

    /**
     * Whether the workflow is a plain list of nodes, as before the language: no node names a next or
     * carries parameters. Its {@code wait}, {@code sms} and {@code branch} nodes pass through.
     */
    public boolean plainList() {
        return nodes.stream().noneMatch(n -> n.step().typed());
    }

    /** The ids of the nodes no run can reach from the entry node, in list order; they are allowed. */
    public List<String> unreachableNodeIds() {
        Set<String> reached = WorkflowRules.reachable(nodes, entryNodeId);
        return nodes.stream().map(WorkflowNode::nodeId).filter(id -> !reached.contains(id)).toList();
    }

    /**
     * Where the run goes from node {@code nodeId} after {@code event}: a {@code call} node takes a
     * {@link StepEvent.CallEnded}, a {@code branch} a {@link StepEvent.Judged}, every other node
     * {@link StepEvent#FINISHED} (an {@code end} node then finishes the run with its ending).
     *
     * @throws IllegalArgumentException when the workflow has no such node, or the event is not the node's
     */
    public Move next(String nodeId, StepEvent event) {
        Objects.requireNonNull(event, "event");
        int index = indexOf(nodeId);
        Step step = nodes.get(index).step();
        Optional<String> named;
        if (step instanceof Step.End end && event instanceof StepEvent.Finished) {
            return new Move.Finish(end.ending());
        } else if (step instanceof Step.Call call && event instanceof StepEvent.CallEnded ended) {
            named = call.after(ended.outcome());
        } else if (step instanceof Step.Branch branch && event instanceof StepEvent.Judged facts) {
            named = Optional.of(branch.condition().holds(facts) ? branch.then() : branch.otherwise());
        } else if (step instanceof Step.Wait wait && event instanceof StepEvent.Finished) {
            named = wait.next();
        } else if (step instanceof Step.Sms sms && event instanceof StepEvent.Finished) {
            named = sms.next();
        } else if (step instanceof Step.Pass pass && event instanceof StepEvent.Finished) {
            named = pass.next();
        } else {
            throw new IllegalArgumentException("node " + nodeId + " (" + nodes.get(index).nodeType()
                    + ") does not move on " + event.getClass().getSimpleName());
        }
        return named.<Move>map(Move.GoTo::new).orElseGet(() -> following(index));
    }

    private Move following(int index) {
        return index + 1 < nodes.size() ? new Move.GoTo(nodes.get(index + 1).nodeId())
                : new Move.Finish(Ending.COMPLETED);
    }

    private int indexOf(String nodeId) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).nodeId().equals(nodeId)) {
                return i;
            }
        }
        throw new IllegalArgumentException("workflow " + id + " has no node " + nodeId);
    }

    /**
     * One step of a workflow, such as a call, an SMS or a wait. {@code nodeType} is the step's type
     * ({@link Step#TYPES}); a {@link Step.Pass} keeps whatever type it was given.
     */
    public record WorkflowNode(String nodeId, String nodeType, Step step) {
        public WorkflowNode {
            if (nodeId == null || nodeId.isBlank()) {
                throw new IllegalArgumentException("nodeId must not be blank");
            }
            Objects.requireNonNull(nodeType, "nodeType");
            Objects.requireNonNull(step, "step");
            String type = nodeType;
            if (step.type().filter(t -> !t.equals(type)).isPresent()) {
                throw new IllegalArgumentException("a " + step.type().get() + " step cannot be a node of type "
                        + nodeType);
            }
            if (step instanceof Step.Pass && (nodeType.equals(Step.CALL) || nodeType.equals(Step.END))) {
                throw new IllegalArgumentException("a " + nodeType + " node needs its own step, not a pass");
            }
        }

        /** A plain node, as before the language: no parameters, no transitions. */
        public WorkflowNode(String nodeId, String nodeType) {
            this(nodeId, nodeType, Step.listed(nodeType));
        }
    }
}
