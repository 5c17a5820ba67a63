package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CallRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.CallRepositoryContract} run against PostgreSQL. */
class JdbiCallRepositoryTest extends CallRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
