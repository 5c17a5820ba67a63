package io.campaignoutreach.application.enrollmentjob;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * How full the enrollment job queue is across every organization and server process: jobs waiting
 * to be claimed, jobs a worker holds (leases that ran out included), and how long the oldest
 * waiting job has waited ({@link Duration#ZERO} when none waits).
 */
public record JobQueueStats(long queued, long processing, Duration oldestQueuedAge) {

    public JobQueueStats {
        if (queued < 0 || processing < 0) {
            throw new IllegalArgumentException("job counts cannot be negative");
        }
        Objects.requireNonNull(oldestQueuedAge, "oldestQueuedAge");
        if (oldestQueuedAge.isNegative()) {
            throw new IllegalArgumentException("the oldest queued job's age cannot be negative");
        }
    }

    /**
     * The stats as a store counts them: {@code oldestQueuedAt} is null when nothing is queued. A job
     * stamped after {@code now} (another process's clock ahead of this one's) has waited zero.
     */
    public static JobQueueStats of(long queued, long processing, Instant oldestQueuedAt, Instant now) {
        Duration age = oldestQueuedAt == null || oldestQueuedAt.isAfter(now) ? Duration.ZERO
                : Duration.between(oldestQueuedAt, now);
        return new JobQueueStats(queued, processing, age);
    }
}
