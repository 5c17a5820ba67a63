package io.campaignoutreach.bootstrap.bench;

import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.application.shared.StorePorts;
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
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.Policy;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Seeds what enrollment jobs need, through the application's own services and repositories: an
 * organization, a key with every capability, active sales campaigns running a published workflow
 * (so restarts succeed) and customers with distinct phone numbers and realistic profiles: a Medicare
 * customer's contact details, address and coverage, one or two policies, and custom values.
 */
public final class BenchWorkspace {

    private static final List<String> FIRST_NAMES = List.of("Maria", "James", "Linda", "Robert", "Patricia",
            "John", "Barbara", "Michael");

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
                    profile(i), policies(wiring, i, now), customValues(i), Map.of(), now));
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

    /** A Medicare customer's profile as the demo and a CRM sync fill it: names, contact, address, coverage. */
    private static CustomerProfile profile(int n) {
        Map<CustomerField, Object> values = new EnumMap<>(CustomerField.class);
        values.put(CustomerField.FIRST_NAME, FIRST_NAMES.get(n % FIRST_NAMES.size()));
        values.put(CustomerField.LAST_NAME, "Doe " + n);
        values.put(CustomerField.STATUS, "Active");
        values.put(CustomerField.CLIENT_CUSTOMER_ID, "crm-" + n);
        values.put(CustomerField.MBI_NUMBER, mbi(n));
        values.put(CustomerField.EMAIL, "customer." + n + "@example.com");
        values.put(CustomerField.DATE_OF_BIRTH, String.format(Locale.ROOT, "19%02d-%02d-%02d", 40 + n % 20,
                1 + n % 12, 1 + n % 28));
        values.put(CustomerField.GENDER, n % 2 == 0 ? "Female" : "Male");
        values.put(CustomerField.ADDRESS, (100 + n % 900) + " Palm Ave");
        values.put(CustomerField.CITY, "Tampa");
        values.put(CustomerField.STATE, "FL");
        values.put(CustomerField.POSTAL_CODE, String.format(Locale.ROOT, "%05d", 33_600 + n % 100));
        values.put(CustomerField.TIMEZONE, "America/New_York");
        values.put(CustomerField.LANGUAGE, "English");
        values.put(CustomerField.IS_DECISION_MAKER, Boolean.TRUE);
        values.put(CustomerField.DO_NOT_CALL, Boolean.FALSE);
        values.put(CustomerField.EXISTING_COVERAGE, "Medicare Advantage");
        values.put(CustomerField.CARRIER_NAME, "Humana");
        values.put(CustomerField.PLAN_NAME, "Humana Gold Plus H1036-200 (HMO)");
        return CustomerProfile.of(values);
    }

    /** One policy, or two for every other customer, each with a custom field. */
    private static List<Policy> policies(Wiring wiring, int n, Instant now) {
        List<Policy> policies = new ArrayList<>();
        for (int p = 0; p < 1 + n % 2; p++) {
            Map<PolicyField, Object> values = new EnumMap<>(PolicyField.class);
            values.put(PolicyField.POLICY_TYPE, p == 0 ? "MAPD" : "PDP");
            values.put(PolicyField.CARRIER_NAME, p == 0 ? "Humana" : "Wellcare");
            values.put(PolicyField.PLAN_NAME, p == 0 ? "Humana Gold Plus H1036-200 (HMO)" : "Wellcare Value Script");
            values.put(PolicyField.POLICY_NUMBER, "P" + n + "-" + p);
            values.put(PolicyField.EFFECTIVE_DATE, "2026-01-01");
            values.put(PolicyField.MONTHLY_PREMIUM, p == 0 ? "0.00" : "19.50");
            values.put(PolicyField.WRITING_AGENT_NAME, "Aisha Rahman");
            values.put(PolicyField.ELECTION_PERIOD, "AEP");
            policies.add(new Policy(wiring.ids().newId(), values, List.of(new CustomValue("commission_tier",
                    "Renewal")), now, now));
        }
        return policies;
    }

    private static List<CustomValue> customValues(int n) {
        return List.of(new CustomValue("preferred_contact_time", n % 2 == 0 ? "Morning" : "Afternoon"),
                new CustomValue("referral_channel", "Seminar"));
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

    /**
     * Customer {@code n}'s Medicare Beneficiary Identifier, in the CMS shape (digit 1-9, letter, letter,
     * digit, letter, letter, digit, letter, letter, digit, digit) and distinct for every n below 90,000:
     * a beneficiary has one, and a sync matches customers by it, so two customers sharing one would make
     * a record update a stranger.
     */
    public static String mbi(int n) {
        return String.format(Locale.ROOT, "%dEG%dTE%dMK%02d", 1 + n % 9, (n / 9) % 10, (n / 90) % 10, (n / 900) % 100);
    }

    /** A well-formed number that no workspace customer has (exchange 556 instead of 555). */
    public static PhoneNumber unknownPhone(int n) {
        return new PhoneNumber(String.format(Locale.ROOT, "+1%03d556%04d", 212 + n / 10_000, n % 10_000));
    }
}
