package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.StoreUnderTest;
import io.campaignoutreach.application.scenario.RetentionJourneyConcurrencyScenarios;

/** The {@link RetentionJourneyConcurrencyScenarios} run against the in-memory store. */
class InMemoryRetentionJourneyConcurrencyTest extends RetentionJourneyConcurrencyScenarios {

    @Override
    protected StoreUnderTest newRepositories() {
        return StoreUnderTest.of(InMemoryRepositories.create());
    }
}
