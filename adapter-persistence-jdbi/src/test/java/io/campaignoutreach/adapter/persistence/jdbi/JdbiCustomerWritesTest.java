package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CustomerWritesContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link CustomerWritesContract} run against PostgreSQL. */
class JdbiCustomerWritesTest extends CustomerWritesContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
