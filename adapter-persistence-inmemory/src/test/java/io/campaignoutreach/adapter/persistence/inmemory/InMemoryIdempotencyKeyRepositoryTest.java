package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.IdempotencyKeyRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the IdempotencyKeyRepository contract against the in-memory store. */
class InMemoryIdempotencyKeyRepositoryTest extends IdempotencyKeyRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
