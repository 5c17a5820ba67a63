package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.TextAndConsentScenarios;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link TextAndConsentScenarios} run against the in-memory store. */
class InMemoryTextAndConsentScenariosTest extends TextAndConsentScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
