package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.EnrollmentJobScenarios;
import io.campaignoutreach.application.shared.StorePorts;

class InMemoryEnrollmentJobScenariosTest extends EnrollmentJobScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
