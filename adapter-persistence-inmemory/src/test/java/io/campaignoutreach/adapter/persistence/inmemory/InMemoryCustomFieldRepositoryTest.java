package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomFieldRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the CustomFieldRepository contract against the in-memory store. */
class InMemoryCustomFieldRepositoryTest extends CustomFieldRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
