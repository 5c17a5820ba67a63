package io.campaignoutreach.adapter.http.inquiry;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.inquiry.GetInquiryQuery;
import io.campaignoutreach.application.inquiry.InquiryListItem;
import io.campaignoutreach.application.inquiry.ListInquiriesQuery;
import io.campaignoutreach.application.inquiry.UpdateInquiryUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Routes of the inquiry resource: list and read inquiries, and change their handling (D5, D14). */
public final class InquiryRoutes {

    private static final List<String> STATUSES = WireNames.of(InquiryStatus.class);
    /** Longest accepted {@code agentName} and {@code search} query text, as for the campaign search (P3). */
    private static final int MAX_QUERY_TEXT = 255;

    private final ListInquiriesQuery listInquiries;
    private final GetInquiryQuery getInquiry;
    private final UpdateInquiryUseCase updateInquiry;

    public InquiryRoutes(ListInquiriesQuery listInquiries, GetInquiryQuery getInquiry,
            UpdateInquiryUseCase updateInquiry) {
        this.listInquiries = listInquiries;
        this.getInquiry = getInquiry;
        this.updateInquiry = updateInquiry;
    }

    public void register(Router router) {
        router.get("/v2/inquiries", Capability.INQUIRIES_VIEW,
                Set.of("page", "perPage", "status", "agentName", "search"), this::list);
        router.get("/v2/inquiries/{id}", Capability.INQUIRIES_VIEW, this::get);
        router.patch("/v2/inquiries/{id}", Capability.INQUIRIES_MANAGE, this::update);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        PageRequest page = query.page();
        InquiryStatus status = query.oneOf("status", STATUSES, InquiryStatus::fromWireName).orElse(null);
        String agentName = query.text("agentName", MAX_QUERY_TEXT).orElse(null);
        String search = query.text("search", MAX_QUERY_TEXT).orElse(null);
        violations.throwIfAny();
        Page<InquiryListItem> inquiries = listInquiries.list(access,
                new InquiryQuery(status, agentName, search), page);
        Json.send(ctx, PageResponse.of(inquiries, InquiryResponse.Item::from));
    }

    private void get(Context ctx, AccessContext access) {
        InquiryId id = InquiryId.of(QueryParams.pathUuid(ctx, "id"));
        Json.send(ctx, InquiryResponse.Detail.from(getInquiry.get(access, id)));
    }

    private void update(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        InquiryPatchRequest request = RequestBodies.bind(ctx, InquiryPatchRequest.class, violations);
        // The change has no rules beyond its members' own, which are all checked by now.
        violations.throwIfAny();
        Json.send(ctx, InquiryResponse.from(updateInquiry.update(access, InquiryId.of(id.orElseThrow()),
                request.toChanges())));
    }
}
