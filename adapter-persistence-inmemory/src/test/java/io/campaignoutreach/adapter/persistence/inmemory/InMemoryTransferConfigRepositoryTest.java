package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.TransferConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the TransferConfigRepository contract against the in-memory store. */
class InMemoryTransferConfigRepositoryTest extends TransferConfigRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
