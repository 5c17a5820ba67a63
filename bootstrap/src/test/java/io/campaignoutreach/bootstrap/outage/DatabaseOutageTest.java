package io.campaignoutreach.bootstrap.outage;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.AppenderBase;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * P34 end to end: the real server on PostgreSQL (COS_TEST_DATABASE_URL, else the local test
 * database) in a schema of its own, reached through a forwarder the test cuts off and restores.
 * While the database is away, requests are answered 503 with retry advice instead of hanging or
 * failing with 500, and the job workers wait and say so once; when it returns, the same server
 * answers again and enrollment jobs accepted before the outage, one of them held by a worker that
 * was lost in it, finish exactly once.
 */
class DatabaseOutageTest {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseOutageTest.class);
    private static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final Pattern POSTGRES_URL = Pattern.compile("^jdbc:postgresql://([^/:?]+)(?::(\\d+))?/(.*)$");
    /** The pool waits this long for a connection; a 503 answers within it, and it is the advised retry. */
    private static final int CONNECT_TIMEOUT_SECONDS = 1;
    /** "Not a hang": far above the connection timeout, far below a hung request. */
    private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(15);
    private static final Duration DEADLINE = Duration.ofSeconds(60);
    private static final Duration POLL_EVERY = Duration.ofMillis(50);
    private static final String WORKER_THREADS = "enrollment-worker";

    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();
    private final String databaseUrl = databaseUrl();
    private final String schema = "outage_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    /** Calls of the job store that workers made and that failed because the database was away. */
    private final AtomicInteger refusedWorkerCalls = new AtomicInteger();
    /** JobWorkerPool writes to System.Logger, which the jar's class path sends on to logback. */
    private final ch.qos.logback.classic.Logger workerLog =
            (ch.qos.logback.classic.Logger) LoggerFactory.getLogger(JobWorkerPool.class);
    private final List<ILoggingEvent> workerLines = new CopyOnWriteArrayList<>();
    private final AppenderBase<ILoggingEvent> workerLineCollector = new AppenderBase<>() {
        @Override
        protected void append(ILoggingEvent line) {
            workerLines.add(line);
        }
    };
    private TcpForwarder forwarder;
    private PostgresDatabaseStore store;
    private Wiring wiring;
    private ApiServer server;
    private String base;

    @BeforeEach
    void startServerBehindForwarder() throws IOException {
        Matcher url = POSTGRES_URL.matcher(databaseUrl);
        assertThat(url.matches()).as("a jdbc:postgresql://host[:port]/database URL: " + databaseUrl).isTrue();
        forwarder = TcpForwarder.to(url.group(1), url.group(2) == null ? 5432 : Integer.parseInt(url.group(2)));
        String forwardedUrl = "jdbc:postgresql://127.0.0.1:" + forwarder.port() + "/" + url.group(3);
        Settings settings = Settings.fromEnvironment(Map.of(
                Settings.DATABASE_URL, forwardedUrl,
                Settings.DB_SCHEMA, schema,
                Settings.DB_POOL_SIZE, "4",
                Settings.DB_CONNECT_TIMEOUT_SECONDS, String.valueOf(CONNECT_TIMEOUT_SECONDS),
                Settings.JOB_LEASE_SECONDS, "1"));
        store = PostgresDatabaseStore.connect(settings);
        store.migrate();
        wiring = Wiring.create(withWorkerFailuresCounted(store.ports()), settings.jobSettings());
        server = new ApiServer(wiring.apiServices(new PrometheusMeterRegistry(PrometheusConfig.DEFAULT),
                store.rateLimiter(settings.keyRateLimit()), settings.authFailureLimit(), store.health()),
                new ApiServerSettings("127.0.0.1", 0));
        base = "http://127.0.0.1:" + server.start();
        workerLineCollector.start();
        workerLog.addAppender(workerLineCollector);
    }

    @AfterEach
    void stopEverythingAndDropSchema() throws Exception {
        workerLog.detachAppender(workerLineCollector);
        try {
            wiring.services().jobWorkers().close();
            server.close();
            store.close();
            forwarder.close();
        } finally {
            try (Connection connection = DriverManager.getConnection(databaseUrl);
                 Statement statement = connection.createStatement()) {
                statement.execute("drop schema if exists " + schema + " cascade");
            }
        }
    }

    @Test
    void givenJobsQueued_whenDatabaseGoesAwayAndReturns_thenRequestsGet503ThenRecoverAndJobsFinishOnce()
            throws IOException {
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, store.ports(), "Outage Agency", 5);
        String key = seeded.apiKey();
        CampaignId campaign = BenchWorkspace.newCampaign(wiring, store.ports(), seeded, "Outage campaign");
        String enroll = "/v2/campaigns/" + campaign + "/enrollment";
        List<Customer> customers = seeded.customers();
        // The first job is claimed by a worker that the outage takes away: its lease (1 s) must run
        // out and another worker must finish it. The second job is still queued.
        String lostJob = accepted(send("POST", enroll, key, enrollment(customers.subList(0, 2))));
        Instant now = wiring.clock().instant();
        assertThat(store.ports().enrollmentJobs().claimNext("worker-lost-in-outage", now,
                now.plusSeconds(1))).map(job -> job.id().toString()).contains(lostJob);
        String queuedJob = accepted(send("POST", enroll, key, enrollment(customers.subList(2, 5))));

        assertThat(send("GET", "/v2/campaigns", key).statusCode()).isEqualTo(200);
        assertThat(send("GET", "/readyz", null).statusCode()).isEqualTo(200);

        forwarder.cutOff();
        long outageBegan = System.nanoTime();
        HttpResponse<String> read = send("GET", "/v2/campaigns", key);
        LOG.info("Database away: first request answered {} after {} ms", read.statusCode(), millisSince(outageBegan));
        assertUnavailable(read);
        long second = System.nanoTime();
        assertUnavailable(send("GET", enroll + "/requests/" + queuedJob, key));
        LOG.info("Database away: a request on a fresh connection answered 503 after {} ms", millisSince(second));
        assertUnavailable(send("POST", enroll, key, enrollment(customers.subList(0, 1))));
        HttpResponse<String> notReady = send("GET", "/readyz", null);
        assertUnavailable(notReady);
        assertThat(body(notReady).path("checks").path("store").asText()).isEqualTo("failed");
        assertThat(send("GET", "/healthz", null).statusCode()).isEqualTo(200);
        wiring.services().jobWorkers().start();
        await("workers tried the store three times", () -> refusedWorkerCalls.get() >= 3);

        forwarder.restore();
        long restored = System.nanoTime();
        awaitStatus("/v2/campaigns", key, 200);
        LOG.info("Database back: requests answered 200 again after {} ms", millisSince(restored));
        awaitStatus("/readyz", null, 200);

        for (String job : List.of(lostJob, queuedJob)) {
            JsonNode finished = awaitFinal(enroll + "/requests/" + job, key);
            int total = finished.path("total").asInt();
            assertThat(finished.path("status").asText()).as(job).isEqualTo("completed");
            assertThat(finished.path("processed").asInt()).as(job).isEqualTo(total);
            assertThat(finished.path("succeeded").asInt()).as(job).isEqualTo(total);
            assertThat(finished.path("items").findValuesAsText("code")).as(job).containsOnly("enrolled");
        }
        LOG.info("Database back: both jobs final {} ms after it returned", millisSince(restored));
        assertThat(store.ports().enrollments().findByCustomers(seeded.organizationId(),
                customers.stream().map(Customer::id).toList(), List.of(campaign)))
                .as("one enrollment per customer: nothing half-written, nothing applied twice").hasSize(5);
        EnrollmentJob takenOver = store.ports().enrollmentJobs().findById(seeded.organizationId(),
                EnrollmentJobId.of(UUID.fromString(lostJob))).orElseThrow();
        assertThat(takenOver.attempts()).as("claimed by the lost worker, then taken over once").isEqualTo(2);
        assertThat(workerLines).as("one warning for the outage, however many attempts failed")
                .filteredOn(line -> line.getLevel() == Level.WARN).hasSize(1)
                .allSatisfy(line -> assertThat(line.getThrowableProxy()).isNull());
        assertThat(workerLines).filteredOn(line -> line.getFormattedMessage().contains("reached the store again")).hasSize(1);
    }

    private void assertUnavailable(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(503);
        JsonNode body = body(response);
        assertThat(body.path("code").asText()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(body.path("retryAfter").asInt()).isEqualTo(CONNECT_TIMEOUT_SECONDS);
        assertThat(response.headers().firstValue("Retry-After")).contains(String.valueOf(CONNECT_TIMEOUT_SECONDS));
        assertThat(body.path("message").asText()).doesNotContain("127.0.0.1").doesNotContain("jdbc");
    }

    private void awaitStatus(String path, String key, int status) {
        awaitAnswer(path, key, response -> response.statusCode() == status);
    }

    private JsonNode awaitFinal(String path, String key) {
        return body(awaitAnswer(path, key, response -> response.statusCode() == 200
                && List.of("completed", "partial", "failed").contains(body(response).path("status").asText())));
    }

    private HttpResponse<String> awaitAnswer(String path, String key, Predicate<HttpResponse<String>> done) {
        AtomicReference<HttpResponse<String>> last = new AtomicReference<>();
        await("GET " + path, () -> {
            last.set(send("GET", path, key));
            return done.test(last.get());
        });
        return last.get();
    }

    private static void await(String what, BooleanSupplier done) {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!done.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + ": not so within " + DEADLINE);
            }
            LockSupport.parkNanos(POLL_EVERY.toNanos());
        }
    }

    /** The store with its job port counting the workers' calls that found the database away. */
    private StorePorts withWorkerFailuresCounted(StorePorts repositories) {
        EnrollmentJobRepository jobs = repositories.enrollmentJobs();
        InvocationHandler counting = (proxy, method, args) -> {
            try {
                return method.invoke(jobs, args);
            } catch (InvocationTargetException e) {
                if (e.getCause() instanceof StoreUnavailableException
                        && Thread.currentThread().getName().startsWith(WORKER_THREADS)) {
                    refusedWorkerCalls.incrementAndGet();
                }
                throw e.getCause();
            }
        };
        Object counted = Proxy.newProxyInstance(EnrollmentJobRepository.class.getClassLoader(),
                new Class<?>[] {EnrollmentJobRepository.class}, counting);
        return RepositoryPorts.map(repositories,
                (type, port) -> type == EnrollmentJobRepository.class ? counted : port);
    }

    private HttpResponse<String> send(String method, String path, String key) {
        return send(method, path, key, null);
    }

    private HttpResponse<String> send(String method, String path, String key, String body) {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(base + path)).timeout(REQUEST_TIMEOUT)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (key != null) {
            request.header("x-api-key", key);
        }
        if (body != null) {
            request.header("Content-Type", "application/json");
        }
        try {
            return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new AssertionError(method + " " + path + " got no answer within " + REQUEST_TIMEOUT, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    private String accepted(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        return body(response).path("jobId").asText();
    }

    private String enrollment(List<Customer> customers) {
        var entries = json.createArrayNode();
        customers.forEach(customer -> entries.addObject().put("customerId", customer.id().toString()));
        return json.createObjectNode().set("customers", entries).toString();
    }

    private JsonNode body(HttpResponse<String> response) {
        try {
            return json.readTree(response.body());
        } catch (IOException e) {
            throw new AssertionError("not JSON: " + response.body(), e);
        }
    }

    private static long millisSince(long nanos) {
        return Duration.ofNanos(System.nanoTime() - nanos).toMillis();
    }

    private static String databaseUrl() {
        String configured = System.getenv("COS_TEST_DATABASE_URL");
        return configured == null || configured.isBlank() ? DEFAULT_URL : configured;
    }
}
