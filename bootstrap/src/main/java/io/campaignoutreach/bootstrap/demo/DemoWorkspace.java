package io.campaignoutreach.bootstrap.demo;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.Repositories;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * Demo data: "Harborview Senior Insurance", a Medicare agency with campaigns in every stage,
 * transfer, routing and appointment configurations, workflows, 300 customers, their enrollments
 * and calls. The same data comes out on every run (seeded), only ids and times relative to now differ.
 */
public final class DemoWorkspace {

    public static final String ORGANIZATION_NAME = "Harborview Senior Insurance";
    public static final int CUSTOMER_COUNT = 300;
    private static final long SEED = 65_2026L;

    private DemoWorkspace() {
    }

    /** Creates the demo organization and everything in it, in one transaction; returns its id. */
    public static OrganizationId populate(Repositories repositories, IdGenerator ids, Clock clock) {
        Instant now = clock.instant();
        Random random = new Random(SEED);
        return repositories.transactions().inTransaction(() -> {
            OrganizationId organizationId = OrganizationId.of(ids.newId());
            repositories.organizations().insert(Organization.create(organizationId, ORGANIZATION_NAME,
                    "Harborview Senior", now));
            DemoContext demo = new DemoContext(organizationId, ids, now, random);

            DemoConfigurations configurations = DemoConfigurations.create(demo);
            configurations.routing().forEach(repositories.routingConfigs()::save);
            configurations.appointments().forEach(repositories.appointmentConfigs()::save);
            configurations.transfers().forEach(repositories.transferConfigs()::save);
            configurations.workflows().forEach(repositories.workflows()::save);

            DemoCampaigns campaigns = DemoCampaigns.create(demo, configurations);
            campaigns.all().forEach(repositories.campaigns()::insert);

            List<Customer> customers = DemoCustomers.create(demo, CUSTOMER_COUNT);
            repositories.customers().insertAll(customers);

            DemoActivity activity = DemoActivity.create(demo, campaigns, configurations, customers);
            repositories.enrollments().insertAll(activity.enrollments());
            repositories.calls().insertAll(activity.calls());
            return organizationId;
        });
    }
}
