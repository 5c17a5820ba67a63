package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.contract.WorkflowRepositoryContract;

/** Runs the WorkflowRepository contract against the in-memory store. */
class InMemoryWorkflowRepositoryTest extends WorkflowRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
