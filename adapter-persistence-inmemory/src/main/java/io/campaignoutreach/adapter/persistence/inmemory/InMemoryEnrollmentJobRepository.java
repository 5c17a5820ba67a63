package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Secondary adapter: keeps enrollment jobs in memory and queues them. Every write, claims
 * included, runs under the store's write lock, so two workers can never claim the same job; the
 * store lives in one process, so a lease only matters once it runs out.
 */
public final class InMemoryEnrollmentJobRepository implements EnrollmentJobRepository {

    private static final Comparator<EnrollmentJob> OLDEST_FIRST = Comparator.comparing(EnrollmentJob::createdAt)
            .thenComparing(job -> job.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<EnrollmentJobId, EnrollmentJob> jobs;
    private final Table<Key, EnrollmentJobId> idsByKey;

    InMemoryEnrollmentJobRepository(InMemoryStore store) {
        this.store = store;
        this.jobs = new Table<>(store);
        this.idsByKey = new Table<>(store);
    }

    @Override
    public void insert(EnrollmentJob job) {
        store.write(() -> {
            if (jobs.contains(job.id())) {
                throw new ConflictException("enrollment job " + job.id() + " already exists");
            }
            Key key = Key.of(job.organizationId(), job.idempotencyKey());
            if (key != null && idsByKey.contains(key)) {
                throw new ConflictException("idempotency key already used by another enrollment job");
            }
            jobs.put(job.id(), job);
            if (key != null) {
                idsByKey.put(key, job.id());
            }
        });
    }

    @Override
    public Optional<EnrollmentJob> findById(OrganizationId organizationId, EnrollmentJobId id) {
        return store.read(() -> jobs.get(id).filter(job -> job.organizationId().equals(organizationId)));
    }

    @Override
    public Optional<EnrollmentJob> findByIdempotencyKey(OrganizationId organizationId, String idempotencyKey) {
        return store.read(() -> idsByKey.get(new Key(organizationId, idempotencyKey)).flatMap(jobs::get));
    }

    @Override
    public Optional<EnrollmentJob> claimNext(String owner, Instant now, Instant leaseUntil) {
        return store.inTransaction(() -> {
            Optional<EnrollmentJob> next = jobs.rows().filter(job -> job.isClaimable(now)).min(OLDEST_FIRST);
            next.ifPresent(job -> jobs.put(job.id(), job.claim(owner, now, leaseUntil)));
            return next.flatMap(job -> jobs.get(job.id()));
        });
    }

    @Override
    public boolean holdLease(EnrollmentJobId id, String owner, Instant leaseUntil) {
        return store.inTransaction(() -> {
            Optional<EnrollmentJob> held = jobs.get(id)
                    .filter(job -> job.status() == JobStatus.PROCESSING && owner.equals(job.leaseOwner()));
            held.ifPresent(job -> jobs.put(id, rebuild(job, job.idempotencyKey(), job.status(), job.items(),
                    job.updatedAt(), job.completedAt(), owner, leaseUntil)));
            return held.isPresent();
        });
    }

    /** Only the changed entries are taken from {@code job}; the others stay as stored. */
    @Override
    public void recordProgress(EnrollmentJob job, List<JobItem> changed) {
        store.write(() -> {
            EnrollmentJob stored = jobs.get(job.id())
                    .filter(found -> found.organizationId().equals(job.organizationId()))
                    .orElseThrow(() -> new NotFoundException("enrollment job " + job.id()));
            List<JobItem> items = new ArrayList<>(stored.items());
            changed.forEach(item -> items.set(item.index(), item));
            jobs.put(job.id(), rebuild(stored, stored.idempotencyKey(), job.status(), items, job.updatedAt(),
                    job.completedAt(), job.leaseOwner(), job.leaseExpiresAt()));
        });
    }

    @Override
    public int releaseIdempotencyKeys(Instant createdBefore) {
        return store.inTransaction(() -> {
            List<EnrollmentJob> old = jobs.rows()
                    .filter(job -> job.idempotencyKey() != null && job.createdAt().isBefore(createdBefore))
                    .toList();
            old.forEach(this::releaseKey);
            return old.size();
        });
    }

    @Override
    public boolean releaseIdempotencyKey(OrganizationId organizationId, String idempotencyKey,
                                         Instant createdBefore) {
        return store.inTransaction(() -> {
            Optional<EnrollmentJob> old = idsByKey.get(new Key(organizationId, idempotencyKey))
                    .flatMap(jobs::get)
                    .filter(job -> job.createdAt().isBefore(createdBefore));
            old.ifPresent(this::releaseKey);
            return old.isPresent();
        });
    }

    @Override
    public int purgeFinishedBefore(Instant completedBefore) {
        return store.inTransaction(() -> {
            List<EnrollmentJob> finished = jobs.rows()
                    .filter(job -> job.status().isFinal() && job.completedAt() != null
                            && job.completedAt().isBefore(completedBefore))
                    .toList();
            for (EnrollmentJob job : finished) {
                jobs.remove(job.id());
                Key key = Key.of(job.organizationId(), job.idempotencyKey());
                if (key != null) {
                    idsByKey.remove(key);
                }
            }
            return finished.size();
        });
    }

    @Override
    public JobQueueStats queueStats(Instant now) {
        return store.read(() -> {
            List<EnrollmentJob> queued = jobs.rows().filter(job -> job.status() == JobStatus.QUEUED).toList();
            long processing = jobs.rows().filter(job -> job.status() == JobStatus.PROCESSING).count();
            Instant oldestQueuedAt = queued.stream().map(EnrollmentJob::createdAt).min(Comparator.naturalOrder())
                    .orElse(null);
            return JobQueueStats.of(queued.size(), processing, oldestQueuedAt, now);
        });
    }

    private void releaseKey(EnrollmentJob job) {
        idsByKey.remove(new Key(job.organizationId(), job.idempotencyKey()));
        jobs.put(job.id(), rebuild(job, null, job.status(), job.items(), job.updatedAt(), job.completedAt(),
                job.leaseOwner(), job.leaseExpiresAt()));
    }

    private static EnrollmentJob rebuild(EnrollmentJob job, String idempotencyKey, JobStatus status,
                                         List<JobItem> items, Instant updatedAt, Instant completedAt,
                                         String leaseOwner, Instant leaseExpiresAt) {
        return EnrollmentJob.reconstitute(job.id(), job.organizationId(), job.campaignId(), job.action(),
                job.targetStatus(), job.reason(), idempotencyKey, job.fingerprint(), status, items,
                job.resolvedCount(), job.createdAt(), updatedAt, completedAt, leaseOwner, leaseExpiresAt,
                job.attempts());
    }

    /** An idempotency key is unique within its organization only (D9). */
    private record Key(OrganizationId organizationId, String value) {
        static Key of(OrganizationId organizationId, String value) {
            return value == null ? null : new Key(organizationId, value);
        }
    }
}
