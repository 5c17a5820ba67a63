package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.outreach.Attempt;
import java.time.Duration;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Outbound port: the outreach engine's work queue and its record of call attempts. Several server
 * processes may share one store: an enrollment a unit of work has locked is skipped by the others,
 * and an attempt is held by one process under a lease; when the lease runs out before the attempt's
 * result is recorded, the attempt counts as interrupted.
 */
public interface OutreachQueue {

    /**
     * Inside a unit of work: up to {@code limit} pending enrollments of any organization that are due
     * at {@code now}, earliest due first, leaving out those of the {@code excluded} campaigns. They
     * stay locked until the unit of work ends; enrollments another unit of work holds are skipped,
     * not waited for.
     */
    List<Enrollment> lockDue(Instant now, int limit, Collection<CampaignId> excluded);

    /**
     * Inside a unit of work: these enrollments, locked until it ends (waiting for units of work that
     * hold them); ids that are gone are left out.
     */
    List<Enrollment> lock(Collection<EnrollmentId> ids);

    /** Per campaign, the attempts being placed now, by any process; campaigns with none are left out. */
    Map<CampaignId, Integer> attemptsUnderway();

    /** Records new attempts (being placed) held by {@code owner} until {@code leaseUntil}. */
    void recordAttempts(Collection<Attempt> attempts, String owner, Instant leaseUntil);

    /** Extends the leases of these attempts that {@code owner} still holds, to {@code leaseUntil}. */
    void extendLeases(Collection<String> attemptKeys, String owner, Instant leaseUntil);

    /**
     * Stores the state, call and outcome of attempts that were being placed. An attempt that is no
     * longer being placed in the store (marked interrupted meanwhile) keeps what it has.
     */
    void updateAttempts(Collection<Attempt> attempts);

    /**
     * Which of these enrollments have a call live: an attempt recorded and not yet ended, whether
     * or not its lease has run out (its call may still be going on until it is marked interrupted).
     */
    Set<EnrollmentId> withLiveAttempt(Collection<EnrollmentId> enrollmentIds);

    /** Every attempt of these enrollments, oldest first. */
    Map<EnrollmentId, List<Attempt>> attemptsOf(Collection<EnrollmentId> enrollmentIds);

    /**
     * Inside a unit of work: up to {@code limit} attempts still being placed whose lease ran out
     * before {@code now}, locked until the unit of work ends (others' locked ones skipped).
     */
    List<Attempt> lockExpired(Instant now, int limit);

    /** Enrollments whose interrupted attempt awaits review, in every organization, oldest change first. */
    List<Enrollment> awaitingReview(int limit);

    /** How long the earliest due pending enrollment has been due at {@code now}; empty when none is. */
    Optional<Duration> dueLag(Instant now);
}
