package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CallRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the CallRepository contract against the in-memory store. */
class InMemoryCallRepositoryTest extends CallRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
