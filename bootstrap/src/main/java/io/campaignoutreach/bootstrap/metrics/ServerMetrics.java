package io.campaignoutreach.bootstrap.metrics;

import io.campaignoutreach.application.enrollmentjob.GetJobQueueStatsQuery;
import io.campaignoutreach.bootstrap.store.Store;
import io.micrometer.core.instrument.binder.jvm.ClassLoaderMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmMemoryMetrics;
import io.micrometer.core.instrument.binder.jvm.JvmThreadMetrics;
import io.micrometer.core.instrument.binder.system.ProcessorMetrics;
import io.micrometer.core.instrument.binder.system.UptimeMetrics;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The meter registry of a serving process, served at /metrics: JVM basics, the enrollment job
 * queue, and the connection pool when PostgreSQL is the store. The HTTP adapter adds its request
 * timer to the same registry.
 */
public final class ServerMetrics {

    private ServerMetrics() {
    }

    public static PrometheusMeterRegistry create(GetJobQueueStatsQuery jobQueue, Store store) {
        PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
        new JvmMemoryMetrics().bindTo(registry);
        new JvmThreadMetrics().bindTo(registry);
        new ClassLoaderMetrics().bindTo(registry);
        new ProcessorMetrics().bindTo(registry);
        new UptimeMetrics().bindTo(registry);
        new JobQueueGauges(jobQueue, System::nanoTime).bindTo(registry);
        store.pool().ifPresent(pool -> PoolGauges.bind(registry, pool));
        return registry;
    }
}
