package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * One call attempt of an enrollment, recorded before the carrier is asked. Its {@code key} names
 * the attempt for good (the enrollment and the attempt's number) and is the key the carrier sees,
 * so that it can refuse to dial twice for one attempt. An attempt is {@code placing} while the
 * carrier has it, {@code placed} once its call is recorded ({@code callId}, the outcome, whether it
 * was transferred and the customer's talk time), and {@code interrupted} when its process stopped
 * before the result was recorded: nobody knows whether that call was made.
 */
public record Attempt(String key, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                      EnrollmentId enrollmentId, int number, Instant startedAt, AttemptState state, CallId callId,
                      CallOutcome outcome, long talkSeconds) {

    public Attempt {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(enrollmentId, "enrollmentId");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(state, "state");
        if (number < 1) {
            throw new IllegalArgumentException("attempts are numbered from 1");
        }
        if ((state == AttemptState.PLACED) != (callId != null && outcome != null)) {
            throw new IllegalArgumentException("a placed attempt, and only one, has its call and outcome");
        }
    }

    /** The attempt numbered {@code number} of the enrollment, starting now. */
    public static Attempt start(OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                                EnrollmentId enrollmentId, int number, Instant now) {
        return new Attempt(keyOf(enrollmentId, number), organizationId, campaignId, customerId, enrollmentId, number,
                now, AttemptState.PLACING, null, null, 0);
    }

    public static String keyOf(EnrollmentId enrollmentId, int number) {
        return enrollmentId.value() + "/" + number;
    }

    public Attempt placed(CallId call, CallOutcome callOutcome, long customerTalkSeconds) {
        requirePlacing();
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, startedAt,
                AttemptState.PLACED, call, callOutcome, customerTalkSeconds);
    }

    public Attempt interrupted() {
        requirePlacing();
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, startedAt,
                AttemptState.INTERRUPTED, null, null, 0);
    }

    private void requirePlacing() {
        if (state != AttemptState.PLACING) {
            throw new IllegalStateException("attempt " + key + " is already " + state);
        }
    }
}
