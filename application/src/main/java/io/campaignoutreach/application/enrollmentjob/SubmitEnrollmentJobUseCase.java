package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import java.util.List;
import java.util.Objects;

/**
 * Use case: accept an enrollment, restart or status request as a job to be processed in the
 * background (needs campaign_enrollment.manage; not for read-only keys). Acceptance does not mean
 * any entry ran.
 */
public interface SubmitEnrollmentJobUseCase {

    /**
     * Accepts the request, or returns the job an earlier request with the same idempotency key and
     * the same payload created. Throws {@link IdempotencyConflictException} when the key was used
     * with another payload, and {@link CampaignNotEnrollableException} for receptionist campaigns.
     */
    Acceptance submit(AccessContext access, SubmitCommand command);

    /** A request: what to do, to which campaign, and the entries in input order. */
    record SubmitCommand(CampaignId campaignId, EnrollmentAction action, EnrollmentStatus targetStatus, String reason,
                         String idempotencyKey, List<RequestedEntry> entries) {
        public SubmitCommand {
            Objects.requireNonNull(campaignId, "campaignId");
            Objects.requireNonNull(action, "action");
            entries = List.copyOf(entries);
        }
    }

    /**
     * One entry: {@code asSent} is its canonical text as the client sent it (for the idempotency
     * fingerprint), {@code reference} what it names.
     */
    record RequestedEntry(String asSent, CustomerReference reference) {
        public RequestedEntry {
            Objects.requireNonNull(asSent, "asSent");
            Objects.requireNonNull(reference, "reference");
        }
    }

    /** The accepted job: its id, its campaign, how many entries it has and how many customers they named. */
    record Acceptance(EnrollmentJobId jobId, CampaignId campaignId, int total, int resolvedCount) {
    }
}
