package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.CustomerId;
import io.javalin.http.Context;

/** Routes of the customer resource: read one customer. */
public final class CustomerRoutes {

    private final GetCustomerQuery getCustomer;

    public CustomerRoutes(GetCustomerQuery getCustomer) {
        this.getCustomer = getCustomer;
    }

    public void register(Router router) {
        router.get("/v2/customers/{id}", Capability.CUSTOMERS_VIEW, this::get);
    }

    private void get(Context ctx, AccessContext access) {
        CustomerId id = CustomerId.of(QueryParams.pathUuid(ctx, "id"));
        Json.send(ctx, CustomerJson.of(getCustomer.get(access, id)));
    }
}
