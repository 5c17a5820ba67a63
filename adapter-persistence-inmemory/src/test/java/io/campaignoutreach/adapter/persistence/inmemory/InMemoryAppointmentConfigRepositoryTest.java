package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.AppointmentConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;

/** Runs the AppointmentConfigRepository contract against the in-memory store. */
class InMemoryAppointmentConfigRepositoryTest extends AppointmentConfigRepositoryContract {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
