package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.AppointmentConfigRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.AppointmentConfigRepositoryContract} run against PostgreSQL. */
class JdbiAppointmentConfigRepositoryTest extends AppointmentConfigRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
