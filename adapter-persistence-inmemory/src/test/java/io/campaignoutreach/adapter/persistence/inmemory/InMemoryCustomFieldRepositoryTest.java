package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CustomFieldRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the CustomFieldRepository contract against the in-memory store. */
class InMemoryCustomFieldRepositoryTest extends CustomFieldRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
