package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CustomerRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.CustomerRepositoryContract} run against PostgreSQL. */
class JdbiCustomerRepositoryTest extends CustomerRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
