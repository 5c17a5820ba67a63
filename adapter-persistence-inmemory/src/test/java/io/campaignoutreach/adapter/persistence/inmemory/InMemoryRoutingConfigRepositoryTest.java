package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.RoutingConfigRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the RoutingConfigRepository contract against the in-memory store. */
class InMemoryRoutingConfigRepositoryTest extends RoutingConfigRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
