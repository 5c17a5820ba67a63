package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.InquiryRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the InquiryRepository contract against the in-memory store. */
class InMemoryInquiryRepositoryTest extends InquiryRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
