package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.OrganizationRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the OrganizationRepository contract against the in-memory store. */
class InMemoryOrganizationRepositoryTest extends OrganizationRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
