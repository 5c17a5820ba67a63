package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerReadsContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the CustomerReads contract against the in-memory store. */
class InMemoryCustomerReadsTest extends CustomerReadsContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
