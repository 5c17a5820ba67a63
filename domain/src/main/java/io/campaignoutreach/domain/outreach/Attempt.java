package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.source.SourceId;
import java.time.Instant;
import java.util.Objects;

/**
 * One call attempt of an enrollment, recorded before the carrier is asked. Its {@code key} names
 * the attempt for good (the enrollment and the attempt's number) and travels with the call, so
 * that every event of the call finds it. {@code startedAt} is the instant it was dialed: the gate
 * let it through then; {@code to} is the number dialed, {@code from} the caller ID sent (null on
 * attempts recorded before caller IDs were), {@code source} the customer's lead source then (null
 * when none), which its call is credited to.
 *
 * <p>An attempt is {@code placing} while its call is live (submitted, then accepted under the
 * carrier's {@code providerCallId}, queued, ringing, talking: its {@code stage}), {@code placed}
 * once its call is recorded ({@code callId}, the outcome and the customer's talk time),
 * {@code interrupted} when no end came by its deadline and the carrier could not say (nobody knows
 * whether the call was made), and {@code not_placed} when the carrier refused it without a call.
 */
public record Attempt(String key, OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                      EnrollmentId enrollmentId, int number, PhoneNumber to, PhoneNumber from, SourceId source,
                      Instant startedAt, AttemptState state, CallStage stage, String providerCallId, CallId callId,
                      CallOutcome outcome, long talkSeconds) {

    public Attempt {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(customerId, "customerId");
        Objects.requireNonNull(enrollmentId, "enrollmentId");
        Objects.requireNonNull(to, "to");
        Objects.requireNonNull(startedAt, "startedAt");
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(stage, "stage");
        if (number < 1) {
            throw new IllegalArgumentException("attempts are numbered from 1");
        }
        if ((state == AttemptState.PLACED) != (callId != null && outcome != null)) {
            throw new IllegalArgumentException("a placed attempt, and only one, has its call and outcome");
        }
    }

    /** The attempt numbered {@code number} of the enrollment, dialing {@code to} from {@code from} now. */
    public static Attempt start(OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                                EnrollmentId enrollmentId, int number, PhoneNumber to, PhoneNumber from,
                                SourceId source, Instant now) {
        return new Attempt(keyOf(enrollmentId, number), organizationId, campaignId, customerId, enrollmentId, number,
                to, from, source, now, AttemptState.PLACING, CallStage.SUBMITTED, null, null, null, 0);
    }

    /** An attempt whose caller ID and lead source are not known, as one recorded elsewhere. */
    public static Attempt start(OrganizationId organizationId, CampaignId campaignId, CustomerId customerId,
                                EnrollmentId enrollmentId, int number, PhoneNumber to, Instant now) {
        return start(organizationId, campaignId, customerId, enrollmentId, number, to, null, null, now);
    }

    public static String keyOf(EnrollmentId enrollmentId, int number) {
        return enrollmentId.value() + "/" + number;
    }

    /**
     * The carrier's word on the live call: its id (kept once known) and a stage, never an earlier
     * one than it has. Once the call is over nothing changes.
     */
    public Attempt progressed(CallStage reached, String carrierCallId) {
        if (state != AttemptState.PLACING) {
            return this;
        }
        CallStage next = reached == CallStage.ENDED ? stage : stage.atLeast(reached);
        String id = providerCallId != null ? providerCallId : carrierCallId;
        if (next == stage && Objects.equals(id, providerCallId)) {
            return this;
        }
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, to, from, source,
                startedAt, state, next, id, null, null, 0);
    }

    /**
     * Its call recorded. An interrupted attempt may be placed too: its result came after all, and
     * what happened is no longer uncertain.
     */
    public Attempt placed(CallId call, CallOutcome callOutcome, long customerTalkSeconds, String carrierCallId) {
        if (state != AttemptState.PLACING && state != AttemptState.INTERRUPTED) {
            throw new IllegalStateException("attempt " + key + " is already " + state);
        }
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, to, from, source,
                startedAt, AttemptState.PLACED, CallStage.ENDED, providerCallId != null ? providerCallId : carrierCallId, call,
                callOutcome, customerTalkSeconds);
    }

    public Attempt interrupted() {
        requirePlacing();
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, to, from, source,
                startedAt, AttemptState.INTERRUPTED, stage, providerCallId, null, null, 0);
    }

    /** The carrier refused it and placed no call. */
    public Attempt notPlaced() {
        requirePlacing();
        return new Attempt(key, organizationId, campaignId, customerId, enrollmentId, number, to, from, source,
                startedAt, AttemptState.NOT_PLACED, CallStage.ENDED, providerCallId, null, null, 0);
    }

    public boolean isLive() {
        return state == AttemptState.PLACING;
    }

    private void requirePlacing() {
        if (state != AttemptState.PLACING) {
            throw new IllegalStateException("attempt " + key + " is already " + state);
        }
    }
}
