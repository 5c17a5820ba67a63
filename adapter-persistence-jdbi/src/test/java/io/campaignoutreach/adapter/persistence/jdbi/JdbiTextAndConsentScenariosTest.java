package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.scenario.TextAndConsentScenarios;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link TextAndConsentScenarios} run against PostgreSQL. */
class JdbiTextAndConsentScenariosTest extends TextAndConsentScenarios {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
