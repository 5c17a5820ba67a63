package io.campaignoutreach.adapter.http.source;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.source.SourcePerformanceQuery;
import io.campaignoutreach.application.source.SourceUseCases;
import io.campaignoutreach.application.source.SourceView;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Routes of the source resource: list, create and change lead sources (D15). */
public final class SourceRoutes {

    private static final List<String> DEAL_TYPES = WireNames.of(DealType.class);
    private static final List<String> BOOLEANS = List.of("true", "false");

    private final SourceUseCases sources;

    public SourceRoutes(SourceUseCases sources) {
        this.sources = sources;
    }

    public void register(Router router) {
        router.get("/v2/sources", Capability.SOURCES_VIEW,
                Set.of("page", "perPage", "enabled", "dealType", "campaignId"), this::list);
        router.post("/v2/sources", Capability.SOURCES_MANAGE, this::create);
        router.get("/v2/sources/performance", Capability.SOURCES_VIEW,
                Set.of("campaignId", "startDate", "endDate"), this::performance);
        router.patch("/v2/sources/{id}", Capability.SOURCES_MANAGE, this::update);
    }

    private void performance(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        Optional<UUID> campaignId = query.required("campaignId", query.uuid("campaignId"));
        Optional<Instant> startDate = query.dateTime("startDate");
        Optional<Instant> endDate = query.dateTime("endDate");
        if (startDate.isPresent() && endDate.isPresent() && startDate.get().isAfter(endDate.get())) {
            violations.add(SourcePerformanceQuery.startAfterEnd(startDate.get()));
        }
        violations.throwIfAny();
        SourcePerformance performance = sources.performance(access, new SourcePerformanceQuery(
                CampaignId.of(campaignId.orElseThrow()), startDate.orElse(null), endDate.orElse(null)));
        Json.send(ctx, SourcePerformanceResponse.from(performance));
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        PageRequest page = query.page();
        Boolean enabled = query.oneOf("enabled", BOOLEANS, text -> Optional.of(Boolean.valueOf(text))).orElse(null);
        DealType dealType = query.oneOf("dealType", DEAL_TYPES, DealType::fromWireName).orElse(null);
        CampaignId campaignId = query.uuid("campaignId").map(CampaignId::of).orElse(null);
        violations.throwIfAny();
        Page<SourceView> found = sources.list(access, new SourceQuery(enabled, dealType, campaignId), page);
        Json.send(ctx, PageResponse.of(found, SourceResponse::from));
    }

    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        SourceRequest request = RequestBodies.bind(ctx, SourceRequest.class, violations);
        Json.send(ctx.status(201), SourceResponse.from(sources.create(access, request.toChanges(), violations)));
    }

    private void update(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        SourceRequest request = RequestBodies.bind(ctx, SourceRequest.class, violations);
        if (id.isEmpty()) {
            // Nothing to look up: the id's fault is answered with the body's.
            violations.throwIfAny();
        }
        Json.send(ctx, SourceResponse.from(sources.update(access, SourceId.of(id.orElseThrow()),
                request.toChanges(), violations)));
    }
}
