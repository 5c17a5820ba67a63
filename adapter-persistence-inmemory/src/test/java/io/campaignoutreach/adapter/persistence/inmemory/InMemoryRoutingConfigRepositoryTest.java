package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.RoutingConfigRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the RoutingConfigRepository contract against the in-memory store. */
class InMemoryRoutingConfigRepositoryTest extends RoutingConfigRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
