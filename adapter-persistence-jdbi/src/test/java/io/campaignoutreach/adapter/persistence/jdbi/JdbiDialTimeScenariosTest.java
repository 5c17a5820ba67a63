package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.scenario.DialTimeScenarios;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link DialTimeScenarios} run against PostgreSQL. */
class JdbiDialTimeScenariosTest extends DialTimeScenarios {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
