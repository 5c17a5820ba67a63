package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.OrganizationRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.OrganizationRepositoryContract} run against PostgreSQL. */
class JdbiOrganizationRepositoryTest extends OrganizationRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
