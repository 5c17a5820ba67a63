package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ApiKeyRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the ApiKeyRepository contract against the in-memory store. */
class InMemoryApiKeyRepositoryTest extends ApiKeyRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
