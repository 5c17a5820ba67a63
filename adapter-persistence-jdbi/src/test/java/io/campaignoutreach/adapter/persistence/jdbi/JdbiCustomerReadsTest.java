package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CustomerReadsContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link CustomerReadsContract} run against PostgreSQL. */
class JdbiCustomerReadsTest extends CustomerReadsContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
