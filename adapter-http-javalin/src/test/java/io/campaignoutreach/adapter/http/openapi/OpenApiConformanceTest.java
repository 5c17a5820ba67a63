package io.campaignoutreach.adapter.http.openapi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import io.campaignoutreach.adapter.http.TestApi.Response;
import io.campaignoutreach.adapter.http.TestApi;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.adapter.http.openapi.OpenApiDocument.Operation;
import io.campaignoutreach.application.fixtures.CallBuilder;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignLinks;
import io.campaignoutreach.domain.campaign.CampaignProfile;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.FlowSettings;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.FieldKeys;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.ItemOutcome;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryChanges;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageDirection;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.CallStage;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.routing.RoutingConfigId;
import io.campaignoutreach.domain.schedule.ZoneEvidence;
import io.campaignoutreach.domain.shared.FieldSpec;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceTerms;
import io.campaignoutreach.domain.source.SourceType;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.suppression.SuppressionSource;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import io.campaignoutreach.domain.transfer.TransferReadiness;
import io.campaignoutreach.domain.transfer.TransferType;
import io.campaignoutreach.domain.workflow.Workflow;
import jakarta.validation.constraints.Size;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.RecordComponent;
import java.math.BigDecimal;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import java.util.function.UnaryOperator;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.assertj.core.api.SoftAssertions;
import org.hibernate.validator.constraints.CodePointLength;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Holds docs/openapi.yaml and the running server to each other: the same operations, every
 * documented status provoked and its body checked against the documented schema, and the
 * documented parameters and request body rules enforced by the server exactly as written.
 */
class OpenApiConformanceTest {

    /** D6: the capability each secured operation needs. */
    private static final Map<String, String> CAPABILITIES = Map.ofEntries(
            Map.entry("GET /v2/campaigns", "campaigns.view"),
            Map.entry("POST /v2/campaigns", "campaigns.manage"),
            Map.entry("GET /v2/provider-accounts", "providers.manage"),
            Map.entry("GET /v2/provider-accounts/{channel}", "providers.manage"),
            Map.entry("PUT /v2/provider-accounts/{channel}", "providers.manage"),
            Map.entry("GET /v2/campaigns/options", "customers:view"),
            Map.entry("GET /v2/campaigns/{campaignId}", "campaigns.view"),
            Map.entry("PATCH /v2/campaigns/{campaignId}", "campaigns.manage"),
            Map.entry("GET /v2/campaigns/{campaignId}/stats", "campaigns.view"),
            Map.entry("GET /v2/campaigns/{campaignId}/behaviors", "campaigns.view"),
            Map.entry("GET /v2/campaigns/{campaignId}/flow-occupancy", "campaigns.view"),
            Map.entry("POST /v2/campaigns/{campaignId}/enrollment", "campaign_enrollment.manage"),
            Map.entry("POST /v2/campaigns/{campaignId}/enrollment/restart", "campaign_enrollment.manage"),
            Map.entry("POST /v2/campaigns/{campaignId}/enrollment/status", "campaign_enrollment.manage"),
            Map.entry("GET /v2/campaigns/{campaignId}/enrollment/requests/{jobId}", "campaign_enrollment.manage"),
            Map.entry("GET /v2/campaigns/{campaignId}/enrollments", "campaigns.view"),
            Map.entry("GET /v2/campaigns/{campaignId}/enrollments/{enrollmentId}/attempts", "campaigns.view"),
            Map.entry("GET /v2/campaigns/{campaignId}/messages", "campaigns.view"),
            Map.entry("GET /v2/customers/{customerId}/messages", "customers:view"),
            Map.entry("GET /v2/messages/review", "inquiries.view"),
            Map.entry("GET /v2/customers", "customers:view"),
            Map.entry("GET /v2/customers/{id}", "customers:view"),
            Map.entry("POST /v2/customers", "customers.sync"),
            Map.entry("PATCH /v2/customers/{id}", "customers.sync"),
            Map.entry("DELETE /v2/customers/{id}", "customers.sync"),
            Map.entry("POST /v2/custom-fields", "custom_fields.manage"),
            Map.entry("POST /v2/sync/medicare", "customers.sync"),
            Map.entry("GET /v2/routing-groups/{id}", "routing.view"),
            Map.entry("GET /v2/transfer-configs", "campaigns.view"),
            Map.entry("POST /v2/transfer-configs", "campaigns.manage"),
            Map.entry("GET /v2/transfer-configs/{id}", "campaigns.view"),
            Map.entry("PUT /v2/transfer-configs/{id}", "campaigns.manage"),
            Map.entry("DELETE /v2/transfer-configs/{id}", "campaigns.manage"),
            Map.entry("GET /v2/routing-configs", "campaigns.view"),
            Map.entry("POST /v2/routing-configs", "campaigns.manage"),
            Map.entry("GET /v2/routing-configs/{id}", "campaigns.view"),
            Map.entry("PUT /v2/routing-configs/{id}", "campaigns.manage"),
            Map.entry("DELETE /v2/routing-configs/{id}", "campaigns.manage"),
            Map.entry("GET /v2/appointment-configs", "campaigns.view"),
            Map.entry("POST /v2/appointment-configs", "campaigns.manage"),
            Map.entry("GET /v2/appointment-configs/{id}", "campaigns.view"),
            Map.entry("PUT /v2/appointment-configs/{id}", "campaigns.manage"),
            Map.entry("DELETE /v2/appointment-configs/{id}", "campaigns.manage"),
            Map.entry("GET /v2/workflows", "campaigns.view"),
            Map.entry("POST /v2/workflows", "campaigns.manage"),
            Map.entry("GET /v2/workflows/{id}", "campaigns.view"),
            Map.entry("POST /v2/workflows/{id}/versions", "campaigns.manage"),
            Map.entry("GET /v2/sources", "sources.view"),
            Map.entry("GET /v2/sources/performance", "sources.view"),
            Map.entry("POST /v2/sources", "sources.manage"),
            Map.entry("PATCH /v2/sources/{id}", "sources.manage"),
            Map.entry("GET /v2/inquiries", "inquiries.view"),
            Map.entry("GET /v2/inquiries/{id}", "inquiries.view"),
            Map.entry("PATCH /v2/inquiries/{id}", "inquiries.manage"),
            Map.entry("GET /v2/suppressions", "suppressions.view"),
            Map.entry("POST /v2/suppressions", "suppressions.manage"),
            Map.entry("GET /v2/suppressions/{id}", "suppressions.view"),
            Map.entry("POST /v2/suppressions/{id}/lift", "suppressions.manage"),
            Map.entry("POST /v2/consent", "consent.manage"),
            Map.entry("GET /v2/consent/{phoneNumber}", "consent.view"),
            Map.entry("GET /v2/consent-settings", "consent.view"),
            Map.entry("PUT /v2/consent-settings", "consent.manage"));
    /** Objects the server builds itself: unexpected members must be caught. */
    private static final List<String> CLOSED_SCHEMAS = List.of("TransferConfigPage", "RoutingConfigPage",
            "AppointmentConfigPage", "Campaign", "CampaignUpdate", "CustomerStats",
            "CustomerPage", "CustomerListItem", "CampaignEnrollmentPage", "CampaignEnrollment",
            "EnrollmentAttemptList", "EnrollmentAttempt", "MessagePage", "Message",
            "InquiryPage", "InquiryListItem", "InquiryCampaign", "Inquiry", "InquiryDetail", "AssignedUser",
            "InquiryCustomer", "InquiryCall", "InquiryChanges",
            "CampaignStats", "CallCountGroup", "CampaignBehaviors", "CampaignBehavior", "NamedReference",
            "FlowOccupancy",
            "CustomerStatsExtended", "TransferConfig", "TransferConfigInUpdate", "RoutingConfig", "AppointmentConfig",
            "Customer", "Policy", "CampaignPage", "CampaignOption", "ErrorBody", "ValidationErrorBody",
            "EnrollmentAccepted", "EnrollmentJob", "EnrollmentJobItem", "CustomFieldDefinition",
            "CustomFieldValidationRules", "RoutingGroupResponse", "RoutingGroupRead", "TransferReadiness",
            "TransferConfiguration", "ExternalHandoff", "DirectDraft", "DynamicDraft", "SipDraft", "SoftphoneDraft",
            "SourcePage", "Source", "SourceRequest", "SourceChanges", "MedicareSyncRequest", "MedicareSyncRecord",
            "MedicareSyncCustomField", "MedicareSyncPolicy", "MedicareSyncConsent", "MedicareSyncResult", "MedicareSyncError",
            "SyncValidationErrorBody", "SyncFailedRecord", "ServiceUnavailableBody", "NotReadyBody", "Health",
            "Readiness", "ReadinessChecks", "SuppressionPage", "Suppression", "SuppressionRequest", "ConsentRequest",
            "ConsentEntry", "ConsentStanding", "ConsentRecorded", "ConsentLedgerPage", "ConsentSettings",
            "ConsentSettingsRequest", "Workflow", "WorkflowPage", "WorkflowPublished",
            "CustomerCreate", "CustomerChanges");
    /** Request bodies: their members are optional, so they are not held to "required lists every member". */
    private static final Set<String> REQUEST_SCHEMAS = Set.of("CampaignChanges", "CampaignCreate", "TransferConfigRequest",
            "RoutingConfigRequest", "AppointmentConfigRequest", "EnrollmentRequest", "InquiryChanges",
            "EnrollmentStatusRequest", "CustomFieldRequest", "SourceRequest", "SourceChanges", "MedicareSyncRequest",
            "MedicareSyncRecord", "MedicareSyncCustomField", "MedicareSyncPolicy", "MedicareSyncConsent",
            "CustomerReference",
            "SuppressionRequest", "ConsentRequest", "ConsentSettingsRequest", "ProviderAccountRequest",
            // A node is written back in the shape it is sent in, each type with its own members.
            "WorkflowCreate", "WorkflowVersion", "WorkflowNode", "WorkflowWait", "WorkflowBranch",
            "CustomerCreate", "CustomerChanges");
    /**
     * Operations that check the rules of their domain only once the body's shape is right (D18): their
     * probes are sent inside the document's request example, so that those rules are reached too.
     */
    private static final Set<String> PROBED_INSIDE_EXAMPLE = Set.of("POST /v2/custom-fields");
    /**
     * Values the body's form accepts but a rule of the definition refuses in the example they are
     * probed in, reported in the same answer: a select field whose options are null has none.
     */
    private static final Map<String, Set<String>> REFUSED_BY_DOMAIN_RULES = Map.of(
            "POST /v2/custom-fields", Set.of("options:too_small"));
    /**
     * Schemas the server is more lenient than: an enrollment entry that breaks its schema is accepted
     * and fails alone in the job, so its probes are accepted values and the test's deliberately
     * malformed entries are not held against the request.
     */
    private static final String LENIENT_SCHEMA = "#/components/schemas/CustomerReference";
    private static final Pattern DECISION_NUMBER = Pattern.compile("\\b[DP]\\d{1,2}\\b");
    private static final Pattern LENIENT_REPORT = Pattern.compile("\\[Path '/customers?(/\\d+)?(/[^']*)?'\\]");
    /** The text rule (no control characters), on every free-text request string; probed on its own. */
    private static final String TEXT_RULE = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
    /** The text rule for text that must not be blank either; blank text is refused as too_small, not by the pattern. */
    private static final String NOT_BLANK_TEXT_RULE = "^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*"
            + "[^\\s\\u0000-\\u001F\\u007F][^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$";
    /** Members the server writes only in some cases, as the schema's description says. */
    private static final Map<String, Set<String>> CONDITIONAL_MEMBERS = Map.of("EnrollmentJobItem",
            Set.of("validationErrors", "missingFields"), "Customer", Set.of("source"));
    /** D9: the item codes that carry a member of their own, and that member. */
    private static final Map<String, String> CODE_MEMBERS = Map.of("invalid_customer_reference", "validationErrors",
            "missing_required_fields", "missingFields");
    private static final Set<String> FINAL_JOB_STATUSES = Set.of("completed", "partial", "failed");
    private static final List<String> METHODS = List.of("GET", "POST", "PUT", "PATCH", "DELETE");
    private static final Map<String, String> JSON = Map.of("Content-Type", "application/json");
    private static final Pattern CAPABILITY = Pattern.compile("Requires the capability `([^`]+)`");
    private static final String PROBE_KEY = "__probe__";
    private static final String UNKNOWN_JOB = "0190a5b2-0000-7000-8000-00000000dead";
    /** The number whose consent ledger is seeded: a consent given by sync, a revocation by text, another organization's. */
    private static final PhoneNumber CONSENTED = TestData.phone(181);
    /** D2: the largest accepted request body. */
    private static final long MAX_BODY_BYTES = 2L * 1024 * 1024;

    private static OpenApiDocument document;
    private static SchemaValidator validator;
    private static StandardValidator standard;

    private TestApi server;
    private String fullKey;
    private String routingOnlyKey;
    private String viewOnlyKey;
    private String readOnlyKey;
    private Campaign active;
    private Campaign bare;
    private Campaign completed;
    private Customer customer;
    private Customer minimalCustomer;
    private Campaign receptionist;
    private Campaign theirs;
    /** Per kind of configuration: one in use (by the active campaign, or a configuration), one to replace, one to delete. */
    private final Map<String, List<UUID>> configurations = new LinkedHashMap<>();
    /** The active campaign's enrollment, with one attempt placed and one interrupted. */
    private Enrollment dialed;
    /** Transfer configurations read as routing groups: one of each type, ready or not for each reason. */
    private final List<TransferConfig> routingGroups = new ArrayList<>();
    /** A full source whose sourceId (tv-spring) stays taken, and a sparse one the changes are made to. */
    private Source source;
    private Source sparseSource;
    /**
     * Inquiries: a full one (raised in a call) the path probes address, one the changes are made to,
     * a bare one of a customer with an empty profile, and another organization's.
     */
    private Inquiry inquiry;
    private Inquiry changingInquiry;
    private Inquiry bareInquiry;
    private Inquiry theirInquiry;
    /**
     * Suppressions: an active one the path probes address, one to lift, one already lifted, and
     * another organization's.
     */
    private Suppression suppression;
    private Suppression toLift;
    private Suppression lifted;
    private Suppression theirSuppression;
    /** The active campaign's workflow, which the path probes address. */
    private Workflow workflow;
    /** Servers other than {@code server} a test started, closed with it. */
    private final List<TestApi> others = new ArrayList<>();
    private TestApi spentLimit;
    private Jobs jobs;
    /** What swagger-request-validator found wrong with any response, or with a request meant to be valid. */
    private final List<String> standardReports = new ArrayList<>();

    /**
     * One request the test sends; {@code failing} makes the use cases throw first, {@code oversized}
     * declares a body over the 2 MiB limit instead of sending {@code body}.
     */
    private record Call(String method, String path, String key, String body, Map<String, String> headers,
                        boolean failing, boolean oversized, TestApi target) {

        Call(String method, String path, String key, String body, Map<String, String> headers, boolean failing) {
            this(method, path, key, body, headers, failing, false, null);
        }
    }

    /**
     * Enrollment jobs to poll: the 202 answers that accepted them, the status URLs of jobs that reached
     * a final status on {@code server} (workers started), and of a job left queued on {@code idle}.
     */
    private record Jobs(List<Response> accepted, List<String> finished, TestApi idle, String queued) {
    }

    /** A request body that must be refused with {@code code} at {@code path}, or accepted at {@code path} when code is null. */
    private record Probe(JsonNode body, List<String> path, String code) {
    }

    @BeforeAll
    static void loadDocument() {
        document = OpenApiDocument.load();
        validator = new SchemaValidator(document.root());
        standard = StandardValidator.load();
    }

    @BeforeEach
    void setUp() {
        server = new TestApi();
        var org = server.orgA.id();
        fullKey = server.key(server.orgA, Set.of(Capability.ALL), false);
        routingOnlyKey = server.key(server.orgA, Set.of(Capability.ROUTING_VIEW), false);
        viewOnlyKey = server.key(server.orgA, Set.of(Capability.CAMPAIGNS_VIEW, Capability.CUSTOMERS_VIEW), false);
        readOnlyKey = server.key(server.orgA, Set.of(Capability.ALL), true);

        // Both channels have an account, so each may be read; the cases change them further.
        for (String channel : List.of("calls", "texts")) {
            server.send("PUT", "/v2/provider-accounts/" + channel, fullKey, "{\"provider\":\"simulated\"}", JSON);
        }
        RoutingConfig routing = TestData.routingConfig(org);
        server.store.routingConfigs().save(routing);
        workflow = TestData.workflow(org);
        server.store.workflows().save(workflow);
        TransferConfig transfer = TestData.transferConfig(org, routing.id());
        server.store.transferConfigs().save(transfer);
        AppointmentConfig appointment = TestData.appointmentConfig(org, routing.id(), transfer.id(), workflow.id());
        server.store.appointmentConfigs().save(appointment);
        // Every nullable member left null, so that the null branches of the schemas are exercised too.
        TransferConfig bareTransfer = TransferConfig.builder(TransferConfigId.of(TestData.newId()), org,
                "Bare transfer", TransferType.DIRECT).build();
        server.store.transferConfigs().save(bareTransfer);
        seedRoutingGroups(org, transfer, bareTransfer);
        configurations.put("transfer-configs", List.of(transfer.id().value(),
                saved(TestData.transferConfig(org, routing.id())).id().value(),
                saved(TestData.transferConfig(org, null)).id().value()));
        configurations.put("routing-configs", List.of(routing.id().value(),
                saved(TestData.routingConfig(org)).id().value(), saved(TestData.routingConfig(org)).id().value()));
        configurations.put("appointment-configs", List.of(appointment.id().value(),
                saved(TestData.appointmentConfig(org, routing.id(), null, null)).id().value(),
                saved(TestData.appointmentConfig(org, null, null, null)).id().value()));

        active = CampaignBuilder.aCampaign(org).name("Spring renewals").status(CampaignStatus.ACTIVE)
                .createdAt(TestData.at(3)).transferConfigIds(List.of(transfer.id())).appointmentConfigId(appointment.id())
                .flowWorkflowId(workflow.id()).build();
        bare = Campaign.reconstitute(CampaignId.of(TestData.newId()), org, 0, TestData.at(2), TestData.at(2),
                CampaignStatus.DRAFT, null, null,
                new CampaignProfile("Bare campaign", null, null, null, null, null, null, CampaignKind.VOICE_AI, null,
                        null, null, List.of()),
                new DialingSettings(false, false, 0, null, 0, false, List.of(), RedialTracking.never(), null),
                new FlowSettings(false, null, false), SmsSettings.defaults(null),
                new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        Features.none()),
                new CampaignLinks(List.of(bareTransfer.id()), null, null), null, false, List.of());
        completed = CampaignBuilder.aCampaign(org).name("Winter welcome").status(CampaignStatus.COMPLETED)
                .createdAt(TestData.at(1)).build();
        // Receptionist campaigns manage their enrollments themselves (spec rule 6): CAMPAIGN_NOT_ENROLLABLE.
        receptionist = CampaignBuilder.aCampaign(org).name("Front desk").status(CampaignStatus.ACTIVE)
                .suite("receptionist").mode(null).createdAt(TestData.at(0)).build();
        theirs = CampaignBuilder.aCampaign(server.orgB.id()).build();
        List.of(active, bare, completed, receptionist, theirs)
                .forEach(server.store.campaigns()::insert);

