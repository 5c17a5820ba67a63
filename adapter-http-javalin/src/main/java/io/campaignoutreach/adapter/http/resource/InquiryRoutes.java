package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.inquiry.InquiryListItem;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Routes of the inquiry resource: list and read inquiries, and change their handling (D5, D14). */
public final class InquiryRoutes {

    /** The body members a change may carry; everything else, read-only members included, is refused. */
    private static final Set<String> MEMBERS = Set.of("resolutionType", "response", "status", "notes");
    private static final List<String> STATUSES = Arrays.stream(InquiryStatus.values()).map(InquiryStatus::wireName)
            .toList();
    /** Longest accepted {@code agentName} and {@code search} query text, as for the campaign search (P3). */
    private static final int MAX_QUERY_TEXT = 255;

    private final ApiServices services;

    public InquiryRoutes(ApiServices services) {
        this.services = services;
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
        Page<InquiryListItem> inquiries = services.listInquiries().list(access,
                new InquiryQuery(status, agentName, search), page);
        ctx.json(PageResponse.of(inquiries, InquiryResponse.Item::from));
    }

    private void get(Context ctx, AccessContext access) {
        InquiryId id = InquiryId.of(QueryParams.pathUuid(ctx, "id"));
        ctx.json(InquiryResponse.Detail.from(services.getInquiry().get(access, id)));
    }

    private void update(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        JsonObjectReader in = JsonObjectReader.root(Bodies.readObject(ctx, violations), violations).allowOnly(MEMBERS);
        Patch<String> resolutionType = in.string("resolutionType", true, 0, InquiryChanges.MAX_RESOLUTION_TYPE_LENGTH);
        Patch<String> response = in.string("response", true, 0, Integer.MAX_VALUE);
        Patch<InquiryStatus> status = in.oneOf("status", false, STATUSES, InquiryStatus::fromWireName);
        Patch<String> notes = in.string("notes", true, 0, Integer.MAX_VALUE);
        violations.throwIfAny();
        InquiryChanges changes = new InquiryChanges(resolutionType, response, status, notes);
        ctx.json(InquiryResponse.from(services.updateInquiry().update(access, InquiryId.of(id.orElseThrow()),
                changes)));
    }
}
