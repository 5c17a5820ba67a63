package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the CustomerRepository contract against the in-memory store. */
class InMemoryCustomerRepositoryTest extends CustomerRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
