package io.campaignoutreach.adapter.http.suppression;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.suppression.SuppressionUseCases;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.javalin.http.Context;
import java.util.Set;

/**
 * Routes of the organization's suppressed phone numbers, beyond version 2: list the active ones,
 * read one, suppress a number, lift a suppression.
 */
public final class SuppressionRoutes {

    private final SuppressionUseCases suppressions;

    public SuppressionRoutes(SuppressionUseCases suppressions) {
        this.suppressions = suppressions;
    }

    public void register(Router router) {
        router.get("/v2/suppressions", Capability.SUPPRESSIONS_VIEW, Set.of("page", "perPage"), this::list);
        router.post("/v2/suppressions", Capability.SUPPRESSIONS_MANAGE, this::add);
        router.get("/v2/suppressions/{id}", Capability.SUPPRESSIONS_VIEW, this::get);
        router.post("/v2/suppressions/{id}/lift", Capability.SUPPRESSIONS_MANAGE, this::lift);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        PageRequest page = new QueryParams(ctx, violations).page();
        violations.throwIfAny();
        Json.send(ctx, PageResponse.of(suppressions.list(access, page), SuppressionResponse::from));
    }

    /** A number already suppressed answers 200 with its suppression as it stands, so a retry is harmless. */
    private void add(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        SuppressionRequest request = RequestBodies.bind(ctx, SuppressionRequest.class, violations);
        SuppressionUseCases.Added added = suppressions.add(access, request.toNewSuppression(violations), violations);
        Json.send(ctx.status(added.created() ? 201 : 200), SuppressionResponse.from(added.suppression()));
    }

    private void get(Context ctx, AccessContext access) {
        Json.send(ctx, SuppressionResponse.from(suppressions.get(access, pathId(ctx))));
    }

    private void lift(Context ctx, AccessContext access) {
        Json.send(ctx, SuppressionResponse.from(suppressions.lift(access, pathId(ctx))));
    }

    private static SuppressionId pathId(Context ctx) {
        return SuppressionId.of(QueryParams.pathUuid(ctx, "id"));
    }
}
