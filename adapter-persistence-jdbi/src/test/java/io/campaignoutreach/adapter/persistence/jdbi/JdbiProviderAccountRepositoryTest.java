package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.ProviderAccountRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.ProviderAccountRepositoryContract} run against PostgreSQL. */
class JdbiProviderAccountRepositoryTest extends ProviderAccountRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
