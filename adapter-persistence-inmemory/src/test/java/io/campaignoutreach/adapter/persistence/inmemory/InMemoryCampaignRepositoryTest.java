package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CampaignRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the CampaignRepository contract against the in-memory store. */
class InMemoryCampaignRepositoryTest extends CampaignRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
