package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.ConsentGateContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link ConsentGateContract} run against PostgreSQL. */
class JdbiConsentGateTest extends ConsentGateContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
