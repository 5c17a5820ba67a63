package io.campaignoutreach.application.enrollmentjob;

import java.time.Duration;
import java.util.Objects;

/**
 * How enrollment jobs are run: how many worker threads, how long a claimed job's lease lasts, how
 * many entries are decided in one unit of work, how often a job may be retried before it is given
 * up, how long idempotency keys and finished jobs are kept (D9), and how often an idle worker looks
 * for work queued by another process.
 */
public record JobSettings(int workers, Duration lease, int chunkSize, int maxAttempts, Duration idempotencyKeyLife,
                          Duration resultRetention, Duration idlePoll) {

    public static JobSettings defaults() {
        return new JobSettings(2, Duration.ofSeconds(30), 500, 5, Duration.ofHours(24), Duration.ofDays(30),
                Duration.ofMillis(500));
    }

    public JobSettings {
        Objects.requireNonNull(lease, "lease");
        Objects.requireNonNull(idempotencyKeyLife, "idempotencyKeyLife");
        Objects.requireNonNull(resultRetention, "resultRetention");
        Objects.requireNonNull(idlePoll, "idlePoll");
        if (workers < 0 || chunkSize < 1 || maxAttempts < 1 || lease.isNegative() || lease.isZero()) {
            throw new IllegalArgumentException("job settings out of range");
        }
    }

    public JobSettings withWorkers(int count) {
        return new JobSettings(count, lease, chunkSize, maxAttempts, idempotencyKeyLife, resultRetention, idlePoll);
    }

    public JobSettings withLease(Duration duration) {
        return new JobSettings(workers, duration, chunkSize, maxAttempts, idempotencyKeyLife, resultRetention,
                idlePoll);
    }

    public JobSettings withChunkSize(int entries) {
        return new JobSettings(workers, lease, entries, maxAttempts, idempotencyKeyLife, resultRetention, idlePoll);
    }

    public JobSettings withResultRetention(Duration duration) {
        return new JobSettings(workers, lease, chunkSize, maxAttempts, idempotencyKeyLife, duration, idlePoll);
    }
}
