package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentJobRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the EnrollmentJobRepository contract against the in-memory store. */
class InMemoryEnrollmentJobRepositoryTest extends EnrollmentJobRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
