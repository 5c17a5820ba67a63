package io.campaignoutreach.bootstrap.metrics;

import io.campaignoutreach.application.enrollmentjob.GetJobQueueStatsQuery;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Duration;
import java.util.function.LongSupplier;
import java.util.function.ToDoubleFunction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The job queue gauges: {@code enrollment_jobs{status="queued|processing"}} and
 * {@code enrollment_jobs_oldest_queued_age_seconds}, across every process sharing the store. A
 * scrape reads all three; they share one read, kept for a few seconds, so a scrape costs the
 * database one query however many scrapers or gauges there are. A failed read shows as NaN, not
 * as an empty queue.
 */
final class JobQueueGauges {

    static final Duration FRESH_FOR = Duration.ofSeconds(5);
    private static final Logger LOG = LoggerFactory.getLogger(JobQueueGauges.class);

    private final GetJobQueueStatsQuery query;
    private final LongSupplier nanoTime;
    private JobQueueStats last;
    private long readAtNanos;
    private boolean read;

    JobQueueGauges(GetJobQueueStatsQuery query, LongSupplier nanoTime) {
        this.query = query;
        this.nanoTime = nanoTime;
    }

    void bindTo(MeterRegistry registry) {
        gauge("enrollment.jobs", JobQueueStats::queued).tag("status", "queued")
                .description("Enrollment jobs waiting for a worker, in every organization").register(registry);
        gauge("enrollment.jobs", JobQueueStats::processing).tag("status", "processing")
                .description("Enrollment jobs a worker holds, in every organization").register(registry);
        gauge("enrollment.jobs.oldest.queued.age", stats -> stats.oldestQueuedAge().toMillis() / 1000.0)
                .baseUnit("seconds")
                .description("How long the oldest queued enrollment job has waited; 0 when none waits")
                .register(registry);
    }

    private Gauge.Builder<JobQueueGauges> gauge(String name, ToDoubleFunction<JobQueueStats> value) {
        return Gauge.builder(name, this, gauges -> gauges.value(value)).strongReference(true);
    }

    private double value(ToDoubleFunction<JobQueueStats> of) {
        JobQueueStats stats = current();
        return stats == null ? Double.NaN : of.applyAsDouble(stats);
    }

    /** The stats of the last read while it is fresh, else of a new read; null when that read failed. */
    synchronized JobQueueStats current() {
        long now = nanoTime.getAsLong();
        if (read && now - readAtNanos < FRESH_FOR.toNanos()) {
            return last;
        }
        JobQueueStats previous = last;
        try {
            last = query.queueStats();
        } catch (RuntimeException e) {
            if (previous != null || !read) {
                LOG.warn("Cannot read the enrollment job queue for metrics: {}", e.toString());
            }
            last = null;
        }
        read = true;
        readAtNanos = now;
        return last;
    }
}
