package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.StoreUnderTest;
import io.campaignoutreach.application.contract.TransactionRunnerContract;

/** Runs the TransactionRunner contract against the in-memory store. */
class InMemoryTransactionRunnerTest extends TransactionRunnerContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
