package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.TextTriggersContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link TextTriggersContract} run against the in-memory store. */
class InMemoryTextTriggersTest extends TextTriggersContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
