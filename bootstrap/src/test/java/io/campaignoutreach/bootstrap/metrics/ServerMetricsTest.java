package io.campaignoutreach.bootstrap.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.adapter.persistence.jdbi.PoolUsage;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class ServerMetricsTest {

    @Test
    void givenInMemoryStore_whenScraped_thenJvmAndJobQueueButNoPool() {
        try (InMemoryStore store = new InMemoryStore()) {
            String scrape = ServerMetrics.create(() -> new JobQueueStats(0, 0, Duration.ZERO), store).scrape();

            assertThat(scrape).contains("jvm_memory_used_bytes{", "jvm_threads_live_threads ",
                    "process_uptime_seconds ", "enrollment_jobs{status=\"queued\"} 0");
            assertThat(scrape).doesNotContain("hikaricp");
        }
    }

    @Test
    void givenPool_whenScraped_thenItsCountersAsHikariNamesThemReadAtEachScrape() {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        AtomicReference<PoolUsage> usage = new AtomicReference<>(new PoolUsage("main-pool", 2, 3, 5, 1));
        PoolGauges.bind(registry, usage::get);

        assertThat(registry.scrape()).contains("hikaricp_connections_active{pool=\"main-pool\"} 2",
                "hikaricp_connections_idle{pool=\"main-pool\"} 3",
                "hikaricp_connections{pool=\"main-pool\"} 5",
                "hikaricp_connections_pending{pool=\"main-pool\"} 1");

        usage.set(new PoolUsage("main-pool", 4, 0, 4, 6));

        assertThat(registry.scrape()).contains("hikaricp_connections_active{pool=\"main-pool\"} 4",
                "hikaricp_connections_pending{pool=\"main-pool\"} 6");
    }
}
