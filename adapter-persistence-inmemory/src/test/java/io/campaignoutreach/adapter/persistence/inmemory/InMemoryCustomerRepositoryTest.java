package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the CustomerRepository contract against the in-memory store. */
class InMemoryCustomerRepositoryTest extends CustomerRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
