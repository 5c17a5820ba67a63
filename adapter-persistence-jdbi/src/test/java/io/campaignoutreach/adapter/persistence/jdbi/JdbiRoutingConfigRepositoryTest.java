package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.RoutingConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.RoutingConfigRepositoryContract} run against PostgreSQL. */
class JdbiRoutingConfigRepositoryTest extends RoutingConfigRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
