package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the EnrollmentRepository contract against the in-memory store. */
class InMemoryEnrollmentRepositoryTest extends EnrollmentRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
