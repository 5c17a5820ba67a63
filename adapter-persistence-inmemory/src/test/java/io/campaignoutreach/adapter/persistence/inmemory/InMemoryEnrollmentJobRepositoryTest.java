package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentJobRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the EnrollmentJobRepository contract against the in-memory store. */
class InMemoryEnrollmentJobRepositoryTest extends EnrollmentJobRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
