package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomerReadsContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the CustomerReads contract against the in-memory store. */
class InMemoryCustomerReadsTest extends CustomerReadsContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
