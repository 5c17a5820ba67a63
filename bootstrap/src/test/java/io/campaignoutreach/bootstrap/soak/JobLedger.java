package io.campaignoutreach.bootstrap.soak;

import java.time.Instant;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;

/** Every job the server accepted during the traffic, and how its idempotent repeats were answered. */
final class JobLedger {

    private final ConcurrentLinkedQueue<AcceptedJob> jobs = new ConcurrentLinkedQueue<>();
    private final AtomicLong repeats = new AtomicLong();
    private final AtomicLong repeatsOnSameJob = new AtomicLong();

    void accepted(AcceptedJob job) {
        jobs.add(job);
    }

    /** A repeat with the original's key and body was accepted; it must name the original job. */
    void repeated(boolean sameJob) {
        repeats.incrementAndGet();
        if (sameJob) {
            repeatsOnSameJob.incrementAndGet();
        }
    }

    List<AcceptedJob> jobs() {
        return List.copyOf(jobs);
    }

    long repeats() {
        return repeats.get();
    }

    long repeatsOnSameJob() {
        return repeatsOnSameJob.get();
    }

    /** Accepted jobs per action. */
    Map<RequestKind, Long> byAction() {
        Map<RequestKind, Long> counts = new EnumMap<>(RequestKind.class);
        jobs.forEach(job -> counts.merge(job.action(), 1L, Long::sum));
        return counts;
    }

    long entries() {
        return jobs.stream().mapToLong(AcceptedJob::entries).sum();
    }

    /**
     * An accepted job: its id and status URL, the action, how many entries were sent, when its
     * request was sent (wall clock, to compare with the job's completedAt), and its idempotency key if any.
     */
    record AcceptedJob(String jobId, String statusUrl, RequestKind action, int entries, Instant sentAt,
                       String idempotencyKey) {
    }
}
