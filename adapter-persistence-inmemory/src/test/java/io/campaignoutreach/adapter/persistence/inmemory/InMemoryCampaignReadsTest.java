package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.CampaignReadsContract;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link CampaignReadsContract} run against the in-memory store. */
class InMemoryCampaignReadsTest extends CampaignReadsContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
