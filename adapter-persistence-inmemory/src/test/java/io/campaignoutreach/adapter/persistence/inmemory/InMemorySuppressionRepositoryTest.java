package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.SuppressionRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the SuppressionRepository contract against the in-memory store. */
class InMemorySuppressionRepositoryTest extends SuppressionRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
