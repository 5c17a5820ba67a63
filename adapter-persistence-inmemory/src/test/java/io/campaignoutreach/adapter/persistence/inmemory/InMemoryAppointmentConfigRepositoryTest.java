package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.AppointmentConfigRepositoryContract;
import io.campaignoutreach.application.contract.StoreUnderTest;

/** Runs the AppointmentConfigRepository contract against the in-memory store. */
class InMemoryAppointmentConfigRepositoryTest extends AppointmentConfigRepositoryContract {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
