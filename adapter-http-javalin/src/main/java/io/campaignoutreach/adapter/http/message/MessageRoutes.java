package io.campaignoutreach.adapter.http.message;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.messaging.ListMessagesQuery;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;

/**
 * Routes of the organization's texts, beyond version 2: a customer's, a campaign's, and the received
 * texts a person should review; each a page, newest first.
 */
public final class MessageRoutes {

    private static final Set<String> PAGING = Set.of("page", "perPage");

    private final ListMessagesQuery messages;

    public MessageRoutes(ListMessagesQuery messages) {
        this.messages = messages;
    }

    public void register(Router router) {
        router.get("/v2/customers/{customerId}/messages", Capability.CUSTOMERS_VIEW, PAGING,
                (ctx, access) -> ofOne(ctx, "customerId", (id, page) ->
                        messages.ofCustomer(access, CustomerId.of(id), page)));
        router.get("/v2/campaigns/{campaignId}/messages", Capability.CAMPAIGNS_VIEW, PAGING,
                (ctx, access) -> ofOne(ctx, "campaignId", (id, page) ->
                        messages.ofCampaign(access, CampaignId.of(id), page)));
        router.get("/v2/messages/review", Capability.INQUIRIES_VIEW, PAGING, this::toReview);
    }

    /** A page of the texts of the customer or campaign the path names; a bad id and bad paging are reported together. */
    private static void ofOne(Context ctx, String idName, BiFunction<UUID, PageRequest, Page<Message>> read) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        UUID id = query.pathUuid(idName).orElse(null);
        PageRequest page = query.page();
        violations.throwIfAny();
        Json.send(ctx, PageResponse.of(read.apply(id, page), MessageItem::from));
    }

    private void toReview(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        PageRequest page = new QueryParams(ctx, violations).page();
        violations.throwIfAny();
        Json.send(ctx, PageResponse.of(messages.toReview(access, page), MessageItem::from));
    }
}
