package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomFieldRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the CustomFieldRepository contract against the in-memory store. */
class InMemoryCustomFieldRepositoryTest extends CustomFieldRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
