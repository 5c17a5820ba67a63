package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CallRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the CallRepository contract against the in-memory store. */
class InMemoryCallRepositoryTest extends CallRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
