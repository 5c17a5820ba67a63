package io.campaignoutreach.adapter.http.routing;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.routing.GetRoutingGroupQuery;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.javalin.http.Context;

/** Routes of the routing-group resource: read one group. */
public final class RoutingGroupRoutes {

    private final GetRoutingGroupQuery getRoutingGroup;

    public RoutingGroupRoutes(GetRoutingGroupQuery getRoutingGroup) {
        this.getRoutingGroup = getRoutingGroup;
    }

    public void register(Router router) {
        router.get("/v2/routing-groups/{id}", Capability.ROUTING_VIEW, this::get);
    }

    private void get(Context ctx, AccessContext access) {
        TransferConfigId id = TransferConfigId.of(QueryParams.pathUuid(ctx, "id"));
        Json.send(ctx, RoutingGroupResponse.from(getRoutingGroup.get(access, id)));
    }
}
