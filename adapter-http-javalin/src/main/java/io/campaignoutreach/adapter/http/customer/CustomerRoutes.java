package io.campaignoutreach.adapter.http.customer;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.customer.ListCustomersQuery;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerSearch;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Routes of the customer resource: list customers, and read one. */
public final class CustomerRoutes {

    private static final List<String> STATUSES = CustomerField.STATUS.spec().allowed();
    /** Longest accepted {@code search} text, as for the campaign and inquiry searches. */
    private static final int MAX_SEARCH = 255;

    private final ListCustomersQuery listCustomers;
    private final GetCustomerQuery getCustomer;

    public CustomerRoutes(ListCustomersQuery listCustomers, GetCustomerQuery getCustomer) {
        this.listCustomers = listCustomers;
        this.getCustomer = getCustomer;
    }

    public void register(Router router) {
        router.get("/v2/customers", Capability.CUSTOMERS_VIEW,
                Set.of("page", "perPage", "search", "status", "campaignId"), this::list);
        router.get("/v2/customers/{id}", Capability.CUSTOMERS_VIEW, this::get);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        PageRequest page = query.page();
        String status = query.oneOf("status", STATUSES, Optional::of).orElse(null);
        CampaignId campaignId = query.uuid("campaignId").map(CampaignId::of).orElse(null);
        CustomerSearch search = query.text("search", MAX_SEARCH).map(CustomerSearch::of).orElse(null);
        violations.throwIfAny();
        Page<Customer> customers = listCustomers.list(access, new CustomerQuery(status, campaignId, search), page);
        Json.send(ctx, PageResponse.of(customers, CustomerListItem::from));
    }

    private void get(Context ctx, AccessContext access) {
        CustomerId id = CustomerId.of(QueryParams.pathUuid(ctx, "id"));
        Json.send(ctx, CustomerJson.of(getCustomer.get(access, id)));
    }
}
