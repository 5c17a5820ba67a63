package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.persistence.inmemory.InMemoryStoreHealth;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.configuration.ConfigDraft;
import io.campaignoutreach.application.configuration.ConfigurationServices;
import io.campaignoutreach.application.configuration.ConfigurationUseCases;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.access.AuthenticateUseCase;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.messaging.ListMessagesQuery;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.provider.AccountChange;
import io.campaignoutreach.application.provider.AccountView;
import io.campaignoutreach.application.provider.ProviderAccountUseCases;
import io.campaignoutreach.application.provider.ProviderEvents;
import io.campaignoutreach.application.provider.SecretVault;
import io.campaignoutreach.application.provider.WebhookUrls;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.shared.StoreReadiness;
import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.application.source.SourceChanges;
import io.campaignoutreach.application.source.SourcePerformanceQuery;
import io.campaignoutreach.application.source.SourceUseCases;
import io.campaignoutreach.application.source.SourceView;
import io.campaignoutreach.application.suppression.NewSuppression;
import io.campaignoutreach.application.suppression.SuppressionUseCases;
import io.campaignoutreach.application.workflow.WorkflowUseCases;
import io.campaignoutreach.application.workflow.WorkflowUseCases.Published;
import io.campaignoutreach.application.workflow.WorkflowUseCases.WorkflowDraft;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.ApiKeySecret;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.insight.SourcePerformance;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.provider.ProviderChannel;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.UuidV7Generator;
import io.campaignoutreach.domain.shared.Violations;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.embedded.ApplicationServices;
import io.campaignoutreach.embedded.secrets.AesGcmSecretVault;
import io.campaignoutreach.embedded.secrets.VaultKey;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;

/**
 * Test support: the real server on a free port over the in-memory store, wired as bootstrap wires
 * it, with two organizations and keys of every kind, called over real HTTP. Every use case can be
 * told to fail, as a broken store would, to provoke the 500 answer, and the store can be made
 * unavailable, as an unreachable database would be, to provoke the 503 answer.
 */
public final class TestApi implements AutoCloseable {

    /** The public base URL providers are told, and the key provider secrets are sealed with. */
    public static final WebhookUrls WEBHOOKS = WebhookUrls.at(URI.create("https://outreach.example.test"));
    public static final SecretVault VAULT = new AesGcmSecretVault(List.of(VaultKey.of("test",
            new byte[VaultKey.KEY_BYTES])));


    static final ObjectMapper MAPPER = new ObjectMapper();
    /** The message of the injected failure: it must never reach a response. */
    public static final String INJECTED_FAILURE = "simulated store failure: SELECT * FROM campaigns";
    /** The retry advice of the simulated outage, unlike any the real stores give by default. */
    public static final int UNAVAILABLE_RETRY_AFTER = 7;
    private static final String HOST = "127.0.0.1";
    /** The number customers text, the engine's default caller ID, as a serving process has it. */
    public static final PhoneNumber SERVICE_NUMBER = DialingRules.DEFAULTS.callerId();
    /** Far above what any test sends, so only tests that ask for a small limit ever meet one. */
    private static final RateLimitPolicy GENEROUS_LIMIT = new RateLimitPolicy(60_000_000, 1_000_000);

    /** The in-memory store's ports, which the server's services are wired over. */
    public final StorePorts store = InMemoryRepositories.create();
    public final Clock clock = Clock.tick(Clock.systemUTC(), Duration.ofMillis(1));
    // The server's own id generator: lists order ties on creation time by id, as in production.
    private final UuidV7Generator uuids = new UuidV7Generator(clock);
    public final Organization orgA = new Organization(OrganizationId.of(UUID.randomUUID()), "Harbor Insurance",
            "Harbor", Instant.parse("2025-01-01T00:00:00Z"));
    public final Organization orgB = new Organization(OrganizationId.of(UUID.randomUUID()), "Other Agency",
            "Other", Instant.parse("2025-01-01T00:00:00Z"));
    /** The registry the server times requests in and serves at /metrics. */
    public final PrometheusMeterRegistry meterRegistry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    public final String fullKey;
    public final String otherOrgKey;
    private final AtomicBoolean failing = new AtomicBoolean();
    private final AtomicInteger inboundTexts = new AtomicInteger();
    private final AtomicBoolean unavailable = new AtomicBoolean();
    private volatile UseCaseGate gate;
    private final JobWorkerPool workers;
    private final ApiServer server;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final int port;
    private final String base;

