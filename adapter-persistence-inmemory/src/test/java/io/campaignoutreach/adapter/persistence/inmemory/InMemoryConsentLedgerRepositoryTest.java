package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ConsentLedgerRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the ConsentLedgerRepository contract against the in-memory store. */
class InMemoryConsentLedgerRepositoryTest extends ConsentLedgerRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
