package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.ConsentLedgerRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.ConsentLedgerRepositoryContract} run against PostgreSQL. */
class JdbiConsentLedgerRepositoryTest extends ConsentLedgerRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
