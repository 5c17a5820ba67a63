package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.TextTriggersContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link TextTriggersContract} run against PostgreSQL. */
class JdbiTextTriggersTest extends TextTriggersContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
