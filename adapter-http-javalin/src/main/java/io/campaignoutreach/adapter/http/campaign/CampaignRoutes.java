package io.campaignoutreach.adapter.http.campaign;

import com.fasterxml.jackson.databind.util.RawValue;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.request.IdempotentBodies;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignView;
import io.campaignoutreach.application.campaign.GetCampaignBehaviorsQuery;
import io.campaignoutreach.application.campaign.GetCampaignQuery;
import io.campaignoutreach.application.campaign.GetCampaignStatsQuery;
import io.campaignoutreach.application.campaign.GetFlowOccupancyQuery;
import io.campaignoutreach.application.campaign.ListCampaignOptionsQuery;
import io.campaignoutreach.application.campaign.ListCampaignsQuery;
import io.campaignoutreach.application.campaign.UpdateCampaignUseCase;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.setup.CreateCampaignUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Routes of the campaign resource: list, create, read of one, options, configuration update, statistics,
 * behaviors and flow occupancy.
 */
public final class CampaignRoutes {

    static final int MAX_SEARCH_LENGTH = 255;
    private static final List<String> SORTS = Arrays.stream(CampaignSort.values()).map(CampaignSort::wireName).toList();
    private static final List<String> DIRECTIONS = List.of("asc", "desc");
    private static final List<String> STATUSES = Arrays.stream(CampaignStatus.values())
            .map(CampaignStatus::wireName).toList();

    private final ListCampaignsQuery listCampaigns;
    private final GetCampaignQuery getCampaign;
    private final ListCampaignOptionsQuery campaignOptions;
    private final UpdateCampaignUseCase updateCampaign;
    private final CreateCampaignUseCase createCampaign;
    private final GetCampaignStatsQuery campaignStats;
    private final GetCampaignBehaviorsQuery campaignBehaviors;
    private final GetFlowOccupancyQuery flowOccupancy;

    public CampaignRoutes(ListCampaignsQuery listCampaigns, GetCampaignQuery getCampaign,
            ListCampaignOptionsQuery campaignOptions, UpdateCampaignUseCase updateCampaign,
            CreateCampaignUseCase createCampaign, GetCampaignStatsQuery campaignStats,
            GetCampaignBehaviorsQuery campaignBehaviors, GetFlowOccupancyQuery flowOccupancy) {
        this.listCampaigns = listCampaigns;
        this.getCampaign = getCampaign;
        this.campaignOptions = campaignOptions;
        this.updateCampaign = updateCampaign;
        this.createCampaign = createCampaign;
        this.campaignStats = campaignStats;
        this.campaignBehaviors = campaignBehaviors;
        this.flowOccupancy = flowOccupancy;
    }

    public void register(Router router) {
        router.get("/v2/campaigns", Capability.CAMPAIGNS_VIEW,
                Set.of("page", "perPage", "sortBy", "sortDirection", "status", "search"), this::list);
        router.post("/v2/campaigns", Capability.CAMPAIGNS_MANAGE, this::create);
        router.get("/v2/campaigns/options", Capability.CUSTOMERS_VIEW, this::options);
        router.get("/v2/campaigns/{campaignId}", Capability.CAMPAIGNS_VIEW, this::get);
        router.patch("/v2/campaigns/{campaignId}", Capability.CAMPAIGNS_MANAGE, this::update);
        router.get("/v2/campaigns/{campaignId}/stats", Capability.CAMPAIGNS_VIEW, this::stats);
        router.get("/v2/campaigns/{campaignId}/behaviors", Capability.CAMPAIGNS_VIEW, this::behaviors);
        router.get("/v2/campaigns/{campaignId}/flow-occupancy", Capability.CAMPAIGNS_VIEW, this::flowOccupancy);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        PageRequest page = query.page();
        CampaignSort sortBy = query.oneOf("sortBy", SORTS, CampaignSort::fromWireName).orElse(CampaignSort.CREATED_AT);
        SortDirection direction = query.oneOf("sortDirection", DIRECTIONS,
                d -> Optional.of(SortDirection.valueOf(d.toUpperCase(Locale.ROOT)))).orElse(SortDirection.DESC);
        CampaignStatus status = query.oneOf("status", STATUSES, CampaignStatus::fromWireName).orElse(null);
        String search = query.text("search", MAX_SEARCH_LENGTH).orElse(null);
        violations.throwIfAny();
        Page<CampaignView> result = listCampaigns.list(access,
                new CampaignQuery(status, search, sortBy, direction), page);
        Map<Object, RawValue> written = new IdentityHashMap<>();
        Json.send(ctx, PageResponse.of(result, view -> CampaignResponse.listItem(view, written)));
    }

