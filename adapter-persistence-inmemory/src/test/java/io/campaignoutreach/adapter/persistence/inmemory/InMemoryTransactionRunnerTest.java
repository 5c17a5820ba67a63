package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.TransactionRunnerContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the TransactionRunner contract against the in-memory store. */
class InMemoryTransactionRunnerTest extends TransactionRunnerContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
