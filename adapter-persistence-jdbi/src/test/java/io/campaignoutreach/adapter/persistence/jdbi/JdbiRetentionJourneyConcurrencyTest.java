package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.scenario.RetentionJourneyConcurrencyScenarios;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link RetentionJourneyConcurrencyScenarios} run against PostgreSQL. */
class JdbiRetentionJourneyConcurrencyTest extends RetentionJourneyConcurrencyScenarios {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