    private void options(Context ctx, AccessContext access) {
        Json.send(ctx, new Options(campaignOptions.options(access).stream().map(Option::from).toList()));
    }

    /**
     * A campaign made with the embedding library's defaults: an extension of version 2, whose campaigns came from
     * a console. Sent again with its {@code Idempotency-Key}, it answers the campaign the key made.
     */
    private void create(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        IdempotentBodies.Bound<CampaignCreateRequest> bound = IdempotentBodies.bind(ctx, CampaignCreateRequest.class,
                violations);
        violations.throwIfAny();
        Created<Campaign> created = createCampaign.createCampaign(access, bound.request().toCommand(),
                bound.idempotency());
        CampaignView view = getCampaign.get(access, created.value().id());
        if (created.replayed()) {
            ctx.header(IdempotentBodies.REPLAYED_HEADER, "true");
        }
        ctx.header("Location", "/v2/campaigns/" + view.campaign().id());
        Json.send(ctx.status(201), Map.of("campaign", CampaignResponse.Updated.from(view)));
    }

    private void update(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        Optional<UUID> id = new QueryParams(ctx, violations).pathUuid("campaignId");
        CampaignPatchRequest request = RequestBodies.bind(ctx, CampaignPatchRequest.class, violations);
        if (id.isEmpty()) {
            violations.throwIfAny();
        }
        CampaignView updated = updateCampaign.update(access, CampaignId.of(id.orElseThrow()),
                request.toChanges(), violations);
        Json.send(ctx, Map.of("campaign", CampaignResponse.Updated.from(updated)));
    }

    /** One campaign as the list shows it: an extension of version 2, which has no read of one campaign. */
    private void get(Context ctx, AccessContext access) {
        CampaignId id = CampaignId.of(QueryParams.pathUuid(ctx, "campaignId"));
        Json.send(ctx, CampaignResponse.Updated.from(getCampaign.get(access, id)));
    }

    private void stats(Context ctx, AccessContext access) {
        CampaignId id = CampaignId.of(QueryParams.pathUuid(ctx, "campaignId"));
        Json.send(ctx, CampaignStatsResponse.from(campaignStats.stats(access, id)));
    }

    private void behaviors(Context ctx, AccessContext access) {
        CampaignId id = CampaignId.of(QueryParams.pathUuid(ctx, "campaignId"));
        Json.send(ctx, CampaignBehaviorsResponse.from(campaignBehaviors.behaviors(access, id)));
    }

    private void flowOccupancy(Context ctx, AccessContext access) {
        CampaignId id = CampaignId.of(QueryParams.pathUuid(ctx, "campaignId"));
        Json.send(ctx, FlowOccupancyResponse.from(flowOccupancy.flowOccupancy(access, id)));
    }

    /** One campaign of the options list. */
    private record Option(String id, String name, String status, String suite) {

        static Option from(CampaignReference ref) {
            return new Option(ref.id().toString(), ref.name(), ref.status().wireName(), ref.suite());
        }
    }

    /** The options list: every campaign of the organization, as a lightweight item. */
    private record Options(List<Option> items) {
    }
}
