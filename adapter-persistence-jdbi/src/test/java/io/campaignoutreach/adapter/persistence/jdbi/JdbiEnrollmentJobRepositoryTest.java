package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.EnrollmentJobRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.EnrollmentJobRepositoryContract} run against PostgreSQL. */
class JdbiEnrollmentJobRepositoryTest extends EnrollmentJobRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
