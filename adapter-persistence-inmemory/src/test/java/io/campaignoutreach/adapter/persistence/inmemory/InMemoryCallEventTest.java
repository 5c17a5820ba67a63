package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CallEventContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link CallEventContract} run against the in-memory store. */
class InMemoryCallEventTest extends CallEventContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
