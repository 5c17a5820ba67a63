package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.DialTimeScenarios;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link DialTimeScenarios} run against the in-memory store. */
class InMemoryDialTimeScenariosTest extends DialTimeScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
