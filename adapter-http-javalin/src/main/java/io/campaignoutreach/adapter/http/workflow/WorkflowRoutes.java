package io.campaignoutreach.adapter.http.workflow;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.request.IdempotentBodies;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.workflow.WorkflowUseCases;
import io.campaignoutreach.application.workflow.WorkflowUseCases.Published;
import io.campaignoutreach.application.workflow.WorkflowUseCases.WorkflowDraft;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Routes of the workflow resource, extensions of version 2 (decision P73): list, create, read of one, and
 * publishing a new version.
 */
public final class WorkflowRoutes {

    private final WorkflowUseCases workflows;

    public WorkflowRoutes(WorkflowUseCases workflows) {
        this.workflows = workflows;
    }

    public void register(Router router) {
        router.get("/v2/workflows", Capability.CAMPAIGNS_VIEW, Set.of("page", "perPage"), this::list);
        router.post("/v2/workflows", Capability.CAMPAIGNS_MANAGE, this::create);
        router.get("/v2/workflows/{id}", Capability.CAMPAIGNS_VIEW, this::get);
        router.post("/v2/workflows/{id}/versions", Capability.CAMPAIGNS_MANAGE, this::publish);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        PageRequest page = new QueryParams(ctx, violations).page();
        violations.throwIfAny();
        Json.send(ctx, PageResponse.of(workflows.list(access, page), WorkflowResponse::from));
    }

    /** Sent again with its {@code Idempotency-Key}, it answers the workflow the key made. */
    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        IdempotentBodies.Bound<WorkflowCreateRequest> bound = IdempotentBodies.bind(ctx, WorkflowCreateRequest.class,
                violations);
        Optional<WorkflowDraft> draft = bound.request().toDraft(violations);
        violations.throwIfAny();
        Created<Workflow> created = workflows.create(access, draft.orElseThrow(), bound.idempotency());
        if (created.replayed()) {
            ctx.header(IdempotentBodies.REPLAYED_HEADER, "true");
        }
        ctx.header("Location", "/v2/workflows/" + created.value().id());
        Json.send(ctx.status(201), WorkflowResponse.from(created.value()));
    }

    private void get(Context ctx, AccessContext access) {
        WorkflowId id = WorkflowId.of(QueryParams.pathUuid(ctx, "id"));
        Json.send(ctx, WorkflowResponse.from(workflows.get(access, id)));
    }

    private void publish(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        WorkflowVersionRequest request = RequestBodies.bind(ctx, WorkflowVersionRequest.class, violations);
        Optional<WorkflowDraft> draft = request.toDraft(violations);
        violations.throwIfAny();
        Published published = workflows.publish(access, WorkflowId.of(id.orElseThrow()), draft.orElseThrow());
        Json.send(ctx, new PublishedResponse(WorkflowResponse.from(published.workflow()), published.movedToEntry()));
    }

    /** A new version, and how many enrollments went to its entry node because their node was removed. */
    private record PublishedResponse(WorkflowResponse workflow, int movedToEntry) {
    }
}
