package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.RoutingConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the RoutingConfigRepository contract against the in-memory store. */
class InMemoryRoutingConfigRepositoryTest extends RoutingConfigRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
