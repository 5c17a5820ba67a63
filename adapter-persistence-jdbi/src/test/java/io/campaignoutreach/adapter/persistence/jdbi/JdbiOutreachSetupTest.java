package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.OutreachSetupContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link OutreachSetupContract} run against PostgreSQL. */
class JdbiOutreachSetupTest extends OutreachSetupContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