    public TestApi() {
        this(GENEROUS_LIMIT, GENEROUS_LIMIT, null, ApiServerSettings.DEFAULT_BODY_DEADLINE, false);
    }

    private TestApi(RateLimitPolicy perKey, RateLimitPolicy failedAuthPerAddress, Clock rateLimitClock,
                    Duration bodyDeadline, boolean testInboundTexts) {
        store.organizations().insert(orgA);
        store.organizations().insert(orgB);
        fullKey = key(orgA, Set.of(Capability.ALL), false);
        otherOrgKey = key(orgB, Set.of(Capability.ALL), false);
        ApplicationServices wired = ApplicationServices.over(store, clock, uuids::next, JobSettings.defaults(),
                VAULT, WEBHOOKS);
        workers = wired.jobWorkers();
        ApiServices services = new ApiServices(unlessUnavailable(wired.authenticate()),
                (access, query, page) -> unlessFailing(() -> wired.campaigns().list(access, query, page)),
                (access, id) -> unlessFailing(() -> wired.campaigns().get(access, id)),
                access -> unlessFailing(() -> wired.campaigns().options(access)),
                (access, id, changes, found) -> unlessFailing(() -> wired.campaigns().update(access, id, changes,
                        found)),
                (access, command, idempotency) -> unlessFailing(() -> wired.records().createCampaign(access,
                        command, idempotency)),
                (access, id) -> unlessFailing(() -> wired.campaignInsights().stats(access, id)),
                (access, id) -> unlessFailing(() -> wired.campaignBehaviors().behaviors(access, id)),
                (access, id) -> unlessFailing(() -> wired.campaignInsights().flowOccupancy(access, id)),
                (access, id, status, page) -> unlessFailing(() -> wired.campaignInsights().enrollments(access, id,
                        status, page)),
                (access, campaignId, enrollmentId) -> unlessFailing(() -> wired.attemptTrails().attempts(access,
                        campaignId, enrollmentId)),
                (access, query, page) -> unlessFailing(() -> wired.customers().list(access, query, page)),
                (access, id) -> unlessFailing(() -> wired.customers().get(access, id)),
                (access, customer, idempotency) -> unlessFailing(() -> wired.customerWrites().createCustomer(access,
                        customer, idempotency)),
                (access, id, changes) -> unlessFailing(() -> wired.customerWrites().updateCustomer(access, id,
                        changes)),
                (access, id) -> unlessFailing(() -> {
                    wired.customerWrites().deleteCustomer(access, id);
                    return null;
                }),
                new FailingMessages(wired.messages()),
                testInboundTexts ? this::carrierReceives : null,
                (access, request) -> unlessFailing(() -> wired.enrollmentJobs().submit(access, request)),
                (access, campaignId, jobId) -> unlessFailing(() -> wired.enrollmentJobs().get(access, campaignId,
                        jobId)),
                (access, draft, found) -> unlessFailing(() -> wired.customFields().create(access, draft, found)),
                (access, id) -> unlessFailing(() -> wired.routingGroups().get(access, id)),
                new ConfigurationServices(new FailingConfigurations<>(wired.configurations().transfers()),
                        new FailingConfigurations<>(wired.configurations().routings()),
                        new FailingConfigurations<>(wired.configurations().appointments())),
                new FailingWorkflows(wired.workflows()),
                new FailingSources(wired.sources()),
                (access, command) -> unlessFailing(() -> wired.medicareSync().sync(access, command)),
                (access, query, page) -> unlessFailing(() -> wired.inquiries().list(access, query, page)),
                (access, id) -> unlessFailing(() -> wired.inquiries().get(access, id)),
                (access, id, changes) -> unlessFailing(() -> wired.inquiries().update(access, id, changes)),
                new FailingSuppressions(wired.suppressions()),
                new FailingConsent(wired.consent()),
                new FailingProviderAccounts(wired.providerAccounts()),
                ApplicationServices.providerWebhooks(store, VAULT, Map.of(), ProviderEvents.NONE, WEBHOOKS),
                meterRegistry,
                new RateLimits(InMemoryRepositories.rateLimiter(perKey), failedAuthPerAddress,
                        rateLimitClock == null ? clock : rateLimitClock),
                this::readiness);
        server = new ApiServer(services, new ApiServerSettings(HOST, 0, bodyDeadline));
        port = server.start();
        base = "http://" + HOST + ":" + port;
    }

