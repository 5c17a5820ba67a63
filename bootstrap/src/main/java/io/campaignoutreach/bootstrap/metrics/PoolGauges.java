package io.campaignoutreach.bootstrap.metrics;

import io.campaignoutreach.adapter.persistence.jdbi.PoolUsage;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.function.Supplier;
import java.util.function.ToIntFunction;

/**
 * The connection pool gauges, named as HikariCP's own Micrometer tracker names them so that
 * existing dashboards fit: {@code hikaricp_connections_active}, {@code _idle}, {@code _pending}
 * and {@code hikaricp_connections} (all open), tagged with the pool's name. Read from the pool's
 * counters at each scrape; no connection is taken.
 */
final class PoolGauges {

    private PoolGauges() {
    }

    static void bind(MeterRegistry registry, Supplier<PoolUsage> pool) {
        String name = pool.get().poolName();
        gauge(registry, pool, name, "hikaricp.connections.active", PoolUsage::active, "Connections lent out");
        gauge(registry, pool, name, "hikaricp.connections.idle", PoolUsage::idle, "Connections ready to lend");
        gauge(registry, pool, name, "hikaricp.connections", PoolUsage::total, "Connections open in all");
        gauge(registry, pool, name, "hikaricp.connections.pending", PoolUsage::pending,
                "Threads waiting for a connection");
    }

    private static void gauge(MeterRegistry registry, Supplier<PoolUsage> pool, String poolName, String name,
                              ToIntFunction<PoolUsage> value, String description) {
        Gauge.builder(name, pool, usage -> value.applyAsInt(usage.get()))
                .strongReference(true)
                .tag("pool", poolName)
                .description(description)
                .register(registry);
    }
}
