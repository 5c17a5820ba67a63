package io.campaignoutreach.bootstrap.store;

import io.campaignoutreach.adapter.persistence.jdbi.PoolUsage;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StorePorts;
import java.util.Optional;
import java.util.function.Supplier;

/** Bootstrap's handle on the chosen persistence adapter: its ports, schema migration and shutdown. */
public interface Store extends AutoCloseable {

    /** Every port of the store, for the wiring to hand each service the ones it uses. */
    StorePorts ports();

    /** The per-key request limiter with this policy, kept where the store keeps its data (P32). */
    RateLimiter rateLimiter(RateLimitPolicy policy);

    /** Whether the store can serve requests now, for the readiness probe (P35). */
    StoreHealth health();

    /** What the store is, safe to log and print: never credentials. */
    String description();

    /** Whether data outlives the process. */
    boolean persistent();

    /** Brings the schema up to date; nothing to do for a store without one. */
    void migrate();

    /** The connection pool's counters, for a store that keeps one (PostgreSQL); read at each metrics scrape. */
    default Optional<Supplier<PoolUsage>> pool() {
        return Optional.empty();
    }

    @Override
    void close();
}
