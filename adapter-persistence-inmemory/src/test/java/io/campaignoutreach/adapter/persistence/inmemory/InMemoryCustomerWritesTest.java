package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerWritesContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the customer writes contract against the in-memory store. */
class InMemoryCustomerWritesTest extends CustomerWritesContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
