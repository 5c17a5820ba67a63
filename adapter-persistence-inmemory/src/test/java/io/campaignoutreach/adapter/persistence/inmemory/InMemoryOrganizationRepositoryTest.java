package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.OrganizationRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the OrganizationRepository contract against the in-memory store. */
class InMemoryOrganizationRepositoryTest extends OrganizationRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
