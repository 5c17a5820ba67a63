package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.scenario.EnrollmentJobScenarios;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The enrollment job scenarios run against PostgreSQL. */
class JdbiEnrollmentJobScenariosTest extends EnrollmentJobScenarios {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
