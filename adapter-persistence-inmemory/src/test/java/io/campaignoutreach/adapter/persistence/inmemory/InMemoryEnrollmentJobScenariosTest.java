package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.EnrollmentJobScenarios;
import io.campaignoutreach.application.shared.Repositories;

class InMemoryEnrollmentJobScenariosTest extends EnrollmentJobScenarios {

    @Override
    protected Repositories newRepositories() {
        return InMemoryRepositories.create();
    }
}
