package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.TransactionRunnerContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.TransactionRunnerContract} run against PostgreSQL. */
class JdbiTransactionRunnerTest extends TransactionRunnerContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
