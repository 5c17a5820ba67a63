package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.TextIntakeContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link TextIntakeContract} run against PostgreSQL. */
class JdbiTextIntakeTest extends TextIntakeContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
