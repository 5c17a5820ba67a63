package io.campaignoutreach.adapter.http.enrollment;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.ListCampaignEnrollmentsQuery;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/** Routes of a campaign's enrollments: list them, a page at a time, of one status or all. */
public final class CampaignEnrollmentRoutes {

    private static final List<String> STATUSES = WireNames.of(EnrollmentStatus.class);

    private final ListCampaignEnrollmentsQuery listEnrollments;

    public CampaignEnrollmentRoutes(ListCampaignEnrollmentsQuery listEnrollments) {
        this.listEnrollments = listEnrollments;
    }

    public void register(Router router) {
        router.get("/v2/campaigns/{campaignId}/enrollments", Capability.CAMPAIGNS_VIEW,
                Set.of("page", "perPage", "status"), this::list);
    }

    private void list(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams query = new QueryParams(ctx, violations);
        Optional<UUID> campaignId = query.pathUuid("campaignId");
        PageRequest page = query.page();
        EnrollmentStatus status = query.oneOf("status", STATUSES, EnrollmentStatus::fromWireName).orElse(null);
        violations.throwIfAny();
        Page<Enrollment> enrollments = listEnrollments.enrollments(access, CampaignId.of(campaignId.orElseThrow()),
                status, page);
        Json.send(ctx, PageResponse.of(enrollments, CampaignEnrollmentItem::from));
    }
}
