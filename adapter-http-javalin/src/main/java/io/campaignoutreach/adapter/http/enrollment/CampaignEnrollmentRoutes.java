package io.campaignoutreach.adapter.http.enrollment;

import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.shared.PageResponse;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.ListCampaignEnrollmentsQuery;
import io.campaignoutreach.application.outreach.ListEnrollmentAttemptsQuery;
import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Routes of a campaign's enrollments: list them, a page at a time, of one status or all; and one
 * enrollment's call attempts with their trails.
 */
public final class CampaignEnrollmentRoutes {

    private static final List<String> STATUSES = WireNames.of(EnrollmentStatus.class);

    private final ListCampaignEnrollmentsQuery listEnrollments;
    private final ListEnrollmentAttemptsQuery listAttempts;

    public CampaignEnrollmentRoutes(ListCampaignEnrollmentsQuery listEnrollments,
                                    ListEnrollmentAttemptsQuery listAttempts) {
        this.listEnrollments = listEnrollments;
        this.listAttempts = listAttempts;
    }

    public void register(Router router) {
        router.get("/v2/campaigns/{campaignId}/enrollments", Capability.CAMPAIGNS_VIEW,
                Set.of("page", "perPage", "status"), this::list);
        router.get("/v2/campaigns/{campaignId}/enrollments/{enrollmentId}/attempts", Capability.CAMPAIGNS_VIEW,
                this::attempts);
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

    private void attempts(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams params = new QueryParams(ctx, violations);
        Optional<UUID> campaignId = params.pathUuid("campaignId");
        Optional<UUID> enrollmentId = params.pathUuid("enrollmentId");
        violations.throwIfAny();
        List<TrailedAttempt> attempts = listAttempts.attempts(access, CampaignId.of(campaignId.orElseThrow()),
                EnrollmentId.of(enrollmentId.orElseThrow()));
        Json.send(ctx, new Attempts(attempts.stream().map(EnrollmentAttemptItem::from).toList()));
    }

    /** An enrollment's attempts: few, so listed whole rather than paged. */
    private record Attempts(List<EnrollmentAttemptItem> items) {
    }
}
