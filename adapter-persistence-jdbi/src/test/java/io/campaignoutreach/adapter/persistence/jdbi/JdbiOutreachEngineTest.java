package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.OutreachEngineContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link OutreachEngineContract} run against PostgreSQL. */
class JdbiOutreachEngineTest extends OutreachEngineContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
