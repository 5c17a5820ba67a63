package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CampaignRepositoryContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link io.campaignoutreach.application.contract.CampaignRepositoryContract} run against PostgreSQL. */
class JdbiCampaignRepositoryTest extends CampaignRepositoryContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
