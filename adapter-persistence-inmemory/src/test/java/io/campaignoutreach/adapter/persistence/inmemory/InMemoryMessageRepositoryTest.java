package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.MessageRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link MessageRepositoryContract} run against the in-memory store. */
class InMemoryMessageRepositoryTest extends MessageRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
