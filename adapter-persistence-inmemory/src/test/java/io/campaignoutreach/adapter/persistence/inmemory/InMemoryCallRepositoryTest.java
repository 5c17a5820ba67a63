package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CallRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the CallRepository contract against the in-memory store. */
class InMemoryCallRepositoryTest extends CallRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
