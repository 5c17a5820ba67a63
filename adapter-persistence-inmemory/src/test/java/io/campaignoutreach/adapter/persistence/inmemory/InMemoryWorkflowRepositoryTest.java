package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.WorkflowRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the WorkflowRepository contract against the in-memory store. */
class InMemoryWorkflowRepositoryTest extends WorkflowRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
