package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CustomFieldRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.CustomFieldRepositoryContract} run against PostgreSQL. */
class JdbiCustomFieldRepositoryTest extends CustomFieldRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
