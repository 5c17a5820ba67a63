package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.OutreachEngineContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the outreach engine's scenario against the in-memory store. */
class InMemoryOutreachEngineTest extends OutreachEngineContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
