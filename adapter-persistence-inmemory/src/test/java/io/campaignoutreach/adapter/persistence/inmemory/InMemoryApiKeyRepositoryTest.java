package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ApiKeyRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the ApiKeyRepository contract against the in-memory store. */
class InMemoryApiKeyRepositoryTest extends ApiKeyRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
