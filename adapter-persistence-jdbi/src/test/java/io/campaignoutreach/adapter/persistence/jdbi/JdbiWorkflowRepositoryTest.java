package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.WorkflowRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.WorkflowRepositoryContract} run against PostgreSQL. */
class JdbiWorkflowRepositoryTest extends WorkflowRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
