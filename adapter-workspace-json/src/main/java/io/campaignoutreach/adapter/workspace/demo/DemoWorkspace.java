package io.campaignoutreach.adapter.workspace.demo;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.setup.StoreSetupUseCase;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Random;

/**
 * Demo data: "Harborview Senior Insurance", a Medicare agency with campaigns in every stage,
 * transfer, routing and appointment configurations, workflows, custom fields, lead sources, 300
 * customers, their consent, enrollments, calls and inquiries. The same data comes out on every run
 * (seeded), only ids and times relative to now differ. Its records are built for the new
 * organization and stored through the setup use case, as an embedding program's creations are.
 */
public final class DemoWorkspace {

    public static final String ORGANIZATION_NAME = "Harborview Senior Insurance";
    public static final int CUSTOMER_COUNT = 300;
    private static final long SEED = 65_2026L;

    private DemoWorkspace() {
    }

    /** The demo's records for {@code organizationId}, their times relative to the clock's now. */
    public static OutreachSetup setup(OrganizationId organizationId, IdGenerator ids, Clock clock) {
        // Milliseconds, as the demo's times have always been: they once went through a document's text.
        DemoContext demo = new DemoContext(organizationId, ids, clock.instant().truncatedTo(ChronoUnit.MILLIS),
                new Random(SEED));
        DemoConfigurations configurations = DemoConfigurations.create(demo);
        DemoCampaigns campaigns = DemoCampaigns.create(demo, configurations);
        DemoCustomFields customFields = DemoCustomFields.create(demo);
        List<Customer> customers = DemoCustomers.create(demo, CUSTOMER_COUNT, customFields);
        DemoSources sources = DemoSources.create(demo, campaigns);
        DemoActivity activity = DemoActivity.create(demo, campaigns, configurations, customers, sources);
        return new OutreachSetup(customFields.definitions(), configurations.routing(), configurations.appointments(),
                configurations.transfers(), configurations.workflows(), campaigns.all(), customers, sources.all(),
                activity.enrollments(), activity.calls(),
                DemoInquiries.create(demo, activity, customers, configurations), DemoConsent.create(demo, customers));
    }

    /** Creates the demo organization and stores the demo's records in it, in one transaction; returns its id. */
    public static OrganizationId populate(StorePorts ports, StoreSetupUseCase setups, IdGenerator ids, Clock clock) {
        OrganizationId organizationId = OrganizationId.of(ids.newId());
        OutreachSetup setup = setup(organizationId, ids, clock);
        return ports.transactions().inTransaction(() -> {
            ports.organizations().insert(Organization.create(organizationId, ORGANIZATION_NAME,
                    "Harborview Senior", clock.instant()));
            // The operator's demo acts for the new organization with every capability, as an import does (P59).
            setups.store(AccessContext.trusted(organizationId, "demo"), setup);
            return organizationId;
        });
    }
}
