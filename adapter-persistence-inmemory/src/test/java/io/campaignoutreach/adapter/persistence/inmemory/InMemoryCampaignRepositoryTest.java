package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CampaignRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the CampaignRepository contract against the in-memory store. */
class InMemoryCampaignRepositoryTest extends CampaignRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
