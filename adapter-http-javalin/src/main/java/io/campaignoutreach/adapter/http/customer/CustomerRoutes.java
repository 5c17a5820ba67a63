package io.campaignoutreach.adapter.http.customer;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.request.IdempotentBodies;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customer.CreateCustomerUseCase;
import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.customer.DeleteCustomerUseCase;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.customer.ListCustomersQuery;
import io.campaignoutreach.application.customer.UpdateCustomerUseCase;
import io.campaignoutreach.application.idempotency.Created;
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
import java.util.UUID;

/**
 * Routes of the customer resource: list customers, read one, and (beyond version 2, whose customers
 * came only from the sync) create, change and delete one.
 */
public final class CustomerRoutes {

    private static final List<String> STATUSES = CustomerField.STATUS.spec().allowed();
    /** Longest accepted {@code search} text, as for the campaign and inquiry searches. */
    private static final int MAX_SEARCH = 255;

    private final ListCustomersQuery listCustomers;
    private final GetCustomerQuery getCustomer;
    private final CreateCustomerUseCase createCustomer;
    private final UpdateCustomerUseCase updateCustomer;
    private final DeleteCustomerUseCase deleteCustomer;

    public CustomerRoutes(ListCustomersQuery listCustomers, GetCustomerQuery getCustomer,
                          CreateCustomerUseCase createCustomer, UpdateCustomerUseCase updateCustomer,
                          DeleteCustomerUseCase deleteCustomer) {
        this.listCustomers = listCustomers;
        this.getCustomer = getCustomer;
        this.createCustomer = createCustomer;
        this.updateCustomer = updateCustomer;
        this.deleteCustomer = deleteCustomer;
    }

    public void register(Router router) {
        router.get("/v2/customers", Capability.CUSTOMERS_VIEW,
                Set.of("page", "perPage", "search", "status", "campaignId"), this::list);
        router.post("/v2/customers", Capability.CUSTOMERS_SYNC, this::create);
        router.get("/v2/customers/{id}", Capability.CUSTOMERS_VIEW, this::get);
        router.patch("/v2/customers/{id}", Capability.CUSTOMERS_SYNC, this::update);
        router.delete("/v2/customers/{id}", Capability.CUSTOMERS_SYNC, this::delete);
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

    /** Sent again with its {@code Idempotency-Key}, a create answers the customer the key made. */
    private void create(Context ctx, AccessContext access) {
        Violations found = new Violations();
        IdempotentBodies.Bound<CustomerRequest> bound = IdempotentBodies.bindAsFound(ctx, CustomerRequest.class,
                found);
        bound.request().checked(found, true).throwIfAny();
        Created<CustomerView> created = createCustomer.createCustomer(access, bound.request().toChanges(),
                bound.idempotency());
        if (created.replayed()) {
            ctx.header(IdempotentBodies.REPLAYED_HEADER, "true");
        }
        ctx.header("Location", "/v2/customers/" + created.value().customer().id());
        Json.send(ctx.status(201), CustomerJson.of(created.value()));
    }

    private void update(Context ctx, AccessContext access) {
        Violations found = new Violations();
        Optional<UUID> id = new QueryParams(ctx, found).pathUuid("id");
        RequestBodies.Bound<CustomerRequest> bound = RequestBodies.bindAsFound(Bodies.readObject(ctx, found),
                CustomerRequest.class);
        CustomerRequest request = bound.request();
        found.addAll(bound.findings());
        request.checked(found, false).throwIfAny();
        Json.send(ctx, CustomerJson.of(updateCustomer.updateCustomer(access, CustomerId.of(id.orElseThrow()),
                request.toChanges())));
    }

    private void delete(Context ctx, AccessContext access) {
        deleteCustomer.deleteCustomer(access, CustomerId.of(QueryParams.pathUuid(ctx, "id")));
        ctx.status(204);
    }
}