    /** A server with the given request limits, whose buckets refill as {@code rateLimitClock} moves. */
    public static TestApi withRateLimits(RateLimitPolicy perKey, RateLimitPolicy failedAuthPerAddress,
                                         Clock rateLimitClock) {
        return new TestApi(perKey, failedAuthPerAddress, rateLimitClock, ApiServerSettings.DEFAULT_BODY_DEADLINE,
                false);
    }

    /** A server that answers 408 to a body not received whole within {@code bodyDeadline}. */
    public static TestApi withBodyDeadline(Duration bodyDeadline) {
        return new TestApi(GENEROUS_LIMIT, GENEROUS_LIMIT, null, bodyDeadline, false);
    }

    /** A server with the operator's test aid on: POST /v2/test/inbound-texts reaches {@link #carrierReceives}. */
    /** A campaign text the organization sent the customer at {@code at}: the number was contacted. */
    public static Message sentText(OrganizationId organization, Customer customer, CampaignId campaign,
                                   PhoneNumber from, Instant at) {
        Message pending = Message.pending(MessageId.of(TestData.newId()), organization, customer.phone(), from,
                MessageKind.CAMPAIGN, SmsType.FIRST_CONTACT, customer.id(), campaign, null, "Hi", at, at);
        return pending.queued(pending.body(), at);
    }

    public static TestApi withTestInboundTexts() {
        return new TestApi(GENEROUS_LIMIT, GENEROUS_LIMIT, null, ApiServerSettings.DEFAULT_BODY_DEADLINE, true);
    }

    /**
     * A carrier that reports a customer's text to the service's number at once, in the caller's thread,
     * as the simulated carrier reports it on its timer; answers its id of the text.
     */
    private String carrierReceives(PhoneNumber from, String body) {
        String id = "SMtest" + inboundTexts.incrementAndGet();
        ApplicationServices.textEvents(store, clock, uuids::next).deliver(List.of(new MessageEvent.Inbound(id, from,
                SERVICE_NUMBER, body, clock.instant(), false)));
        return id;
    }

    /** A new connection to the server, for tests that speak HTTP over their own sockets. */
    public Socket connect() throws IOException {
        return new Socket(HOST, port);
    }

    /** How many request bodies the server is receiving now. */
    public int bodiesBeingReceived() {
        return server.bodiesBeingReceived();
    }

    /** Every route the server answers, as "METHOD /path/{param}". */
    public List<String> routes() {
        return server.routes();
    }

    /** A campaign and a customer of the first organization, stored. */
    public record Seeded(Campaign campaign, Customer customer) {
    }

    public Seeded seedCampaignAndCustomer() {
        Campaign campaign = CampaignBuilder.aCampaign(orgA.id()).name("Spring").build();
        store.campaigns().insert(campaign);
        Customer customer = TestData.customer(orgA.id(), TestData.phone(1));
        store.customers().insert(customer);
        return new Seeded(campaign, customer);
    }

    /** Starts the enrollment workers; tests of acceptance alone leave them stopped so jobs stay queued. */
    public TestApi startWorkers() {
        workers.start();
        return this;
    }

    /** The workflow use cases, failing like the others while {@link #failUseCases} is set. */
    private final class FailingWorkflows implements WorkflowUseCases {
        private final WorkflowUseCases workflows;

