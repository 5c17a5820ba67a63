package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ApiKeyRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the ApiKeyRepository contract against the in-memory store. */
class InMemoryApiKeyRepositoryTest extends ApiKeyRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
