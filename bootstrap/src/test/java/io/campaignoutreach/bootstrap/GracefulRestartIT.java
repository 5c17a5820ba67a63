package io.campaignoutreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code serve} process of the built jar is stopped with SIGTERM while its workers are in the
 * middle of accepted enrollment jobs, and a new process is started on the same database: every
 * accepted job must reach its final status with every entry applied once. The lease is far longer
 * than the deadline, so the jobs can only finish in time if the stopping process handed them back.
 */
class GracefulRestartIT {

    private static final int JOBS = 4;
    private static final int ENTRIES_PER_JOB = 1_000;
    /** Small chunks keep the first process mid-job long enough to be stopped there. */
    private static final int FIRST_CHUNK_SIZE = 10;
    private static final String LEASE_SECONDS = "600";
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(40);
    private static final Duration STOP_DEADLINE = Duration.ofSeconds(40);
    private static final Duration FINISH_DEADLINE = Duration.ofSeconds(60);
    private static final Set<String> FINAL = Set.of("completed", "partial", "failed");

    @TempDir
    Path workDir;

    private final String databaseUrl = JarRunner.testDatabaseUrl();
    private final String schema = JarRunner.freshSchema("gr_");
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final List<Process> processes = new ArrayList<>();
    private PostgresStore seedStore;
    private Connection db;

    private record Server(String name, Process process, String url, Path log) {
    }

    @BeforeEach
    void jarIsBuiltAndDatabaseReachable() throws SQLException {
        assertThat(JarRunner.jarPath()).as("the shaded jar; run 'mvn verify', which packages it first").isRegularFile();
        db = DriverManager.getConnection(databaseUrl);
    }

    @AfterEach
    void stopServersAndDropSchema() throws Exception {
        for (Process process : processes) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        if (seedStore != null) {
            seedStore.close();
        }
        if (db != null) {
            JarRunner.dropSchema(db, schema);
            db.close();
        }
    }

    @Test
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void givenJobsInProgress_whenServerIsStoppedWithSigtermAndRestarted_thenEveryAcceptedJobFinishesOnce()
            throws Exception {
        JarRunner runner = new JarRunner(workDir, databaseUrl, schema);
        JarRunner.Result migrate = runner.runToEnd("migrate");
        assertThat(migrate.exitCode()).as(migrate.describe()).isZero();
        try (Statement statement = db.createStatement()) {
            statement.execute("set search_path to " + schema);
        }
        seedStore = PostgresStore.connect(new PostgresSettings(databaseUrl, 2, schema));
        StorePorts ports = seedStore.repositories();
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Graceful restart", JOBS * ENTRIES_PER_JOB);
        CampaignId campaign = BenchWorkspace.newCampaign(wiring, ports, seeded, "Restarted");

        Server first = start(runner, "first", FIRST_CHUNK_SIZE);
        List<String> statusUrls = new ArrayList<>();
        for (int job = 0; job < JOBS; job++) {
            statusUrls.add(submit(first, seeded, campaign,
                    seeded.customers().subList(job * ENTRIES_PER_JOB, (job + 1) * ENTRIES_PER_JOB)));
        }
        awaitJobHeldMidway();

        first.process().destroy();
        assertThat(first.process().waitFor(STOP_DEADLINE.toSeconds(), TimeUnit.SECONDS))
                .as("SIGTERM ends the process").isTrue();
        assertThat(JarRunner.read(first.log())).as("the shutdown ran to its end").contains("Stopped");
        assertThat(count("select count(*) from enrollment_jobs where status not in ('completed', 'partial', 'failed')"))
                .as("jobs left unfinished by the stopped process").isPositive();
        assertThat(count("select count(*) from enrollment_jobs where lease_expires_at > now()"))
                .as("leases still held after a graceful stop").isZero();

        Server second = start(runner, "second", 500);
        for (String statusUrl : statusUrls) {
            JsonNode result = awaitFinal(second, seeded.apiKey(), statusUrl);
            assertThat(result.get("status").asText()).as(result.toString()).isEqualTo("completed");
            assertThat(result.get("processed").asInt()).isEqualTo(ENTRIES_PER_JOB);
            assertThat(result.get("succeeded").asInt()).isEqualTo(ENTRIES_PER_JOB);
        }
        assertThat(count("select count(*) from enrollments where campaign_id = '" + campaign + "'"))
                .as("one enrollment per accepted entry").isEqualTo(JOBS * ENTRIES_PER_JOB);
    }

    private Server start(JarRunner runner, String name, int chunkSize) throws Exception {
        int port = JarRunner.freePort();
        Process process = runner.serve(name, port, Map.of("COS_JOB_WORKERS", "2", "COS_JOB_LEASE_SECONDS",
                LEASE_SECONDS, "COS_JOB_CHUNK_SIZE", String.valueOf(chunkSize)), STARTUP_DEADLINE);
        processes.add(process);
        return new Server(name, process, "http://127.0.0.1:" + port, runner.logOf(name));
    }

    private String submit(Server server, BenchWorkspace.Seeded seeded, CampaignId campaign, List<Customer> customers)
            throws Exception {
        ObjectNode body = json.createObjectNode();
        ArrayNode entries = body.putArray("customers");
        customers.forEach(customer -> entries.addObject().put("customerId", customer.id().toString()));
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(
                        URI.create(server.url() + "/v2/campaigns/" + campaign + "/enrollment"))
                .header("x-api-key", seeded.apiKey()).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(response.body()).isEqualTo(202);
        return json.readTree(response.body()).get("statusUrl").asText();
    }

    /** Waits until a worker holds a job with at least two chunks still undecided. */
    private void awaitJobHeldMidway() throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (count("""
                select count(*) from enrollment_jobs j
                 where j.status = 'processing' and j.lease_expires_at > now()
                   and (select count(*) from enrollment_job_items i where i.job_id = j.id and i.code is null) >= """
                + 2 * FIRST_CHUNK_SIZE) == 0) {
            assertThat(System.nanoTime()).as("no job was seen in progress").isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(5);
        }
    }

    private JsonNode awaitFinal(Server server, String key, String statusUrl) throws Exception {
        long deadline = System.nanoTime() + FINISH_DEADLINE.toNanos();
        while (true) {
            HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(server.url() + statusUrl))
                    .header("x-api-key", key).build(), HttpResponse.BodyHandlers.ofString());
            if (response.statusCode() == 200) {
                JsonNode result = json.readTree(response.body());
                if (FINAL.contains(result.get("status").asText())) {
                    return result;
                }
            } else {
                assertThat(response.statusCode()).as(response.body()).isEqualTo(429);
            }
            assertThat(System.nanoTime()).as("job " + statusUrl + " unfinished:\n" + JarRunner.read(server.log()))
                    .isLessThan(deadline);
            server.process().waitFor(50, TimeUnit.MILLISECONDS);
        }
    }

    private long count(String sql) throws SQLException {
        try (PreparedStatement statement = db.prepareStatement(sql); ResultSet rows = statement.executeQuery()) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
