package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.scenario.EnrollmentJobScenarios;

class InMemoryEnrollmentJobScenariosTest extends EnrollmentJobScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
