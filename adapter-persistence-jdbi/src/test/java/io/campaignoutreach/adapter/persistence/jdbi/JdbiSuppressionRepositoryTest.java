package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.SuppressionRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.SuppressionRepositoryContract} run against PostgreSQL. */
class JdbiSuppressionRepositoryTest extends SuppressionRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