        customer = TestData.customer(org, TestData.phone(1));
        minimalCustomer = Customer.create(CustomerId.of(TestData.newId()), org, TestData.phone(2),
                CustomerProfile.empty(), List.of(), List.of(), Map.of(), TestData.T0);
        server.store.customers().insert(customer);
        server.store.customers().insert(minimalCustomer);
        dialed = TestData.enrollment(org, active.id(), customer.id());
        server.store.enrollments().insert(dialed);
        seedAttempts(org);
        seedMessages(org);
        seedSources(org);
        seedInquiries(org);
        seedSuppressions(org);
        seedConsent(org);
    }

    /**
     * Two attempts of {@code dialed}: the first placed and unanswered, the second interrupted while
     * ringing. None is live, so the enrollment actions on its customer are not held back.
     */
    private void seedAttempts(OrganizationId org) {
        Attempt first = Attempt.start(org, active.id(), customer.id(), dialed.id(), 1, customer.phone(), TestData.at(1));
        Attempt second = Attempt.start(org, active.id(), customer.id(), dialed.id(), 2, customer.phone(),
                TestData.at(2));
        server.store.transactions().inTransaction(() -> {
            server.store.outreach().recordAttempts(TestEngines.dialed(first, second), "contract", TestData.at(90));
            server.store.outreach().lockAttempts(List.of(first.key(), second.key()));
            server.store.outreach().updateAttempts(List.of(
                    first.placed(CallId.of(TestData.newId()), CallOutcome.NO_ANSWER, 0, "carrier-1"),
                    second.progressed(CallStage.RINGING, "carrier-2").interrupted()));
        });
    }

    /** The ledger of {@link #CONSENTED}: a consent given and a revocation, so both forms of an entry are written. */
    private void seedConsent(OrganizationId org) {
        server.store.consentLedger().append(List.of(
                ConsentEntry.given(ConsentEntryId.of(TestData.newId()), org, CONSENTED, ConsentChannel.VOICE_ARTIFICIAL,
                        ConsentPurpose.MARKETING, ConsentSource.SYNC, "Web form 7", TestData.at(1), TestData.at(2)),
                ConsentEntry.revoked(ConsentEntryId.of(TestData.newId()), org, CONSENTED, ConsentChannel.SMS,
                        ConsentPurpose.MARKETING, ConsentSource.INBOUND_KEYWORD, "STOP", TestData.at(3), TestData.at(3)),
                ConsentEntry.given(ConsentEntryId.of(TestData.newId()), server.orgB.id(), CONSENTED, ConsentChannel.SMS,
                        ConsentPurpose.INFORMATIONAL, ConsentSource.API, "Their form", TestData.at(4), TestData.at(4))));
    }

    /** Suppressions of every source, with and without a reason, active and lifted. */
    private void seedSuppressions(OrganizationId org) {
        suppression = Suppression.create(SuppressionId.of(TestData.newId()), org, TestData.phone(21),
                SuppressionSource.DNC_REQUESTED, null, TestData.at(1));
        toLift = Suppression.create(SuppressionId.of(TestData.newId()), org, TestData.phone(22),
                SuppressionSource.OPERATOR, "Asked by letter", TestData.at(2));
        lifted = Suppression.create(SuppressionId.of(TestData.newId()), org, TestData.phone(23),
                SuppressionSource.API, "Wrong number", TestData.at(3));
        theirSuppression = Suppression.create(SuppressionId.of(TestData.newId()), server.orgB.id(), TestData.phone(24),
                SuppressionSource.API, null, TestData.at(4));
        List.of(suppression, toLift, lifted, theirSuppression).forEach(server.store.suppressions()::addIfAbsent);
        server.store.suppressions().recordLift(lifted.lift(TestData.at(5), "operator jane"));
    }

    /**
     * Besides the campaigns' two (dynamic, used, with routing; direct, bare), a transfer configuration
     * of every other type and readiness case, so that each draft is the destination once and every
     * readiness section is reported.
     */
    private void seedRoutingGroups(OrganizationId org, TransferConfig transfer, TransferConfig bareTransfer) {
        RoutingConfigId idleId = RoutingConfigId.of(TestData.newId());
        // An agent that is active only inside an inactive group, and an inactive one alone: nobody answers.
        RoutingConfig.Agent inactive = new RoutingConfig.Agent(TestData.newId(), idleId.value(), null, null, null, null,
                null, null, null, false, null, null);
        UUID groupId = TestData.newId();
        RoutingConfig.Agent grouped = new RoutingConfig.Agent(TestData.newId(), idleId.value(), null, groupId, null,
                null, null, null, null, true, null, null);
        RoutingConfig idle = RoutingConfig.builder(idleId, org, "Nobody on shift").agents(List.of(inactive))
                .groups(List.of(new RoutingConfig.Group(groupId, idleId.value(), null, null, null, null, null, null,
                        false, List.of(grouped))))
                .build();
        server.store.routingConfigs().save(idle);
        TransferConfig.CallbackOffer offer = new TransferConfig.CallbackOffer(true, true, 30, 2, 10, 15, "Call back?",
                "We will call.");
        Map<String, String> headers = new LinkedHashMap<>();
        headers.put("Authorization", "Bearer token");
        routingGroups.add(transfer);
        routingGroups.add(bareTransfer);
        routingGroups.add(transferOf(org, TransferType.DIRECT, "Ready direct").directPhoneNumber("+1 (212) 555-0199")
                .build());
        routingGroups.add(transferOf(org, TransferType.SIP, "SIP desk").warmTransfer(true).sipUri("tel:+12125550100")
                .sipHeaders("X-Campaign: spring;X-Tier: gold\nnot a header").build());
        routingGroups.add(transferOf(org, TransferType.SIP, "Ready SIP").sipUri("SIPS:desk@example.com").build());
        routingGroups.add(transferOf(org, TransferType.SOFTPHONE, "Softphone without routing")
                .agentFirstFallbackConfig(new TransferConfig.AgentFirstFallbackConfig(null, null, null)).build());
        routingGroups.add(transferOf(org, TransferType.SOFTPHONE, "Softphone nobody answers").routingConfigId(idleId)
                .agentFirstFallbackConfig(new TransferConfig.AgentFirstFallbackConfig(offer, "Leave a message", null))
                .build());
        routingGroups.add(transferOf(org, TransferType.SOFTPHONE, "Ready softphone")
                .routingConfigId(transfer.routingConfigId()).build());
        routingGroups.add(transferOf(org, TransferType.DYNAMIC, "Lookup without options").build());
        routingGroups.add(transferOf(org, TransferType.DYNAMIC, "Broken lookup")
                .dynamicOptions(new TransferConfig.DynamicOptions("ftp://example.com", null, 0, headers, Map.of(),
                        null, " ", List.of(new TransferConfig.SuccessCondition(null, null, null))))
                .build());
        // A routing configuration id whose configuration is gone: routingConfig is null.
        routingGroups.add(transferOf(org, TransferType.SOFTPHONE, "Softphone with a removed routing")
                .routingConfigId(RoutingConfigId.of(TestData.newId())).build());
        routingGroups.stream().skip(2).forEach(server.store.transferConfigs()::save);
    }

    /** A transfer configuration with every optional member unset, created at 4 and changed at 5. */
    private static TransferConfig.Builder transferOf(OrganizationId org, TransferType type, String name) {
        return TransferConfig.builder(TransferConfigId.of(TestData.newId()), org, name, type)
                .createdAt(TestData.at(4)).updatedAt(TestData.at(5));
    }

    /**
     * Sources of the organization: a full one (every member set), a sparse one (every nullable member
     * null), a disabled one, and one whose campaign is not in the store (campaignName null).
     */
    private void seedSources(OrganizationId org) {
        source = TestData.source(org, active.id(), "tv-spring");
        sparseSource = Source.builder(SourceId.of(TestData.newId()), org, "radio", bare.id(), DealType.CPL,
                SourceType.OUTBOUND, PricingModel.FLAT_RATE).create(TestData.at(1));
        Source disabled = Source.builder(SourceId.of(TestData.newId()), org, "mailer", completed.id(), DealType.CPA,
                        SourceType.OUTBOUND, PricingModel.PERCENTAGE)
                .name("Mailer").phoneNumberId(Integer.MIN_VALUE).payout("0").commissionPerSale("9999999999.9999")
                .durationThreshold("0").enabled(Boolean.FALSE).create(TestData.at(2));
        Source orphan = Source.builder(SourceId.of(TestData.newId()), org, "orphan", CampaignId.of(TestData.newId()),
                DealType.CPL, SourceType.INBOUND, PricingModel.DYNAMIC).enabled(Boolean.TRUE).create(TestData.at(3));
        List.of(source, sparseSource, disabled, orphan).forEach(server.store.sources()::insert);
        server.store.sources().insert(TestData.source(server.orgB.id(), theirs.id(), "theirs"));
        // Calls of the active campaign for its source performance: one transferred, one unanswered
        // from another campaign's source, and one of a customer without a known state.
        server.store.calls().insertAll(List.of(
                CallBuilder.aCall(org, active.id(), customer.id()).at(TestData.at(10)).source(source.id())
                        .transferred(120_000, true, "12.50").build(),
                CallBuilder.aCall(org, active.id(), customer.id()).at(TestData.at(11)).source(disabled.id())
                        .unanswered().purpose(CallPurpose.FOLLOW_UP).build(),
                CallBuilder.aCall(org, active.id(), customer.id()).at(TestData.at(12)).inbound()
                        .purpose(CallPurpose.APPOINTMENT).cost(null).build()));
    }

    /**
     * Inquiries of the customer's enrollment in the active campaign, one of them raised in a call; a
     * bare one of a customer with an empty profile enrolled in the receptionist campaign (which no
     * enrollment action reaches), so that every null branch is written; and one of the other
     * organization.
     */
    private void seedInquiries(OrganizationId org) {
        EnrollmentId enrollment = server.store.enrollments().findByCustomer(org, customer.id()).get(0).id();
        io.campaignoutreach.domain.call.Call call = CallBuilder.aCall(org, active.id(), customer.id())
                .at(TestData.at(-30)).build();
        server.store.calls().insert(call);
        inquiry = InquiryBuilder.anInquiry(org, active.id(), customer.id(), enrollment).call(call.id())
                .status(InquiryStatus.RESOLVED).at(TestData.at(1)).build();
        changingInquiry = InquiryBuilder.anInquiry(org, active.id(), customer.id(), enrollment).agentName("Alan Turing")
                .at(TestData.at(2)).build();
        Customer empty = Customer.create(CustomerId.of(TestData.newId()), org, TestData.phone(9),
                CustomerProfile.empty(), List.of(), List.of(), Map.of(), TestData.T0);
        server.store.customers().insert(empty);
        Enrollment emptyEnrollment = TestData.enrollment(org, receptionist.id(), empty.id());
        server.store.enrollments().insert(emptyEnrollment);
        bareInquiry = InquiryBuilder.anInquiry(org, receptionist.id(), empty.id(), emptyEnrollment.id()).bare()
                .agentName(null).at(TestData.at(3)).build();
        List.of(inquiry, changingInquiry, bareInquiry).forEach(server.store.inquiries()::insert);
        Customer theirCustomer = TestData.customer(server.orgB.id(), TestData.phone(1));
        server.store.customers().insert(theirCustomer);
        Enrollment theirEnrollment = TestData.enrollment(server.orgB.id(), theirs.id(), theirCustomer.id());
        server.store.enrollments().insert(theirEnrollment);
        theirInquiry = TestData.inquiry(server.orgB.id(), theirs.id(), theirCustomer.id(), theirEnrollment.id());
        server.store.inquiries().insert(theirInquiry);
    }

    /**
     * Texts of the customer in every form: a campaign text pending, skipped, delivered and failed, the
     * answer to a keyword, received ones (one flagged for review, one from a number no customer holds),
     * and another organization's.
     */
    private void seedMessages(OrganizationId org) {
        PhoneNumber service = new PhoneNumber("+12025550100");
        Message pending = Message.pending(MessageId.of(TestData.newId()), org, customer.phone(), service,
                MessageKind.CAMPAIGN, SmsType.FIRST_CONTACT, customer.id(), active.id(), dialed.id(), "Hi Ada",
                TestData.at(9), TestData.at(1));
        Message delivered = Message.pending(MessageId.of(TestData.newId()), org, customer.phone(), service,
                MessageKind.CAMPAIGN, SmsType.REDIAL, customer.id(), active.id(), dialed.id(), "We called",
                TestData.at(2), TestData.at(2)).queued("Harbor: We called. Reply STOP to opt out.", TestData.at(2))
                .accepted("SM1", TestData.at(2)).reported(MessageStatus.DELIVERED, "SM1", null, TestData.at(3));
        Message failed = Message.pending(MessageId.of(TestData.newId()), org, customer.phone(), service,
                MessageKind.HELP_REPLY, null, customer.id(), null, null, "Call us", TestData.at(4), TestData.at(4))
                .queued("Call us", TestData.at(4)).notSent("the number cannot receive texts", "21211", TestData.at(4));
        Message skipped = Message.skipped(MessageId.of(TestData.newId()), org, customer.phone(), service,
                SmsType.POST_WELCOME, customer.id(), active.id(), null, "Hi {{x}}", "the template variable x has no value",
                TestData.at(5));
        Message flagged = Message.received(MessageId.of(TestData.newId()), org, customer.phone(), service,
                customer.id(), "please stop texting me", "SM2", TestData.at(6)).toReview("an opt-out among other words");
        Message stranger = Message.received(MessageId.of(TestData.newId()), org, TestData.phone(31), service, null,
                "remove me", "SM3", TestData.at(7)).toReview("an opt-out among other words");
        Message theirs = Message.received(MessageId.of(TestData.newId()), server.orgB.id(), customer.phone(), service,
                null, "stop please", "SM4", TestData.at(8)).toReview("an opt-out among other words");
        server.store.messages().add(List.of(pending, delivered, failed, skipped, flagged, stranger, theirs));
    }

    @AfterEach
    void tearDown() {
        try {
            assertThat(standardReports).as("swagger-request-validator reports on the exchanges of this test")
                    .isEmpty();
        } finally {
            server.close();
            others.forEach(TestApi::close);
        }
    }

    @Test
    void givenDocumentAndServer_whenRoutesCompared_thenEveryDocumentedOperationIsAnsweredAndNoRouteIsMissing() {
        SoftAssertions softly = new SoftAssertions();
        // The routes the server really registers; HEAD is implied by GET, as the document's info says.
        List<String> routes = server.routes();
        assertThat(routes).as("routes the server registers").isNotEmpty().doesNotHaveDuplicates();
        Set<String> served = new LinkedHashSet<>();
        for (String route : routes) {
            String[] parts = route.split(" ", 2);
            if (parts[0].equals("HEAD")) {
                softly.assertThat(routes).as(route + " is answered as GET").contains("GET " + parts[1]);
            } else {
                served.add(route);
            }
            if (parts[0].equals("GET")) {
                softly.assertThat(routes).as(route + " answers HEAD too").contains("HEAD " + parts[1]);
            }
        }
        softly.assertThat(document.operations().stream().map(Operation::key).toList())
                .as("operations of the document").containsExactlyInAnyOrderElementsOf(served);
        softly.assertThat(send(new Call("GET", "/v2/not-a-route", null, null, Map.of(), false)).status())
                .as("an unknown route, answered before authentication").isEqualTo(404);
        for (Operation operation : document.operations()) {
            // Without a key a secured route answers 401 and a public one 200; an unknown route would be a 404.
            Response response = send(new Call(operation.method(), concrete(operation.path()), null,
                    operation.method().equals("PATCH") ? "{}" : null, JSON, false));
            softly.assertThat(response.status()).as(operation.key() + " without a key")
                    .isEqualTo(operation.isPublic() ? 200 : 401);
        }
        for (String path : documentedPaths()) {
            String concretePath = concrete(path);
            Set<String> allowed = document.operations().stream().filter(o -> o.matches(concretePath))
                    .map(Operation::method).collect(Collectors.toCollection(TreeSet::new));
            if (allowed.contains("GET")) {
                allowed.add("HEAD"); // every GET answers HEAD too, as the document's description says
            }
            for (String method : METHODS) {
                if (allowed.contains(method)) {
                    continue;
                }
                Response response = send(new Call(method, concretePath, fullKey, null, Map.of(), false));
                softly.assertThat(response.status()).as(method + " " + concretePath).isEqualTo(405);
                softly.assertThat(response.header("Allow")).as("Allow of " + method + " " + concretePath)
                        .isEqualTo(String.join(", ", allowed));
            }
        }
        softly.assertAll();
    }

    @Test
    void givenDocument_whenSecurityRead_thenApiKeyHeaderIsGlobalAndEachSecuredOperationNamesItsCapability() {
        JsonNode root = document.root();
        JsonNode scheme = root.at("/components/securitySchemes/ApiKey");

        assertThat(scheme.path("type").asText()).isEqualTo("apiKey");
        assertThat(scheme.path("in").asText()).isEqualTo("header");
        assertThat(scheme.path("name").asText()).isEqualTo("x-api-key");
        assertThat(root.path("security").get(0).has("ApiKey")).isTrue();
        assertThat(document.operations().stream().filter(Operation::isPublic).map(Operation::key).toList())
                .containsExactlyInAnyOrder("GET /openapi.yaml", "GET /docs", "GET /docs/{file}", "GET /healthz",
                        "GET /readyz", "GET /metrics");
        for (Operation operation : document.operations()) {
            assertThat(operation.node().path("operationId").asText()).as(operation.key()).isNotBlank();
            assertThat(operation.node().path("summary").asText()).as(operation.key()).isNotBlank();
            assertThat(operation.node().path("tags").isEmpty()).as(operation.key()).isFalse();
            if (!operation.isPublic()) {
                assertThat(capabilityOf(operation)).as(operation.key()).isEqualTo(CAPABILITIES.get(operation.key()));
            }
        }
    }

    /** The operators' table of capabilities (docs/operations.md) is the document's, operation for operation. */
    @Test
    void givenOperationsGuide_whenItsAccessTableIsRead_thenEverySecuredOperationHasTheDocumentsCapability()
            throws IOException {
        Pattern row = Pattern.compile("^\\| `([A-Z]+ /v2/[^`]+)` \\| `([^`]+)` \\|");
        Map<String, String> table = new HashMap<>();
        for (String line : Files.readAllLines(OpenApiDocument.FILE.resolveSibling("operations.md"))) {
            Matcher matcher = row.matcher(line);
            if (matcher.find()) {
                table.put(matcher.group(1), matcher.group(2));
            }
        }
        Map<String, String> documented = new HashMap<>();
        document.operations().stream().filter(operation -> !operation.isPublic())
                .forEach(operation -> documented.put(operation.key(), capabilityOf(operation)));

        assertThat(table).isEqualTo(documented);
    }

    @Test
    void givenDocument_whenSchemasInspected_thenReferencesResolveAndServerBuiltObjectsAreClosedAndComplete() {
        SoftAssertions softly = new SoftAssertions();
        List<String> refs = new ArrayList<>();
        collectRefs(document.root(), refs);
        for (String ref : refs) {
            softly.assertThat(document.root().at(ref.substring(1)).isMissingNode()).as(ref).isFalse();
        }
        JsonNode schemas = document.root().at("/components/schemas");
        for (String name : CLOSED_SCHEMAS) {
            softly.assertThat(schemas.path(name).path("additionalProperties").asBoolean(true))
                    .as(name + " additionalProperties").isFalse();
        }
        // The server writes every member of what it builds, null or not: required must list them all.
        for (Iterator<Map.Entry<String, JsonNode>> it = schemas.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> schema = it.next();
            if (!REQUEST_SCHEMAS.contains(schema.getKey())) {
                checkClosedObjectsRequireEverything(schema.getValue(), schema.getKey(), softly);
            }
        }
        softly.assertAll();
    }

    @Test
    void givenCatalogs_whenComparedWithCustomerAndPolicySchemas_thenEveryFieldIsDocumentedWithItsRule() {
        JsonNode customerProperties = document.root().at("/components/schemas/Customer/properties");
        JsonNode policyProperties = document.root().at("/components/schemas/Policy/properties");
        // Besides the catalog: identity, relations, and figures computed from the customer's calls.
        List<String> customerNames = new ArrayList<>(List.of("id", "clientId", "callerId", "campaigns",
                "customFields", "policies", "createdAt", "updatedAt", "source", "totalCalls", "lastCallDate",
                "lastCallDisposition"));
        customerNames.addAll(Customer.RELATED_LISTS);
        Arrays.stream(CustomerField.values()).map(CustomerField::wireName).forEach(customerNames::add);
        List<String> policyNames = new ArrayList<>(List.of("id", "customFields", "createdAt", "updatedAt"));
        Arrays.stream(PolicyField.values()).map(PolicyField::wireName).forEach(policyNames::add);

        assertThat(names(customerProperties)).containsExactlyInAnyOrderElementsOf(customerNames);
        assertThat(names(policyProperties)).containsExactlyInAnyOrderElementsOf(policyNames);
        SoftAssertions softly = new SoftAssertions();
        for (CustomerField field : CustomerField.values()) {
            checkCatalogField(customerProperties.get(field.wireName()), field.wireName(), field.spec(), true, softly);
        }
        for (PolicyField field : PolicyField.values()) {
            boolean alwaysSet = field == PolicyField.POLICY_TYPE || field == PolicyField.STATUS;
            checkCatalogField(policyProperties.get(field.wireName()), field.wireName(), field.spec(), !alwaysSet,
                    softly);
        }
        softly.assertAll();
    }

    @Test
    void givenEveryOperation_whenEachDocumentedStatusIsProvoked_thenStatusHeadersAndBodyMatchTheDocument() {
        Map<String, Map<String, List<Call>>> cases = cases();
        SoftAssertions softly = new SoftAssertions();
        for (Operation operation : document.operations()) {
            Map<String, List<Call>> byStatus = cases.getOrDefault(operation.key(), Map.of());
            softly.assertThat(byStatus.keySet()).as("statuses the test provokes for " + operation.key())
                    .containsExactlyInAnyOrderElementsOf(operation.statuses());
            for (Map.Entry<String, List<Call>> status : byStatus.entrySet()) {
                for (Call call : status.getValue()) {
                    Response response = status.getKey().startsWith("2") ? sendValid(call) : send(call);
                    String what = operation.key() + " -> " + status.getKey() + " (" + call.method() + " "
                            + abbreviate(call.path()) + ")";
                    softly.assertThat(response.status()).as(what + ": " + abbreviate(response.text()))
                            .isEqualTo(Integer.parseInt(status.getKey()));
                    if (operation.node().path("responses").has(status.getKey())) {
                        checkResponse(operation, status.getKey(), response, what, softly);
                    }
                }
            }
        }
        softly.assertAll();
    }

    @Test
    void givenEnrollmentJobs_whenAcceptedAndPolled_thenLocationRetryAfterAndCodeMembersAreAsDocumented() {
        Jobs polled = jobs();
        SoftAssertions softly = new SoftAssertions();
        for (Response accepted : polled.accepted()) {
            JsonNode body = json(accepted);
            String statusUrl = body.path("statusUrl").asText();
            softly.assertThat(accepted.header("Location")).as("D1: Location of " + statusUrl).isEqualTo(statusUrl);
            softly.assertThat(statusUrl).as("statusUrl").matches("^/v2/campaigns/[0-9a-f-]{36}/enrollment/requests/"
                    + body.path("jobId").asText() + "$");
        }
        JsonNode retryAfter = document.deref(document.root().at("/components/headers/RetryAfter")).path("schema");
        Set<String> statuses = new TreeSet<>();
        Set<String> codes = new TreeSet<>();
        List<Response> polls = new ArrayList<>();
        polled.finished().forEach(url -> polls.add(send(get(url, fullKey))));
        polls.add(send(on(polled.idle(), get(polled.queued(), polled.idle().fullKey))));
        for (Response poll : polls) {
            JsonNode job = json(poll);
            String status = job.path("status").asText();
            statuses.add(status);
            boolean finalStatus = FINAL_JOB_STATUSES.contains(status);
            String what = status + " job " + job.path("jobId").asText();
            if (finalStatus) {
                softly.assertThat(poll.header("Retry-After")).as(what + " Retry-After").isNull();
                softly.assertThat(job.path("completedAt").isNull()).as(what + " completedAt").isFalse();
            } else {
                softly.assertThat(poll.header("Retry-After")).as(what + " Retry-After").isNotNull();
                if (poll.header("Retry-After") != null) {
                    softly.assertThat(validator.validate(retryAfter, OpenApiDocument.MAPPER.getNodeFactory()
                            .numberNode(Integer.parseInt(poll.header("Retry-After"))))).as(what + " Retry-After")
                            .isEmpty();
                }
                softly.assertThat(job.path("completedAt").isNull()).as(what + " completedAt").isTrue();
            }
            softly.assertThat(validator.validate(responseSchema(operation(
                    "GET /v2/campaigns/{campaignId}/enrollment/requests/{jobId}"), "200"), job)).as(what).isEmpty();
            for (JsonNode item : job.path("items")) {
                String code = item.path("code").isNull() ? null : item.path("code").asText();
                codes.add(String.valueOf(code));
                String at = what + " item " + item.path("index").asInt();
                softly.assertThat(item.path("outcome").asText()).as(at + " outcome")
                        .isEqualTo(code == null ? "pending" : ItemCode.fromWireName(code).orElseThrow().outcome()
                                .name().toLowerCase(Locale.ROOT));
                for (Map.Entry<String, String> member : CODE_MEMBERS.entrySet()) {
                    softly.assertThat(item.has(member.getValue())).as(at + " has " + member.getValue())
                            .isEqualTo(member.getKey().equals(code));
                }
            }
        }
        softly.assertThat(statuses).as("job statuses polled").containsExactlyInAnyOrder("queued", "completed",
                "partial", "failed");
        softly.assertThat(codes).as("item codes polled").contains("null", "enrolled", "already_active",
                "missing_required_fields", "customer_not_found", "invalid_customer_reference", "no_pulse_workflow",
                "status_changed", "not_enrolled");
        softly.assertAll();
    }

    @Test
    void givenEnrollmentSchemas_whenComparedWithTheDomainAndReader_thenValuesAndLimitsAreTheSame() throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        Class<?> reader = Class.forName("io.campaignoutreach.adapter.http.enrollment.EnrollmentRequestReader");
        Class<?> settable = Class.forName(reader.getName() + "$SettableStatus");
        Field keyLength = reader.getDeclaredField("MAX_IDEMPOTENCY_KEY_LENGTH");
        keyLength.setAccessible(true);
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(enumValues(schemas.at("/EnrollmentItemCode/enum"))).as("item codes")
                .containsExactlyElementsOf(Arrays.stream(ItemCode.values()).map(ItemCode::wireName).toList());
        softly.assertThat(schemas.at("/EnrollmentItemCode/enum").get(schemas.at("/EnrollmentItemCode/enum").size() - 1)
                .isNull()).as("a pending item's code is null").isTrue();
        softly.assertThat(enumValues(schemas.at("/EnrollmentJobItem/properties/outcome/enum"))).as("outcomes")
                .containsExactlyElementsOf(Arrays.stream(ItemOutcome.values()).map(ItemOutcome::wireName).toList());
        softly.assertThat(enumValues(schemas.at("/EnrollmentJobStatus/enum"))).as("job statuses")
                .containsExactlyElementsOf(Arrays.stream(JobStatus.values()).map(JobStatus::wireName).toList());
        softly.assertThat(enumValues(schemas.at("/EnrollmentJob/properties/action/enum"))).as("actions")
                .containsExactlyElementsOf(Arrays.stream(EnrollmentAction.values()).map(EnrollmentAction::wireName)
                        .toList());
        softly.assertThat(enumValues(schemas.at("/EnrollmentStatusRequest/properties/status/enum")))
                .as("settable statuses").containsExactlyElementsOf(WireNames.of(settable));
        softly.assertThat(schemas.at("/CustomerReferences/maxItems").asInt()).isEqualTo(EnrollmentJob.MAX_ENTRIES);
        softly.assertThat(schemas.at("/EnrollmentStatusRequest/properties/reason/maxLength").asInt())
                .isEqualTo(EnrollmentJob.MAX_REASON_LENGTH);
        softly.assertThat(schemas.at("/IdempotencyKey/maxLength").asInt()).isEqualTo(keyLength.getInt(null));
        softly.assertThat(names(schemas.at("/EnrollmentRequest/properties")))
                .containsExactlyInAnyOrderElementsOf(members("enrollment.EnrollmentRequestReader$EnrollBody"));
        softly.assertThat(names(schemas.at("/EnrollmentStatusRequest/properties")))
                .containsExactlyInAnyOrderElementsOf(members("enrollment.EnrollmentRequestReader$StatusBody"));
        softly.assertThat(names(schemas.at("/CustomerReference/properties")))
                .containsExactlyInAnyOrderElementsOf(members("enrollment.EnrollmentRequestReader$Entry"));
        softly.assertAll();
    }

    @Test
    void givenSyncBodySchemas_whenComparedWithTheRequestRecords_thenMembersAndLimitsAreTheSame() throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        SoftAssertions softly = new SoftAssertions();
        for (Map.Entry<String, String> body : Map.of("MedicareSyncRequest", "sync.SyncRequest",
                "MedicareSyncRecord", "sync.SyncRecord", "MedicareSyncCustomField", "sync.SyncRecord$CustomField",
                "MedicareSyncPolicy", "sync.SyncRecord$Policy", "MedicareSyncConsent",
                "sync.SyncRecord$Consent", "CustomerCreate", "customer.CustomerRequest", "CustomerChanges",
                "customer.CustomerRequest").entrySet()) {
            JsonNode properties = schemas.at("/" + body.getKey() + "/properties");
            softly.assertThat(names(properties)).as(body.getKey())
                    .containsExactlyInAnyOrderElementsOf(members(body.getValue()));
            // The record's constraints are the limits the server holds to; the document must publish the same.
            for (RecordComponent member : Class.forName("io.campaignoutreach.adapter.http." + body.getValue())
                    .getRecordComponents()) {
                JsonNode property = properties.path(member.getName());
                String what = body.getKey() + "." + member.getName();
                // On the accessor: the annotations reach it from the component, not the component itself.
                CodePointLength length = member.getAccessor().getAnnotation(CodePointLength.class);
                softly.assertThat(property.path("maxLength").asInt(Integer.MAX_VALUE)).as(what + " maxLength")
                        .isEqualTo(length == null ? Integer.MAX_VALUE : length.max());
                softly.assertThat(property.path("minLength").asInt(0)).as(what + " minLength")
                        .isEqualTo(length == null ? 0 : length.min());
                Size size = member.getAccessor().getAnnotation(Size.class);
                softly.assertThat(property.path("maxItems").asInt(Integer.MAX_VALUE)).as(what + " maxItems")
                        .isEqualTo(size == null ? Integer.MAX_VALUE : size.max());
                softly.assertThat(property.path("minItems").asInt(0)).as(what + " minItems")
                        .isEqualTo(size == null ? 0 : size.min());
            }
        }
        softly.assertAll();
    }

    @Test
    void givenPatchBodySchema_whenComparedWithTheReader_thenMembersAndSmsKeysAreTheSame() throws Exception {
        JsonNode changes = document.root().at("/components/schemas/CampaignChanges/properties");
        Set<String> smsKeys = Arrays.stream(SmsType.values()).map(SmsType::key).collect(Collectors.toSet());

        // The request record's members are the one source of truth of what the server accepts.
        assertThat(names(changes)).containsExactlyInAnyOrderElementsOf(members("campaign.CampaignPatchRequest"));
        assertThat(names(changes.at("/smsTypes/properties"))).containsExactlyInAnyOrderElementsOf(smsKeys);
        assertThat(names(changes.at("/smsContent/properties"))).containsExactlyInAnyOrderElementsOf(smsKeys);
        assertThat(names(document.root().at("/components/schemas/SmsTypes/properties")))
                .containsExactlyInAnyOrderElementsOf(smsKeys);
    }

    @Test
    void givenCustomFieldSchemas_whenComparedWithTheDomainAndRoutes_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        JsonNode request = schemas.at("/CustomFieldRequest/properties");
        JsonNode response = schemas.at("/CustomFieldDefinition/properties");
        JsonNode rules = schemas.at("/CustomFieldValidationRules/properties");
        Class<?> requestRecord = Class.forName("io.campaignoutreach.adapter.http.customfield.CustomFieldRequest");
        List<String> members = members("customfield.CustomFieldRequest");
        List<String> ruleNames = members("customfield.CustomFieldRequest$Rules");
        int textRuleBound = constant(requestRecord, "MAX_TEXT_LENGTH_RULE", Integer.class);
        BigDecimal numberBound = new BigDecimal(constant(requestRecord, "NUMBER_BOUND", String.class));
        SoftAssertions softly = new SoftAssertions();

        // The reader's allow-lists are the one source of truth of what the server accepts.
        softly.assertThat(names(request)).as("request members").containsExactlyInAnyOrderElementsOf(members);
        softly.assertThat(names(request.at("/validationRules/properties"))).as("request rules")
                .containsExactlyInAnyOrderElementsOf(ruleNames);
        softly.assertThat(names(rules)).as("rules written").containsExactlyInAnyOrderElementsOf(ruleNames);
        softly.assertThat(enumValues(schemas.at("/CustomFieldRecordType/enum"))).as("record types")
                .containsExactlyElementsOf(Arrays.stream(RecordType.values()).map(RecordType::wireName).toList());
        softly.assertThat(enumValues(schemas.at("/CustomFieldType/enum"))).as("field types")
                .containsExactlyElementsOf(Arrays.stream(FieldType.values()).map(FieldType::wireName).toList());
        for (JsonNode properties : List.of(request, response)) {
            softly.assertThat(properties.at("/fieldKey/pattern").asText()).isEqualTo(FieldKeys.FORMAT.pattern());
            softly.assertThat(properties.at("/fieldKey/maxLength").asInt()).isEqualTo(FieldKeys.MAX_LENGTH);
            softly.assertThat(properties.at("/fieldLabel/maxLength").asInt())
                    .isEqualTo(CustomFieldDefinition.MAX_LABEL_LENGTH);
            softly.assertThat(properties.at("/fieldDescription/maxLength").asInt())
                    .isEqualTo(CustomFieldDefinition.MAX_DESCRIPTION_LENGTH);
            softly.assertThat(properties.at("/options/items/maxLength").asInt())
                    .isEqualTo(CustomFieldDefinition.MAX_OPTION_LENGTH);
        }
        softly.assertThat(request.at("/options/maxItems").asInt()).isEqualTo(CustomFieldDefinition.MAX_OPTIONS);
        for (JsonNode properties : List.of(request.at("/validationRules/properties"), rules)) {
            softly.assertThat(properties.at("/pattern/maxLength").asInt())
                    .isEqualTo(CustomFieldDefinition.MAX_PATTERN_LENGTH);
            for (String name : List.of("minLength", "maxLength")) {
                softly.assertThat(properties.at("/" + name + "/minimum").asInt()).as(name).isZero();
                softly.assertThat(properties.at("/" + name + "/maximum").asInt()).as(name).isEqualTo(textRuleBound);
            }
            for (String name : List.of("min", "max")) {
                softly.assertThat(properties.at("/" + name + "/minimum").decimalValue()).as(name)
                        .isEqualByComparingTo(numberBound.negate());
                softly.assertThat(properties.at("/" + name + "/maximum").decimalValue()).as(name)
                        .isEqualByComparingTo(numberBound);
            }
        }
        softly.assertAll();
    }

    @Test
    void givenSourceSchemas_whenComparedWithTheDomainAndRoutes_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        List<String> members = members("source.SourceRequest");
        List<String> written = new ArrayList<>(members);
        written.addAll(List.of("id", "createdAt", "updatedAt", "campaignName"));
        SoftAssertions softly = new SoftAssertions();

        // The reader's allow-list is the one source of truth of what the server accepts.
        softly.assertThat(names(schemas.at("/SourceRequest/properties"))).as("create members")
                .containsExactlyInAnyOrderElementsOf(members);
        softly.assertThat(names(schemas.at("/SourceChanges/properties"))).as("change members")
                .containsExactlyInAnyOrderElementsOf(members);
        softly.assertThat(names(schemas.at("/Source/properties"))).as("members written")
                .containsExactlyInAnyOrderElementsOf(written);
        softly.assertThat(enumValues(schemas.at("/DealType/enum"))).containsExactlyElementsOf(
                Arrays.stream(DealType.values()).map(DealType::wireName).toList());
        softly.assertThat(enumValues(schemas.at("/SourceType/enum"))).containsExactlyElementsOf(
                Arrays.stream(SourceType.values()).map(SourceType::wireName).toList());
        softly.assertThat(enumValues(schemas.at("/PricingModel/enum"))).containsExactlyElementsOf(
                Arrays.stream(PricingModel.values()).map(PricingModel::wireName).toList());
        for (String schema : List.of("SourceRequest", "SourceChanges", "Source")) {
            JsonNode properties = schemas.at("/" + schema + "/properties");
            softly.assertThat(properties.at("/sourceId/maxLength").asInt()).as(schema + ".sourceId")
                    .isEqualTo(Source.MAX_SOURCE_ID_LENGTH);
            softly.assertThat(properties.at("/name/maxLength").asInt()).as(schema + ".name")
                    .isEqualTo(Source.MAX_NAME_LENGTH);
            softly.assertThat(properties.at("/description/maxLength").asInt()).as(schema + ".description")
                    .isEqualTo(Source.MAX_DESCRIPTION_LENGTH);
            for (String money : List.of("payout", "commissionPerSale", "leadCost")) {
                softly.assertThat(document.deref(properties.get(money)).path("pattern").asText())
                        .as(schema + "." + money).isEqualTo(SourceTerms.MONEY.pattern());
            }
            softly.assertThat(document.deref(properties.get("durationThreshold")).path("pattern").asText())
                    .as(schema + ".durationThreshold").isEqualTo(SourceTerms.SECONDS.pattern());
        }
        softly.assertAll();
    }

    @Test
    void givenAttemptSchema_whenComparedWithTheDomainAndTheResponse_thenMembersAndValuesAreTheSame()
            throws Exception {
        JsonNode attempt = document.root().at("/components/schemas/EnrollmentAttempt/properties");
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(attempt)).as("members written")
                .containsExactlyElementsOf(members("enrollment.EnrollmentAttemptItem"));
        softly.assertThat(enumValues(attempt.at("/state/enum"))).containsExactlyElementsOf(lowerCase(
                AttemptState.values()));
        softly.assertThat(enumValues(attempt.at("/stage/enum"))).containsExactlyElementsOf(lowerCase(
                CallStage.values()));
        softly.assertThat(enumValues(attempt.at("/evidence/items/enum"))).containsExactlyElementsOf(
                lowerCase(ZoneEvidence.values()).stream().sorted().toList());
        softly.assertThat(enumValues(attempt.at("/outcome/enum"))).containsExactlyElementsOf(
                Arrays.stream(CallOutcome.values()).map(CallOutcome::disposition).toList());
        softly.assertAll();
    }

    private static List<String> lowerCase(Enum<?>[] values) {
        return Arrays.stream(values).map(v -> v.name().toLowerCase(Locale.ROOT)).toList();
    }

    @Test
    void givenMessageSchema_whenComparedWithTheDomainAndTheResponse_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode message = document.root().at("/components/schemas/Message");
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(message.path("properties"))).as("members written")
                .containsExactlyElementsOf(members("message.MessageItem"));
        softly.assertThat(enumValues(message.at("/properties/direction/enum")))
                .containsExactlyElementsOf(Arrays.stream(MessageDirection.values()).map(MessageDirection::wireName)
                        .toList());
        softly.assertThat(enumValues(message.at("/properties/kind/enum")))
                .containsExactlyElementsOf(Arrays.stream(MessageKind.values()).map(MessageKind::wireName).toList());
        softly.assertThat(enumValues(message.at("/properties/status/enum")))
                .containsExactlyElementsOf(Arrays.stream(MessageStatus.values()).map(MessageStatus::wireName).toList());
        softly.assertThat(enumValues(message.at("/properties/smsType/enum")))
                .containsExactlyElementsOf(Arrays.stream(SmsType.values()).map(SmsType::key).toList());
        softly.assertThat(message.at("/properties/body/maxLength").asInt()).isEqualTo(Message.MAX_BODY_LENGTH);
        softly.assertAll();
    }

    @Test
    void givenSuppressionSchemas_whenComparedWithTheDomainAndRoutes_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        Class<?> requestRecord = Class.forName("io.campaignoutreach.adapter.http.suppression.SuppressionRequest");
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(schemas.at("/SuppressionRequest/properties"))).as("request members")
                .containsExactlyInAnyOrderElementsOf(members("suppression.SuppressionRequest"));
        softly.assertThat(names(schemas.at("/Suppression/properties"))).as("members written")
                .containsExactly("id", "phoneNumber", "source", "reason", "createdAt", "liftedAt", "liftedBy");
        softly.assertThat(enumValues(schemas.at("/Suppression/properties/source/enum"))).containsExactlyElementsOf(
                Arrays.stream(SuppressionSource.values()).map(SuppressionSource::wireName).toList());
        softly.assertThat(schemas.at("/SuppressionRequest/properties/reason/maxLength").asInt())
                .isEqualTo(Suppression.MAX_REASON_LENGTH);
        softly.assertThat(schemas.at("/Suppression/properties/reason/maxLength").asInt())
                .isEqualTo(Suppression.MAX_REASON_LENGTH);
        softly.assertThat(schemas.at("/SuppressionRequest/properties/phoneNumber/maxLength").asInt())
                .isEqualTo(constant(requestRecord, "MAX_PHONE_LENGTH", Integer.class));
        softly.assertAll();
    }

    @Test
    void givenConsentSchemas_whenComparedWithTheDomainAndRoutes_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(schemas.at("/ConsentRequest/properties"))).as("request members")
                .containsExactlyInAnyOrderElementsOf(members("consent.ConsentRequest"));
        softly.assertThat(names(schemas.at("/ConsentSettingsRequest/properties"))).as("settings members")
                .containsExactlyInAnyOrderElementsOf(members("consent.InformationalCampaignsRequest"));
        softly.assertThat(names(schemas.at("/ConsentEntry/properties"))).as("entry members written")
                .containsExactlyElementsOf(members("consent.ConsentResponses$Entry"));
        softly.assertThat(names(schemas.at("/ConsentStanding/properties"))).as("standing members written")
                .containsExactlyElementsOf(members("consent.ConsentResponses$Standing"));
        for (Map.Entry<String, Class<? extends Enum<?>>> values : Map.<String, Class<? extends Enum<?>>>of(
                "/ConsentChannel/enum", ConsentChannel.class, "/ConsentPurpose/enum", ConsentPurpose.class,
                "/ConsentKind/enum", ConsentKind.class, "/ConsentEntry/properties/source/enum", ConsentSource.class)
                .entrySet()) {
            softly.assertThat(enumValues(schemas.at(values.getKey()))).as(values.getKey()).containsExactlyElementsOf(
                    Arrays.stream(values.getValue().getEnumConstants())
                            .map(value -> value.name().toLowerCase(Locale.ROOT)).toList());
        }
        softly.assertThat(schemas.at("/ConsentRequest/properties/evidence/maxLength").asInt())
                .isEqualTo(ConsentEntry.MAX_EVIDENCE_LENGTH);
        softly.assertThat(schemas.at("/ConsentRequest/properties/channels/maxItems").asInt())
                .isEqualTo(ConsentUseCases.MAX_CHANNELS);
        softly.assertThat(schemas.at("/ConsentSettingsRequest/properties/informationalCampaigns/maxItems").asInt())
                .isEqualTo(ConsentUseCases.MAX_INFORMATIONAL_CAMPAIGNS);
        softly.assertThat(schemas.at("/ConsentRequest/properties/phoneNumber/maxLength").asInt()).isEqualTo(
                constant(Class.forName("io.campaignoutreach.adapter.http.consent.ConsentRequest"), "MAX_PHONE_LENGTH",
                        Integer.class));
        softly.assertAll();
    }

    @Test
    void givenInquirySchemas_whenComparedWithTheDomainAndRoutes_thenMembersValuesAndLimitsAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        List<String> members = members("inquiry.InquiryPatchRequest");
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(schemas.at("/InquiryChanges/properties"))).as("change members")
                .containsExactlyInAnyOrderElementsOf(members);
        softly.assertThat(enumValues(schemas.at("/InquiryStatus/enum"))).containsExactlyElementsOf(
                Arrays.stream(InquiryStatus.values()).map(InquiryStatus::wireName).toList());
        softly.assertThat(names(schemas.at("/InquiryDetail/properties"))).as("the full read has the record's members")
                .containsAll(names(schemas.at("/Inquiry/properties")));
        Map<String, Integer> limits = Map.of("primaryCategory", InquiryClassification.MAX_PRIMARY_CATEGORY_LENGTH,
                "subcategory", InquiryClassification.MAX_SUBCATEGORY_LENGTH,
                "severity", InquiryClassification.MAX_SEVERITY_LENGTH,
                "suggestedHandling", InquiryClassification.MAX_SUGGESTED_HANDLING_LENGTH,
                "resolutionType", InquiryChanges.MAX_RESOLUTION_TYPE_LENGTH);
        for (String schema : List.of("Inquiry", "InquiryDetail", "InquiryListItem", "InquiryChanges")) {
            JsonNode properties = schemas.at("/" + schema + "/properties");
            limits.forEach((member, limit) -> {
                if (properties.has(member)) {
                    softly.assertThat(properties.at("/" + member + "/maxLength").asInt()).as(schema + "." + member)
                            .isEqualTo(limit);
                }
            });
        }
        softly.assertAll();
    }

    @Test
    void givenRoutingGroupSchemas_whenComparedWithTheDomain_thenTypesSectionsAndVersionAreTheSame()
            throws Exception {
        JsonNode schemas = document.root().at("/components/schemas");
        Class<?> writer = Class.forName("io.campaignoutreach.adapter.http.routing.RoutingGroupResponse");
        List<String> types = Arrays.stream(TransferType.values()).map(TransferType::wireName).toList();
        SoftAssertions softly = new SoftAssertions();

        softly.assertThat(names(schemas.at("/TransferConfiguration/properties/drafts/properties"))).as("drafts")
                .containsExactlyElementsOf(types);
        softly.assertThat(schemas.at("/TransferConfiguration/properties/destination/oneOf")).as("destinations")
                .hasSize(types.size());
        for (String type : types) {
            JsonNode draft = document.deref(schemas.at("/TransferConfiguration/properties/drafts/properties/" + type));
            softly.assertThat(enumValues(draft.at("/properties/type/enum"))).as(type + " draft type")
                    .containsExactly(type);
        }
        softly.assertThat(schemas.at("/TransferConfiguration/properties/version/enum/0").asInt()).as("version")
                .isEqualTo(constant(writer, "CONFIGURATION_VERSION", Integer.class));
        softly.assertThat(enumValues(schemas.at("/TransferReadiness/properties/issues/items/properties/section/enum")))
                .as("readiness sections").containsExactly(TransferReadiness.DESTINATION, TransferReadiness.ROUTING,
                        TransferReadiness.WARM_TRANSFER, TransferReadiness.APPOINTMENTS);
        softly.assertAll();
    }

    @Test
    void givenRoutingGroups_whenRead_thenDestinationIsItsTypesDraftAndReadinessAgreesWithItsIssues() {
        JsonNode schema = responseSchema(operation("GET /v2/routing-groups/{id}"), "200");
        Set<String> sections = new TreeSet<>();
        Set<Boolean> readiness = new TreeSet<>();
        SoftAssertions softly = new SoftAssertions();
        for (TransferConfig config : routingGroups) {
            Response response = send(get("/v2/routing-groups/" + config.id(), routingOnlyKey));
            String what = config.name();
            softly.assertThat(response.status()).as(what).isEqualTo(200);
            JsonNode group = json(response).path("transferConfig");
            softly.assertThat(validator.validate(schema, json(response))).as(what).isEmpty();
            JsonNode configuration = group.path("configuration");
            softly.assertThat(configuration.path("destination")).as(what + " destination")
                    .isEqualTo(configuration.path("drafts").path(config.type().wireName()));
            String mode = config.warmTransfer() ? "warm" : "cold";
            configuration.path("drafts").forEach(draft -> softly.assertThat(draft.at("/externalHandoff/mode").asText())
                    .as(what + " handoff").isEqualTo(mode));
            boolean ready = group.at("/readiness/ready").asBoolean();
            readiness.add(ready);
            softly.assertThat(group.at("/readiness/issues").isEmpty()).as(what + " ready").isEqualTo(ready);
            group.at("/readiness/issues").forEach(issue -> sections.add(issue.path("section").asText()));
            List<String> sharing = new ArrayList<>();
            group.path("usedByResources").forEach(resource -> sharing.add(resource.path("id").asText()));
            softly.assertThat(sharing.contains(config.id().toString())).as(what + " is among its routing's users")
                    .isEqualTo(!group.path("routingConfig").isNull());
            softly.assertThat(group.path("usageHash").asText()).as(what + " usage hash").hasSize(64);
        }
        softly.assertThat(readiness).as("ready and not ready groups read").containsExactly(false, true);
        softly.assertThat(sections).as("readiness sections reported").containsExactlyInAnyOrderElementsOf(
                enumValues(document.root().at(
                        "/components/schemas/TransferReadiness/properties/issues/items/properties/section/enum")));
        softly.assertAll();
    }

    @Test
    void givenRequestBodySchemas_whenEveryRuleIsProbed_thenServerEnforcesExactlyThatRule() {
        SoftAssertions softly = new SoftAssertions();
        int sent = 0;
        for (Operation operation : document.operations()) {
            JsonNode declared = operation.node().at("/requestBody/content/application~1json/schema");
            if (!declared.isMissingNode()) {
                sent += probeRequestBody(operation, document.deref(declared), softly);
            }
        }
        assertThat(sent).isGreaterThan(150);
        softly.assertAll();
        assertThat(server.store.campaigns().findById(server.orgA.id(), active.id()).orElseThrow()).isEqualTo(active);
        // Every probe is refused as a whole, so no enrollment job ran: the customers' enrollments are as seeded.
        assertThat(server.store.enrollments().findByCustomer(server.orgA.id(), customer.id())).hasSize(1);
        assertThat(server.store.enrollments().findByCustomer(server.orgA.id(), minimalCustomer.id())).isEmpty();
        for (RecordType recordType : RecordType.values()) {
            assertThat(server.store.customFields().findByRecordType(server.orgA.id(), recordType)).as(recordType
                    + " custom fields defined by the probes").isEmpty();
        }
    }

    /** Sends one body per rule of {@code schema} to the operation; returns how many were sent. */
    private int probeRequestBody(Operation operation, JsonNode schema, SoftAssertions softly) {
        List<Probe> probes = new ArrayList<>();
        probeMember(schema, List.of(), UnaryOperator.identity(), probes);
        String path = concrete(operation.path());
        ObjectNode example = null;
        if (PROBED_INSIDE_EXAMPLE.contains(operation.key())) {
            example = (ObjectNode) readTree(example(operation.key()));
            softly.assertThat(validator.validate(schema, example)).as("request example of " + operation.key())
                    .isEmpty();
        }
        for (Probe bare : probes) {
            Probe probe = example == null ? bare : insideExample(bare, example);
            JsonNode sent = probe.body();
            if (probe.code() == null) {
                // Accepted values are sent beside an unknown member, so that nothing is ever changed.
                sent = ((ObjectNode) sent.deepCopy()).put(PROBE_KEY, true);
            }
            Response response = send(new Call(operation.method(), path, fullKey, sent.toString(), JSON, false));
            String what = operation.key() + " " + abbreviate(sent.toString());
            softly.assertThat(response.status()).as(what).isEqualTo(422);
            List<String> documentProblems = validator.validate(schema, probe.body());
            boolean lenient = operation.path().contains("/enrollment") && !probe.path().isEmpty()
                    && probe.path().get(0).startsWith("customer");
            if (probe.code() == null && !lenient) {
                String pointer = pointer(probe.path());
                softly.assertThat(documentProblems).as("document accepts " + what)
                        .noneMatch(problem -> problem.startsWith(pointer));
            } else if (probe.code() != null) {
                softly.assertThat(documentProblems).as("document refuses " + what).isNotEmpty();
            }
            if (response.status() != 422) {
                continue;
            }
            List<String> errors = errors(json(response));
            String at = String.join(".", probe.path());
            if (probe.code() == null) {
                Set<String> byDomainRules = REFUSED_BY_DOMAIN_RULES.getOrDefault(operation.key(), Set.of());
                softly.assertThat(errors).as(what + " accepts " + at)
                        .noneMatch(e -> !at.isEmpty() && !byDomainRules.contains(e)
                                && (e.startsWith(at + ":") || e.startsWith(at + ".")));
            } else {
                softly.assertThat(errors).as(what).contains(at + ":" + probe.code());
            }
        }
        return probes.size();
    }

    @Test
    void givenDocumentedParameters_whenProbedBeyondTheirRules_thenServerRefusesExactlyThere() {
        SoftAssertions softly = new SoftAssertions();
        int probes = 0;
        for (Operation operation : document.operations()) {
            for (JsonNode reference : operation.node().path("parameters")) {
                JsonNode parameter = document.deref(reference);
                String name = parameter.get("name").asText();
                JsonNode schema = document.deref(parameter.get("schema"));
                Map<String, String> refused = new LinkedHashMap<>();
                List<String> accepted = new ArrayList<>();
                parameterValues(schema, refused, accepted);
                for (Map.Entry<String, String> value : refused.entrySet()) {
                    Response response = send(withParameter(operation, parameter, value.getKey(), false));
                    probes++;
                    softly.assertThat(response.status()).as(operation.key() + " " + name + "=" + value.getKey())
                            .isEqualTo(422);
                    if (response.status() == 422) {
                        softly.assertThat(errors(json(response))).as(operation.key() + " " + name)
                                .containsExactly(name + ":" + value.getValue());
                        softly.assertThat(validator.validate(responseSchema(operation, "422"), json(response)))
                                .isEmpty();
                    }
                }
                for (String value : accepted) {
                    Response response = sendValid(withParameter(operation, parameter, ownKey(operation, parameter,
                            value), false));
                    probes++;
                    softly.assertThat(response.status()).as(operation.key() + " " + name + "=" + value)
                            .isEqualTo(operation.method().equals("POST") ? 201 : 200);
                }
                if (parameter.get("in").asText().equals("query") && !accepted.isEmpty()) {
                    Response twice = send(withParameter(operation, parameter, accepted.get(0), true));
                    softly.assertThat(errors(json(twice))).as(operation.key() + " " + name + " given twice")
                            .containsExactly(name + ":custom");
                }
            }
        }
        assertThat(probes).isGreaterThan(15);
        softly.assertAll();
    }

    // ------------------------------------------------------------------ the calls of each documented status

    private Map<String, Map<String, List<Call>>> cases() {
        String campaign = "/v2/campaigns/" + active.id();
        String customerPath = "/v2/customers/" + customer.id();
        String validPatch = "{\"name\":\"Contract test\",\"tags\":[\"aep\"],\"kind\":\"voice_ai\"}";
        String bogusKey = "cc_" + "a".repeat(40);
        Map<String, Map<String, List<Call>>> cases = new LinkedHashMap<>();
        cases.put("GET /v2/campaigns", Map.of(
                "200", List.of(get("/v2/campaigns", fullKey),
                        get("/v2/campaigns?page=2&perPage=1&sortBy=name&sortDirection=asc", fullKey),
                        get("/v2/campaigns?status=draft&search=BARE", fullKey), get("/v2/campaigns?page=9", fullKey)),
                "401", List.of(get("/v2/campaigns", null), get("/v2/campaigns", bogusKey)),
                "403", List.of(get("/v2/campaigns", routingOnlyKey)),
                "405", List.of(call("DELETE", "/v2/campaigns", null, null, Map.of())),
                "422", List.of(get("/v2/campaigns?page=0&perPage=101&sortBy=size&sortDirection=up&status=live",
                        fullKey)),
                "500", List.of(failing(get("/v2/campaigns", fullKey)))));
        campaignCreateCases(cases, bogusKey);
        configurations.forEach((kind, ids) -> configurationCases(cases, kind, ids, bogusKey));
        cases.put("GET /v2/campaigns/options", Map.of(
                "200", List.of(get("/v2/campaigns/options", fullKey)),
                "401", List.of(get("/v2/campaigns/options", null)),
                "403", List.of(get("/v2/campaigns/options", routingOnlyKey)),
                "405", List.of(call("POST", "/v2/campaigns/options", fullKey, "{}", JSON)),
                // The operation takes no query parameters, and an unknown one is refused.
                "422", List.of(get("/v2/campaigns/options?unknown=1", fullKey)),
                "500", List.of(failing(get("/v2/campaigns/options", fullKey)))));
        cases.put("PATCH /v2/campaigns/{campaignId}", new LinkedHashMap<>(Map.of(
                "200", List.of(patch(campaign, fullKey, validPatch), patch(campaign, fullKey, "{}"),
                        patch("/v2/campaigns/" + bare.id(), fullKey, "{\"description\":null}")),
                "400", List.of(patch(campaign, fullKey, "{"), patch(campaign, fullKey, "[]")),
                "401", List.of(patch(campaign, null, validPatch)),
                "403", List.of(patch(campaign, viewOnlyKey, validPatch), patch(campaign, readOnlyKey, validPatch)),
                "404", List.of(patch("/v2/campaigns/" + TestData.newId(), fullKey, validPatch)),
                "405", List.of(call("POST", campaign, fullKey, "{}", JSON)),
                "409", List.of(patch("/v2/campaigns/" + completed.id(), fullKey, "{\"status\":\"active\"}")),
                "413", List.of(new Call("PATCH", campaign, fullKey, null, JSON, false, true, null)),
                "415", List.of(call("PATCH", campaign, fullKey, validPatch, Map.of("Content-Type", "text/plain"))),
                "422", List.of(patch("/v2/campaigns/not-a-uuid", fullKey, "{\"status\":1,\"id\":\"x\"}"),
                        patch(campaign, fullKey, "{\"transferConfigId\":\"" + TestData.newId() + "\"}")))));
        cases.get("PATCH /v2/campaigns/{campaignId}").put("500", List.of(failing(patch(campaign, fullKey, validPatch))));
        campaignInsightCases(cases);
        messageCases(cases);
        enrollmentCases(cases);
        cases.put("GET /v2/customers", Map.of(
                "200", List.of(get("/v2/customers", fullKey), get("/v2/customers?search=ada&status=Active", fullKey),
                        get("/v2/customers?campaignId=" + completed.id() + "&perPage=1", fullKey),
                        get("/v2/customers?search=(212)%20555-0002&page=3", fullKey)),
                "401", List.of(get("/v2/customers", null)),
                "403", List.of(get("/v2/customers", routingOnlyKey)),
                "405", List.of(call("PUT", "/v2/customers", fullKey, "{}", JSON)),
                "422", List.of(get("/v2/customers?status=lead", fullKey), get("/v2/customers?campaignId=x", fullKey),
                        get("/v2/customers?search=" + "a".repeat(256), fullKey)),
                "500", List.of(failing(get("/v2/customers", fullKey)))));
        cases.put("GET /v2/customers/{id}", Map.of(
                "200", List.of(get(customerPath, fullKey), get("/v2/customers/" + minimalCustomer.id(), fullKey)),
                "401", List.of(get(customerPath, null)),
                "403", List.of(get(customerPath, routingOnlyKey)),
                "404", List.of(get("/v2/customers/" + TestData.newId(), fullKey)),
                "405", List.of(call("PUT", customerPath, fullKey, "{}", JSON)),
                "422", List.of(get("/v2/customers/12345", fullKey)),
                "500", List.of(failing(get(customerPath, fullKey)))));
        customerWriteCases(cases, customerPath);
        customFieldCases(cases);
        syncCases(cases);
        routingGroupCases(cases);
        workflowCases(cases, bogusKey);
        sourceCases(cases);
        inquiryCases(cases);
        sourcePerformanceCases(cases);
        suppressionCases(cases);
        consentCases(cases);
        providerAccountCases(cases);
        cases.put("GET /openapi.yaml", Map.of(
                "200", List.of(get("/openapi.yaml", null)),
                "405", List.of(call("DELETE", "/openapi.yaml", null, null, Map.of()))));
        cases.put("GET /docs", Map.of(
                "200", List.of(get("/docs", null)),
                "405", List.of(call("POST", "/docs", null, "{}", JSON))));
        cases.put("GET /docs/{file}", Map.of(
                "200", List.of(get("/docs/swagger-ui.css", null), get("/docs/swagger-ui-bundle.js", null),
                        get("/docs/reference.js", null), get("/docs/favicon-32x32.png", null)),
                "404", List.of(get("/docs/index.html", null), get("/docs/..%2Fopenapi.yaml", null)),
                "405", List.of(call("PUT", "/docs/swagger-ui.css", null, "{}", JSON))));
        cases.replaceAll((operation, byStatus) -> byStatus.containsKey("401") ? limitedAndUnavailable(byStatus)
                : byStatus);
        cases.put("GET /healthz", Map.of(
                "200", List.of(get("/healthz", null), get("/healthz", fullKey)),
                "405", List.of(call("POST", "/healthz", null, "{}", JSON))));
        cases.put("GET /metrics", Map.of(
                "200", List.of(get("/metrics", null), get("/metrics", fullKey)),
                "405", List.of(call("POST", "/metrics", null, "{}", JSON))));
        cases.put("GET /readyz", Map.of(
                "200", List.of(get("/readyz", null)),
                "405", List.of(call("DELETE", "/readyz", null, null, Map.of())),
                "503", List.of(storeUnavailable(get("/readyz", null)))));
        return cases;
    }

    /**
     * The enrollment actions and their job: an idempotency key is taken first, so that reusing it is a
     * conflict whatever order the calls run in; jobs are run to a final status beforehand, and one is
     * left queued on a server whose workers never start.
     */
    private void enrollmentCases(Map<String, Map<String, List<Call>>> cases) {
        String campaign = "/v2/campaigns/" + active.id();
        String enroll = campaign + "/enrollment";
        String one = "{\"customer\":{\"customerId\":\"" + customer.id() + "\"}";
        String keyed = one + ",\"idempotencyKey\":\"contract-key\"}";
        Response keyTaken = server.post(enroll, fullKey, keyed);
        assertThat(keyTaken.status()).as(keyTaken.text()).isEqualTo(202);
        String mixed = "{\"customers\":[{\"customerId\":\"" + customer.id() + "\"},\"just text\",{},null,"
                + "{\"customerId\":\"not-a-uuid\",\"phoneNumber\":\"12\"},{\"phoneNumber\":\"+44 20 7946 0958\"},"
                + "{\"phoneNumber\":\"" + customer.phone().e164() + "\"}]}";
        Map<String, String> bodies = new LinkedHashMap<>();
        bodies.put("", one + "}");
        bodies.put("/restart", one + "}");
        bodies.put("/status", one + ",\"status\":\"completed\",\"reason\":null}");
        for (Map.Entry<String, String> action : bodies.entrySet()) {
            String key = "POST /v2/campaigns/{campaignId}/enrollment" + action.getKey();
            String path = enroll + action.getKey();
            String body = action.getValue();
            String withStatus = action.getKey().equals("/status") ? ",\"status\":\"failed\"" : "";
            Map<String, List<Call>> byStatus = new LinkedHashMap<>();
            List<Call> accepted = new ArrayList<>(List.of(post(path, fullKey, body), post(path, fullKey, example(key)),
                    post(path, fullKey, mixed.replace("]}", "]" + withStatus + "}")),
                    post("/v2/campaigns/" + completed.id() + "/enrollment" + action.getKey(), fullKey, body)));
            if (action.getKey().isEmpty()) {
                accepted.add(post(path, fullKey, keyed)); // the same key and request: the original job again
            }
            byStatus.put("202", accepted);
            byStatus.put("400", List.of(post(path, fullKey, "{"), post(path, fullKey, "[]"), post(path, fullKey, "")));
            byStatus.put("401", List.of(post(path, null, body), post(path, "cc_" + "b".repeat(40), body)));
            byStatus.put("403", List.of(post(path, viewOnlyKey, body), post(path, readOnlyKey, body)));
            byStatus.put("404", List.of(post("/v2/campaigns/" + TestData.newId() + "/enrollment" + action.getKey(),
                    fullKey, body), post("/v2/campaigns/" + theirs.id() + "/enrollment" + action.getKey(), fullKey,
                    body)));
            byStatus.put("405", List.of(get(path, fullKey), call("PUT", path, fullKey, body, JSON)));
            // Reused with another selection (add), another action (restart, status).
            byStatus.put("409", List.of(post(path, fullKey, "{\"customers\":[{\"customerId\":\"" + minimalCustomer.id()
                    + "\"}],\"idempotencyKey\":\"contract-key\"" + withStatus + "}")));
            byStatus.put("413", List.of(new Call("POST", path, fullKey, null, JSON, false, true, null)));
            byStatus.put("415", List.of(call("POST", path, fullKey, body, Map.of("Content-Type", "text/plain"))));
            byStatus.put("422", List.of(
                    post("/v2/campaigns/not-a-uuid/enrollment" + action.getKey(), fullKey,
                            "{\"customers\":[],\"idempotencyKey\":\"\",\"status\":\"expired\",\"reason\":7}"),
                    post(path, fullKey, "{" + withStatus.replaceFirst("^,", "") + "}"),
                    post("/v2/campaigns/" + receptionist.id() + "/enrollment" + action.getKey(), fullKey, body)));
            byStatus.put("500", List.of(failing(post(path, fullKey, body))));
            cases.put(key, byStatus);
        }
        Jobs polled = jobs();
        String statusUrl = polled.finished().get(0);
        List<Call> finished = polled.finished().stream().map(url -> get(url, fullKey)).toList();
        List<Call> ok = new ArrayList<>(finished);
        ok.add(on(polled.idle(), get(polled.queued(), polled.idle().fullKey)));
        ok.add(get(statusUrl, readOnlyKey)); // read-only keys may poll
        cases.put("GET /v2/campaigns/{campaignId}/enrollment/requests/{jobId}", new LinkedHashMap<>(Map.of(
                "200", ok,
                "401", List.of(get(statusUrl, null)),
                "403", List.of(get(statusUrl, routingOnlyKey), get(statusUrl, viewOnlyKey)),
                "404", List.of(get(campaign + "/enrollment/requests/" + TestData.newId(), fullKey),
                        get(statusUrl.replace(active.id().toString(), bare.id().toString()), fullKey),
                        get(statusUrl, server.otherOrgKey)),
                "405", List.of(call("POST", statusUrl, fullKey, "{}", JSON), call("DELETE", statusUrl, null, null,
                        Map.of())),
                "422", List.of(get(campaign + "/enrollment/requests/not-a-uuid", fullKey),
                        get("/v2/campaigns/12345/enrollment/requests/" + TestData.newId(), fullKey)),
                "500", List.of(failing(get(statusUrl, fullKey))))));
    }

    /**
     * Custom fields (D18): a key of the caller's own is taken first, so that sending it again is the
     * 409 whatever order the calls run in; the 201 calls cover every field type, the limits at their
     * edges and a derived key that is numbered instead of conflicting.
     */
    private void customFieldCases(Map<String, Map<String, List<Call>>> cases) {
        String path = "/v2/custom-fields";
        String tier = "{\"recordType\":\"customers\",\"fieldKey\":\"tier\",\"fieldLabel\":\"Tier\","
                + "\"fieldDescription\":\"Service tier\",\"fieldType\":\"number\","
                + "\"validationRules\":{\"min\":1,\"max\":3}}";
        Response taken = server.post(path, fullKey, tier);
        assertThat(taken.status()).as(taken.text()).isEqualTo(201);
        String example = example("POST /v2/custom-fields");
        String longest = "{\"recordType\":\"policies\",\"fieldKey\":\"k" + "_".repeat(63) + "\",\"fieldLabel\":\""
                + "L".repeat(255) + "\",\"fieldDescription\":\"" + "D".repeat(2000) + "\",\"fieldType\":\"text\","
                + "\"isRequired\":null,\"options\":null,\"validationRules\":{\"minLength\":0,\"maxLength\":100000,"
                + "\"min\":null,\"max\":null,\"pattern\":\"" + "x".repeat(500) + "\",\"patternMessage\":\""
                + "m".repeat(255) + "\",\"minDate\":null,\"maxDate\":null}}";
        String options = IntStream.range(0, 500).mapToObj(i -> "\"" + String.format("%03d", i) + "o".repeat(252) + "\"")
                .collect(Collectors.joining(",", "[", "]"));
        Map<String, List<Call>> byStatus = new LinkedHashMap<>();
        byStatus.put("201", List.of(post(path, fullKey, example),
                post(path, fullKey, example), // the same label again: a numbered key, not a conflict
                post(path, fullKey, tier.replace("customers", "policies")), // the same key for other records
                post(path, fullKey, longest),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldLabel\":\"Premium\","
                        + "\"fieldDescription\":\"Monthly premium\",\"fieldType\":\"number\",\"isRequired\":true,"
                        + "\"validationRules\":{\"min\":-1000000000000000,\"max\":1000000000000000}}"),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldLabel\":\"Deductible\","
                        + "\"fieldDescription\":\"Yearly\",\"fieldType\":\"number\",\"validationRules\":{\"min\":0.25,"
                        + "\"max\":99.75}}"),
                post(path, fullKey, "{\"recordType\":\"policies\",\"fieldLabel\":\"Renewal\","
                        + "\"fieldDescription\":\"Renewal date\",\"fieldType\":\"date\",\"validationRules\":"
                        + "{\"minDate\":\"2026-01-01\",\"maxDate\":\"2026-12-31\"}}"),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldLabel\":\" 2nd Caf\u00e9 \u00dcber! \","
                        + "\"fieldDescription\":\"x\",\"fieldType\":\"boolean\"}"),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldLabel\":\"Plans\",\"fieldDescription\":"
                        + "\"Plans of interest\",\"fieldType\":\"multi_select\",\"validationRules\":{},\"options\":"
                        + options + "}")));
        byStatus.put("400", List.of(post(path, fullKey, "{"), post(path, fullKey, "[]"), post(path, fullKey, "")));
        byStatus.put("401", List.of(post(path, null, example), post(path, "cc_" + "c".repeat(40), example)));
        byStatus.put("403", List.of(post(path, viewOnlyKey, example), post(path, readOnlyKey, example)));
        byStatus.put("405", List.of(get(path, fullKey), call("PUT", path, fullKey, example, JSON),
                call("DELETE", path, null, null, Map.of())));
        byStatus.put("409", List.of(post(path, fullKey, tier)));
        byStatus.put("413", List.of(new Call("POST", path, fullKey, null, JSON, false, true, null)));
        byStatus.put("415", List.of(call("POST", path, fullKey, example, Map.of("Content-Type", "text/plain"))));
        byStatus.put("422", List.of(post(path, fullKey, "{}"),
                post(path, fullKey, "{\"recordType\":\"leads\",\"fieldKey\":\"9lives\",\"fieldLabel\":\"\","
                        + "\"fieldType\":\"select\",\"options\":[],\"validationRules\":{\"minLength\":-1,"
                        + "\"minDate\":\"2026-02-30\",\"other\":1},\"id\":\"x\"}"),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldKey\":\"9lives\",\"fieldLabel\":\" \","
                        + "\"fieldDescription\":\"Lives\",\"fieldType\":\"number\",\"options\":[\"1\"],"
                        + "\"validationRules\":{\"min\":5,\"max\":1,\"pattern\":\"(\",\"patternMessage\":\"m\"}}"),
                post(path, fullKey, "{\"recordType\":\"customers\",\"fieldLabel\":\"Plans\",\"fieldDescription\":"
                        + "\"Plans\",\"fieldType\":\"multi_select\",\"options\":[\"A, B\",\"C\",\"C\",\"  \"]}")));
        byStatus.put("500", List.of(failing(post(path, fullKey, example))));
        cases.put("POST /v2/custom-fields", byStatus);
    }

    /**
     * Medicare sync (D17): new records, a record matching an earlier one by externalId, records that
     * fail alone (an unknown custom field, a value the tier field of customFieldCases refuses), and
     * bodies refused as a whole, with and without failed records. Seeded customers are left alone.
     */
    private void syncCases(Map<String, Map<String, List<Call>>> cases) {
        String path = "/v2/sync/medicare";
        String example = example("POST /v2/sync/medicare");
        String minimal = "{\"records\":[{\"firstName\":\"Ann\",\"lastName\":\"Lee\",\"phoneNumber\":\"2125550170\"}]}";
        String mixed = "{\"records\":[{\"externalId\":\"ext-1\",\"firstName\":\"Bo\",\"lastName\":\"Diaz\","
                + "\"phoneNumber\":\"+1 (212) 555-0171\",\"email\":null,\"gender\":null,\"dependentCount\":2147483647,"
                + "\"policies\":[{\"policyType\":\"PDP\",\"aorAgentId\":\"0190A5B2-2222-7000-8000-000000000002\","
                + "\"status\":null}]},"
                + "{\"externalId\":\"ext-1\",\"firstName\":\"Bo\",\"lastName\":\"Diaz-Ruiz\","
                + "\"phoneNumber\":\"2125550172\"},"
                + "{\"firstName\":\"Cy\",\"lastName\":\"Ng\",\"phoneNumber\":\"2125550173\",\"customFields\":"
                + "[{\"fieldKey\":\"not_defined\",\"value\":\"x\"}]},"
                + "{\"externalId\":\"ext-2\",\"firstName\":\"Di\",\"lastName\":\"Oz\",\"phoneNumber\":\"2125550174\","
                + "\"customFields\":[{\"fieldKey\":\"tier\",\"value\":\"7\"}]}]}";
        String hundred = IntStream.range(0, 100).mapToObj(i -> "{\"firstName\":\"F\",\"lastName\":\"L\","
                + "\"phoneNumber\":\"21255" + String.format("%05d", 20000 + i) + "\"}")
                .collect(Collectors.joining(",", "{\"records\":[", "]}"));
        String tooMany = hundred.replace("]}", ",{\"firstName\":\"F\",\"lastName\":\"L\",\"phoneNumber\":"
                + "\"2125550199\"}]}");
        String broken = "{\"records\":[{\"firstName\":\"Ok\",\"lastName\":\"Fine\",\"phoneNumber\":\"2125550175\"},"
                + "{\"firstName\":\"\",\"lastName\":7,\"phoneNumber\":\"+44 20 7946 0958\",\"externalId\":\"ext-3\","
                + "\"dateOfBirth\":\"1950-02-30\",\"gender\":\"male\",\"status\":\"Active\",\"customFields\":"
                + "[{\"fieldKey\":\"a\",\"value\":\"1\"},{\"fieldKey\":\"a\",\"value\":null}],\"policies\":"
                + "[{\"policyNumber\":\"P-1\"},{\"policyType\":\"HMO\",\"aorAgentId\":\"x\"}]},\"just text\",null],"
                + "\"dryRun\":true}";
        Map<String, List<Call>> byStatus = new LinkedHashMap<>();
        byStatus.put("200", List.of(post(path, fullKey, example),
                post(path, fullKey, example), // the same again: it matches the customer the first one created
                post(path, fullKey, minimal), post(path, fullKey, mixed), post(path, fullKey, hundred)));
        byStatus.put("400", List.of(post(path, fullKey, "{"), post(path, fullKey, "[]"), post(path, fullKey, "")));
        byStatus.put("401", List.of(post(path, null, minimal), post(path, "cc_" + "f".repeat(40), minimal)));
        byStatus.put("403", List.of(post(path, viewOnlyKey, minimal), post(path, readOnlyKey, minimal)));
        byStatus.put("405", List.of(get(path, fullKey), call("PUT", path, fullKey, minimal, JSON),
                call("DELETE", path, null, null, Map.of())));
        byStatus.put("413", List.of(new Call("POST", path, fullKey, null, JSON, false, true, null)));
        byStatus.put("415", List.of(call("POST", path, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        String futureConsent = minimal.replace("\"}]}", "\",\"consent\":[{\"channel\":\"sms\",\"purpose\":"
                + "\"marketing\",\"kind\":\"given\",\"evidence\":\"Form\",\"occurredAt\":\"2999-01-01T00:00:00Z\"}]}]}");
        byStatus.put("422", List.of(post(path, fullKey, "{}"), post(path, fullKey, "{\"records\":[]}"),
                post(path, fullKey, tooMany), post(path, fullKey, broken), post(path, fullKey, futureConsent)));
        byStatus.put("500", List.of(failing(post(path, fullKey, minimal))));
        cases.put("POST /v2/sync/medicare", byStatus);
    }

    /**
     * Campaign statistics, behaviors and flow occupancy: the active campaign (configured, one live
     * enrollment at a workflow node), the bare one (nothing configured, no enrollments) and the
     * completed one, given finished enrollments with calls here so that failure reasons and call
     * groups are written too (terminal enrollments never block the enrollment jobs' customers).
     */
    private void campaignInsightCases(Map<String, Map<String, List<Call>>> cases) {
        var org = server.orgA.id();
        var failed = Enrollment.builder(EnrollmentId.of(TestData.newId()), org, completed.id(), minimalCustomer.id(),
                        io.campaignoutreach.domain.enrollment.EnrollmentStatus.FAILED)
                .attempts(1).reconstitute(0, TestData.T0, TestData.T0);
        server.store.enrollments().insert(failed);
        server.store.enrollments().insert(TestData.enrollment(org, completed.id(), customer.id(),
                io.campaignoutreach.domain.enrollment.EnrollmentStatus.COMPLETED, TestData.T0));
        server.store.calls().insert(CallBuilder.aCall(org, completed.id(), minimalCustomer.id()).unanswered().build());
        server.store.calls().insert(CallBuilder.aCall(org, completed.id(), customer.id()).at(TestData.at(1))
                .transferred(30_000, false, null).build());
        server.store.calls().insert(CallBuilder.aCall(org, completed.id(), customer.id()).at(TestData.at(2))
                .disposition(null).build());
        for (String resource : List.of("stats", "behaviors", "flow-occupancy")) {
            String path = "/v2/campaigns/" + active.id() + "/" + resource;
            cases.put("GET /v2/campaigns/{campaignId}/" + resource, Map.of(
                    "200", List.of(get(path, fullKey), get(path, viewOnlyKey), get(path, readOnlyKey),
                            get("/v2/campaigns/" + bare.id() + "/" + resource, fullKey),
                            get("/v2/campaigns/" + completed.id() + "/" + resource, fullKey),
                            get(path.replace(active.id().toString(), active.id().toString().toUpperCase(Locale.ROOT)),
                                    fullKey)),
                    "401", List.of(get(path, null), get(path, "cc_" + "g".repeat(40))),
                    "403", List.of(get(path, routingOnlyKey)),
                    "404", List.of(get("/v2/campaigns/" + TestData.newId() + "/" + resource, fullKey),
                            get("/v2/campaigns/" + theirs.id() + "/" + resource, fullKey),
                            get(path, server.otherOrgKey)),
                    "405", List.of(call("POST", path, fullKey, "{}", JSON), call("DELETE", path, null, null, Map.of())),
                    "422", List.of(get("/v2/campaigns/not-a-uuid/" + resource, fullKey),
                            get("/v2/campaigns/12345/" + resource, fullKey)),
                    "500", List.of(failing(get(path, fullKey)))));
        }
        String one = "/v2/campaigns/" + active.id();
        cases.put("GET /v2/campaigns/{campaignId}", Map.of(
                "200", List.of(get(one, fullKey), get(one, viewOnlyKey), get("/v2/campaigns/" + bare.id(), fullKey),
                        get("/v2/campaigns/" + completed.id(), fullKey)),
                "401", List.of(get(one, null)),
                "403", List.of(get(one, routingOnlyKey)),
                "404", List.of(get("/v2/campaigns/" + TestData.newId(), fullKey),
                        get("/v2/campaigns/" + theirs.id(), fullKey), get(one, server.otherOrgKey)),
                "405", List.of(call("DELETE", one, null, null, Map.of())),
                "422", List.of(get("/v2/campaigns/not-a-uuid", fullKey)),
                "500", List.of(failing(get(one, fullKey)))));
        String enrollments = "/v2/campaigns/" + completed.id() + "/enrollments";
        cases.put("GET /v2/campaigns/{campaignId}/enrollments", Map.of(
                "200", List.of(get(enrollments, fullKey), get(enrollments + "?status=failed&perPage=1", viewOnlyKey),
                        get(enrollments + "?page=9", fullKey), get(one + "/enrollments", fullKey),
                        get("/v2/campaigns/" + bare.id() + "/enrollments", fullKey)),
                "401", List.of(get(enrollments, null)),
                "403", List.of(get(enrollments, routingOnlyKey)),
                "404", List.of(get("/v2/campaigns/" + TestData.newId() + "/enrollments", fullKey),
                        get("/v2/campaigns/" + theirs.id() + "/enrollments", fullKey)),
                "405", List.of(call("POST", enrollments, fullKey, "{}", JSON)),
                "422", List.of(get(enrollments + "?status=done", fullKey), get(enrollments + "?perPage=101", fullKey),
                        get("/v2/campaigns/not-a-uuid/enrollments?page=0", fullKey)),
                "500", List.of(failing(get(enrollments, fullKey)))));
        String attempts = one + "/enrollments/" + dialed.id() + "/attempts";
        String elsewhere = "/v2/campaigns/" + completed.id() + "/enrollments/" + dialed.id() + "/attempts";
        cases.put("GET /v2/campaigns/{campaignId}/enrollments/{enrollmentId}/attempts", Map.of(
                "200", List.of(get(attempts, fullKey), get(attempts, viewOnlyKey), get(attempts, readOnlyKey),
                        get("/v2/campaigns/" + completed.id() + "/enrollments/" + failed.id() + "/attempts", fullKey)),
                "401", List.of(get(attempts, null)),
                "403", List.of(get(attempts, routingOnlyKey)),
                "404", List.of(get(elsewhere, fullKey), get(attempts, server.otherOrgKey),
                        get(one + "/enrollments/" + TestData.newId() + "/attempts", fullKey),
                        get("/v2/campaigns/" + theirs.id() + "/enrollments/" + dialed.id() + "/attempts", fullKey)),
                "405", List.of(call("POST", attempts, fullKey, "{}", JSON)),
                "422", List.of(get("/v2/campaigns/not-a-uuid/enrollments/12345/attempts", fullKey),
                        get(one + "/enrollments/x/attempts?page=2", fullKey)),
                "500", List.of(failing(get(attempts, fullKey)))));
    }

    /** Texts of a campaign and of a customer, and those to review: reads of what is seeded, in any order. */
    private void messageCases(Map<String, Map<String, List<Call>>> cases) {
        String ofCampaign = "/v2/campaigns/" + active.id() + "/messages";
        String ofCustomer = "/v2/customers/" + customer.id() + "/messages";
        String review = "/v2/messages/review";
        String inquiriesViewKey = server.key(server.orgA, Set.of(Capability.INQUIRIES_VIEW), false);
        cases.put("GET /v2/campaigns/{campaignId}/messages", Map.of(
                "200", List.of(get(ofCampaign, fullKey), get(ofCampaign + "?page=2&perPage=1", viewOnlyKey),
                        get(ofCampaign, readOnlyKey), get(ofCampaign + "?page=9", fullKey),
                        get("/v2/campaigns/" + bare.id() + "/messages", fullKey)),
                "401", List.of(get(ofCampaign, null)),
                "403", List.of(get(ofCampaign, routingOnlyKey), get(ofCampaign, inquiriesViewKey)),
                "404", List.of(get("/v2/campaigns/" + TestData.newId() + "/messages", fullKey),
                        get("/v2/campaigns/" + theirs.id() + "/messages", fullKey), get(ofCampaign, server.otherOrgKey)),
                "405", List.of(call("POST", ofCampaign, fullKey, "{}", JSON)),
                "422", List.of(get("/v2/campaigns/not-a-uuid/messages?page=0", fullKey),
                        get(ofCampaign + "?perPage=101", fullKey), get(ofCampaign + "?status=sent", fullKey)),
                "500", List.of(failing(get(ofCampaign, fullKey)))));
        cases.put("GET /v2/customers/{customerId}/messages", Map.of(
                "200", List.of(get(ofCustomer, fullKey), get(ofCustomer + "?perPage=2", viewOnlyKey),
                        get(ofCustomer + "?page=9", fullKey),
                        get("/v2/customers/" + minimalCustomer.id() + "/messages", fullKey)),
                "401", List.of(get(ofCustomer, null)),
                "403", List.of(get(ofCustomer, routingOnlyKey), get(ofCustomer, inquiriesViewKey)),
                "404", List.of(get("/v2/customers/" + TestData.newId() + "/messages", fullKey),
                        get(ofCustomer, server.otherOrgKey)),
                "405", List.of(call("DELETE", ofCustomer, null, null, Map.of())),
                "422", List.of(get("/v2/customers/12345/messages", fullKey), get(ofCustomer + "?page=x", fullKey)),
                "500", List.of(failing(get(ofCustomer, fullKey)))));
        cases.put("GET /v2/messages/review", Map.of(
                "200", List.of(get(review, fullKey), get(review + "?perPage=1", inquiriesViewKey),
                        get(review, server.otherOrgKey), get(review + "?page=3", fullKey)),
                "401", List.of(get(review, null)),
                "403", List.of(get(review, viewOnlyKey)),
                "405", List.of(call("POST", review, fullKey, "{}", JSON)),
                "422", List.of(get(review + "?page=0", fullKey), get(review + "?reason=x", fullKey)),
                "500", List.of(failing(get(review, fullKey)))));
    }

    /** Routing groups (P16): every seeded transfer configuration is read, one of each type and readiness case. */
    private void routingGroupCases(Map<String, Map<String, List<Call>>> cases) {
        String path = "/v2/routing-groups/" + routingGroups.get(0).id();
        List<Call> ok = new ArrayList<>(routingGroups.stream()
                .map(group -> get("/v2/routing-groups/" + group.id(), routingOnlyKey)).toList());
        ok.add(get(path.toUpperCase(Locale.ROOT).replace("/V2/ROUTING-GROUPS/", "/v2/routing-groups/"), fullKey));
        cases.put("GET /v2/routing-groups/{id}", Map.of(
                "200", ok,
                "401", List.of(get(path, null), get(path, "cc_" + "d".repeat(40))),
                "403", List.of(get(path, viewOnlyKey)),
                "404", List.of(get("/v2/routing-groups/" + TestData.newId(), fullKey), get(path, server.otherOrgKey)),
                "405", List.of(call("POST", path, fullKey, "{}", JSON), call("DELETE", path, null, null, Map.of())),
                "422", List.of(get("/v2/routing-groups/not-a-uuid", fullKey), get("/v2/routing-groups/12345", fullKey)),
                "500", List.of(failing(get(path, fullKey)))));
    }

    /**
     * Sources (D15, P17): the sourceId tv-spring stays taken by the seeded full source, so that
     * sending it again is the 409 whatever order the calls run in; changes are made to the sparse
     * source only, and the 201 calls take sourceIds nobody else uses.
     */
    private void sourcePerformanceCases(Map<String, Map<String, List<Call>>> cases) {
        String path = "/v2/sources/performance?campaignId=";
        String sourcesViewKey = server.key(server.orgA, Set.of(Capability.SOURCES_VIEW), false);
        cases.put("GET /v2/sources/performance", Map.of(
                "200", List.of(get(path + active.id(), fullKey), get(path + active.id(), sourcesViewKey),
                        get(path + active.id() + "&startDate=" + TestData.at(10) + "&endDate=" + TestData.at(11),
                                fullKey),
                        get(path + active.id() + "&startDate=2099-01-01T00:00:00Z", fullKey),
                        get(path + bare.id() + "&endDate=2000-01-01T00:00:00Z", fullKey)),
                "401", List.of(get(path + active.id(), null)),
                "403", List.of(get(path + active.id(), routingOnlyKey)),
                "405", List.of(call("DELETE", path + active.id(), null, null, Map.of())),
                "422", List.of(get("/v2/sources/performance", fullKey),
                        get(path + "nope&startDate=yesterday&endDate=2026-02-30T00:00:00Z", fullKey),
                        get(path + active.id() + "&startDate=2026-02-02T00:00:00Z&endDate=2026-02-01T00:00:00Z",
                                fullKey),
                        get(path + theirs.id(), fullKey), get(path + TestData.newId(), fullKey)),
                "500", List.of(failing(get(path + active.id(), fullKey)))));
    }

    /**
     * Customers written through the API, on customers of their own so that the seeded ones stay as other
     * operations read them: creates (a repeat with its key, a number taken, a repeat of a create whose
     * customer was deleted since), changes and deletes (the second of one customer is a 404).
     */
    private void customerWriteCases(Map<String, Map<String, List<Call>>> cases, String customerPath) {
        String list = "/v2/customers";
        OrganizationId org = server.orgA.id();
        Customer changing = TestData.customer(org, TestData.phone(51));
        Customer deleting = TestData.customer(org, TestData.phone(52));
        Customer theirs = TestData.customer(server.orgB.id(), TestData.phone(53));
        List.of(changing, deleting, theirs).forEach(server.store.customers()::insert);
        String changingPath = list + "/" + changing.id();
        String deletingPath = list + "/" + deleting.id();
        String unknownPath = list + "/" + TestData.newId();
        String minimal = "{\"phoneNumber\":\"212-555-0054\"}";
        String most = "{\"firstName\":\"" + "F".repeat(255) + "\",\"lastName\":\"Okafor\","
                + "\"mbiNumber\":\"1EG4TE5MK73\",\"email\":\"m@example.com\",\"postalCode\":\"02118\","
                + "\"timezone\":\"America/New_York\",\"state\":\"MA\",\"city\":\"Boston\",\"county\":\"Suffolk\","
                + "\"address\":\"1 Main St\",\"address2\":\"Apt 2\",\"dateOfBirth\":\"1960-02-14\",\"language\":\"en\","
                + "\"filingStatus\":\"single\","
                + "\"medicaidNumber\":\"M-1\",\"vaNumber\":\"V-1\",\"carrierAssignedCustomerId\":\"C-1\","
                + "\"partnerCustomerId\":\"P-1\",\"externalId\":\"crm-1\",\"gender\":\"Female\","
                + "\"maritalStatus\":\"Widowed\",\"dependentCount\":2,\"householdIncome\":52000,"
                + "\"isDecisionMaker\":true,\"medicaid\":false,\"veteran\":false,\"socialSecurityDisability\":false,"
                + "\"doNotCall\":false,\"doNotSMS\":true,\"doNotEmail\":false,\"doNotMail\":false,"
                + "\"phoneNumber\":\"+1 (212) 555-0055\",\"customFields\":[],"
                + "\"policies\":[{\"policyType\":\"MAPD\",\"policyNumber\":\"PN-1\"}]}";
        String nulls = "{\"firstName\":null,\"lastName\":null,\"email\":null,\"gender\":null,\"dateOfBirth\":null,"
                + "\"dependentCount\":null,\"doNotCall\":null,\"externalId\":null,\"phoneNumber\":\"2125550056\"}";
        String broken = "{\"firstName\":\" \",\"lastName\":7,\"gender\":\"male\",\"dateOfBirth\":\"1960-02-30\","
                + "\"phoneNumber\":\"555\",\"customFields\":[{\"fieldKey\":\"tier\"}],\"policies\":[{}],"
                + "\"consent\":[],\"id\":\"x\"}";
        Map<String, String> withKey = new LinkedHashMap<>(JSON);
        withKey.put("Idempotency-Key", "conformance-customer-1");
        Map<String, String> goneKey = new LinkedHashMap<>(JSON);
        goneKey.put("Idempotency-Key", "conformance-customer-gone");
        String gone = "{\"phoneNumber\":\"212-555-0057\"}";
        // The key's customer is deleted before the cases run: a repeat of its create finds none.
        String goneLocation = server.send("POST", list, fullKey, gone, goneKey).header("Location");
        server.send("DELETE", goneLocation, fullKey, null, Map.of());

        Map<String, List<Call>> create = new LinkedHashMap<>();
        create.put("201", List.of(post(list, fullKey, example("POST /v2/customers")), post(list, fullKey, minimal),
                post(list, fullKey, most), post(list, fullKey, nulls),
                call("POST", list, fullKey, "{\"phoneNumber\":\"212-555-0058\"}", withKey),
                call("POST", list, fullKey, "{\"phoneNumber\":\"212-555-0058\"}", withKey)));
        create.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        create.put("401", List.of(post(list, null, minimal), post(list, "cc_" + "x".repeat(40), minimal)));
        create.put("403", List.of(post(list, viewOnlyKey, minimal), post(list, readOnlyKey, minimal)));
        create.put("404", List.of(call("POST", list, fullKey, gone, goneKey)));
        create.put("405", List.of(call("PUT", list, fullKey, minimal, JSON)));
        create.put("409", List.of(post(list, fullKey, example("POST /v2/customers")),
                call("POST", list, fullKey, "{\"phoneNumber\":\"212-555-0059\"}", withKey)));
        create.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        create.put("415", List.of(call("POST", list, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        create.put("422", List.of(post(list, fullKey, "{}"), post(list, fullKey, broken),
                post(list, fullKey, "{\"phoneNumber\":null}"),
                call("POST", list, fullKey, minimal, Map.of("Content-Type", "application/json", "Idempotency-Key",
                        "k".repeat(256)))));
        create.put("500", List.of(failing(post(list, fullKey, "{\"phoneNumber\":\"212-555-0060\"}"))));
        cases.put("POST /v2/customers", create);

        Map<String, List<Call>> update = new LinkedHashMap<>();
        update.put("200", List.of(patch(changingPath, fullKey, example("PATCH /v2/customers/{id}")),
                patch(changingPath, fullKey, "{}"), patch(changingPath, fullKey, nulls.replace("0056", "0062")),
                patch(changingPath, fullKey, most.replace("0055", "0061"))));
        update.put("400", List.of(patch(changingPath, fullKey, "{"), patch(changingPath, fullKey, "[]")));
        update.put("401", List.of(patch(changingPath, null, "{}")));
        update.put("403", List.of(patch(changingPath, viewOnlyKey, "{}"), patch(changingPath, readOnlyKey, "{}")));
        update.put("404", List.of(patch(unknownPath, fullKey, "{}"), patch(list + "/" + theirs.id(), fullKey, "{}")));
        update.put("405", List.of(call("PUT", changingPath, fullKey, "{}", JSON)));
        update.put("409", List.of(patch(changingPath, fullKey, "{\"phoneNumber\":\"" + customer.phone().e164()
                + "\"}")));
        update.put("413", List.of(new Call("PATCH", changingPath, fullKey, null, JSON, false, true, null)));
        update.put("415", List.of(call("PATCH", changingPath, fullKey, "{}", Map.of("Content-Type", "text/plain"))));
        update.put("422", List.of(patch(list + "/12345", fullKey, "{}"), patch(changingPath, fullKey, broken),
                patch(changingPath, fullKey, "{\"phoneNumber\":null}")));
        update.put("500", List.of(failing(patch(changingPath, fullKey, "{}"))));
        cases.put("PATCH /v2/customers/{id}", update);

        Map<String, List<Call>> delete = new LinkedHashMap<>();
        delete.put("204", List.of(call("DELETE", deletingPath, fullKey, null, Map.of())));
        delete.put("401", List.of(call("DELETE", customerPath, null, null, Map.of())));
        delete.put("403", List.of(call("DELETE", customerPath, viewOnlyKey, null, Map.of()),
                call("DELETE", customerPath, readOnlyKey, null, Map.of())));
        delete.put("404", List.of(call("DELETE", deletingPath, fullKey, null, Map.of()),
                call("DELETE", unknownPath, fullKey, null, Map.of()),
                call("DELETE", list + "/" + theirs.id(), fullKey, null, Map.of())));
        delete.put("405", List.of(call("PUT", deletingPath, fullKey, "{}", JSON)));
        delete.put("422", List.of(call("DELETE", list + "/12345", fullKey, null, Map.of())));
        delete.put("500", List.of(failing(call("DELETE", customerPath, fullKey, null, Map.of()))));
        cases.put("DELETE /v2/customers/{id}", delete);
    }

    /**
     * Creates: the document's example, the least and the most a body may hold, a repeat with its key (201 again)
     * and the key with another body (409); references to nothing or to another organization's records (422).
     */
    private void campaignCreateCases(Map<String, Map<String, List<Call>>> cases, String bogusKey) {
        String list = "/v2/campaigns";
        String minimal = "{\"name\":\"Created by the contract test\"}";
        String most = "{\"name\":\"" + "N".repeat(255) + "\",\"description\":\"" + "d".repeat(10_000)
                + "\",\"status\":\"testing\",\"startDate\":\"2027-01-04T14:00:00Z\",\"flowWorkflowId\":null,"
                + "\"transferConfigIds\":[],\"appointmentConfigId\":null,\"requiredVars\":[\"firstName\",\"x"
                + "y".repeat(99) + "\"],\"maxAttempts\":100,\"dialAfterhours\":false}";
        String nulls = "{\"name\":\"Nulls\",\"description\":null,\"status\":null,\"startDate\":null,"
                + "\"flowWorkflowId\":null,\"transferConfigIds\":null,\"appointmentConfigId\":null,"
                + "\"requiredVars\":null,\"maxAttempts\":null,\"dialAfterhours\":null}";
        String broken = "{\"name\":\"\",\"description\":7,\"status\":\"paused\",\"startDate\":\"tomorrow\","
                + "\"flowWorkflowId\":\"nope\",\"transferConfigIds\":[null],\"appointmentConfigId\":5,"
                + "\"requiredVars\":[\"\"],\"maxAttempts\":0,\"dialAfterhours\":\"yes\",\"id\":\"x\"}";
        String unknownWorkflow = "{\"name\":\"Orphan\",\"flowWorkflowId\":\"" + TestData.newId() + "\"}";
        String keyed = "{\"name\":\"Keyed create\"}";
        Map<String, String> withKey = new LinkedHashMap<>(JSON);
        withKey.put("Idempotency-Key", "conformance-create-1");
        String campaignsViewKey = server.key(server.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);

        Map<String, List<Call>> create = new LinkedHashMap<>();
        create.put("201", List.of(post(list, fullKey, example("POST /v2/campaigns")), post(list, fullKey, minimal),
                post(list, fullKey, most), post(list, fullKey, nulls), call("POST", list, fullKey, keyed, withKey),
                call("POST", list, fullKey, keyed, withKey)));
        create.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        create.put("401", List.of(post(list, null, minimal), post(list, bogusKey, minimal)));
        create.put("403", List.of(post(list, viewOnlyKey, minimal), post(list, campaignsViewKey, minimal),
                post(list, readOnlyKey, minimal)));
        create.put("405", List.of(call("PUT", list, fullKey, minimal, JSON)));
        create.put("409", List.of(call("POST", list, fullKey, minimal, withKey)));
        create.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        create.put("415", List.of(call("POST", list, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        create.put("422", List.of(post(list, fullKey, "{}"), post(list, fullKey, broken),
                post(list, fullKey, unknownWorkflow),
                post(list, fullKey, "{\"name\":\"Theirs\",\"transferConfigIds\":[\"" + TestData.newId() + "\"]}"),
                call("POST", list, fullKey, minimal, Map.of("Content-Type", "application/json", "Idempotency-Key",
                        "k".repeat(256)))));
        create.put("500", List.of(failing(post(list, fullKey, minimal))));
        cases.put("POST /v2/campaigns", create);
    }

    /**
     * A kind of configuration: listed, created (the document's example, the least a body may hold, a repeat with
     * its key and the key with another body), read, replaced, deleted (the one nothing uses) or refused while in
     * use; references to nothing, and the body's own rules, refused.
     */
    private void configurationCases(Map<String, Map<String, List<Call>>> cases, String kind, List<UUID> ids,
                                    String bogusKey) {
        String list = "/v2/" + kind;
        String inUse = list + "/" + ids.get(0);
        String replaceable = list + "/" + ids.get(1);
        String deletable = list + "/" + ids.get(2);
        String unknown = list + "/" + TestData.newId();
        String example = example("POST " + list);
        String minimal = kind.equals("transfer-configs") ? "{\"name\":\"Least\",\"type\":\"direct\"}"
                : "{\"name\":\"Least\"}";
        String unknownReference = minimal.replace("}", ",\"routingConfigId\":\"" + TestData.newId() + "\"}");
        String broken = "{\"name\":\"\",\"description\":7,\"id\":\"x\"}";
        Map<String, String> withKey = new LinkedHashMap<>(JSON);
        withKey.put("Idempotency-Key", "conformance-" + kind);
        String campaignsViewKey = server.key(server.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);

        cases.put("GET " + list, Map.of(
                "200", List.of(get(list, fullKey), get(list, campaignsViewKey), get(list + "?page=2&perPage=1", fullKey),
                        get(list + "?page=9", fullKey), get(list, server.otherOrgKey)),
                "401", List.of(get(list, null), get(list, bogusKey)),
                "403", List.of(get(list, routingOnlyKey)),
                "405", List.of(call("PATCH", list, fullKey, "{}", JSON)),
                "422", List.of(get(list + "?page=0&perPage=101", fullKey), get(list + "?unknown=1", fullKey)),
                "500", List.of(failing(get(list, fullKey)))));
        Map<String, List<Call>> create = new LinkedHashMap<>();
        create.put("201", List.of(post(list, fullKey, example), post(list, fullKey, minimal),
                call("POST", list, fullKey, minimal, withKey), call("POST", list, fullKey, minimal, withKey)));
        create.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        create.put("401", List.of(post(list, null, minimal), post(list, bogusKey, minimal)));
        create.put("403", List.of(post(list, campaignsViewKey, minimal), post(list, readOnlyKey, minimal)));
        create.put("405", List.of(call("DELETE", list, fullKey, null, Map.of())));
        create.put("409", List.of(call("POST", list, fullKey, example, withKey)));
        create.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        create.put("415", List.of(call("POST", list, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        create.put("422", List.of(post(list, fullKey, "{}"), post(list, fullKey, broken),
                post(list, fullKey, unknownReference)));
        create.put("500", List.of(failing(post(list, fullKey, minimal))));
        cases.put("POST " + list, create);

        cases.put("GET " + list + "/{id}", Map.of(
                "200", List.of(get(inUse, fullKey), get(replaceable, campaignsViewKey)),
                "401", List.of(get(inUse, null)),
                "403", List.of(get(inUse, routingOnlyKey)),
                "404", List.of(get(unknown, fullKey), get(inUse, server.otherOrgKey)),
                "405", List.of(call("PATCH", inUse, fullKey, "{}", JSON)),
                "422", List.of(get(list + "/not-a-uuid", fullKey)),
                "500", List.of(failing(get(inUse, fullKey)))));
        Map<String, List<Call>> replace = new LinkedHashMap<>();
        replace.put("200", List.of(call("PUT", replaceable, fullKey, example, JSON),
                call("PUT", replaceable, fullKey, minimal, JSON)));
        replace.put("400", List.of(call("PUT", replaceable, fullKey, "{", JSON)));
        replace.put("401", List.of(call("PUT", replaceable, null, minimal, JSON)));
        replace.put("403", List.of(call("PUT", replaceable, campaignsViewKey, minimal, JSON),
                call("PUT", replaceable, readOnlyKey, minimal, JSON)));
        replace.put("404", List.of(call("PUT", unknown, fullKey, minimal, JSON),
                call("PUT", replaceable, server.otherOrgKey, minimal, JSON)));
        replace.put("405", List.of(call("POST", replaceable, fullKey, minimal, JSON)));
        replace.put("413", List.of(new Call("PUT", replaceable, fullKey, null, JSON, false, true, null)));
        replace.put("415", List.of(call("PUT", replaceable, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        replace.put("422", List.of(call("PUT", replaceable, fullKey, broken, JSON),
                call("PUT", list + "/not-a-uuid", fullKey, minimal, JSON),
                call("PUT", replaceable, fullKey, unknownReference, JSON)));
        replace.put("500", List.of(failing(call("PUT", replaceable, fullKey, minimal, JSON))));
        cases.put("PUT " + list + "/{id}", replace);
        Map<String, List<Call>> delete = new LinkedHashMap<>();
        delete.put("204", List.of(call("DELETE", deletable, fullKey, null, Map.of())));
        delete.put("401", List.of(call("DELETE", inUse, null, null, Map.of())));
        delete.put("403", List.of(call("DELETE", inUse, campaignsViewKey, null, Map.of()),
                call("DELETE", inUse, readOnlyKey, null, Map.of())));
        delete.put("404", List.of(call("DELETE", unknown, fullKey, null, Map.of()),
                call("DELETE", inUse, server.otherOrgKey, null, Map.of())));
        delete.put("405", List.of(call("PATCH", inUse, fullKey, "{}", JSON)));
        delete.put("409", List.of(call("DELETE", inUse, fullKey, null, Map.of())));
        delete.put("422", List.of(call("DELETE", list + "/not-a-uuid", fullKey, null, Map.of())));
        delete.put("500", List.of(failing(call("DELETE", inUse, fullKey, null, Map.of()))));
        cases.put("DELETE " + list + "/{id}", delete);
    }

    /**
     * Workflows: an idempotency key is taken by the 201 calls before it is reused with another body; versions
     * are published to a workflow of their own, so the active campaign's flow stays as seeded.
     */
    private void workflowCases(Map<String, Map<String, List<Call>>> cases, String bogusKey) {
        String list = "/v2/workflows";
        String one = list + "/" + workflow.id();
        Workflow changing = TestData.workflow(server.orgA.id());
        Workflow theirWorkflow = TestData.workflow(server.orgB.id());
        server.store.workflows().save(changing);
        server.store.workflows().save(theirWorkflow);
        String versions = list + "/" + changing.id() + "/versions";
        String minimal = "{\"name\":\"Minimal\",\"nodes\":[{\"nodeId\":\"only\",\"nodeType\":\"call\"}]}";
        String plain = "{\"name\":\"Plain list\",\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"b\",\"nodeType\":\"wait\"},{\"nodeId\":\"c\",\"nodeType\":\"appointment\"}],"
                + "\"entryNodeId\":\"b\",\"published\":null}";
        String branching = "{\"name\":\"Branching\",\"nodes\":[{\"nodeId\":\"call\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"test\",\"nodeType\":\"branch\",\"branch\":{\"on\":\"successCriteria\"},"
                + "\"then\":\"won\",\"else\":\"call\"},{\"nodeId\":\"won\",\"nodeType\":\"end\"}]}";
        String broken = "{\"name\":\"\",\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\",\"next\":\"b\"},"
                + "{\"nodeId\":\"a\",\"nodeType\":\"wait\",\"wait\":{\"days\":400}},"
                + "{\"nodeType\":\"sms\",\"smsType\":\"hello\"}],\"published\":\"yes\",\"id\":\"x\"}";
        String unknownNodes = "{\"name\":\"Loose ends\",\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\","
                + "\"next\":{\"busy\":\"nowhere\"}},{\"nodeId\":\"b\",\"nodeType\":\"wait\",\"wait\":{\"hours\":1},"
                + "\"next\":\"b\"}],\"entryNodeId\":\"z\"}";
        String keyed = "{\"name\":\"Keyed workflow\",\"nodes\":[{\"nodeId\":\"k\",\"nodeType\":\"call\"}]}";
        Map<String, String> withKey = new LinkedHashMap<>(JSON);
        withKey.put("Idempotency-Key", "conformance-workflow-1");

        cases.put("GET /v2/workflows", Map.of(
                "200", List.of(get(list, fullKey), get(list, viewOnlyKey), get(list + "?page=2&perPage=1", fullKey),
                        get(list + "?page=9", fullKey), get(list, server.otherOrgKey)),
                "401", List.of(get(list, null), get(list, bogusKey)),
                "403", List.of(get(list, routingOnlyKey)),
                "405", List.of(call("DELETE", list, null, null, Map.of())),
                "422", List.of(get(list + "?page=0&perPage=101", fullKey), get(list + "?name=x", fullKey)),
                "500", List.of(failing(get(list, fullKey)))));

        Map<String, List<Call>> create = new LinkedHashMap<>();
        create.put("201", List.of(post(list, fullKey, example("POST /v2/workflows")), post(list, fullKey, minimal),
                post(list, fullKey, plain), post(list, fullKey, branching), call("POST", list, fullKey, keyed, withKey),
                call("POST", list, fullKey, keyed, withKey)));
        create.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        create.put("401", List.of(post(list, null, minimal), post(list, bogusKey, minimal)));
        create.put("403", List.of(post(list, viewOnlyKey, minimal), post(list, readOnlyKey, minimal)));
        create.put("405", List.of(call("PUT", list, fullKey, minimal, JSON)));
        create.put("409", List.of(call("POST", list, fullKey, minimal, withKey)));
        create.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        create.put("415", List.of(call("POST", list, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        create.put("422", List.of(post(list, fullKey, "{}"), post(list, fullKey, broken),
                post(list, fullKey, unknownNodes),
                call("POST", list, fullKey, minimal, Map.of("Content-Type", "application/json", "Idempotency-Key",
                        "k".repeat(256)))));
        create.put("500", List.of(failing(post(list, fullKey, minimal))));
        cases.put("POST /v2/workflows", create);

        cases.put("GET /v2/workflows/{id}", Map.of(
                "200", List.of(get(one, fullKey), get(one, viewOnlyKey), get(list + "/" + changing.id(), fullKey)),
                "401", List.of(get(one, null)),
                "403", List.of(get(one, routingOnlyKey)),
                "404", List.of(get(list + "/" + TestData.newId(), fullKey), get(one, server.otherOrgKey),
                        get(list + "/" + theirWorkflow.id(), fullKey)),
                "405", List.of(call("PATCH", one, fullKey, "{}", JSON), call("DELETE", one, null, null, Map.of())),
                "422", List.of(get(list + "/not-a-uuid", fullKey)),
                "500", List.of(failing(get(one, fullKey)))));

        Map<String, List<Call>> publish = new LinkedHashMap<>();
        publish.put("200", List.of(post(versions, fullKey, example("POST /v2/workflows/{id}/versions")),
                post(versions, fullKey, minimal), post(versions, fullKey, branching.replace("\"name\":\"Branching\",",
                        ""))));
        publish.put("400", List.of(post(versions, fullKey, "{"), post(versions, fullKey, "[]")));
        publish.put("401", List.of(post(versions, null, minimal)));
        publish.put("403", List.of(post(versions, viewOnlyKey, minimal), post(versions, readOnlyKey, minimal)));
        publish.put("404", List.of(post(list + "/" + TestData.newId() + "/versions", fullKey, minimal),
                post(versions, server.otherOrgKey, minimal),
                post(list + "/" + theirWorkflow.id() + "/versions", fullKey, minimal)));
        publish.put("405", List.of(get(versions, fullKey), call("PUT", versions, fullKey, minimal, JSON)));
        publish.put("413", List.of(new Call("POST", versions, fullKey, null, JSON, false, true, null)));
        publish.put("415", List.of(call("POST", versions, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        publish.put("422", List.of(post(list + "/not-a-uuid/versions", fullKey, minimal),
                post(versions, fullKey, "{\"name\":null,\"nodes\":[]}"), post(versions, fullKey, unknownNodes)));
        publish.put("500", List.of(failing(post(versions, fullKey, minimal))));
        cases.put("POST /v2/workflows/{id}/versions", publish);
    }

    private void sourceCases(Map<String, Map<String, List<Call>>> cases) {
        String list = "/v2/sources";
        String sparse = "/v2/sources/" + sparseSource.id();
        String minimal = "{\"campaignId\":\"" + active.id() + "\",\"dealType\":\"CPA\",\"pricingModel\":\"static\"}";
        ObjectNode example = (ObjectNode) readTree(example("POST /v2/sources"));
        example.put("campaignId", active.id().toString()); // the example's campaign is not the seeded one
        String longest = "{\"sourceId\":\"" + "s".repeat(255) + "\",\"name\":\"" + "N".repeat(255)
                + "\",\"description\":\"" + "D".repeat(1000) + "\",\"campaignId\":\"" + bare.id()
                + "\",\"phoneNumberId\":2147483647,\"dealType\":\"CPL\",\"sourceType\":\"outbound\","
                + "\"pricingModel\":\"duration\",\"payout\":\"9999999999.9999\",\"commissionPerSale\":\"0\","
                + "\"leadCost\":\"0.1\",\"durationThreshold\":\"999999\",\"enabled\":false}";
        String nulls = "{\"sourceId\":\"x\",\"name\":null,\"description\":null,\"campaignId\":\"" + active.id()
                + "\",\"phoneNumberId\":-2147483648,\"dealType\":\"CPA\",\"sourceType\":\"inbound\","
                + "\"pricingModel\":\"percentage\",\"payout\":null,\"commissionPerSale\":null,\"leadCost\":null,"
                + "\"durationThreshold\":null,\"enabled\":null}";
        String taken = minimal.replace("{", "{\"sourceId\":\"tv-spring\",");
        String broken = "{\"sourceId\":\"\",\"name\":7,\"description\":\"" + "d".repeat(1001)
                + "\",\"campaignId\":\"nope\",\"phoneNumberId\":2147483648,\"dealType\":\"cpa\","
                + "\"sourceType\":\"both\",\"pricingModel\":null,\"payout\":\"1.23456\",\"commissionPerSale\":\"-1\","
                + "\"leadCost\":\"1e3\",\"durationThreshold\":\"1234567\",\"enabled\":\"yes\",\"id\":\"x\"}";
        String sourcesViewKey = server.key(server.orgA, Set.of(Capability.SOURCES_VIEW), false);
        String bogus = "cc_" + "e".repeat(40);

        cases.put("GET /v2/sources", Map.of(
                "200", List.of(get(list, fullKey), get(list, sourcesViewKey), get(list + "?enabled=true", fullKey),
                        get(list + "?enabled=false&dealType=CPA", fullKey), get(list + "?dealType=CPL", fullKey),
                        get(list + "?campaignId=" + active.id(), fullKey),
                        get(list + "?campaignId=" + TestData.newId(), fullKey),
                        get(list + "?page=2&perPage=1", fullKey), get(list + "?page=9", fullKey)),
                "401", List.of(get(list, null), get(list, bogus)),
                "403", List.of(get(list, routingOnlyKey)),
                "405", List.of(call("DELETE", list, null, null, Map.of()), call("PATCH", list, fullKey, "{}", JSON)),
                "422", List.of(get(list + "?page=0&perPage=101&enabled=yes&dealType=cpa&campaignId=nope", fullKey),
                        get(list + "?campaignId=" + "a".repeat(65), fullKey)),
                "500", List.of(failing(get(list, fullKey)))));

        Map<String, List<Call>> create = new LinkedHashMap<>();
        create.put("201", List.of(post(list, fullKey, example.toString()), post(list, fullKey, minimal),
                post(list, fullKey, minimal), // a generated sourceId each time: never a conflict
                post(list, fullKey, longest), post(list, fullKey, nulls)));
        create.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        create.put("401", List.of(post(list, null, minimal), post(list, bogus, minimal)));
        create.put("403", List.of(post(list, viewOnlyKey, minimal), post(list, sourcesViewKey, minimal),
                post(list, readOnlyKey, minimal)));
        create.put("405", List.of(call("PUT", list, fullKey, minimal, JSON)));
        create.put("409", List.of(post(list, fullKey, taken)));
        create.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        create.put("415", List.of(call("POST", list, fullKey, minimal, Map.of("Content-Type", "text/plain"))));
        create.put("422", List.of(post(list, fullKey, "{}"), post(list, fullKey, broken),
                post(list, fullKey, minimal.replace(active.id().toString(), TestData.newId().toString())),
                post(list, fullKey, taken.replace(active.id().toString(), theirs.id().toString()))));
        create.put("500", List.of(failing(post(list, fullKey, minimal))));
        cases.put("POST /v2/sources", create);

        Map<String, List<Call>> change = new LinkedHashMap<>();
        change.put("200", List.of(patch(sparse, fullKey, "{}"), patch(sparse, fullKey, example("PATCH /v2/sources/{id}")),
                patch(sparse, fullKey, "{\"sourceId\":\"radio\",\"campaignId\":\"" + active.id()
                        + "\",\"dealType\":\"CPA\",\"sourceType\":\"inbound\",\"pricingModel\":\"dynamic\","
                        + "\"phoneNumberId\":7,\"leadCost\":\"12\",\"durationThreshold\":\"60\"}"),
                patch(sparse, fullKey, nulls.replace("\"sourceId\":\"x\",", "").replace(active.id().toString(),
                        bare.id().toString()))));
        change.put("400", List.of(patch(sparse, fullKey, "{"), patch(sparse, fullKey, "[]"),
                patch(sparse, fullKey, "")));
        change.put("401", List.of(patch(sparse, null, "{}"), patch(sparse, bogus, "{}")));
        change.put("403", List.of(patch(sparse, viewOnlyKey, "{}"), patch(sparse, sourcesViewKey, "{}"),
                patch(sparse, readOnlyKey, "{}")));
        change.put("404", List.of(patch("/v2/sources/" + TestData.newId(), fullKey, "{\"name\":\"x\"}"),
                patch(sparse, server.otherOrgKey, "{\"name\":\"x\"}")));
        change.put("405", List.of(get(sparse, fullKey), call("POST", sparse, fullKey, "{}", JSON),
                call("DELETE", sparse, null, null, Map.of())));
        change.put("409", List.of(patch(sparse, fullKey, "{\"sourceId\":\"tv-spring\"}")));
        change.put("413", List.of(new Call("PATCH", sparse, fullKey, null, JSON, false, true, null)));
        change.put("415", List.of(call("PATCH", sparse, fullKey, "{}", Map.of("Content-Type", "text/plain"))));
        change.put("422", List.of(patch("/v2/sources/not-a-uuid", fullKey, broken),
                patch(sparse, fullKey, "{\"campaignId\":\"" + TestData.newId() + "\"}"),
                patch(sparse, fullKey, "{\"campaignId\":\"" + theirs.id() + "\"}")));
        change.put("500", List.of(failing(patch(sparse, fullKey, "{\"name\":\"x\"}"))));
        cases.put("PATCH /v2/sources/{id}", change);
    }

    /**
     * Suppressions: the number of the seeded active one is sent again for the 200, fresh numbers for
     * the 201s; one suppression is lifted and another was lifted beforehand, whatever order the calls
     * run in.
     */
    private void suppressionCases(Map<String, Map<String, List<Call>>> cases) {
        String list = "/v2/suppressions";
        String one = list + "/" + suppression.id();
        String lift = list + "/" + toLift.id() + "/lift";
        String liftedAgain = list + "/" + lifted.id() + "/lift";
        String viewKey = server.key(server.orgA, Set.of(Capability.SUPPRESSIONS_VIEW), false);
        String manageKey = server.key(server.orgA, Set.of(Capability.SUPPRESSIONS_MANAGE), false);
        String bogus = "cc_" + "f".repeat(40);
        String fresh = "{\"phoneNumber\":\"(212) 555-0131\"}";

        cases.put("GET /v2/suppressions", Map.of(
                "200", List.of(get(list, fullKey), get(list, viewKey), get(list + "?page=2&perPage=1", fullKey),
                        get(list + "?page=9", fullKey), get(list, server.otherOrgKey)),
                "401", List.of(get(list, null), get(list, bogus)),
                "403", List.of(get(list, routingOnlyKey), get(list, manageKey)),
                "405", List.of(call("DELETE", list, null, null, Map.of()), call("PATCH", list, fullKey, "{}", JSON)),
                "422", List.of(get(list + "?page=0&perPage=101", fullKey), get(list + "?phoneNumber=1", fullKey)),
                "500", List.of(failing(get(list, fullKey)))));

        Map<String, List<Call>> add = new LinkedHashMap<>();
        add.put("201", List.of(post(list, fullKey, example("POST /v2/suppressions")), post(list, manageKey, fresh),
                post(list, fullKey, "{\"phoneNumber\":\"12125550132\",\"reason\":null}"),
                post(list, fullKey, "{\"phoneNumber\":\"+1 212 555 0133\",\"reason\":\"" + "r".repeat(500) + "\"}"),
                post(list, server.otherOrgKey, "{\"phoneNumber\":\"2125550134\"}")));
        add.put("200", List.of(post(list, fullKey, "{\"phoneNumber\":\"" + suppression.phoneNumber().e164() + "\"}"),
                post(list, server.otherOrgKey, "{\"phoneNumber\":\"" + theirSuppression.phoneNumber().e164()
                        + "\",\"reason\":\"again\"}")));
        add.put("400", List.of(post(list, fullKey, "{"), post(list, fullKey, "[]"), post(list, fullKey, "")));
        add.put("401", List.of(post(list, null, fresh), post(list, bogus, fresh)));
        add.put("403", List.of(post(list, viewKey, fresh), post(list, readOnlyKey, fresh)));
        add.put("405", List.of(call("PUT", list, fullKey, fresh, JSON)));
        add.put("413", List.of(new Call("POST", list, fullKey, null, JSON, false, true, null)));
        add.put("415", List.of(call("POST", list, fullKey, fresh, Map.of("Content-Type", "text/plain"))));
        add.put("422", List.of(post(list, fullKey, "{}"),
                post(list, fullKey, "{\"phoneNumber\":\"+44 20 7946 0958\",\"reason\":7,\"source\":\"api\"}"),
                post(list, fullKey, "{\"phoneNumber\":\"" + "2".repeat(33) + "\",\"reason\":\"" + "r".repeat(501)
                        + "\"}")));
        add.put("500", List.of(failing(post(list, fullKey, fresh))));
        cases.put("POST /v2/suppressions", add);

        cases.put("GET /v2/suppressions/{id}", Map.of(
                "200", List.of(get(one, fullKey), get(one, viewKey), get(list + "/" + toLift.id(), fullKey),
                        get(list + "/" + lifted.id(), fullKey)),
                "401", List.of(get(one, null)),
                "403", List.of(get(one, routingOnlyKey), get(one, manageKey)),
                "404", List.of(get(list + "/" + TestData.newId(), fullKey), get(one, server.otherOrgKey),
                        get(list + "/" + theirSuppression.id(), fullKey)),
                "405", List.of(call("PATCH", one, fullKey, "{}", JSON), call("DELETE", one, null, null, Map.of())),
                "422", List.of(get(list + "/not-a-uuid", fullKey)),
                "500", List.of(failing(get(one, fullKey)))));

        Map<String, List<Call>> lifting = new LinkedHashMap<>();
        lifting.put("200", List.of(call("POST", lift, manageKey, null, Map.of())));
        lifting.put("401", List.of(call("POST", lift, null, null, Map.of())));
        lifting.put("403", List.of(call("POST", lift, viewKey, null, Map.of()),
                call("POST", lift, readOnlyKey, null, Map.of())));
        lifting.put("404", List.of(call("POST", list + "/" + TestData.newId() + "/lift", fullKey, null, Map.of()),
                call("POST", lift, server.otherOrgKey, null, Map.of()),
                call("POST", list + "/" + theirSuppression.id() + "/lift", fullKey, null, Map.of())));
        lifting.put("405", List.of(get(lift, fullKey), call("DELETE", lift, null, null, Map.of())));
        lifting.put("409", List.of(call("POST", liftedAgain, fullKey, null, Map.of())));
        lifting.put("422", List.of(call("POST", list + "/not-a-uuid/lift", fullKey, null, Map.of())));
        lifting.put("500", List.of(failing(call("POST", lift, fullKey, null, Map.of()))));
        cases.put("POST /v2/suppressions/{id}/lift", lifting);
    }

    /**
     * The consent ledger and settings: entries are only appended, so the calls may run in any order;
     * the settings are replaced with the active campaign or none.
     */
    /**
     * Provider accounts: both channels' accounts are set up before the cases run, so each can be read; another
     * organization's key finds none.
     */
    private void providerAccountCases(Map<String, Map<String, List<Call>>> cases) {
        String list = "/v2/provider-accounts";
        String calls = list + "/calls";
        String texts = list + "/texts";
        String unknown = list + "/faxes";
        String manageKey = server.key(server.orgA, Set.of(Capability.PROVIDERS_MANAGE), false);
        String consentKey = server.key(server.orgA, Set.of(Capability.CONSENT_MANAGE), false);
        String simulated = "{\"provider\":\"simulated\"}";
        String twilio = example("PUT /v2/provider-accounts/{channel}");

        cases.put("GET /v2/provider-accounts", Map.of(
                "200", List.of(get(list, fullKey), get(list, manageKey), get(list, server.otherOrgKey)),
                "401", List.of(get(list, null)),
                "403", List.of(get(list, consentKey)),
                "405", List.of(call("POST", list, fullKey, simulated, JSON)),
                "422", List.of(get(list + "?channel=calls", fullKey)),
                "500", List.of(failing(get(list, fullKey)))));
        cases.put("GET /v2/provider-accounts/{channel}", Map.of(
                "200", List.of(get(calls, fullKey), get(calls, manageKey)),
                "401", List.of(get(calls, null)),
                "403", List.of(get(calls, consentKey)),
                "404", List.of(get(calls, server.otherOrgKey), get(texts, server.otherOrgKey)),
                "405", List.of(call("POST", calls, fullKey, simulated, JSON)),
                "422", List.of(get(calls + "?provider=twilio", fullKey), get(unknown, fullKey)),
                "500", List.of(failing(get(calls, fullKey)))));
        Map<String, List<Call>> configure = new LinkedHashMap<>();
        configure.put("200", List.of(call("PUT", calls, fullKey, twilio, JSON),
                call("PUT", calls, manageKey, "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":"
                        + "\"AC0123456789abcdef0123456789abcdef\",\"callsPerSecond\":\"3\"}}", JSON),
                call("PUT", texts, fullKey, simulated, JSON)));
        configure.put("400", List.of(call("PUT", calls, fullKey, "{", JSON)));
        configure.put("401", List.of(call("PUT", calls, null, simulated, JSON)));
        configure.put("403", List.of(call("PUT", calls, consentKey, simulated, JSON),
                call("PUT", calls, readOnlyKey, simulated, JSON)));
        configure.put("405", List.of(call("PATCH", calls, fullKey, "{}", JSON)));
        configure.put("413", List.of(new Call("PUT", calls, fullKey, null, JSON, false, true, null)));
        configure.put("415", List.of(call("PUT", calls, fullKey, simulated, Map.of("Content-Type", "text/plain"))));
        configure.put("422", List.of(call("PUT", calls, fullKey, "{}", JSON),
                call("PUT", texts, fullKey, "{\"provider\":\"vapi\"}", JSON),
                call("PUT", calls, fullKey, "{\"provider\":\"twilio\",\"settings\":{\"accountSid\":\"AC1\","
                        + "\"region\":\"us1\"},\"secrets\":{\"authToken\":7}}", JSON),
                call("PUT", calls, fullKey, "{\"provider\":\"fax\"}", JSON),
                call("PUT", unknown, fullKey, simulated, JSON)));
        configure.put("500", List.of(failing(call("PUT", calls, fullKey, simulated, JSON))));
        cases.put("PUT /v2/provider-accounts/{channel}", configure);
    }

    private void consentCases(Map<String, Map<String, List<Call>>> cases) {
        String record = "/v2/consent";
        String ledger = record + "/" + CONSENTED.e164();
        String settings = "/v2/consent-settings";
        String viewKey = server.key(server.orgA, Set.of(Capability.CONSENT_VIEW), false);
        String manageKey = server.key(server.orgA, Set.of(Capability.CONSENT_MANAGE), false);
        String bogus = "cc_" + "f".repeat(40);
        String revocation = "{\"phoneNumber\":\"2125550182\",\"channels\":[\"voice_artificial\",\"voice_live\","
                + "\"sms\"],\"purpose\":\"marketing\",\"kind\":\"revoked\",\"evidence\":\"Asked on a call\"}";

        Map<String, List<Call>> add = new LinkedHashMap<>();
        add.put("201", List.of(post(record, fullKey, example("POST /v2/consent")), post(record, manageKey, revocation),
                post(record, fullKey, "{\"phoneNumber\":\"" + CONSENTED.e164() + "\",\"channels\":[\"sms\"],"
                        + "\"purpose\":\"informational\",\"kind\":\"given\",\"evidence\":\"" + "e".repeat(2000)
                        + "\",\"occurredAt\":null}"),
                post(record, server.otherOrgKey, revocation)));
        add.put("400", List.of(post(record, fullKey, "{"), post(record, fullKey, "[]"), post(record, fullKey, "")));
        add.put("401", List.of(post(record, null, revocation), post(record, bogus, revocation)));
        add.put("403", List.of(post(record, viewKey, revocation), post(record, readOnlyKey, revocation)));
        add.put("405", List.of(get(record, fullKey), call("PUT", record, fullKey, revocation, JSON)));
        add.put("413", List.of(new Call("POST", record, fullKey, null, JSON, false, true, null)));
        add.put("415", List.of(call("POST", record, fullKey, revocation, Map.of("Content-Type", "text/plain"))));
        add.put("422", List.of(post(record, fullKey, "{}"),
                post(record, fullKey, revocation.replace("2125550182", "+44 20 7946 0958").replace("\"sms\"",
                        "\"voice_live\"").replace("}", ",\"source\":\"api\"}")),
                post(record, fullKey, revocation.replace("}", ",\"occurredAt\":\"2999-01-01T00:00:00Z\"}"))));
        add.put("500", List.of(failing(post(record, fullKey, revocation))));
        cases.put("POST /v2/consent", add);

        cases.put("GET /v2/consent/{phoneNumber}", Map.of(
                "200", List.of(get(ledger, fullKey), get(ledger, viewKey), get(ledger + "?page=2&perPage=1", fullKey),
                        get(record + "/2125550181?page=9", fullKey), get(ledger, server.otherOrgKey),
                        get(record + "/2125550183", fullKey)),
                "401", List.of(get(ledger, null), get(ledger, bogus)),
                "403", List.of(get(ledger, routingOnlyKey), get(ledger, manageKey)),
                "405", List.of(call("DELETE", ledger, null, null, Map.of()), call("POST", ledger, fullKey, "{}", JSON)),
                "422", List.of(get(record + "/555", fullKey), get(ledger + "?page=0&perPage=101", fullKey),
                        get(ledger + "?kind=given", fullKey)),
                "500", List.of(failing(get(ledger, fullKey)))));

        String declareActive = "{\"informationalCampaigns\":[\"" + active.id() + "\"]}";
        cases.put("GET /v2/consent-settings", Map.of(
                "200", List.of(get(settings, fullKey), get(settings, viewKey), get(settings, server.otherOrgKey)),
                "401", List.of(get(settings, null)),
                "403", List.of(get(settings, routingOnlyKey), get(settings, manageKey)),
                "405", List.of(call("DELETE", settings, null, null, Map.of())),
                "422", List.of(get(settings + "?page=1", fullKey)),
                "500", List.of(failing(get(settings, fullKey)))));
        Map<String, List<Call>> replace = new LinkedHashMap<>();
        replace.put("200", List.of(call("PUT", settings, fullKey, example("PUT /v2/consent-settings"), JSON),
                call("PUT", settings, manageKey, declareActive, JSON)));
        replace.put("400", List.of(call("PUT", settings, fullKey, "{", JSON), call("PUT", settings, fullKey, "[]", JSON)));
        replace.put("401", List.of(call("PUT", settings, null, declareActive, JSON)));
        replace.put("403", List.of(call("PUT", settings, viewKey, declareActive, JSON),
                call("PUT", settings, readOnlyKey, declareActive, JSON)));
        replace.put("405", List.of(call("POST", settings, fullKey, declareActive, JSON),
                call("PATCH", settings, fullKey, "{}", JSON)));
        replace.put("413", List.of(new Call("PUT", settings, fullKey, null, JSON, false, true, null)));
        replace.put("415", List.of(call("PUT", settings, fullKey, declareActive, Map.of("Content-Type", "text/plain"))));
        replace.put("422", List.of(call("PUT", settings, fullKey, "{}", JSON),
                call("PUT", settings, fullKey, "{\"informationalCampaigns\":[\"" + theirs.id() + "\"]}", JSON),
                call("PUT", settings, fullKey, "{\"informationalCampaigns\":[\"x\"],\"id\":1}", JSON)));
        replace.put("500", List.of(failing(call("PUT", settings, fullKey, declareActive, JSON))));
        cases.put("PUT /v2/consent-settings", replace);
    }

    /**
     * Inquiries (D5, D14, P20-P23): the changes are made to one inquiry only, whatever order the calls
     * run in; the others are read as seeded.
     */
    private void inquiryCases(Map<String, Map<String, List<Call>>> cases) {
        String list = "/v2/inquiries";
        String full = "/v2/inquiries/" + inquiry.id();
        String changing = "/v2/inquiries/" + changingInquiry.id();
        String unknown = "/v2/inquiries/" + TestData.newId();
        String their = "/v2/inquiries/" + theirInquiry.id();
        String inquiriesViewKey = server.key(server.orgA, Set.of(Capability.INQUIRIES_VIEW), false);
        String bogus = "cc_" + "g".repeat(40);
        String broken = "{\"resolutionType\":\"" + "r".repeat(21) + "\",\"response\":7,\"status\":\"done\","
                + "\"notes\":[],\"resolvedAt\":null}";

        cases.put("GET /v2/inquiries", Map.of(
                "200", List.of(get(list, fullKey), get(list, inquiriesViewKey), get(list + "?status=resolved", fullKey),
                        get(list + "?agentName=ALAN%20TURING", fullKey), get(list + "?search=ada%20love", fullKey),
                        get(list + "?search=(212)%20555-0001", fullKey), get(list + "?search=nobody", fullKey),
                        get(list + "?page=2&perPage=1", fullKey), get(list + "?page=9", fullKey)),
                "401", List.of(get(list, null), get(list, bogus)),
                "403", List.of(get(list, routingOnlyKey)),
                "405", List.of(call("DELETE", list, null, null, Map.of()), call("PATCH", list, fullKey, "{}", JSON)),
                "422", List.of(get(list + "?page=0&perPage=101&status=closed&agentName=" + "a".repeat(256), fullKey),
                        get(list + "?search=" + "s".repeat(256), fullKey)),
                "500", List.of(failing(get(list, fullKey)))));

        cases.put("GET /v2/inquiries/{id}", Map.of(
                "200", List.of(get(full, fullKey), get(full, inquiriesViewKey), get(full, readOnlyKey),
                        get("/v2/inquiries/" + bareInquiry.id(), fullKey), get(changing, fullKey)),
                "401", List.of(get(full, null), get(full, bogus)),
                "403", List.of(get(full, routingOnlyKey)),
                "404", List.of(get(unknown, fullKey), get(their, fullKey), get(full, server.otherOrgKey)),
                "405", List.of(call("POST", full, fullKey, "{}", JSON), call("DELETE", full, null, null, Map.of())),
                "422", List.of(get("/v2/inquiries/not-a-uuid", fullKey), get("/v2/inquiries/12345", fullKey)),
                "500", List.of(failing(get(full, fullKey)))));

        Map<String, List<Call>> change = new LinkedHashMap<>();
        change.put("200", List.of(patch(full, fullKey, "{}"), patch(changing, fullKey, example("PATCH /v2/inquiries/{id}")),
                patch(changing, fullKey, "{\"status\":\"appointment_scheduled\",\"resolutionType\":null,"
                        + "\"response\":null,\"notes\":null}"),
                patch(changing, fullKey, "{\"resolutionType\":\"" + "r".repeat(20) + "\",\"status\":\"resolved\"}"),
                patch(changing, fullKey, "{\"status\":\"pending_resolution\",\"notes\":\"" + "n".repeat(5000) + "\"}")));
        change.put("400", List.of(patch(changing, fullKey, "{"), patch(changing, fullKey, "[]"),
                patch(changing, fullKey, "")));
        change.put("401", List.of(patch(changing, null, "{}"), patch(changing, bogus, "{}")));
        change.put("403", List.of(patch(changing, viewOnlyKey, "{}"), patch(changing, inquiriesViewKey, "{}"),
                patch(changing, readOnlyKey, "{}")));
        change.put("404", List.of(patch(unknown, fullKey, "{\"notes\":\"x\"}"), patch(their, fullKey, "{}"),
                patch(changing, server.otherOrgKey, "{\"notes\":\"x\"}")));
        change.put("405", List.of(call("POST", changing, fullKey, "{}", JSON), call("PUT", changing, fullKey, "{}", JSON),
                call("DELETE", changing, null, null, Map.of())));
        change.put("413", List.of(new Call("PATCH", changing, fullKey, null, JSON, false, true, null)));
        change.put("415", List.of(call("PATCH", changing, fullKey, "{}", Map.of("Content-Type", "text/plain"))));
        change.put("422", List.of(patch("/v2/inquiries/not-a-uuid", fullKey, broken), patch(changing, fullKey, broken),
                patch(changing, fullKey, "{\"status\":null}")));
        change.put("500", List.of(failing(patch(changing, fullKey, "{\"notes\":\"x\"}"))));
        cases.put("PATCH /v2/inquiries/{id}", change);
    }

    /**
     * Runs jobs of every action to a final status on {@code server} (workers started) with entries of
     * most item codes, and leaves one queued on another server whose workers never start.
     */
    private Jobs jobs() {
        if (jobs != null) {
            return jobs;
        }
        server.startWorkers();
        String enroll = "/v2/campaigns/" + active.id() + "/enrollment";
        String enrollBare = "/v2/campaigns/" + bare.id() + "/enrollment";
        List<Response> accepted = new ArrayList<>();
        // already_active, missing_required_fields, customer_not_found, invalid_customer_reference, a duplicate.
        accepted.add(server.post(enroll, fullKey, "{\"customers\":[{\"customerId\":\"" + customer.id() + "\"},"
                + "{\"customerId\":\"" + minimalCustomer.id() + "\"},{\"customerId\":\"" + TestData.newId() + "\"},"
                + "\"just text\",{\"customerId\":\"not-a-uuid\"},{\"phoneNumber\":\"" + customer.phone().e164()
                + "\"}]}"));
        // enrolled (the campaign has no required fields), then a restart without a workflow: a failed job.
        accepted.add(server.post(enrollBare, fullKey, "{\"customer\":{\"customerId\":\"" + minimalCustomer.id()
                + "\"}}"));
        String finishedFirst = accepted.get(accepted.size() - 1).json().path("statusUrl").asText();
        server.awaitFinalJob(finishedFirst, fullKey);
        accepted.add(server.post(enrollBare + "/restart", fullKey, "{\"customers\":[{\"customerId\":\""
                + minimalCustomer.id() + "\"}]}"));
        // status_changed and not_enrolled, with a reason.
        accepted.add(server.post(enroll + "/status", fullKey, "{\"status\":\"cancelled\",\"reason\":\"Asked to stop\","
                + "\"customers\":[{\"customerId\":\"" + customer.id() + "\"},{\"customerId\":\"" + minimalCustomer.id()
                + "\"}],\"idempotencyKey\":\"stop-1\"}"));
        List<String> finished = new ArrayList<>();
        for (Response response : accepted) {
            assertThat(response.status()).as(response.text()).isEqualTo(202);
            String url = response.json().path("statusUrl").asText();
            server.awaitFinalJob(url, fullKey);
            finished.add(url);
        }

        TestApi idle = new TestApi();
        others.add(idle);
        Campaign campaign = CampaignBuilder.aCampaign(idle.orgA.id()).build();
        idle.store.campaigns().insert(campaign);
        Customer someone = TestData.customer(idle.orgA.id(), TestData.phone(7));
        idle.store.customers().insert(someone);
        Response queued = idle.post("/v2/campaigns/" + campaign.id() + "/enrollment", idle.fullKey,
                "{\"customers\":[{\"customerId\":\"" + someone.id() + "\"},{\"customerId\":\"" + TestData.newId()
                        + "\"},{\"phoneNumber\":\"555\"},{\"customerId\":\"" + someone.id() + "\"}]}");
        assertThat(queued.status()).as(queued.text()).isEqualTo(202);
        accepted.add(queued);
        jobs = new Jobs(List.copyOf(accepted), List.copyOf(finished), idle,
                queued.json().path("statusUrl").asText());
        return jobs;
    }

    private TransferConfig saved(TransferConfig config) {
        server.store.transferConfigs().save(config);
        return config;
    }

    private RoutingConfig saved(RoutingConfig config) {
        server.store.routingConfigs().save(config);
        return config;
    }

    private AppointmentConfig saved(AppointmentConfig config) {
        server.store.appointmentConfigs().save(config);
        return config;
    }

    private static Call get(String path, String key) {
        return new Call("GET", path, key, null, Map.of(), false);
    }

    private static Call patch(String path, String key, String body) {
        return new Call("PATCH", path, key, body, JSON, false);
    }

    private static Call call(String method, String path, String key, String body, Map<String, String> headers) {
        return new Call(method, path, key, body, headers, false);
    }

    /**
     * Every secured operation also answers 429 (its key's limit used up: the success call again,
     * on a server whose one-request bucket is already spent and never refills) and 503 (the
     * success call on a server whose store cannot be reached).
     */
    private Map<String, List<Call>> limitedAndUnavailable(Map<String, List<Call>> byStatus) {
        Call success = byStatus.entrySet().stream().filter(status -> status.getKey().startsWith("2"))
                .map(status -> status.getValue().get(0)).findFirst().orElseThrow();
        if (spentLimit == null) {
            spentLimit = TestApi.withRateLimits(new RateLimitPolicy(1, 1), new RateLimitPolicy(60_000, 1_000),
                    Clock.fixed(Instant.parse("2026-01-01T00:00:00Z"), ZoneOffset.UTC));
            others.add(spentLimit);
            assertThat(spentLimit.get("/v2/campaigns", spentLimit.fullKey).status()).isEqualTo(200);
        }
        Map<String, List<Call>> extended = new LinkedHashMap<>(byStatus);
        extended.put("429", List.of(new Call(success.method(), success.path(), spentLimit.fullKey, success.body(),
                success.headers(), false, false, spentLimit)));
        extended.put("503", List.of(storeUnavailable(success)));
        return extended;
    }

    /** The call sent to a server of its own whose store cannot be reached. */
    private Call storeUnavailable(Call call) {
        TestApi down = new TestApi();
        down.storeUnavailable(true);
        others.add(down);
        return new Call(call.method(), call.path(), call.key(), call.body(), call.headers(), call.failing(),
                call.oversized(), down);
    }

    private static Call failing(Call call) {
        return new Call(call.method(), call.path(), call.key(), call.body(), call.headers(), true, call.oversized(),
                call.target());
    }

    private static Call post(String path, String key, String body) {
        return new Call("POST", path, key, body, JSON, false);
    }

    private static Call on(TestApi target, Call call) {
        return new Call(call.method(), call.path(), call.key(), call.body(), call.headers(), call.failing(),
                call.oversized(), target);
    }

    // ------------------------------------------------------------------ checks of one response

    private void checkResponse(Operation operation, String status, Response response, String what,
                               SoftAssertions softly) {
        JsonNode documented = document.deref(operation.node().path("responses").get(status));
        for (Iterator<Map.Entry<String, JsonNode>> it = documented.path("headers").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> header = it.next();
            if (document.deref(header.getValue()).path("required").asBoolean(false)) {
                softly.assertThat(response.header(header.getKey())).as(what + " header " + header.getKey())
                        .isNotNull();
            }
        }
        String mediaType = response.header("Content-Type") == null ? ""
                : response.header("Content-Type").split(";", 2)[0].strip().toLowerCase(Locale.ROOT);
        JsonNode contents = documented.path("content");
        if (contents.isMissingNode()) {
            softly.assertThat(response.text()).as(what + " has no body, as documented").isEmpty();
            return;
        }
        // A response documented with several media types (the reference's files) may answer any of them.
        Map.Entry<String, JsonNode> content = contents.has(mediaType) ? Map.entry(mediaType, contents.get(mediaType))
                : contents.fields().next();
        softly.assertThat(mediaType).as(what + " content type").isEqualTo(content.getKey());
        boolean isJson = content.getKey().equals("application/json");
        JsonNode body = isJson ? json(response) : TextNode.valueOf(response.text());
        softly.assertThat(validator.validate(content.getValue().get("schema"), body)).as(what + " body").isEmpty();
        Set<String> codes = exampleCodes(content.getValue());
        if (isJson && !codes.isEmpty()) {
            softly.assertThat(body.path("code").asText()).as(what + " code").isIn(codes);
        }
        if (body.path("code").asText().equals("FORBIDDEN")) {
            softly.assertThat(body.path("message").asText()).as(what + " names the capability")
                    .contains(capabilityOf(operation));
        }
        // Messages speak to API users plainly: never the project's internal decision numbers.
        softly.assertThat(body.findValuesAsText("message")).as(what + " messages")
                .noneMatch(message -> DECISION_NUMBER.matcher(message).find());
    }

    private JsonNode responseSchema(Operation operation, String status) {
        return document.deref(operation.node().path("responses").get(status)).path("content")
                .path("application/json").path("schema");
    }

    private static Set<String> exampleCodes(JsonNode mediaType) {
        Set<String> codes = new LinkedHashSet<>();
        if (mediaType.has("example")) {
            codes.add(mediaType.get("example").path("code").asText());
        }
        mediaType.path("examples").forEach(example -> codes.add(example.path("value").path("code").asText()));
        codes.remove("");
        return codes;
    }

    // ------------------------------------------------------------------ document-wide checks

    private static void collectRefs(JsonNode node, List<String> refs) {
        if (node.has("$ref")) {
            refs.add(node.get("$ref").asText());
        }
        node.forEach(child -> collectRefs(child, refs));
    }

    private static void checkClosedObjectsRequireEverything(JsonNode schema, String where, SoftAssertions softly) {
        if (schema.has("properties") && schema.path("additionalProperties").isBoolean()) {
            List<String> required = new ArrayList<>();
            schema.path("required").forEach(r -> required.add(r.asText()));
            List<String> always = new ArrayList<>(names(schema.get("properties")));
            always.removeAll(CONDITIONAL_MEMBERS.getOrDefault(where, Set.of()));
            softly.assertThat(required).as(where + " required").containsExactlyInAnyOrderElementsOf(always);
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> property = it.next();
            checkClosedObjectsRequireEverything(property.getValue(), where + "." + property.getKey(), softly);
        }
        if (schema.has("items")) {
            checkClosedObjectsRequireEverything(schema.get("items"), where + "[]", softly);
        }
    }

    private static void checkCatalogField(JsonNode property, String name, FieldSpec spec, boolean nullable,
                                          SoftAssertions softly) {
        softly.assertThat(property.path("nullable").asBoolean(false)).as(name + " nullable").isEqualTo(nullable);
        switch (spec.kind()) {
            case STRING -> softly.assertThat(property.path("maxLength").asInt()).as(name + " maxLength")
                    .isEqualTo(spec.maxLength());
            case ENUM -> {
                List<String> values = new ArrayList<>();
                property.path("enum").forEach(v -> {
                    if (!v.isNull()) {
                        values.add(v.asText());
                    }
                });
                softly.assertThat(values).as(name + " enum").containsExactlyElementsOf(spec.allowed());
            }
            case BOOLEAN -> softly.assertThat(property.path("type").asText()).as(name).isEqualTo("boolean");
            case INT32 -> softly.assertThat(property.path("format").asText()).as(name).isEqualTo("int32");
            case DATE -> softly.assertThat(property.path("format").asText()).as(name).isEqualTo("date");
            case DATE_TIME -> softly.assertThat(property.path("format").asText()).as(name).isEqualTo("date-time");
            case UUID -> softly.assertThat(property.path("format").asText()).as(name).isEqualTo("uuid");
            default -> softly.fail("unknown field kind of " + name);
        }
    }

    private static String capabilityOf(Operation operation) {
        Matcher m = CAPABILITY.matcher(operation.node().path("description").asText());
        return m.find() ? m.group(1) : "";
    }

    // ------------------------------------------------------------------ request body probes

    /** Derives from a request schema one refused body per rule, and one accepted null per nullable member. */
    private void probeMember(JsonNode declared, List<String> path, UnaryOperator<JsonNode> wrap, List<Probe> probes) {
        JsonNode schema = document.deref(declared);
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        String type = schema.path("type").asText();
        if (type.isEmpty() && !schema.has("allOf") && !schema.has("oneOf")
                || declared.path("$ref").asText().equals(LENIENT_SCHEMA)) {
            // A schema without a type states no rule, and an enrollment entry fails alone in the job
            // rather than refusing the request: any value must be accepted there, but null as the
            // body's own `customer`, which names no customer and is refused.
            for (JsonNode anything : List.of(nodes.textNode("probe"), nodes.numberNode(7), nodes.nullNode(),
                    nodes.objectNode(), nodes.arrayNode().add(1),
                    nodes.objectNode().put("customerId", "not-a-uuid").put("phoneNumber", "12"))) {
                boolean refused = anything.isNull() && path.size() == 1;
                probes.add(new Probe(wrap.apply(anything), path, refused ? "invalid_type" : null));
            }
            return;
        }
        if (!path.isEmpty()) {
            probes.add(new Probe(wrap.apply(type.equals("string") ? nodes.numberNode(12345) : nodes.textNode("probe")),
                    path, "invalid_type"));
            probes.add(new Probe(wrap.apply(nodes.nullNode()), path,
                    schema.path("nullable").asBoolean(false) ? null : "invalid_type"));
        }
        if (schema.has("enum")) {
            probes.add(new Probe(wrap.apply(nodes.textNode("zzz-not-listed")), path, "invalid_enum_value"));
        }
        switch (schema.path("format").asText()) {
            case "uuid" -> probes.add(new Probe(wrap.apply(nodes.textNode("not-a-uuid")), path, "invalid_string"));
            case "date-time" -> probes.add(new Probe(wrap.apply(nodes.textNode("2026-02-30T00:00:00Z")), path,
                    "invalid_string"));
            case "date" -> probes.add(new Probe(wrap.apply(nodes.textNode("2026-02-30")), path, "invalid_string"));
            default -> {
            }
        }
        if (schema.has("maxLength")) {
            probes.add(new Probe(wrap.apply(nodes.textNode("a".repeat(schema.get("maxLength").asInt() + 1))), path,
                    "too_big"));
        }
        if (schema.path("minLength").asInt(0) > 0) {
            probes.add(new Probe(wrap.apply(nodes.textNode("")), path, "too_small"));
        }
        if (schema.has("pattern") && !Set.of(TEXT_RULE, NOT_BLANK_TEXT_RULE).contains(schema.get("pattern").asText())) {
            // A value of an allowed length that the pattern does not match.
            Pattern pattern = Pattern.compile(schema.get("pattern").asText());
            String mismatch = List.of("!", "9", "A", " ", "-").stream()
                    .map(c -> c.repeat(Math.max(1, schema.path("minLength").asInt(1))))
                    .filter(v -> !pattern.matcher(v).find()).findFirst()
                    .orElseThrow(() -> new AssertionError("no probe value breaks the pattern " + pattern));
            probes.add(new Probe(wrap.apply(nodes.textNode(mismatch)), path, "invalid_string"));
        }
        if (schema.has("minimum")) {
            probes.add(new Probe(wrap.apply(nodes.numberNode(schema.get("minimum").decimalValue()
                    .subtract(BigDecimal.ONE))), path, "too_small"));
        }
        if (schema.has("maximum")) {
            probes.add(new Probe(wrap.apply(nodes.numberNode(schema.get("maximum").decimalValue()
                    .add(BigDecimal.ONE))), path, "too_big"));
        }
        if (type.equals("array")) {
            probeArray(schema, path, wrap, probes);
        }
        if (type.equals("object")) {
            probeObject(schema, path, wrap, probes);
        }
    }

    private void probeArray(JsonNode schema, List<String> path, UnaryOperator<JsonNode> wrap, List<Probe> probes) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (schema.has("maxItems")) {
            ArrayNode tooMany = nodes.arrayNode();
            for (int i = 0; i <= schema.get("maxItems").asInt(); i++) {
                tooMany.add("x");
            }
            probes.add(new Probe(wrap.apply(tooMany), path, "too_big"));
        }
        if (schema.path("minItems").asInt(0) > 0) {
            probes.add(new Probe(wrap.apply(nodes.arrayNode()), path, "too_small"));
        }
        probeMember(schema.get("items"), Values.append(path, "0"), item -> wrap.apply(nodes.arrayNode().add(item)),
                probes);
    }

    private void probeObject(JsonNode schema, List<String> path, UnaryOperator<JsonNode> wrap, List<Probe> probes) {
        JsonNodeFactory nodes = JsonNodeFactory.instance;
        if (!schema.path("additionalProperties").asBoolean(true)) {
            probes.add(new Probe(wrap.apply(nodes.objectNode().put(PROBE_KEY, true)), path, "unrecognized_keys"));
        }
        for (JsonNode required : schema.path("required")) {
            probes.add(new Probe(wrap.apply(nodes.objectNode()), Values.append(path, required.asText()),
                    "invalid_type"));
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> property = it.next();
            probeMember(property.getValue(), Values.append(path, property.getKey()),
                    value -> wrap.apply(nodes.objectNode().set(property.getKey(), value)), probes);
        }
    }

    /**
     * The probe sent inside the example body: the example's member the probe is about is replaced
     * by the probe's (or left out, when the probe leaves it out), every other member is the example's.
     */
    private static Probe insideExample(Probe probe, ObjectNode example) {
        ObjectNode body = example.deepCopy();
        if (!probe.path().isEmpty()) {
            body.remove(probe.path().get(0));
        }
        body.setAll((ObjectNode) probe.body());
        return new Probe(body, probe.path(), probe.code());
    }

    /** Where the validator reports a problem of the value at {@code path}, e.g. {@code $.tags[0]}. */
    private static String pointer(List<String> path) {
        return "$" + path.stream().map(p -> p.matches("\\d+") ? "[" + p + "]" : "." + p)
                .collect(Collectors.joining());
    }

    // ------------------------------------------------------------------ parameter probes

    private static void parameterValues(JsonNode schema, Map<String, String> refused, List<String> accepted) {
        String type = schema.path("type").asText();
        if (type.equals("integer")) {
            refused.put("abc", "invalid_type");
            refused.put("1.5", "invalid_type");
        }
        if (type.equals("boolean")) {
            // A query string carries text: a flag is true or false, as the parameter's description says.
            refused.put("yes", "invalid_enum_value");
            refused.put("TRUE", "invalid_enum_value");
            accepted.add("true");
            accepted.add("false");
        }
        if (schema.has("minimum")) {
            refused.put(schema.get("minimum").decimalValue().subtract(BigDecimal.ONE).toPlainString(), "too_small");
            accepted.add(schema.get("minimum").asText());
        }
        if (schema.has("maximum")) {
            refused.put(schema.get("maximum").decimalValue().add(BigDecimal.ONE).toPlainString(), "too_big");
            accepted.add(schema.get("maximum").asText());
        }
        if (schema.has("enum")) {
            refused.put("zzz-not-listed", "invalid_enum_value");
            schema.get("enum").forEach(v -> accepted.add(v.asText()));
        }
        if (schema.has("maxLength")) {
            refused.put("a".repeat(schema.get("maxLength").asInt() + 1), "too_big");
            accepted.add("a".repeat(schema.get("maxLength").asInt()));
        }
        if (schema.path("format").asText().equals("uuid")) {
            refused.put("not-a-uuid", "invalid_string");
        }
    }

    /**
     * An accepted idempotency key made the operation's own, of the same length: keys are the organization's
     * across every create, so one create's probe would make the same key a conflict for the next.
     */
    private static String ownKey(Operation operation, JsonNode parameter, String value) {
        if (!parameter.get("name").asText().equals("Idempotency-Key")) {
            return value;
        }
        String operationId = operation.node().path("operationId").asText();
        return (operationId + value).substring(0, value.length());
    }

    private Call withParameter(Operation operation, JsonNode parameter, String value, boolean twice) {
        String name = parameter.get("name").asText();
        String encoded = URLEncoder.encode(value, StandardCharsets.UTF_8);
        String in = parameter.get("in").asText();
        if (in.equals("header")) {
            Map<String, String> headers = new LinkedHashMap<>(JSON);
            headers.put(name, name.equals("Idempotency-Key") ? keyOf(operation, value) : value);
            return new Call(operation.method(), concrete(operation.path()), fullKey, acceptedBody(operation), headers,
                    false);
        }
        String path = in.equals("path")
                ? concrete(operation.path().replace("{" + name + "}", encoded))
                : concrete(operation.path()) + "?" + name + "=" + encoded + (twice ? "&" + name + "=" + encoded : "");
        return new Call(operation.method(), path, fullKey, acceptedBody(operation), JSON, false);
    }

    /**
     * An idempotency key is the organization's across every create, so each create probes keys of its own: the
     * value's length with the operation's name in front, which a repeat of the same operation finds again.
     */
    private static String keyOf(Operation operation, String value) {
        String own = Integer.toHexString(operation.key().hashCode());
        return value.length() > own.length() ? own + value.substring(own.length()) : value;
    }

    // ------------------------------------------------------------------ helpers

    /** Sends a request meant to be valid, which the standard validator must find valid too. */
    private Response sendValid(Call call) {
        standard.requestReports(call.method(), call.path(), call.key(), call.body(), call.headers()).stream()
                .filter(report -> !(call.path().contains("/enrollment") && LENIENT_REPORT.matcher(report).find()))
                .forEach(report -> standardReports.add("request " + call.method() + " " + abbreviate(call.path())
                        + ": " + report));
        return send(call);
    }

    /** Sends a request; its response, whatever the status, is checked by the standard validator. */
    private Response send(Call call) {
        Response response = exchange(call);
        standard.responseReports(call.method(), call.path(), response)
                .forEach(report -> standardReports.add("response to " + call.method() + " " + abbreviate(call.path())
                        + " (" + response.status() + "): " + report));
        return response;
    }

    private Response exchange(Call call) {
        TestApi target = call.target() == null ? server : call.target();
        target.failUseCases(call.failing());
        try {
            if (call.oversized()) {
                return target.sendOversized(call.method(), call.path(), call.key(), MAX_BODY_BYTES + 1);
            }
            return target.send(call.method(), call.path(), call.key(), call.body(), call.headers());
        } finally {
            target.failUseCases(false);
        }
    }

    /**
     * A real path for a documented template: the seeded campaign, customer, routing group and source,
     * and a job id nobody has.
     */
    private String concrete(String template) {
        return template.replace("/v2/suppressions/{id}", "/v2/suppressions/" + suppression.id())
                .replace("/v2/consent/{phoneNumber}", "/v2/consent/" + CONSENTED.e164())
                .replace("/v2/routing-groups/{id}", "/v2/routing-groups/" + routingGroups.get(0).id())
                .replace("/v2/workflows/{id}", "/v2/workflows/" + workflow.id())
                .replace("/v2/sources/{id}", "/v2/sources/" + sparseSource.id())
                .replace("/v2/inquiries/{id}", "/v2/inquiries/" + inquiry.id())
                .replace("{enrollmentId}", dialed.id().toString())
                .replace("{customerId}", customer.id().toString())
                .replace("{campaignId}", active.id().toString()).replace("{id}", customer.id().toString())
                .replace("{jobId}", UNKNOWN_JOB).replace("{file}", "swagger-ui.css").replace("{channel}", "calls");
    }

    /**
     * A body the operation accepts: {@code {}} for PATCH, the document's own example for a POST that
     * takes a body, none otherwise.
     */
    private static String acceptedBody(Operation operation) {
        boolean takesBody = operation.node().has("requestBody");
        return switch (operation.method()) {
            case "PATCH" -> "{}";
            case "POST", "PUT" -> takesBody ? example(operation.key()) : null;
            default -> null;
        };
    }

    /** The request body example the document gives for an operation, as JSON text. */
    private static String example(String operationKey) {
        JsonNode example = operation(operationKey).node().at("/requestBody/content/application~1json/example");
        assertThat(example.isObject()).as("request example of " + operationKey).isTrue();
        return example.toString();
    }

    private static Set<String> documentedPaths() {
        return document.operations().stream().map(Operation::path).collect(Collectors.toCollection(LinkedHashSet::new));
    }

    private static JsonNode readTree(String text) {
        try {
            return OpenApiDocument.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + abbreviate(text), e);
        }
    }

    private static JsonNode json(Response response) {
        try {
            return OpenApiDocument.MAPPER.readTree(response.text());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + abbreviate(response.text()), e);
        }
    }

    /** The D3 errors as "path:code", path segments joined by dots. */
    private static List<String> errors(JsonNode body) {
        return StreamSupport.stream(body.path("errors").spliterator(), false)
                .map(e -> StreamSupport.stream(e.path("path").spliterator(), false).map(JsonNode::asText)
                        .collect(Collectors.joining(".")) + ":" + e.path("code").asText())
                .toList();
    }

    private static List<String> enumValues(JsonNode values) {
        List<String> texts = new ArrayList<>();
        values.forEach(v -> {
            if (!v.isNull()) {
                texts.add(v.asText());
            }
        });
        return texts;
    }

    /**
     * The members of a request record of the HTTP adapter, named by its package below the adapter's and its
     * binary name: what the server accepts in that body.
     */
    private static List<String> members(String requestRecord) throws ClassNotFoundException {
        return Arrays.stream(Class.forName("io.campaignoutreach.adapter.http." + requestRecord)
                .getRecordComponents()).map(RecordComponent::getName).toList();
    }

    /** A private static constant of a server class, read by reflection as the other comparisons do. */
    private static <T> T constant(Class<?> owner, String name, Class<T> type) throws ReflectiveOperationException {
        Field field = owner.getDeclaredField(name);
        field.setAccessible(true);
        return type.cast(field.get(null));
    }

    private static Operation operation(String key) {
        return document.operations().stream().filter(o -> o.key().equals(key)).findFirst()
                .orElseThrow(() -> new AssertionError("no operation " + key));
    }

    private static List<String> names(JsonNode object) {
        List<String> names = new ArrayList<>();
        object.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static String abbreviate(String text) {
        return text.length() <= 200 ? text : text.substring(0, 197) + "...";
    }
}
