package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CampaignRepositoryContract;
import io.campaignoutreach.application.shared.Repositories;

/** Runs the CampaignRepository contract against the in-memory store. */
class InMemoryCampaignRepositoryTest extends CampaignRepositoryContract {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
