package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the CustomerRepository contract against the in-memory store. */
class InMemoryCustomerRepositoryTest extends CustomerRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
