package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptTrail;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Outbound port: the outreach engine's work queue and its record of call attempts. Several server
 * processes may share one store: an enrollment a unit of work has locked is skipped by the others.
 * An attempt is live from the moment it is dialed until its call's end is recorded, whichever
 * process dialed it; one that has not ended by its deadline is settled by reconciliation.
 */
public interface OutreachQueue {

    /**
     * Inside a unit of work: up to {@code limit} pending enrollments of any organization that are due
     * at {@code now}, earliest due first, leaving out those of the {@code excluded} campaigns and of the
     * {@code paused} organizations. They stay locked until the unit of work ends; enrollments another
     * unit of work holds are skipped, not waited for.
     */
    List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded,
                             Collection<OrganizationId> paused);

    /**
     * Inside a unit of work: these enrollments, locked until it ends (waiting for units of work that
     * hold them); ids that are gone are left out.
     */
    List<Enrollment> lock(Collection<EnrollmentId> ids);

    /** Per campaign, the attempts live now, by any process; campaigns with none are left out. */
    Map<CampaignId, Integer> attemptsUnderway();

    /**
     * Records attempts just dialed, with their trails, by {@code owner}; a live one not ended by
     * {@code deadline} is asked for and, if still unknown, interrupted.
     */
    void recordAttempts(Collection<DialRecord> dialed, String owner, Instant deadline);

    /**
     * The organizations that dialed {@code number} from {@code callerId}, the latest first: whom a
     * text back to that caller ID may be meant for.
     */
    List<OrganizationId> callers(PhoneNumber number, PhoneNumber callerId);

    /**
     * Inside a unit of work: for each of the organization's {@code numbers}, whether a call to it is
     * live and the calls dialed to it after {@code since}. On a store shared by several processes the
     * numbers stay locked against other units of work asking the same until this one ends, so two
     * processes cannot both find a number free and both dial it.
     */
    Map<PhoneNumber, NumberActivity> numberActivity(OrganizationId organizationId, Collection<PhoneNumber> numbers,
                                                    Instant since);

    /**
     * Inside a unit of work: the attempts with these keys, locked until it ends (waiting for units of
     * work that hold them); unknown keys are left out.
     */
    List<Attempt> lockAttempts(Collection<String> keys);

    /**
     * Records the carrier's ids of accepted attempts (by key) that have none yet; attempts that have
     * one, or are gone, stay as they are. The unit of work may end without waiting for the disk: an
     * id lost in a crash is learned again from the call's events or its fetch by key.
     */
    void recordAcceptances(Map<String, String> providerCallIds);

    /** Stores the state, stage, carrier id, call and outcome of attempts the unit of work has locked. */
    void updateAttempts(Collection<Attempt> attempts);

    /** Up to {@code limit} live attempts whose deadline passed before {@code now}, earliest deadline first. */
    List<Attempt> overdue(Instant now, int limit);

    /** The trails of these attempts, by key. */
    Map<String, AttemptTrail> trailsOf(Collection<String> keys);

    /**
     * Which of these enrollments have a call live: an attempt dialed and not yet ended, whether or
     * not its deadline has passed (its call may still be going on until it is settled).
     */
    Set<EnrollmentId> withLiveAttempt(Collection<EnrollmentId> enrollmentIds);

    /** Every attempt of these enrollments, oldest first. */
    Map<EnrollmentId, List<Attempt>> attemptsOf(Collection<EnrollmentId> enrollmentIds);

    /** Enrollments whose interrupted attempt awaits review, in every organization, oldest change first. */
    List<Enrollment> awaitingReview(int limit);

    /** How long the earliest due pending enrollment has been due at {@code now}; empty when none is. */
    Optional<Duration> dueLag(Instant now);
}
