package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CampaignReadsContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** The {@link CampaignReadsContract} run against the in-memory store. */
class InMemoryCampaignReadsTest extends CampaignReadsContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
