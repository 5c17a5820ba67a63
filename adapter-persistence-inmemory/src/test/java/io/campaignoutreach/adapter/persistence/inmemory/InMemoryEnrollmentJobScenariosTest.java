package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.StoreUnderTest;
import io.campaignoutreach.application.scenario.EnrollmentJobScenarios;

class InMemoryEnrollmentJobScenariosTest extends EnrollmentJobScenarios {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
