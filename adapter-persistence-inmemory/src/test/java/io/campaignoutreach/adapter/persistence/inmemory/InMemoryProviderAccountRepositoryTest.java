package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ProviderAccountRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the ProviderAccountRepository contract against the in-memory store. */
class InMemoryProviderAccountRepositoryTest extends ProviderAccountRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