        FailingWorkflows(WorkflowUseCases workflows) {
            this.workflows = workflows;
        }

        @Override
        public Created<Workflow> create(AccessContext access, WorkflowDraft draft, IdempotentRequest idempotency) {
            return unlessFailing(() -> workflows.create(access, draft, idempotency));
        }

        @Override
        public Page<Workflow> list(AccessContext access, PageRequest page) {
            return unlessFailing(() -> workflows.list(access, page));
        }

        @Override
        public Workflow get(AccessContext access, WorkflowId id) {
            return unlessFailing(() -> workflows.get(access, id));
        }

        @Override
        public Published publish(AccessContext access, WorkflowId id, WorkflowDraft version) {
            return unlessFailing(() -> workflows.publish(access, id, version));
        }
    }

    /** The source use cases, failing like the others while {@link #failUseCases} is set. */
    private final class FailingConfigurations<C, V> implements ConfigurationUseCases<C, V> {
        private final ConfigurationUseCases<C, V> configurations;

        FailingConfigurations(ConfigurationUseCases<C, V> configurations) {
            this.configurations = configurations;
        }

        @Override
        public Page<V> list(AccessContext access, PageRequest page) {
            return unlessFailing(() -> configurations.list(access, page));
        }

        @Override
        public V get(AccessContext access, UUID id) {
            return unlessFailing(() -> configurations.get(access, id));
        }

        @Override
        public Created<V> create(AccessContext access, ConfigDraft<C> draft, IdempotentRequest idempotency) {
            return unlessFailing(() -> configurations.create(access, draft, idempotency));
        }

        @Override
        public V replace(AccessContext access, UUID id, ConfigDraft<C> draft) {
            return unlessFailing(() -> configurations.replace(access, id, draft));
        }

        @Override
        public void delete(AccessContext access, UUID id) {
            unlessFailing(() -> {
                configurations.delete(access, id);
                return null;
            });
        }
    }

    private final class FailingSources implements SourceUseCases {
        private final SourceUseCases sources;

        FailingSources(SourceUseCases sources) {
            this.sources = sources;
        }

        @Override
        public Page<SourceView> list(AccessContext access, SourceQuery query, PageRequest page) {
            return unlessFailing(() -> sources.list(access, query, page));
        }

        @Override
        public SourceView create(AccessContext access, SourceChanges changes, Violations found) {
            return unlessFailing(() -> sources.create(access, changes, found));
        }

        @Override
        public SourceView update(AccessContext access, SourceId id, SourceChanges changes, Violations found) {
            return unlessFailing(() -> sources.update(access, id, changes, found));
        }

        @Override
        public SourcePerformance performance(AccessContext access, SourcePerformanceQuery query) {
            return unlessFailing(() -> sources.performance(access, query));
        }
    }

    /** The text reads, failing like the other use cases while {@link #failUseCases} is set. */
    private final class FailingMessages implements ListMessagesQuery {
        private final ListMessagesQuery messages;

        FailingMessages(ListMessagesQuery messages) {
            this.messages = messages;
        }

        @Override
        public Page<Message> ofCustomer(AccessContext access, CustomerId customerId, PageRequest page) {
            return unlessFailing(() -> messages.ofCustomer(access, customerId, page));
        }

        @Override
        public Page<Message> ofCampaign(AccessContext access, CampaignId campaignId, PageRequest page) {
            return unlessFailing(() -> messages.ofCampaign(access, campaignId, page));
        }

        @Override
        public Page<Message> toReview(AccessContext access, PageRequest page) {
            return unlessFailing(() -> messages.toReview(access, page));
        }
    }

    /** The suppression use cases, failing like the others while {@link #failUseCases} is set. */
    private final class FailingSuppressions implements SuppressionUseCases {
        private final SuppressionUseCases suppressions;

        FailingSuppressions(SuppressionUseCases suppressions) {
            this.suppressions = suppressions;
        }

