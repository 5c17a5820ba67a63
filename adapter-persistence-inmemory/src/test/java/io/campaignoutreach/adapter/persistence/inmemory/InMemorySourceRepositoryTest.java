package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.SourceRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the SourceRepository contract against the in-memory store. */
class InMemorySourceRepositoryTest extends SourceRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
