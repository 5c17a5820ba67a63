package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.IdempotencyKeyRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link IdempotencyKeyRepositoryContract} run against PostgreSQL. */
class JdbiIdempotencyKeyRepositoryTest extends IdempotencyKeyRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
