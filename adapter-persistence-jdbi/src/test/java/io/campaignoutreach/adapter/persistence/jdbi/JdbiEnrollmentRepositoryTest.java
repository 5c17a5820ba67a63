package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.EnrollmentRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.EnrollmentRepositoryContract} run against PostgreSQL. */
class JdbiEnrollmentRepositoryTest extends EnrollmentRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
