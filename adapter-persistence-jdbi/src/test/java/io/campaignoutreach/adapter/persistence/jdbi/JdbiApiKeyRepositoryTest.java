package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.ApiKeyRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.ApiKeyRepositoryContract} run against PostgreSQL. */
class JdbiApiKeyRepositoryTest extends ApiKeyRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
