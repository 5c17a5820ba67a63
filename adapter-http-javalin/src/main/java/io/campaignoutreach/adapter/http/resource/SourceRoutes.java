package io.campaignoutreach.adapter.http.resource;

import io.campaignoutreach.adapter.http.ApiServices;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.source.SourceChanges;
import io.campaignoutreach.application.source.SourcePerformanceQuery;
import io.campaignoutreach.application.source.SourceView;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.domain.source.SourceTerms;
import io.campaignoutreach.domain.source.SourceType;
import io.javalin.http.Context;
import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.regex.Pattern;

/** Routes of the source resource: list, create and change lead sources (D15). */
public final class SourceRoutes {

    private static final Set<String> MEMBERS = Set.of("sourceId", "name", "description", "campaignId", "phoneNumberId",
            "dealType", "sourceType", "pricingModel", "payout", "commissionPerSale", "leadCost", "durationThreshold",
            "enabled");
    private static final List<String> DEAL_TYPES = Arrays.stream(DealType.values()).map(DealType::wireName).toList();
    private static final List<String> SOURCE_TYPES = Arrays.stream(SourceType.values()).map(SourceType::wireName)
            .toList();
    private static final List<String> PRICING_MODELS = Arrays.stream(PricingModel.values())
            .map(PricingModel::wireName).toList();
    private static final List<String> BOOLEANS = List.of("true", "false");

    private final ApiServices services;

    public SourceRoutes(ApiServices services) {
        this.services = services;
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
        SourcePerformance performance = services.sources().performance(access, new SourcePerformanceQuery(
                CampaignId.of(campaignId.orElseThrow()), startDate.orElse(null), endDate.orElse(null)));
        ctx.json(SourcePerformanceResponse.from(performance));
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        PageRequest page = query.page();
        Boolean enabled = query.oneOf("enabled", BOOLEANS, text -> Optional.of(Boolean.valueOf(text))).orElse(null);
        DealType dealType = query.oneOf("dealType", DEAL_TYPES, DealType::fromWireName).orElse(null);
        CampaignId campaignId = query.uuid("campaignId").map(CampaignId::of).orElse(null);
        violations.throwIfAny();
        Page<SourceView> sources = services.sources().list(access, new SourceQuery(enabled, dealType, campaignId), page);
        ctx.json(PageResponse.of(sources, SourceResponse::from));
    }

    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        JsonObjectReader in = JsonObjectReader.root(Bodies.readObject(ctx, violations), violations).allowOnly(MEMBERS)
                .require("campaignId", "dealType", "pricingModel");
        SourceChanges changes = changes(in);
        violations.throwIfAny();
        ctx.status(201).json(SourceResponse.from(services.sources().create(access, changes)));
    }

    private void update(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("id");
        SourceChanges changes = changes(JsonObjectReader.root(Bodies.readObject(ctx, violations), violations)
                .allowOnly(MEMBERS));
        violations.throwIfAny();
        ctx.json(SourceResponse.from(services.sources().update(access, SourceId.of(id.orElseThrow()), changes)));
    }

    private static SourceChanges changes(JsonObjectReader in) {
        return new SourceChanges(
                in.string("sourceId", false, 1, Source.MAX_SOURCE_ID_LENGTH),
                in.string("name", true, 0, Source.MAX_NAME_LENGTH),
                in.string("description", true, 0, Source.MAX_DESCRIPTION_LENGTH),
                in.uuid("campaignId", false).map(CampaignId::of),
                in.integer("phoneNumberId", true, Integer.MIN_VALUE, Integer.MAX_VALUE).map(Long::intValue),
                in.oneOf("dealType", false, DEAL_TYPES, DealType::fromWireName),
                in.oneOf("sourceType", false, SOURCE_TYPES, SourceType::fromWireName),
                in.oneOf("pricingModel", false, PRICING_MODELS, PricingModel::fromWireName),
                term(in, "payout", SourceTerms.MONEY, "a decimal of up to 10 digits and 4 decimals, e.g. 12.50"),
                term(in, "commissionPerSale", SourceTerms.MONEY,
                        "a decimal of up to 10 digits and 4 decimals, e.g. 12.50"),
                term(in, "leadCost", SourceTerms.MONEY, "a decimal of up to 10 digits and 4 decimals, e.g. 12.50"),
                term(in, "durationThreshold", SourceTerms.SECONDS, "whole seconds, up to 6 digits, e.g. 90"),
                in.bool("enabled", true));
    }

    private static Patch<String> term(JsonObjectReader in, String name, Pattern format, String expected) {
        Patch<String> value = in.string(name, true, 0, 32);
        if (value.isPresent() && value.value() != null && !format.matcher(value.value()).matches()) {
            in.violations().add(new Violation(Values.append(in.path(), name), "must be " + expected, expected,
                    value.value(), ViolationCode.INVALID_STRING));
            return Patch.absent();
        }
        return value;
    }
}
