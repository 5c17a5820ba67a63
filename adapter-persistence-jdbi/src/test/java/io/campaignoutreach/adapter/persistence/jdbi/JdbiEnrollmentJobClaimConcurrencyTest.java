package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.EnrollmentJobClaimConcurrencyContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.EnrollmentJobClaimConcurrencyContract} run against PostgreSQL. */
class JdbiEnrollmentJobClaimConcurrencyTest extends EnrollmentJobClaimConcurrencyContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
