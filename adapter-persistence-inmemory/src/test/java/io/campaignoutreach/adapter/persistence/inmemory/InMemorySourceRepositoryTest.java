package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.SourceRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the SourceRepository contract against the in-memory store. */
class InMemorySourceRepositoryTest extends SourceRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
