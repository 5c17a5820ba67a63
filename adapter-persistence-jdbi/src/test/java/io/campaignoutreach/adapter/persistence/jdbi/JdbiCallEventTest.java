package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CallEventContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link CallEventContract} run against PostgreSQL. */
class JdbiCallEventTest extends CallEventContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
