package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the EnrollmentRepository contract against the in-memory store. */
class InMemoryEnrollmentRepositoryTest extends EnrollmentRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
