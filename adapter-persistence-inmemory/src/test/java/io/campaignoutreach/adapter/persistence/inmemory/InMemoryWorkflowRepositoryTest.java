package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.WorkflowRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the WorkflowRepository contract against the in-memory store. */
class InMemoryWorkflowRepositoryTest extends WorkflowRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
