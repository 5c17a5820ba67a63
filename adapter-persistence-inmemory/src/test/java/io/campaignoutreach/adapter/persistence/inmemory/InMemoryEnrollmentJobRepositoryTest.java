package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.EnrollmentJobRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the EnrollmentJobRepository contract against the in-memory store. */
class InMemoryEnrollmentJobRepositoryTest extends EnrollmentJobRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
