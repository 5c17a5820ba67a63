package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.TransactionRunnerContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the TransactionRunner contract against the in-memory store. */
class InMemoryTransactionRunnerTest extends TransactionRunnerContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
