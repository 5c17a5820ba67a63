package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.OutreachSetupContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the setup use cases' contract against the in-memory store. */
class InMemoryOutreachSetupTest extends OutreachSetupContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
