package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.SourceRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.SourceRepositoryContract} run against PostgreSQL. */
class JdbiSourceRepositoryTest extends SourceRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