        @Override
        public Page<Suppression> list(AccessContext access, PageRequest page) {
            return unlessFailing(() -> suppressions.list(access, page));
        }

        @Override
        public Suppression get(AccessContext access, SuppressionId id) {
            return unlessFailing(() -> suppressions.get(access, id));
        }

        @Override
        public Added add(AccessContext access, NewSuppression request, Violations found) {
            return unlessFailing(() -> suppressions.add(access, request, found));
        }

        @Override
        public Suppression lift(AccessContext access, SuppressionId id) {
            return unlessFailing(() -> suppressions.lift(access, id));
        }
    }

    /** The consent use cases, failing like the others while {@link #failUseCases} is set. */
    private final class FailingProviderAccounts implements ProviderAccountUseCases {
        private final ProviderAccountUseCases accounts;

        FailingProviderAccounts(ProviderAccountUseCases accounts) {
            this.accounts = accounts;
        }

        @Override
        public List<AccountView> list(AccessContext access) {
            return unlessFailing(() -> accounts.list(access));
        }

        @Override
        public AccountView get(AccessContext access, ProviderChannel channel) {
            return unlessFailing(() -> accounts.get(access, channel));
        }

        @Override
        public AccountView configure(AccessContext access, ProviderChannel channel, AccountChange change,
                                     Violations found) {
            return unlessFailing(() -> accounts.configure(access, channel, change, found));
        }

    }

    private final class FailingConsent implements ConsentUseCases {
        private final ConsentUseCases consent;

        FailingConsent(ConsentUseCases consent) {
            this.consent = consent;
        }

        @Override
        public Recorded record(AccessContext access, NewConsent request, Violations found) {
            return unlessFailing(() -> consent.record(access, request, found));
        }

        @Override
        public NumberLedger ledger(AccessContext access, PhoneNumber phoneNumber, PageRequest page) {
            return unlessFailing(() -> consent.ledger(access, phoneNumber, page));
        }

        @Override
        public Set<CampaignId> informationalCampaigns(AccessContext access) {
            return unlessFailing(() -> consent.informationalCampaigns(access));
        }

        @Override
        public Set<CampaignId> replaceInformationalCampaigns(AccessContext access, List<CampaignId> campaignIds,
                                                             Violations found) {
            return unlessFailing(() -> consent.replaceInformationalCampaigns(access, campaignIds, found));
        }
    }

    /** While set, every use case throws an unexpected exception. */
    public void failUseCases(boolean fail) {
        failing.set(fail);
    }

    /**
     * While set, the store counts as unreachable: authentication and every use case throw
     * {@link StoreUnavailableException} advising {@link #UNAVAILABLE_RETRY_AFTER} seconds, and
     * readiness fails its store check.
     */
    public void storeUnavailable(boolean down) {
        unavailable.set(down);
    }

    private StoreReadiness readiness() {
        return unavailable.get()
                ? new StoreReadiness(StoreReadiness.Check.FAILED, StoreReadiness.Check.SKIPPED, UNAVAILABLE_RETRY_AFTER)
                : new InMemoryStoreHealth().readiness();
    }

    /** As in production, only a well-formed key needs the store to be checked. */
    private AuthenticateUseCase unlessUnavailable(AuthenticateUseCase authenticate) {
        return presentedKey -> {
            if (ApiKeySecret.isWellFormed(presentedKey)) {
                throwIfUnavailable();
            }
            return authenticate.authenticate(presentedKey);
        };
    }

    private void throwIfUnavailable() {
        if (unavailable.get()) {
            throw new StoreUnavailableException(UNAVAILABLE_RETRY_AFTER, new IllegalStateException(INJECTED_FAILURE));
        }
    }

    private <T> T unlessFailing(Supplier<T> work) {
        UseCaseGate gate = this.gate;
        if (gate != null) {
            gate.pass();
        }
        throwIfUnavailable();
        if (failing.get()) {
            throw new IllegalStateException(INJECTED_FAILURE);
        }
        return work.get();
    }

    /** From now on every use case waits at {@code gate} before it runs. */
    public void holdUseCasesAt(UseCaseGate gate) {
        this.gate = gate;
    }

