package io.campaignoutreach.adapter.http.enrollment;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.Router;
import io.campaignoutreach.adapter.http.json.Bodies;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.QueryParams;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.enrollmentjob.GetEnrollmentJobQuery;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.shared.Violations;
import io.javalin.http.Context;
import java.util.Optional;
import java.util.UUID;

/** Routes of the campaign enrollment actions: enroll, restart, set status, and polling their jobs. */
public final class EnrollmentRoutes {

    /** Seconds a client is asked to wait between polls of an unfinished job (the spec says 2 to 5). */
    static final String POLL_AFTER_SECONDS = "2";

    private final SubmitEnrollmentJobUseCase submitEnrollment;
    private final GetEnrollmentJobQuery getEnrollmentJob;

    public EnrollmentRoutes(SubmitEnrollmentJobUseCase submitEnrollment, GetEnrollmentJobQuery getEnrollmentJob) {
        this.submitEnrollment = submitEnrollment;
        this.getEnrollmentJob = getEnrollmentJob;
    }

    public void register(Router router) {
        Capability manage = Capability.CAMPAIGN_ENROLLMENT_MANAGE;
        router.post("/v2/campaigns/{campaignId}/enrollment", manage,
                (ctx, access) -> submit(ctx, access, EnrollmentAction.ENROLL));
        router.post("/v2/campaigns/{campaignId}/enrollment/restart", manage,
                (ctx, access) -> submit(ctx, access, EnrollmentAction.RESTART));
        router.post("/v2/campaigns/{campaignId}/enrollment/status", manage,
                (ctx, access) -> submit(ctx, access, EnrollmentAction.SET_STATUS));
        router.get("/v2/campaigns/{campaignId}/enrollment/requests/{jobId}", manage, this::poll);
    }

    private void submit(Context ctx, AccessContext access, EnrollmentAction action) {
        Violations violations = new Violations();
        Optional<UUID> campaignId = new QueryParams(ctx, violations).pathUuid("campaignId");
        ObjectNode sent = Bodies.readObject(ctx, violations);
        EnrollmentJob.Request request = EnrollmentRequestReader.read(sent, campaignId.map(CampaignId::of).orElse(null),
                action, violations);
        violations.throwIfAny();
        Acceptance accepted = submitEnrollment.submit(access, request);
        String statusUrl = "/v2/campaigns/" + accepted.campaignId() + "/enrollment/requests/" + accepted.jobId();
        Json.send(ctx.status(202).header("Location", statusUrl), new EnrollmentJobResponse.Accepted(
                accepted.jobId().toString(), statusUrl, accepted.total(), accepted.resolvedCount()));
    }

    private void poll(Context ctx, AccessContext access) {
        Violations violations = new Violations();
        QueryParams params = new QueryParams(ctx, violations);
        Optional<UUID> campaignId = params.pathUuid("campaignId");
        Optional<UUID> jobId = params.pathUuid("jobId");
        violations.throwIfAny();
        EnrollmentJob job = getEnrollmentJob.get(access, CampaignId.of(campaignId.orElseThrow()),
                EnrollmentJobId.of(jobId.orElseThrow()));
        if (!job.status().isFinal()) {
            ctx.header("Retry-After", POLL_AFTER_SECONDS);
        }
        Json.send(ctx, EnrollmentJobResponse.from(job));
    }
}
