package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the EnrollmentRepository contract against the in-memory store. */
class InMemoryEnrollmentRepositoryTest extends EnrollmentRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
