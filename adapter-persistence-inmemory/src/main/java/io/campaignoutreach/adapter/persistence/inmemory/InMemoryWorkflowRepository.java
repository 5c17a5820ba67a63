package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Optional;

/** Secondary adapter: keeps workflows in memory. */
public final class InMemoryWorkflowRepository implements WorkflowRepository {

    private final InMemoryStore store;
    private final Table<WorkflowId, Workflow> workflows;

    InMemoryWorkflowRepository(InMemoryStore store) {
        this.store = store;
        this.workflows = new Table<>(store);
    }

    @Override
    public void save(Workflow workflow) {
        store.write(() -> workflows.put(workflow.id(), workflow));
    }

    @Override
    public Optional<Workflow> findById(OrganizationId organizationId, WorkflowId id) {
        return store.read(() -> workflows.get(id).filter(w -> w.organizationId().equals(organizationId)));
    }
}
