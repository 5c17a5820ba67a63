package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.StoreUnderTest;
import io.campaignoutreach.application.contract.WorkflowRepositoryContract;

/** Runs the WorkflowRepository contract against the in-memory store. */
class InMemoryWorkflowRepositoryTest extends WorkflowRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
