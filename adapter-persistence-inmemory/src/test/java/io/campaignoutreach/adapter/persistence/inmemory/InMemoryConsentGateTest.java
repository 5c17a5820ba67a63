package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.ConsentGateContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link ConsentGateContract} run against the in-memory store. */
class InMemoryConsentGateTest extends ConsentGateContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
