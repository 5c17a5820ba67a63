package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.TransferConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.TransferConfigRepositoryContract} run against PostgreSQL. */
class JdbiTransferConfigRepositoryTest extends TransferConfigRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
