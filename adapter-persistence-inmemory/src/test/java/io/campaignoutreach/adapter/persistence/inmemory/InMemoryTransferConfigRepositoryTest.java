package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.StoreUnderTest;
import io.campaignoutreach.application.contract.TransferConfigRepositoryContract;

/** Runs the TransferConfigRepository contract against the in-memory store. */
class InMemoryTransferConfigRepositoryTest extends TransferConfigRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
