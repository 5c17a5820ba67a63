package io.campaignoutreach.embedded;

import io.campaignoutreach.application.access.AuthenticateService;
import io.campaignoutreach.application.access.ManageApiKeysService;
import io.campaignoutreach.application.campaign.CampaignBehaviorsService;
import io.campaignoutreach.application.campaign.CampaignConfigurationViews;
import io.campaignoutreach.application.campaign.CampaignInsightsService;
import io.campaignoutreach.application.campaign.CampaignReferenceCheck;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.campaign.CampaignViewAssembler;
import io.campaignoutreach.application.campaign.WaitingEnrollments;
import io.campaignoutreach.application.consent.ConsentService;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.customer.CustomerWriteService;
import io.campaignoutreach.application.customfield.CustomFieldService;
import io.campaignoutreach.application.enrollmentjob.ChunkFacts;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobService;
import io.campaignoutreach.application.enrollmentjob.JobCampaigns;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import io.campaignoutreach.application.inquiry.InquiryService;
import io.campaignoutreach.application.messaging.MessageService;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.application.organization.CreateOrganizationService;
import io.campaignoutreach.application.outreach.AgentHandOver;
import io.campaignoutreach.application.outreach.AttemptResults;
import io.campaignoutreach.application.outreach.AttemptReview;
import io.campaignoutreach.application.outreach.AttemptTrailService;
import io.campaignoutreach.application.outreach.CallEventIntake;
import io.campaignoutreach.application.outreach.CallLog;
import io.campaignoutreach.application.outreach.CarrierOptOuts;
import io.campaignoutreach.application.outreach.CallOptOuts;
import io.campaignoutreach.application.outreach.CallTexts;
import io.campaignoutreach.application.outreach.CustomerReplies;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.DueWorkClaim;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.outreach.RoundReads;
import io.campaignoutreach.application.outreach.TextDispatch;
import io.campaignoutreach.application.outreach.TextEventIntake;
import io.campaignoutreach.application.outreach.TextReads;
import io.campaignoutreach.application.outreach.TransferDestinations;
import io.campaignoutreach.application.outreach.VoiceAgentToolService;
import io.campaignoutreach.application.provider.AccountChanges;
import io.campaignoutreach.application.provider.ProviderAccountService;
import io.campaignoutreach.application.provider.ProviderAccounts;
import io.campaignoutreach.application.provider.ProviderAdapter;
import io.campaignoutreach.application.provider.ProviderCarriers;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.ProviderSecretsReseal;
import io.campaignoutreach.application.provider.ProviderWebhookService;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.application.routing.RoutingGroupService;
import io.campaignoutreach.application.configuration.ConfigurationServices;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.setup.CreateRecordsService;
import io.campaignoutreach.application.setup.SetupReferences;
import io.campaignoutreach.application.setup.SetupService;
import io.campaignoutreach.application.setup.SetupWrites;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.source.SourceService;
import io.campaignoutreach.application.suppression.SuppressionService;
import io.campaignoutreach.application.sync.MedicareSyncService;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.application.workflow.WorkflowService;
import io.campaignoutreach.domain.provider.ProviderKind;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;

/**
 * Every application service over one store, each handed the ports it uses. Bootstrap serves these
 * and the HTTP adapter's tests call them, so a test run exercises the services as they are wired
 * in production.
 */
