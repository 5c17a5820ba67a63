package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.InquiryRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the InquiryRepository contract against the in-memory store. */
class InMemoryInquiryRepositoryTest extends InquiryRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
