package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.scenario.LiveCallScenarios;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link LiveCallScenarios} run against PostgreSQL. */
class JdbiLiveCallScenariosTest extends LiveCallScenarios {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