public record ApplicationServices(
        AuthenticateService authenticate,
        ManageApiKeysService apiKeys,
        CreateOrganizationService organizations,
        CampaignService campaigns,
        CampaignInsightsService campaignInsights,
        CampaignBehaviorsService campaignBehaviors,
        CustomerService customers,
        CustomerWriteService customerWrites,
        MessageService messages,
        EnrollmentJobService enrollmentJobs,
        JobWorkerPool jobWorkers,
        CustomFieldService customFields,
        RoutingGroupService routingGroups,
        WorkflowService workflows,
        SourceService sources,
        MedicareSyncService medicareSync,
        InquiryService inquiries,
        SuppressionService suppressions,
        ConsentService consent,
        ProviderAccountService providerAccounts,
        AccountChanges providerAccountChanges,
        AttemptTrailService attemptTrails,
        SetupService setups,
        CreateRecordsService records,
        ConfigurationServices configurations) {

    /** How long a key read for one request is trusted for the next ones (decision P55). */
    public static final Duration KEY_REUSE = Duration.ofSeconds(1);

    /**
     * The clock every process over a store uses: the system's, in whole milliseconds, the precision
     * instants are stored and written with, so what a process holds equals what it reads back.
     */
    public static Clock systemClock() {
        return Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    }

    /**
     * The worker pool is built but not started: only a serving process runs jobs. Without a vault or a public
     * base URL, only the simulated carrier can be chosen as an organization's provider.
     */
    public static ApplicationServices over(StorePorts store, Clock clock, IdGenerator ids, JobSettings jobSettings) {
        return over(store, clock, ids, jobSettings, SecretVault.NONE, WebhookUrls.NONE);
    }

    /** The same, with provider secrets sealed by {@code vault} and providers reaching the server at {@code urls}. */
    public static ApplicationServices over(StorePorts store, Clock clock, IdGenerator ids, JobSettings jobSettings,
                                           SecretVault vault, WebhookUrls urls) {
        JobWorkerPool workers = new JobWorkerPool(new EnrollmentJobProcessor(store.enrollmentJobs(),
                new JobCampaigns(store.campaigns(), store.workflows()),
                new ChunkFacts(store.customers(), store.enrollments(), store.outreach()),
                store.enrollments(), store.transactions(), ids, clock, jobSettings), jobSettings);
        SetupService setups = setups(store);
        AccountChanges accountChanges = new AccountChanges();
        IdempotentCreates idempotent = new IdempotentCreates(store.idempotencyKeys(), store.transactions(), clock);
        return new ApplicationServices(
                new AuthenticateService(store.apiKeys(), clock, KEY_REUSE),
                new ManageApiKeysService(store.apiKeys(), store.organizations(), ids, clock),
                new CreateOrganizationService(store.organizations(), ids, clock),
                campaigns(store, clock),
                new CampaignInsightsService(store.campaigns(), store.enrollments(), store.calls(), store.customers(),
                        store.workflows(), store.inquiries(), store.consentLedger(), clock),
                new CampaignBehaviorsService(store.campaigns(), store.transferConfigs(), store.appointmentConfigs(),
                        store.workflows()),
                new CustomerService(store.customerReads()),
                new CustomerWriteService(store.customers(), store.customerReads(), store.customFields(),
                        new IdempotentCreates(store.idempotencyKeys(), store.transactions(), clock),
                        store.transactions(), ids, clock),
                new MessageService(store.messages(), store.customers(), store.campaigns()),
                new EnrollmentJobService(store.enrollmentJobs(), store.campaigns(), store.customers(),
                        store.transactions(), ids, clock, jobSettings, workers::wakeUp),
                workers,
                new CustomFieldService(store.customFields(), ids, clock),
                new RoutingGroupService(store.transferConfigs(), store.routingConfigs(), store.campaigns()),
                new WorkflowService(store.workflows(), store.campaigns(), store.enrollments(), store.transactions(),
                        new IdempotentCreates(store.idempotencyKeys(), store.transactions(), clock), ids, clock),
                new SourceService(store.sources(), store.campaigns(), store.calls(), store.customers(),
                        store.transactions(), ids, clock),
                new MedicareSyncService(store.customers(), store.customFields(), store.consentLedger(),
                        store.transactions(), ids, clock),
                new InquiryService(store.inquiries(), store.customers(), store.campaigns(), store.calls(),
                        store.transactions(), clock),
                new SuppressionService(store.suppressions(), ids, clock),
                new ConsentService(store.consentLedger(), store.consentSettings(), store.campaigns(),
                        store.transactions(), ids, clock),
                new ProviderAccountService(store.providerAccounts(), new ProviderAccounts(store.providerAccounts(),
                        vault), urls, store.transactions(), ids, clock, accountChanges),
                accountChanges,
                new AttemptTrailService(store.campaigns(), store.enrollments(), store.outreach()),
                setups,
                new CreateRecordsService(setups, store.organizations(), store.campaigns(), idempotent, ids, clock),
                ConfigurationServices.over(store.campaigns(), store.transferConfigs(), store.routingConfigs(),
                        store.appointmentConfigs(), new ConfigurationServices.Shared(setups, idempotent,
                                store.transactions(), ids, clock)));
    }

    /** What an import and the demo store their records through, as the embedding program's creations are. */
    public static SetupService setups(StorePorts store) {
        SetupReferences references = new SetupReferences(store.campaigns(), store.customers(), store.workflows(),
                store.routingConfigs(), store.appointmentConfigs(), store.transferConfigs());
        SetupWrites writes = new SetupWrites(
                new SetupWrites.Configurations(store.customFields(), store.routingConfigs(),
                        store.appointmentConfigs(), store.transferConfigs(), store.workflows(), store.campaigns()),
                new SetupWrites.Activity(store.customers(), store.sources(), store.enrollments(), store.calls(),
                        store.inquiries(), store.consentLedger()));
        return new SetupService(store.organizations(), store.transactions(), references, writes);
    }

    /**
     * The outreach engine over the store, dialing through {@code telephony} and texting through
     * {@code messaging} under {@code dialing}'s rules; not started. The carrier hands its calls'
     * events to {@link #callEvents}, its texts' to {@link #textEvents}.
     */
    public static OutreachWorkers engine(StorePorts store, Telephony telephony, Messaging messaging, Clock clock,
                                         IdGenerator ids, EngineSettings settings, DialingRules dialing,
                                         OutreachEvents events) {
        return new OutreachWorkers(outreachEngine(store, telephony, messaging, clock, ids, settings, dialing, events),
                settings);
    }

    /** One engine, for embedders and tests that run rounds themselves. */
    public static OutreachEngine outreachEngine(StorePorts store, Telephony telephony, Messaging messaging,
                                                Clock clock, IdGenerator ids, EngineSettings settings,
                                                DialingRules dialing, OutreachEvents events) {
        DueWorkClaim claim = new DueWorkClaim(roundReads(store), store.outreach(), store.enrollments(),
                store.messages(), textRequests(ids, dialing), settings, dialing);
        TextDispatch texts = new TextDispatch(store.transactions(), store.messages(), store.campaigns(),
                textReads(store), messaging, new CarrierOptOuts(store.consentLedger(), store.outreach(), ids), clock,
                new TextDispatch.Limits(settings.batchSize(), dialing.textsPerNumberPerDay()));
        return new OutreachEngine(store.transactions(), claim,
                attemptResults(store, ids, dialing), texts, telephony, clock, settings, events);
    }

    /** Where a carrier delivers the events of the calls the engine placed through it. */
    public static CallEventIntake callEvents(StorePorts store, Clock clock, IdGenerator ids, DialingRules dialing,
                                             OutreachEvents events) {
        return new CallEventIntake(store.transactions(), attemptResults(store, ids, dialing), clock, events);
    }

    /** Where a carrier delivers the status of the texts it sent and the texts customers send. */
    public static TextEventIntake textEvents(StorePorts store, Clock clock, IdGenerator ids) {
        return new TextEventIntake(store.transactions(), store.messages(), store.outreach(), store.customers(),
                new CustomerReplies(store.outreach(), store.customers(), store.consentLedger(), store.organizations(),
                        store.messages(), store.campaigns(), store.inquiries(), ids), clock);
    }

    /** What a round reads of its enrollments' campaigns, customers, numbers and consent. */
    public static RoundReads roundReads(StorePorts store) {
        return new RoundReads(store.campaigns(), store.customers(), store.suppressions(), store.workflows(),
                store.outreach(), store.consentLedger(), store.consentSettings());
    }

    /** What the sending of due texts reads of their campaigns, customers, numbers and consent. */
    public static TextReads textReads(StorePorts store) {
        return new TextReads(store.outreach(), store.campaigns(), store.customers(), store.suppressions(),
                store.consentLedger(), store.consentSettings(), store.messages(), store.organizations());
    }

    private static TextRequests textRequests(IdGenerator ids, DialingRules dialing) {
        return new TextRequests(ids, dialing.callerId());
    }

    private static AttemptResults attemptResults(StorePorts store, IdGenerator ids, DialingRules dialing) {
        return new AttemptResults(store.outreach(), store.enrollments(), store.campaigns(), store.workflows(),
                new CallOptOuts(store.customers(), store.suppressions(), ids),
                new AgentHandOver(store.transferConfigs(), store.routingConfigs()),
                new CallLog(store.calls(), store.inquiries(), ids),
                new CallTexts(store.customers(), store.inquiries(), store.messages(),
                        textRequests(ids, dialing)));
    }

    /**
     * The carrier the engine uses: each organization's provider account through its adapter, the server's
     * carrier ({@code serverTelephony}, {@code serverMessaging}) for organizations without one.
     */
    public static ProviderCarriers providerCarriers(StorePorts store, SecretVault vault,
                                                    Map<ProviderKind, ProviderAdapter> adapters,
                                                    Telephony serverTelephony, Messaging serverMessaging) {
        return new ProviderCarriers(new ProviderAccounts(store.providerAccounts(), vault), store.transactions(),
                adapters, serverTelephony, serverMessaging, System::nanoTime);
    }

    /** Where providers' webhooks are handed, each to its adapter for the account the URL names. */
    public static ProviderWebhookService providerWebhooks(StorePorts store, SecretVault vault,
                                                          Map<ProviderKind, ProviderAdapter> adapters,
                                                          ProviderEvents events, WebhookUrls urls) {
        return new ProviderWebhookService(new ProviderAccounts(store.providerAccounts(), vault), store.transactions(),
                adapters, events, urls);
    }

    /** The operator's rotation of the key provider secrets are sealed under. */
    public static ProviderSecretsReseal providerSecretsReseal(StorePorts store, SecretVault vault) {
        return new ProviderSecretsReseal(store.providerAccounts(), new ProviderAccounts(store.providerAccounts(),
                vault), store.transactions());
    }

    /** What a provider asks during a call: the voice agent's tools, and what an answered call does. */
    public static VoiceAgentToolService voiceAgentTools(StorePorts store, Clock clock, IdGenerator ids) {
        return new VoiceAgentToolService(store.transactions(), store.outreach(), store.inquiries(), store.campaigns(),
                new TransferDestinations(store.transferConfigs(), store.routingConfigs()),
                new CallOptOuts(store.customers(), store.suppressions(), ids), clock);
    }

    /** The operator's review of interrupted call attempts. */
    public static AttemptReview attemptReview(StorePorts store, Clock clock) {
        return new AttemptReview(store.transactions(), store.outreach(), store.enrollments(), clock);
    }

    private static CampaignService campaigns(StorePorts store, Clock clock) {
        CampaignViewAssembler views = new CampaignViewAssembler(store.organizations(), store.enrollments(),
                store.calls(), store.campaignReads(), new CampaignConfigurationViews(store.campaigns(),
                        store.transferConfigs(), store.appointmentConfigs(), store.routingConfigs()), clock);
        CampaignReferenceCheck references = new CampaignReferenceCheck(store.workflows(), store.appointmentConfigs(),
                store.transferConfigs());
        return new CampaignService(store.campaigns(), store.transactions(), views, references,
                new WaitingEnrollments(store.enrollments(), store.workflows()), clock);
    }
}
