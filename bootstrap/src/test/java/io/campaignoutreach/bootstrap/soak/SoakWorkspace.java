package io.campaignoutreach.bootstrap.soak;

import io.campaignoutreach.adapter.workspace.demo.DemoWorkspace;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Seeds the soak's organization through the application's own services: the demo agency (so reads
 * see realistic campaigns, sources, inquiries and customers), then, as the enrollment benchmark
 * does, a published workflow, dedicated active campaigns running it and thousands of extra
 * customers for the enrollment jobs, and the keys the traffic uses.
 */
final class SoakWorkspace {

    /**
     * Extra customers take the benchmark's phone numbers from this index on: +1 212 555-0200 and
     * up, clear of the 555-0100 to 0199 range the demo customers use.
     */
    private static final int FIRST_PHONE_INDEX = 200;

    private SoakWorkspace() {
    }

    /** The organization, the keys (shown to no one), the job campaigns and the extra customers. */
    record Seeded(OrganizationId organizationId, String trafficKey, String probeKey, List<CampaignId> jobCampaigns,
                  List<Customer> customers) {
    }

    static Seeded seed(Wiring wiring, Store store, int customerCount, int jobCampaignCount) {
        OrganizationId organization = DemoWorkspace.populate(store.ports(), wiring.services().setups(), wiring.ids(), wiring.clock());
        String trafficKey = newKey(wiring, organization, "Soak traffic");
        String probeKey = newKey(wiring, organization, "Soak rate-limit probe");
        WorkflowId workflow = publishWorkflow(wiring, store.ports(), organization);
        BenchWorkspace.Seeded bench = new BenchWorkspace.Seeded(organization, trafficKey, workflow, List.of());
        List<Customer> customers = BenchWorkspace.addCustomers(wiring, store.ports(), bench, FIRST_PHONE_INDEX,
                customerCount);
        List<CampaignId> campaigns = new ArrayList<>();
        for (int i = 1; i <= jobCampaignCount; i++) {
            campaigns.add(BenchWorkspace.newCampaign(wiring, store.ports(), bench, "Soak enrollment " + i));
        }
        return new Seeded(organization, trafficKey, probeKey, List.copyOf(campaigns), customers);
    }

    private static String newKey(Wiring wiring, OrganizationId organization, String name) {
        return wiring.services().apiKeys().create(new CreateApiKeyCommand(organization, name,
                Set.of(Capability.ALL), false, null)).secret().value();
    }

    /** A call-then-SMS workflow, published, so restarts of the job campaigns' enrollments succeed. */
    private static WorkflowId publishWorkflow(Wiring wiring, StorePorts store, OrganizationId organization) {
        Instant now = wiring.clock().instant();
        Workflow workflow = new Workflow(WorkflowId.of(wiring.ids().newId()), organization, "Soak outreach flow",
                List.of(new Workflow.WorkflowNode("call-1", "call"), new Workflow.WorkflowNode("sms-1", "sms")),
                "call-1", true, now, now);
        store.transactions().inTransaction(() -> store.workflows().save(workflow));
        return workflow.id();
    }
}
