package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;

/**
 * Use case: accept an enrollment, restart or status request as a job to be processed in the
 * background (needs campaign_enrollment.manage; not for read-only keys). Acceptance does not mean
 * any entry ran.
 */
public interface SubmitEnrollmentJobUseCase {

    /**
     * Accepts the request, or returns the job an earlier request with the same idempotency key that
     * asked for the same created (the same campaign, action, status, reason and entries, however
     * their ids and numbers were spelled). Throws {@link IdempotencyConflictException} when the key was used
     * with another payload, and {@link CampaignNotEnrollableException} for receptionist campaigns.
     */
    Acceptance submit(AccessContext access, EnrollmentJob.Request request);

    /** The accepted job: its id, its campaign, how many entries it has and how many customers they named. */
    record Acceptance(EnrollmentJobId jobId, CampaignId campaignId, int total, int resolvedCount) {
    }
}
