package io.campaignoutreach.bootstrap.store;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryStoreHealth;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StorePorts;

/** The in-memory persistence adapter as a {@link Store}: nothing to migrate, everything lost on exit. */
public final class InMemoryStore implements Store {

    private final StorePorts ports;

    public InMemoryStore() {
        this(InMemoryRepositories.create());
    }

    /** Over an existing in-memory store, so that several handles share its data. */
    public InMemoryStore(StorePorts memory) {
        this.ports = memory;
    }

    @Override
    public StorePorts ports() {
        return ports;
    }

    @Override
    public RateLimiter rateLimiter(RateLimitPolicy policy) {
        return InMemoryRepositories.rateLimiter(policy);
    }

    @Override
    public StoreHealth health() {
        return new InMemoryStoreHealth();
    }

    @Override
    public String description() {
        return "in-memory store";
    }

    @Override
    public boolean persistent() {
        return false;
    }

    @Override
    public void migrate() {
        // An in-memory store has no schema.
    }

    @Override
    public void close() {
        // Nothing is held outside the heap.
    }
}
