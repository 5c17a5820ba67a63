package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.OutreachEngineContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the outreach engine's scenario against the in-memory store. */
class InMemoryOutreachEngineTest extends OutreachEngineContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
