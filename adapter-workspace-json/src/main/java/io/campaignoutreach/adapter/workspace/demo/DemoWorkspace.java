package io.campaignoutreach.adapter.workspace.demo;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.workspace.ImportReport;
import io.campaignoutreach.adapter.workspace.WorkspaceImporter;
import io.campaignoutreach.adapter.workspace.WorkspaceWriter;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.application.setup.StoreSetupUseCase;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * Demo data: "Harborview Senior Insurance", a Medicare agency with campaigns in every stage,
 * transfer, routing and appointment configurations, workflows, custom fields, lead sources, 300
 * customers, their enrollments, calls and inquiries. The same data comes out on every run
 * (seeded), only ids and times relative to now differ. It is generated as a workspace document
 * and loaded through the importer, the same way an operator's {@code import} is.
 */
public final class DemoWorkspace {

    public static final String ORGANIZATION_NAME = "Harborview Senior Insurance";
    public static final int CUSTOMER_COUNT = 300;
    private static final long SEED = 65_2026L;

    private DemoWorkspace() {
    }

    /** The demo as a workspace document, its times relative to the clock's now. */
    public static ObjectNode document(IdGenerator ids, Clock clock) {
        Instant now = clock.instant();
        // The elements' ids only name them within the document; the import gives them new ones.
        DemoContext demo = new DemoContext(OrganizationId.of(ids.newId()), ids, now, new Random(SEED));
        return WorkspaceWriter.write(workspace(demo));
    }

    /** Creates the demo organization and imports the demo document into it, in one transaction; returns its id. */
    public static OrganizationId populate(StorePorts ports, StoreSetupUseCase setups, IdGenerator ids, Clock clock) {
        ObjectNode document = document(ids, clock);
        return ports.transactions().inTransaction(() -> {
            OrganizationId organizationId = OrganizationId.of(ids.newId());
            ports.organizations().insert(Organization.create(organizationId, ORGANIZATION_NAME,
                    "Harborview Senior", clock.instant()));
            ImportReport report = new WorkspaceImporter(ports, setups, ids, clock).importDocument(organizationId,
                    document);
            if (!report.imported()) {
                throw new IllegalStateException("the demo document does not import: " + report.problems());
            }
            return organizationId;
        });
    }

    private static OutreachSetup workspace(DemoContext demo) {
        DemoConfigurations configurations = DemoConfigurations.create(demo);
        DemoCampaigns campaigns = DemoCampaigns.create(demo, configurations);
        DemoCustomFields customFields = DemoCustomFields.create(demo);
        List<Customer> customers = DemoCustomers.create(demo, CUSTOMER_COUNT, customFields);
        DemoSources sources = DemoSources.create(demo, campaigns);
        DemoActivity activity = DemoActivity.create(demo, campaigns, configurations, customers, sources);
        return new OutreachSetup(customFields.definitions(), configurations.routing(), configurations.appointments(),
                configurations.transfers(), configurations.workflows(), campaigns.all(), customers, sources.all(),
                activity.enrollments(), activity.calls(),
                DemoInquiries.create(demo, activity, customers, configurations));
    }
}
