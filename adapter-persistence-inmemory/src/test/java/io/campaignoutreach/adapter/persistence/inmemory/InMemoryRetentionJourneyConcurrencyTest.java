package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.scenario.RetentionJourneyConcurrencyScenarios;
import io.campaignoutreach.application.shared.StorePorts;

/** The {@link RetentionJourneyConcurrencyScenarios} run against the in-memory store. */
class InMemoryRetentionJourneyConcurrencyTest extends RetentionJourneyConcurrencyScenarios {

    @Override
    protected StorePorts newRepositories() {
        return InMemoryRepositories.create();
    }
}
