package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.contract.CampaignReadsContract;
import io.campaignoutreach.application.shared.StorePorts;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The {@link CampaignReadsContract} run against PostgreSQL. */
class JdbiCampaignReadsTest extends CampaignReadsContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Override
    protected StorePorts newRepositories() {
        return DATABASE.emptyRepositories();
    }
}
