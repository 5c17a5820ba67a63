package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Outbound port: stores enrollment jobs with their entries, and is the queue workers take them
 * from. Several server processes may share one store: claiming hands each job to one worker at a
 * time, under a lease that another worker may take over once it has run out.
 */
public interface EnrollmentJobRepository {

    /**
     * Stores a new job and its entries. When the job has an idempotency key that another job of
     * the organization still holds, throws {@link io.campaignoutreach.domain.shared.ConflictException}
     * and stores nothing.
     */
    void insert(EnrollmentJob job);

    Optional<EnrollmentJob> findById(OrganizationId organizationId, EnrollmentJobId id);

    /** The job holding this idempotency key in the organization, if any. */
    Optional<EnrollmentJob> findByIdempotencyKey(OrganizationId organizationId, String idempotencyKey);

    /**
     * Takes the oldest claimable job (by createdAt, then id) of any organization: queued, or
     * processing under a lease that expired at or before {@code now}. The job is stored as claimed
     * ({@link EnrollmentJob#claim}) by {@code owner} until {@code leaseUntil} and returned so.
     * Concurrent callers, in this process or another, never receive the same job while its lease
     * runs; a job one caller is claiming is skipped by the others, not waited for.
     */
    Optional<EnrollmentJob> claimNext(String owner, Instant now, Instant leaseUntil);

    /**
     * Inside a unit of work: checks that {@code owner} still holds the job's lease and extends it
     * to {@code leaseUntil}. In a store shared by processes this also locks the job until the unit
     * of work ends, so effects written in it cannot race a worker that takes the job over. A lease
     * that ran out but that nobody took over is still the owner's. Returns false, changing
     * nothing, when the job is held by another owner, is not being processed, or does not exist.
     */
    boolean holdLease(EnrollmentJobId id, String owner, Instant leaseUntil);

    /**
     * Writes the job's status, updatedAt, completedAt and lease as they are in {@code job}, and the
     * given changed entries (by index). Called in the unit of work that wrote the entries' effects,
     * after {@link #holdLease}, so an entry's effect and its result are stored together.
     */
    void recordProgress(EnrollmentJob job, List<JobItem> changed);

    /**
     * Frees the idempotency keys of jobs created before {@code createdBefore} (the key is kept on
     * the job no longer), so they can be used again. Returns how many were freed.
     */
    int releaseIdempotencyKeys(Instant createdBefore);

    /** Frees one job's idempotency key if that job was created before {@code createdBefore}. */
    boolean releaseIdempotencyKey(OrganizationId organizationId, String idempotencyKey, Instant createdBefore);

    /** Deletes final jobs completed before {@code completedBefore}, with their entries. Returns how many. */
    int purgeFinishedBefore(Instant completedBefore);

    /**
     * Counts queued and processing jobs of every organization, and measures the oldest queued job's
     * wait (by createdAt) up to {@code now}. One read, cheap enough to run at every metrics scrape.
     */
    JobQueueStats queueStats(Instant now);
}
