package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.MessageRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link MessageRepositoryContract} run against PostgreSQL. */
class JdbiMessageRepositoryTest extends MessageRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
