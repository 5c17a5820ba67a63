package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StoreReadiness;

/** Readiness of the in-memory store: always ready, as there is nothing to reach and no schema to migrate. */
public final class InMemoryStoreHealth implements StoreHealth {

    @Override
    public StoreReadiness readiness() {
        return StoreReadiness.ready();
    }
}
