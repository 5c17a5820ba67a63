package io.campaignoutreach.bootstrap.bench;

import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.ports.StorePorts;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Seeds what enrollment jobs need, through the application's own services and repositories: an
 * organization, a key with every capability, active sales campaigns running a published workflow
 * (so restarts succeed) and customers with distinct phone numbers.
 */
public final class BenchWorkspace {

    /** Distinct phone numbers one workspace can hand out. */
    static final int MAX_CUSTOMERS = 80_000;

    private BenchWorkspace() {
    }

    /** A seeded organization: its id, a key for the {@code x-api-key} header, and its customers in creation order. */
    public record Seeded(OrganizationId organizationId, String apiKey, WorkflowId workflowId, List<Customer> customers) {
    }

    /** Creates the organization, its key, the workflow campaigns run, and {@code customerCount} customers. */
    public static Seeded seed(Wiring wiring, StorePorts store, String name, int customerCount) {
        OrganizationId organization = wiring.services().organizations().create(name, null).id();
        ApiKey.Issued key = wiring.services().apiKeys().create(new CreateApiKeyCommand(organization, "benchmark",
                Set.of(Capability.ALL), false, null));
        Instant now = wiring.clock().instant();
        Workflow workflow = new Workflow(WorkflowId.of(wiring.ids().newId()), organization, "Outreach flow",
                List.of(new Workflow.WorkflowNode("call-1", "call"), new Workflow.WorkflowNode("sms-1", "sms")),
                "call-1", true, now, now);
        store.transactions().inTransaction(() -> store.workflows().save(workflow));
        Seeded seeded = new Seeded(organization, key.secret().value(), workflow.id(), List.of());
        return new Seeded(organization, key.secret().value(), workflow.id(),
                addCustomers(wiring, store, seeded, 0, customerCount));
    }

    /**
     * Stores {@code count} new customers of the workspace, with the phone numbers {@code from} to
     * {@code from + count - 1}, and returns them in creation order.
     */
    public static List<Customer> addCustomers(Wiring wiring, StorePorts store, Seeded seeded, int from,
                                              int count) {
        if (from < 0 || from + count > MAX_CUSTOMERS) {
            throw new IllegalArgumentException("phone numbers 0 to " + (MAX_CUSTOMERS - 1) + " only");
        }
        Instant now = wiring.clock().instant();
        List<Customer> customers = new ArrayList<>(count);
        for (int i = from; i < from + count; i++) {
            customers.add(Customer.create(CustomerId.of(wiring.ids().newId()), seeded.organizationId(), phone(i),
                    CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "Pat", CustomerField.LAST_NAME, "Doe " + i)),
                    List.of(), List.of(), Map.of(), now));
        }
        store.transactions().inTransaction(() -> {
            // Chunks keep one statement's parameters well under the driver's limit.
            for (int start = 0; start < customers.size(); start += 1_000) {
                store.customers().insertAll(customers.subList(start,
                        Math.min(customers.size(), start + 1_000)));
            }
        });
        return List.copyOf(customers);
    }

    /** Stores a new active, non-receptionist campaign running the workspace's workflow and returns its id. */
    public static CampaignId newCampaign(Wiring wiring, StorePorts store, Seeded seeded, String name) {
        Instant now = wiring.clock().instant();
        Campaign campaign = Campaign.create(CampaignId.of(wiring.ids().newId()), seeded.organizationId(),
                CampaignStatus.ACTIVE, now.minus(Duration.ofDays(1)), now.plus(Duration.ofDays(90)),
                new CampaignProfile(name, "Enrollment job load", null, null, "sales", "sales", "outbound",
                        CampaignKind.VOICE_AI, "outbound", "medicare", "lead_list", List.of("load")),
                new DialingSettings(false, true, 10, 2L, 3, false, List.of(), RedialTracking.never(),
                        new DialerConfig(null, false)),
                new FlowSettings(true, seeded.workflowId(), true), SmsSettings.defaults("Load Test"),
                new OutcomeRules(Criteria.none(), Criteria.none(), List.of("firstName"), Map.of(), List.of(), false,
                        Features.none()),
                new CampaignLinks(List.of(), null, null), now);
        store.transactions().inTransaction(() -> store.campaigns().insert(campaign));
        return campaign.id();
    }

    /** The {@code n}-th workspace phone number: distinct for n below {@link #MAX_CUSTOMERS}. */
    public static PhoneNumber phone(int n) {
        return new PhoneNumber(String.format(Locale.ROOT, "+1%03d555%04d", 212 + n / 10_000, n % 10_000));
    }

    /** A well-formed number that no workspace customer has (exchange 556 instead of 555). */
    public static PhoneNumber unknownPhone(int n) {
        return new PhoneNumber(String.format(Locale.ROOT, "+1%03d556%04d", 212 + n / 10_000, n % 10_000));
    }
}
