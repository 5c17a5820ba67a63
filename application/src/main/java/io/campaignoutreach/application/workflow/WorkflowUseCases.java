package io.campaignoutreach.application.workflow;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.util.List;
import java.util.Objects;

/**
 * Use cases of the organization's workflows: list and read them (needs campaigns.view), create them and publish
 * new versions of them (needs campaigns.manage; not for read-only keys).
 */
public interface WorkflowUseCases {

    /**
     * Creates a workflow, version 1; with {@code idempotency} (null: none) a repeat answers the workflow the key
     * made. A broken rule of the nodes is reported at its node ({@code nodes.1.next.busy}).
     */
    Created<Workflow> create(AccessContext access, WorkflowDraft draft, IdempotentRequest idempotency);

    Page<Workflow> list(AccessContext access, PageRequest page);

    /** One workflow; another organization's is not found. */
    Workflow get(AccessContext access, WorkflowId id);

    /**
     * Publishes a new version of the workflow: its nodes and entry node replaced, its version one higher. In the
     * same unit of work, the pending enrollments of the campaigns running it that wait on a node the new version
     * lacks are moved to its entry node.
     */
    Published publish(AccessContext access, WorkflowId id, WorkflowDraft version);

    /**
     * A workflow's nodes as a client gives them: {@code entryNodeId} null means the first node. For a new version,
     * {@code name} null keeps the workflow's name, and {@code published} is not asked: a version is published.
     */
    record WorkflowDraft(String name, List<WorkflowNode> nodes, String entryNodeId, boolean published) {

        public WorkflowDraft {
            nodes = List.copyOf(nodes);
        }
    }

    /** The new version, and how many enrollments went to its entry node because their node was removed. */
    record Published(Workflow workflow, int movedToEntry) {

        public Published {
            Objects.requireNonNull(workflow, "workflow");
        }
    }
}
