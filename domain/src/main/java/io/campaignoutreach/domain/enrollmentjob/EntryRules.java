package io.campaignoutreach.domain.enrollmentjob;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import java.time.Instant;
import java.util.List;
import java.util.Objects;

/**
 * The rules of the spec's enrollment state table and D9, applied to one entry of a job: whether
 * the customer may be enrolled, restarted or closed in the campaign, and with what result.
 */
public final class EntryRules {

    private final EnrollmentJob job;
    private final Campaign campaign;
    private final String entryNodeId;
    private final boolean hasPublishedFlow;

    /**
     * @param campaign         the campaign as it is now, or null when it no longer exists
     * @param hasPublishedFlow whether the campaign runs a published flow workflow
     * @param entryNodeId      where new and restarted enrollments wait: the workflow's entry node
     *                         when the campaign is active, else null (execution waits)
     */
    public EntryRules(EnrollmentJob job, Campaign campaign, boolean hasPublishedFlow, String entryNodeId) {
        this.job = Objects.requireNonNull(job, "job");
        this.campaign = campaign;
        this.hasPublishedFlow = hasPublishedFlow;
        this.entryNodeId = entryNodeId;
    }

    /**
     * Decides one entry.
     *
     * @param customerId          the entry's customer
     * @param profile             the customer's profile, or null when it no longer exists or is deleted
     * @param existing            the customer's enrollment in this campaign, or null
     * @param inOtherRetention    whether the customer holds a live enrollment in another retention journey
     * @param callLive            whether a call attempt of {@code existing} is recorded and not yet ended
     * @param newEnrollmentId     the id a new enrollment gets
     */
    public EntryDecision decide(CustomerId customerId, CustomerProfile profile, Enrollment existing,
                                boolean inOtherRetention, boolean callLive, EnrollmentId newEnrollmentId,
                                Instant now) {
        if (profile == null) {
            return EntryDecision.of(ItemCode.CUSTOMER_NOT_FOUND, null);
        }
        EnrollmentId existingId = existing == null ? null : existing.id();
        if (existing != null && existing.reviewRequired()) {
            // Nobody knows whether the interrupted call was placed: an operator decides first.
            return EntryDecision.of(ItemCode.EXECUTION_UNCERTAIN, existingId);
        }
        if (existing != null && callLive && job.action() != EnrollmentAction.ENROLL) {
            // Restarted, the engine would dial the next attempt while this call goes on; closed, the
            // call's result would no longer count. The client retries once the call has ended (P62).
            return EntryDecision.of(ItemCode.CALL_IN_PROGRESS, existingId);
        }
        if (job.action() == EnrollmentAction.SET_STATUS) {
            return existing == null ? EntryDecision.of(ItemCode.NOT_ENROLLED, null)
                    : new EntryDecision(ItemCode.STATUS_CHANGED, existingId, null,
                            existing.close(job.targetStatus(), job.reason(), now), List.of());
        }
        if (campaign == null || !campaign.status().acceptsEnrollments()) {
            return EntryDecision.of(ItemCode.CAMPAIGN_UNAVAILABLE, existingId);
        }
        if (job.action() == EnrollmentAction.ENROLL && existing != null) {
            return EntryDecision.of(existing.isActive() ? ItemCode.ALREADY_ACTIVE : ItemCode.TERMINAL_EXISTS,
                    existingId);
        }
        if (job.action() == EnrollmentAction.RESTART) {
            if (existing == null) {
                return EntryDecision.of(ItemCode.NOT_ENROLLED, null);
            }
            if (!hasPublishedFlow) {
                return EntryDecision.of(ItemCode.NO_PULSE_WORKFLOW, existingId);
            }
        }
        if (inOtherRetention && campaign.isRetentionJourney()) {
            return EntryDecision.of(ItemCode.BLOCKED_ACTIVE_RETENTION, existingId);
        }
        List<String> missing = profile.missingFields(campaign.outcomes().requiredVars());
        if (!missing.isEmpty()) {
            return new EntryDecision(ItemCode.MISSING_REQUIRED_FIELDS, existingId, null, null, missing);
        }
        if (job.action() == EnrollmentAction.RESTART) {
            return new EntryDecision(ItemCode.RESTARTED, existingId, null, existing.restart(entryNodeId, now),
                    List.of());
        }
        Enrollment created = Enrollment.start(newEnrollmentId, job.organizationId(), job.campaignId(), customerId,
                entryNodeId, now);
        return new EntryDecision(ItemCode.ENROLLED, newEnrollmentId, created, null, List.of());
    }
}
