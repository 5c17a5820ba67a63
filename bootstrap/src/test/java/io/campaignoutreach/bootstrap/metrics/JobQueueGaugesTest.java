package io.campaignoutreach.bootstrap.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class JobQueueGaugesTest {

    private final AtomicLong nanos = new AtomicLong(1_000);
    private final AtomicInteger reads = new AtomicInteger();
    private final AtomicReference<JobQueueStats> stats = new AtomicReference<>(
            new JobQueueStats(7, 2, Duration.ofMillis(90_500)));
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);

    @BeforeEach
    void bind() {
        new JobQueueGauges(() -> {
            reads.incrementAndGet();
            JobQueueStats current = stats.get();
            if (current == null) {
                throw new IllegalStateException("database unreachable");
            }
            return current;
        }, nanos::get).bindTo(registry);
    }

    @Test
    void givenQueue_whenScraped_thenDepthByStatusAndOldestWaitInSecondsFromOneRead() {
        String scrape = registry.scrape();

        assertThat(scrape).contains("enrollment_jobs{status=\"queued\"} 7",
                "enrollment_jobs{status=\"processing\"} 2",
                "enrollment_jobs_oldest_queued_age_seconds 90.5");
        assertThat(reads).hasValue(1);
    }

    @Test
    void givenScrapesWithinTheFreshnessWindow_whenScraped_thenTheStoreIsReadOnceUntilItPasses() {
        registry.scrape();
        nanos.addAndGet(JobQueueGauges.FRESH_FOR.toNanos() - 1);
        stats.set(new JobQueueStats(1, 0, Duration.ZERO));

        assertThat(registry.scrape()).contains("enrollment_jobs{status=\"queued\"} 7");
        assertThat(reads).hasValue(1);

        nanos.incrementAndGet();

        assertThat(registry.scrape()).contains("enrollment_jobs{status=\"queued\"} 1",
                "enrollment_jobs_oldest_queued_age_seconds 0");
        assertThat(reads).hasValue(2);
    }

    @Test
    void givenUnreadableStore_whenScraped_thenNotANumberOnceAndReadAgainAfterTheWindow() {
        stats.set(null);

        assertThat(registry.scrape()).contains("enrollment_jobs{status=\"queued\"} NaN",
                "enrollment_jobs_oldest_queued_age_seconds NaN");
        assertThat(reads).hasValue(1);

        stats.set(new JobQueueStats(3, 1, Duration.ofSeconds(2)));
        nanos.addAndGet(JobQueueGauges.FRESH_FOR.toNanos());

        assertThat(registry.scrape()).contains("enrollment_jobs{status=\"queued\"} 3");
        assertThat(reads).hasValue(2);
    }
}
