package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.InquiryRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.InquiryRepositoryContract} run against PostgreSQL. */
class JdbiInquiryRepositoryTest extends InquiryRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
