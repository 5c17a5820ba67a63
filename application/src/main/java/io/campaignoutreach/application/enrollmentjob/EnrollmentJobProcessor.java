package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EntryDecision;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Clock;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Works enrollment jobs off the queue. A claimed job is decided chunk by chunk; each chunk's
 * effects on enrollments and the results of its entries are written in one unit of work that
 * first re-checks the lease, so a crash or a takeover never loses an entry or applies one twice.
 * The campaign is read again for every chunk, so a status change during a job is honoured.
 */
public final class EnrollmentJobProcessor {

    private static final int CONFLICT_RETRIES = 3;

    private final EnrollmentJobRepository enrollmentJobs;
    private final JobCampaigns jobCampaigns;
    private final ChunkFacts chunkFacts;
    private final EnrollmentRepository enrollments;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;
    private final JobSettings settings;

    public EnrollmentJobProcessor(EnrollmentJobRepository enrollmentJobs, JobCampaigns jobCampaigns,
                                  ChunkFacts chunkFacts, EnrollmentRepository enrollments,
                                  TransactionRunner transactions, IdGenerator ids, Clock clock, JobSettings settings) {
        this.enrollmentJobs = enrollmentJobs;
        this.jobCampaigns = jobCampaigns;
        this.chunkFacts = chunkFacts;
        this.enrollments = enrollments;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
        this.settings = settings;
    }

    /**
     * Claims the oldest claimable job and processes it while {@code keepGoing} holds. Returns false
     * when there was nothing to claim.
     */
    public boolean processNext(String workerId, BooleanSupplier keepGoing) {
        Instant now = clock.instant();
        Optional<EnrollmentJob> claimed = enrollmentJobs.claimNext(workerId, now, now.plus(settings.lease()));
        if (claimed.isEmpty()) {
            return false;
        }
        EnrollmentJob job = claimed.get();
        if (job.attempts() > settings.maxAttempts()) {
            abandon(job, workerId);
            return true;
        }
        List<JobItem> remaining = job.entriesToProcess();
        for (int start = 0; start < remaining.size(); start += settings.chunkSize()) {
            if (!keepGoing.getAsBoolean()) {
                releaseLease(job, workerId);
                return true;
            }
            List<JobItem> chunk = remaining.subList(start, Math.min(remaining.size(), start + settings.chunkSize()));
            Optional<EnrollmentJob> progressed = processChunk(job, chunk, workerId);
            if (progressed.isEmpty()) {
                return true;
            }
            job = progressed.get();
        }
        return true;
    }

    /** Hands an unfinished job back at once (a lease ending now), so another worker need not wait for it. */
    private void releaseLease(EnrollmentJob job, String workerId) {
        transactions.inTransaction(() -> enrollmentJobs.holdLease(job.id(), workerId, clock.instant()));
    }

    /** The job after the chunk, or empty when the lease was lost to another worker. */
    private Optional<EnrollmentJob> processChunk(EnrollmentJob job, List<JobItem> chunk, String workerId) {
        for (int attempt = 1; ; attempt++) {
            try {
                return transactions.inTransaction(() -> decideAndRecord(job, chunk, workerId));
            } catch (ConflictException concurrentChange) {
                // Another writer changed one of these enrollments first; decide the chunk again on fresh data.
                if (attempt == CONFLICT_RETRIES) {
                    throw concurrentChange;
                }
            }
        }
    }

    private Optional<EnrollmentJob> decideAndRecord(EnrollmentJob job, List<JobItem> chunk, String workerId) {
        Instant now = clock.instant();
        Instant leaseUntil = now.plus(settings.lease());
        if (!enrollmentJobs.holdLease(job.id(), workerId, leaseUntil)) {
            return Optional.empty();
        }
        JobCampaigns.Decided decided = jobCampaigns.read(job);
        ChunkFacts.Read facts = chunkFacts.read(job, chunk.stream().map(JobItem::customerId).toList(),
                decided.otherJourneys());
        Map<Integer, EntryDecision> decisions = new HashMap<>();
        for (JobItem item : chunk) {
            decisions.put(item.index(), facts.decide(decided.rules(), item.customerId(),
                    EnrollmentId.of(ids.newId()), now));
        }
        applyEffects(job, chunk, decisions);

        List<JobItem> results = chunk.stream().map(item -> decisions.get(item.index()).applyTo(item)).toList();
        List<JobItem> changed = job.withDuplicates(results);
        // Stamped now, not when the chunk began: a final chunk's completedAt is when its results were recorded.
        EnrollmentJob progressed = job.leasedUntil(leaseUntil).record(changed, clock.instant());
        enrollmentJobs.recordProgress(progressed, changed);
        return Optional.of(progressed);
    }

    /**
     * Writes the chunk's enrollments. A new enrollment another job created meanwhile is not
     * inserted again; its entry is decided anew against it instead.
     */
    private void applyEffects(EnrollmentJob job, List<JobItem> chunk, Map<Integer, EntryDecision> decisions) {
        List<Enrollment> toInsert = decisions.values().stream().map(EntryDecision::toInsert)
                .filter(Objects::nonNull).toList();
        List<Enrollment> toUpdate = decisions.values().stream().map(EntryDecision::toUpdate)
                .filter(Objects::nonNull).toList();
        if (!toUpdate.isEmpty()) {
            enrollments.updateAll(toUpdate);
        }
        if (toInsert.isEmpty()) {
            return;
        }
        Set<EnrollmentId> inserted = enrollments.insertMissing(toInsert).stream().map(Enrollment::id)
                .collect(Collectors.toSet());
        if (inserted.size() == toInsert.size()) {
            return;
        }
        Map<CustomerId, Enrollment> current = enrollments
                .findByCustomers(job.organizationId(), chunk.stream().map(JobItem::customerId).toList(),
                        List.of(job.campaignId())).stream()
                .collect(Collectors.toMap(Enrollment::customerId, Function.identity()));
        for (JobItem item : chunk) {
            EntryDecision decision = decisions.get(item.index());
            if (decision.toInsert() != null && !inserted.contains(decision.toInsert().id())) {
                Enrollment winner = current.get(item.customerId());
                decisions.put(item.index(), new EntryDecision(winner.isActive()
                        ? ItemCode.ALREADY_ACTIVE
                        : ItemCode.TERMINAL_EXISTS,
                        winner.id(), null, null, List.of()));
            }
        }
    }

    /** A job retried too often: every entry still pending becomes not_processed and the job fails. */
    private void abandon(EnrollmentJob job, String workerId) {
        transactions.inTransaction(() -> {
            Instant now = clock.instant();
            Instant leaseUntil = now.plus(settings.lease());
            if (enrollmentJobs.holdLease(job.id(), workerId, leaseUntil)) {
                List<JobItem> changed = job.abandonedEntries();
                enrollmentJobs.recordProgress(job.leasedUntil(leaseUntil).record(changed, now), changed);
            }
        });
    }

    /** Frees idempotency keys past their life and deletes results past their retention (D9). */
    public void purgeExpired() {
        Instant now = clock.instant();
        enrollmentJobs.releaseIdempotencyKeys(now.minus(settings.idempotencyKeyLife()));
        enrollmentJobs.purgeFinishedBefore(now.minus(settings.resultRetention()));
    }
}
