package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/** Secondary adapter: keeps workflows in memory. */
public final class InMemoryWorkflowRepository implements WorkflowRepository {

    /** Names compare case-insensitively, as campaign names do. */
    private static final Comparator<Workflow> BY_NAME = Comparator
            .comparing((Workflow w) -> w.name().toLowerCase(Locale.ROOT))
            .thenComparing(w -> w.id().value(), IdOrder.UNSIGNED);

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

    /** A unit of work holds the whole store, so no other one changes the workflow before it ends. */
    @Override
    public Optional<Workflow> lockById(OrganizationId organizationId, WorkflowId id) {
        return findById(organizationId, id);
    }

    @Override
    public Page<Workflow> findPage(OrganizationId organizationId, PageRequest page) {
        return store.read(() -> {
            List<Workflow> matching = workflows.rows().filter(w -> w.organizationId().equals(organizationId))
                    .sorted(BY_NAME).toList();
            return new Page<>(matching.stream().skip(page.offset()).limit(page.perPage()).toList(), matching.size(),
                    page);
        });
    }
}
