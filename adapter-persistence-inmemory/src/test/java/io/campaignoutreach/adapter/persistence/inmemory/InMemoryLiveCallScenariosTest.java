package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.LiveCallScenarios;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link LiveCallScenarios} run against the in-memory store. */
class InMemoryLiveCallScenariosTest extends LiveCallScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