    /** Issues a key for the organization and returns its secret. */
    public String key(Organization org, Set<Capability> capabilities, boolean readOnly) {
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), org.id(), "test key",
                EnumSet.copyOf(capabilities), readOnly, null, clock.instant());
        store.apiKeys().insert(issued.key());
        return issued.secret().value();
    }

    /** A key whose stored record is already expired. */
    public String expiredKey(Organization org) {
        ApiKeySecret secret = ApiKeySecret.generate();
        Instant past = Instant.parse("2025-01-02T00:00:00Z");
        store.apiKeys().insert(new ApiKey(ApiKeyId.of(UUID.randomUUID()), org.id(), "expired", secret.displayPrefix(),
                secret.hash(), Set.of(Capability.ALL), false, past.minusSeconds(60), past, null, null));
        return secret.value();
    }

    /** A key that has been revoked. */
    public String revokedKey(Organization org) {
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(UUID.randomUUID()), org.id(), "revoked",
                Set.of(Capability.ALL), false, null, clock.instant());
        store.apiKeys().insert(issued.key());
        store.apiKeys().update(issued.key().revoke(clock.instant()));
        return issued.secret().value();
    }

    public int port() {
        return port;
    }

    public Response get(String path, String key) {
        return send("GET", path, key, null, Map.of());
    }

    public Response post(String path, String key, String body) {
        return send("POST", path, key, body, Map.of("Content-Type", "application/json"));
    }

    /** A create with an {@code Idempotency-Key} header, or without one when {@code idempotencyKey} is null. */
    public Response post(String path, String key, String body, String idempotencyKey) {
        return send("POST", path, key, body, idempotencyKey == null ? Map.of("Content-Type", "application/json")
                : Map.of("Content-Type", "application/json", "Idempotency-Key", idempotencyKey));
    }

    /** POSTs {@code body} with the full key, and the body of the 201 it must be answered. */
    public JsonNode created(String path, String body) {
        Response response = post(path, fullKey, body);
        if (response.status() != 201) {
            throw new AssertionError("POST " + path + " answered " + response.status() + ": " + response.text());
        }
        return response.json();
    }

    /** Polls a job's status URL until its status is final, failing after a deadline. */
    public Response awaitFinalJob(String statusUrl, String key) {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (true) {
            Response response = get(statusUrl, key);
            String status = response.json().path("status").asText();
            if (status.equals("completed") || status.equals("partial") || status.equals("failed")) {
                return response;
            }
            if (System.nanoTime() > deadline) {
                throw new AssertionError("job did not finish in time: " + response.text());
            }
            LockSupport.parkNanos(Duration.ofMillis(20).toNanos());
        }
    }

    public Response patch(String path, String key, String body) {
        return send("PATCH", path, key, body, Map.of("Content-Type", "application/json"));
    }

    public Response send(String method, String path, String key, String body, Map<String, String> headers) {
        return sendPublished(method, path, key, body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body), headers);
    }

    /** Sends {@code body} byte for byte as JSON, whether or not it is UTF-8. */
    public Response sendBytes(String method, String path, String key, byte[] body) {
        return sendPublished(method, path, key, HttpRequest.BodyPublishers.ofByteArray(body),
                Map.of("Content-Type", "application/json"));
    }

    private Response sendPublished(String method, String path, String key, HttpRequest.BodyPublisher body,
                                   Map<String, String> headers) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path))
                .timeout(Duration.ofSeconds(10))
                .method(method, body);
        if (key != null) {
            request.header("x-api-key", key);
        }
        headers.forEach(request::header);
        try {
            HttpResponse<String> response;
            try {
                response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            } catch (IOException closedByServer) {
                // The server closes the connection after refusing a malformed request; a pooled
                // connection can go stale that way before the next request is written on it.
                response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
            }
            return new Response(response.statusCode(), response.headers().map(), response.body());
        } catch (IOException e) {
            throw new IllegalStateException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /**
     * Declares a JSON body of {@code declaredLength} bytes and sends none of it. The server refuses an
     * oversized body from its declared length and closes the connection; sending the bytes for real
     * races that close and sometimes ends in a broken pipe instead of the answer.
     */
    public Response sendOversized(String method, String path, String key, long declaredLength) {
        try (Socket socket = new Socket(HOST, port)) {
            socket.setSoTimeout(10_000);
            String head = method + " " + path + " HTTP/1.1\r\nHost: " + HOST + ":" + port + "\r\n"
                    + (key == null ? "" : "x-api-key: " + key + "\r\n")
                    + "Content-Type: application/json\r\nContent-Length: " + declaredLength
                    + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(head.getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return RawResponses.read(socket.getInputStream());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path + " with a declared length failed", e);
        }
    }

    /** A GET sending one {@code x-api-key} header line per key given. */
    public Response getWithKeys(String path, String... keys) {
        try (Socket socket = new Socket(HOST, port)) {
            socket.setSoTimeout(10_000);
            StringBuilder head = new StringBuilder("GET " + path + " HTTP/1.1\r\nHost: " + HOST + ":" + port + "\r\n");
            for (String key : keys) {
                head.append("x-api-key: ").append(key).append("\r\n");
            }
            head.append("Connection: close\r\n\r\n");
            socket.getOutputStream().write(head.toString().getBytes(StandardCharsets.US_ASCII));
            socket.getOutputStream().flush();
            return RawResponses.read(socket.getInputStream());
        } catch (IOException e) {
            throw new IllegalStateException("GET " + path + " with " + keys.length + " keys failed", e);
        }
    }

    /**
     * Streams a JSON body of {@code length} bytes in chunks, with no declared length, and reads the
     * answer; the server may answer and close before the whole body is written.
     */
    public Response sendChunked(String method, String path, String key, int length) {
        try (Socket socket = new Socket(HOST, port)) {
            socket.setSoTimeout(10_000);
            String head = method + " " + path + " HTTP/1.1\r\nHost: " + HOST + ":" + port + "\r\n"
                    + "x-api-key: " + key + "\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n";
            var out = socket.getOutputStream();
            out.write(head.getBytes(StandardCharsets.US_ASCII));
            byte[] chunk = ("{\"description\":\"" + "x".repeat(65_536)).getBytes(StandardCharsets.US_ASCII);
            try {
                for (int sent = 0; sent < length; sent += chunk.length) {
                    out.write((Integer.toHexString(chunk.length) + "\r\n").getBytes(StandardCharsets.US_ASCII));
                    out.write(chunk);
                    out.write("\r\n".getBytes(StandardCharsets.US_ASCII));
                }
                out.write("0\r\n\r\n".getBytes(StandardCharsets.US_ASCII));
                out.flush();
            } catch (IOException closedEarly) {
                // The server refused the body part-way and closed its side; its answer is still readable.
            }
            return RawResponses.read(socket.getInputStream());
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + path + " with a chunked body failed", e);
        }
    }

    @Override
    public void close() {
        server.close();
        workers.close();
    }

    /** A response with its body parsed as JSON where it is JSON. */
    public record Response(int status, Map<String, List<String>> headers, String text) {

        public JsonNode json() {
            try {
                return MAPPER.readTree(text);
            } catch (IOException e) {
                throw new AssertionError("not JSON: " + text, e);
            }
        }

        public String header(String name) {
            return headers.entrySet().stream().filter(e -> e.getKey().equalsIgnoreCase(name))
                    .map(e -> e.getValue().get(0)).findFirst().orElse(null);
        }

        public String code() {
            return json().path("code").asText();
        }

        /** The D3 errors as "path:code" strings, path segments joined by dots. */
        public List<String> errors() {
            return java.util.stream.StreamSupport.stream(json().path("errors").spliterator(), false)
                    .map(e -> String.join(".", java.util.stream.StreamSupport.stream(e.path("path").spliterator(),
                            false).map(JsonNode::asText).toList()) + ":" + e.path("code").asText())
                    .toList();
        }
    }
}
