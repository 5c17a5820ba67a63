package io.campaignoutreach.application.routing;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.transfer.TransferConfigId;

/** Query: a routing group, addressed by its transfer configuration's id (needs routing.view). */
public interface GetRoutingGroupQuery {

    RoutingGroupView get(AccessContext access, TransferConfigId id);
}
