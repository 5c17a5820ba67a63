package io.campaignoutreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
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
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code serve} processes of the built jar on one PostgreSQL schema share the enrollment job
 * queue: many overlapping jobs are sent to both, one process is killed while it holds a job, and
 * the survivor must finish every job with each entry applied exactly once.
 */
class MultiProcessJobsIT {

    /** Entries per transaction of the process that is killed. */
    private static final int DOOMED_CHUNK_SIZE = 10;
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(40);
    private static final Duration FINISH_DEADLINE = Duration.ofSeconds(45);
    private static final int CUSTOMERS = 3_000;
    private static final Set<String> FINAL = Set.of("completed", "partial", "failed");
    private static final Map<String, Set<String>> CODES_OF_ACTION = Map.of(
            "enroll", Set.of("enrolled", "already_active", "terminal_exists", "customer_not_found"),
            "restart", Set.of("restarted", "not_enrolled", "customer_not_found"),
            "set_status", Set.of("status_changed", "not_enrolled", "customer_not_found"));

    @TempDir
    Path workDir;

    private final String databaseUrl = JarRunner.testDatabaseUrl();
    private final String schema = JarRunner.freshSchema("mp_");
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();
    private final ObjectMapper json = new ObjectMapper();
    private final List<Server> servers = new ArrayList<>();
    private PostgresStore seedStore;
    private Connection db;

    @BeforeEach
    void jarIsBuiltAndDatabaseReachable() throws SQLException {
        assertThat(JarRunner.jarPath()).as("the shaded jar; run 'mvn verify', which packages it first").isRegularFile();
        // Unreachable PostgreSQL fails here, loudly: this test must never pass by not running.
        db = DriverManager.getConnection(databaseUrl);
    }

    @AfterEach
    void stopServersAndDropSchema() throws Exception {
        for (Server server : servers) {
            server.process().destroy();
            if (!server.process().waitFor(20, TimeUnit.SECONDS)) {
                server.process().destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        }
        if (seedStore != null) {
            seedStore.close();
        }
        if (db != null) {
            JarRunner.dropSchema(db, schema);
            db.close();
        }
    }

    private JarRunner runner() {
        return new JarRunner(workDir, databaseUrl, schema);
    }

    @Test
    @Timeout(value = 150, unit = TimeUnit.SECONDS)
    void givenTwoServersOnOneSchema_whenOneIsKilledHoldingAJob_thenTheOtherFinishesEveryJobWithNoEntryLostOrDoubled()
            throws Exception {
        JarRunner.Result migrate = runner().runToEnd("migrate");
        assertThat(migrate.exitCode()).as(migrate.describe()).isZero();
        try (Statement statement = db.createStatement()) {
            statement.execute("set search_path to " + schema);
        }
        seedStore = PostgresStore.connect(new PostgresSettings(databaseUrl, 2, schema));
        StorePorts ports = seedStore.repositories();
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Multi-process", CUSTOMERS);
        CampaignId campaign = BenchWorkspace.newCampaign(wiring, ports, seeded, "Shared queue");
        Workload workload = new Workload(seeded.customers());

        // The doomed process decides a few entries per transaction, so it is reliably mid-job when killed.
        Server doomed = start("doomed", seeded.apiKey(), DOOMED_CHUNK_SIZE);
        String doomedWorkers = workerPrefixOf(doomed, wiring, seeded, workload);
        Server survivor = start("survivor", seeded.apiKey(), JobSettings.defaults().chunkSize());

        List<Submitted> jobs = new ArrayList<>(workload.probes);
        Set<UUID> heldWhenKilled = submitKillingMidway(doomed, doomedWorkers, survivor, campaign, workload, jobs);
        assertThat(heldWhenKilled).as("jobs the killed process held (claimed, not finished)").isNotEmpty();

        Map<UUID, JsonNode> results = pollUntilFinal(survivor, jobs);

        assertJobsConsistent(jobs, results);
        assertEntriesAppliedExactlyOnce(jobs, results, seeded);
        assertTakenOver(heldWhenKilled);
    }

    /**
     * Starts {@code serve} with two workers, a two-second lease and the given chunk size, and waits until it
     * answers. The key's request limit is raised out of reach: the test polls every job at once.
     */
    private Server start(String name, String key, int chunkSize) throws Exception {
        int port = JarRunner.freePort();
        Process process = runner().serve(name, port, Map.of("COS_CARRIER", "off", "COS_JOB_WORKERS", "2",
                "COS_JOB_LEASE_SECONDS", "2",
                "COS_JOB_CHUNK_SIZE", String.valueOf(chunkSize), "COS_RATE_LIMIT_PER_MINUTE", "1000000",
                "COS_RATE_LIMIT_BURST", "100000"), STARTUP_DEADLINE);
        Server server = new Server(name, process, "http://127.0.0.1:" + port, key, runner().logOf(name));
        servers.add(server);
        return server;
    }

    /**
     * Which worker ids belong to {@code server}: while it is the only process running, it alone
     * claims jobs, so the lease owner of a job it is processing names its workers. A probe job
     * enrolls many customers into a campaign of its own; a probe that ends before it is seen is
     * followed by another.
     */
    private String workerPrefixOf(Server server, Wiring wiring, BenchWorkspace.Seeded seeded, Workload workload)
            throws Exception {
        for (int attempt = 1; attempt <= 5; attempt++) {
            CampaignId probeCampaign = BenchWorkspace.newCampaign(wiring,
                    seedStore.repositories(), seeded, "Probe " + attempt);
            List<Entry> entries = workload.window(0, 1_000, 0, 0);
            Submitted probe = submit(server, probeCampaign, "enroll", entries, null, null);
            workload.probes.add(probe);
            long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
            while (System.nanoTime() < deadline) {
                Optional<String> owner = leaseOwner(probe.jobId());
                if (owner.isPresent()) {
                    awaitFinal(probe.jobId());
                    return owner.get().substring(0, owner.get().lastIndexOf('-') + 1);
                }
                if (isFinal(probe.jobId())) {
                    break;
                }
                TimeUnit.MILLISECONDS.sleep(2);
            }
        }
        throw new AssertionError("never saw a probe job being processed:\n" + JarRunner.read(server.log()));
    }

    /**
     * Sends the workload to both servers in turn: overlapping enroll jobs with duplicates and
     * unknown customers, some large, then restarts and closes of the same customers; some jobs
     * carry an idempotency key and are sent again to the other server, which must answer with the
     * same job. Jobs run about as fast as they are accepted, so the doomed server is killed during
     * the sending, as soon as it holds a job; what is left goes to the survivor.
     */
    private Set<UUID> submitKillingMidway(Server doomed, String doomedWorkers, Server survivor, CampaignId campaign,
                                          Workload workload, List<Submitted> jobs) throws Exception {
        Random random = workload.random;
        Cluster cluster = new Cluster(doomed, doomedWorkers, survivor);
        List<Submitted> keyed = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            String key = i % 5 == 0 ? "mp-enroll-" + i : null;
            Submitted job = submit(cluster.next(), campaign, "enroll",
                    workload.window(random.nextInt(CUSTOMERS), 50 + random.nextInt(151), 3, 2), key, null);
            jobs.add(job);
            if (key != null) {
                keyed.add(job);
            }
            if (i % 10 == 9) {
                jobs.add(submit(cluster.next(), campaign, "enroll",
                        workload.window(random.nextInt(CUSTOMERS), 985, 10, 5), null, null));
            }
            if (i >= 10) {
                cluster.killDoomedIfHolding();
            }
        }
        // Should the doomed server not have held a large job yet, it gets large jobs of its own.
        for (int extra = 0; extra < 10 && cluster.doomedAlive(); extra++) {
            jobs.add(submit(doomed, campaign, "enroll", workload.window(random.nextInt(CUSTOMERS), 985, 10, 5),
                    null, null));
            long until = System.nanoTime() + Duration.ofMillis(500).toNanos();
            while (cluster.doomedAlive() && System.nanoTime() < until) {
                cluster.killDoomedIfHolding();
                TimeUnit.MILLISECONDS.sleep(2);
            }
        }
        for (int i = 0; i < 4; i++) {
            jobs.add(submit(cluster.next(), campaign, "restart",
                    workload.window(random.nextInt(CUSTOMERS), 120, 2, 1), null, null));
        }
        for (int i = 0; i < 3; i++) {
            jobs.add(submit(cluster.next(), campaign, "set_status",
                    workload.window(random.nextInt(CUSTOMERS), 120, 2, 1), null, "cancelled"));
        }
        for (Submitted original : keyed.subList(0, 4)) {
            Server other = original.server().equals(survivor.name()) && cluster.doomedAlive() ? doomed : survivor;
            Submitted repeat = submit(other, campaign, "enroll", original.entries(), original.idempotencyKey(), null);
            assertThat(repeat.jobId()).as("a repeat with the same key and payload (to the other process while both run)")
                    .isEqualTo(original.jobId());
        }
        if (cluster.doomedAlive()) {
            throw new AssertionError("the doomed process (workers " + doomedWorkers + "*) never held a job while the"
                    + " workload was sent; jobs by status and owner: " + jobsByStatusAndOwner() + "\n"
                    + JarRunner.read(doomed.log()));
        }
        return cluster.heldWhenKilled;
    }

    /** The two servers while the workload is sent: turns between them, and the kill. */
    private final class Cluster {

        private final Server doomed;
        private final String doomedWorkers;
        private final Server survivor;
        private Set<UUID> heldWhenKilled;
        private int turn;

        Cluster(Server doomed, String doomedWorkers, Server survivor) {
            this.doomed = doomed;
            this.doomedWorkers = doomedWorkers;
            this.survivor = survivor;
        }

        boolean doomedAlive() {
            return heldWhenKilled == null;
        }

        Server next() {
            return doomedAlive() && turn++ % 2 == 0 ? doomed : survivor;
        }

        /**
         * Kills the doomed server outright (no shutdown hook, no lease handed back) if it holds a
         * job with at least two chunks still to do, so the kill lands well before that job can
         * finish; keeps the jobs it still held once dead: processing under its workers' leases.
         */
        void killDoomedIfHolding() throws Exception {
            if (!doomedAlive() || heldBy(doomedWorkers, 2 * DOOMED_CHUNK_SIZE).isEmpty()) {
                return;
            }
            doomed.process().destroyForcibly();
            assertThat(doomed.process().waitFor(10, TimeUnit.SECONDS)).as("killed process exited").isTrue();
            heldWhenKilled = heldBy(doomedWorkers, 1);
            // Shows in the failsafe output how much work was left, i.e. how far the kill was from a race.
            System.out.printf("Killed %s holding %d jobs; %s%n", doomed.name(), heldWhenKilled.size(),
                    jobsByStatusAndOwner());
        }
    }

    private Submitted submit(Server server, CampaignId campaign, String action, List<Entry> entries,
                             String idempotencyKey, String status) throws Exception {
        ObjectNode body = json.createObjectNode();
        ArrayNode array = body.putArray("customers");
        entries.forEach(entry -> array.addObject().put(entry.byPhone() ? "phoneNumber" : "customerId", entry.value()));
        if (idempotencyKey != null) {
            body.put("idempotencyKey", idempotencyKey);
        }
        if (status != null) {
            body.put("status", status).put("reason", "multi-process test");
        }
        String path = "/v2/campaigns/" + campaign + "/enrollment" + switch (action) {
            case "restart" -> "/restart";
            case "set_status" -> "/status";
            default -> "";
        };
        HttpResponse<String> response = http.send(HttpRequest.newBuilder(URI.create(server.url() + path))
                .header("x-api-key", server.key()).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(json.writeValueAsString(body)))
                .build(), HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).as(server.name() + " " + path + ": " + response.body()).isEqualTo(202);
        JsonNode accepted = json.readTree(response.body());
        assertThat(accepted.get("total").asInt()).isEqualTo(entries.size());
        return new Submitted(UUID.fromString(accepted.get("jobId").asText()), campaign, action, entries,
                idempotencyKey, server.name(), accepted.get("statusUrl").asText());
    }

    private Map<String, Integer> jobsByStatusAndOwner() throws SQLException {
        Map<String, Integer> counts = new LinkedHashMap<>();
        try (Statement statement = db.createStatement();
             ResultSet rows = statement.executeQuery("select status, lease_owner, count(*) from enrollment_jobs"
                     + " group by status, lease_owner order by status, lease_owner")) {
            while (rows.next()) {
                counts.put(rows.getString(1) + " " + rows.getString(2), rows.getInt(3));
            }
        }
        return counts;
    }

    /** Jobs processing under a lease of these workers with at least {@code pending} entries still undecided. */
    private Set<UUID> heldBy(String workerPrefix, int pending) throws SQLException {
        try (PreparedStatement query = db.prepareStatement("""
                select j.id from enrollment_jobs j
                 where j.status = 'processing' and j.lease_owner like ?
                   and (select count(*) from enrollment_job_items i where i.job_id = j.id and i.code is null) >= ?""")) {
            query.setString(1, workerPrefix + "%");
            query.setInt(2, pending);
            try (ResultSet rows = query.executeQuery()) {
                Set<UUID> ids = new HashSet<>();
                while (rows.next()) {
                    ids.add(rows.getObject(1, UUID.class));
                }
                return ids;
            }
        }
    }

    /** Polls every job through {@code survivor} until all are final; returns their last results. */
    private Map<UUID, JsonNode> pollUntilFinal(Server survivor, List<Submitted> jobs) throws Exception {
        Map<UUID, JsonNode> results = new LinkedHashMap<>();
        long deadline = System.nanoTime() + FINISH_DEADLINE.toNanos();
        while (true) {
            for (Submitted job : jobs) {
                JsonNode last = results.get(job.jobId());
                if (last != null && FINAL.contains(last.get("status").asText())) {
                    continue;
                }
                HttpResponse<String> response = http.send(survivor.get(job.statusUrl()),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
                results.put(job.jobId(), json.readTree(response.body()));
            }
            List<String> unfinished = results.values().stream().filter(r -> !FINAL.contains(r.get("status").asText()))
                    .map(r -> r.get("jobId").asText() + " " + r.get("status").asText() + " " + r.get("processed")
                            + "/" + r.get("total")).toList();
            if (unfinished.isEmpty()) {
                return results;
            }
            assertThat(System.nanoTime()).as("jobs still unfinished: " + unfinished + "\nsurvivor log:\n"
                    + JarRunner.read(survivor.log())).isLessThan(deadline);
            assertThat(survivor.process().isAlive()).as("survivor died:\n" + JarRunner.read(survivor.log())).isTrue();
            survivor.process().waitFor(50, TimeUnit.MILLISECONDS);
        }
    }

    /** Each job is final with every entry decided, its counts add up, and its status follows from them. */
    private void assertJobsConsistent(List<Submitted> jobs, Map<UUID, JsonNode> results) {
        for (Submitted job : jobs) {
            JsonNode result = results.get(job.jobId());
            int total = result.get("total").asInt();
            int succeeded = result.get("succeeded").asInt();
            int skipped = result.get("skipped").asInt();
            int failed = result.get("failed").asInt();
            assertThat(total).as("total of %s", job.jobId()).isEqualTo(job.entries().size());
            assertThat(result.get("processed").asInt()).as("processed of %s", job.jobId()).isEqualTo(total);
            assertThat(succeeded + skipped + failed).as("outcome counts of %s", job.jobId()).isEqualTo(total);
            String expectedStatus = failed == 0 ? "completed" : failed == total ? "failed" : "partial";
            assertThat(result.get("status").asText()).as("status of %s", job.jobId()).isEqualTo(expectedStatus);
            assertThat(result.get("items")).hasSize(total);
        }
    }

    /**
     * Every entry's result agrees with the database: each enrollment of a campaign was reported
     * {@code enrolled} by exactly one first entry (none lost, none created twice), repeats carry
     * their first entry's result, and each enrollment's version equals the number of entries that
     * restarted or closed it (no change applied twice).
     */
    private void assertEntriesAppliedExactlyOnce(List<Submitted> jobs, Map<UUID, JsonNode> results,
                                                 BenchWorkspace.Seeded seeded) throws SQLException {
        Map<UUID, StoredEnrollment> enrollments = enrollments(seeded);
        Map<String, UUID> enrollmentOfPair = new HashMap<>();
        enrollments.forEach((id, e) -> assertThat(enrollmentOfPair.put(e.customerId() + "/" + e.campaignId(), id))
                .as("one enrollment per customer and campaign").isNull());
        Map<UUID, Integer> reportedEnrolled = new HashMap<>();
        Map<UUID, Integer> reportedChanges = new HashMap<>();
        for (Submitted job : jobs) {
            JsonNode items = results.get(job.jobId()).get("items");
            Map<UUID, Integer> firstIndexOfCustomer = new HashMap<>();
            for (int i = 0; i < job.entries().size(); i++) {
                JsonNode item = items.get(i);
                Entry entry = job.entries().get(i);
                String code = item.get("code").asText();
                String where = "job " + job.jobId() + " (" + job.action() + ") entry " + i + ": " + item;
                assertThat(item.get("index").asInt()).as(where).isEqualTo(i);
                assertThat(CODES_OF_ACTION.get(job.action())).as(where).contains(code);
                if (entry.customerId() == null) {
                    assertThat(code).as(where).isEqualTo("customer_not_found");
                    assertThat(item.get("customerId").isNull()).as(where).isTrue();
                    continue;
                }
                assertThat(item.get("customerId").asText()).as(where).isEqualTo(entry.customerId().toString());
                Integer first = firstIndexOfCustomer.putIfAbsent(entry.customerId(), i);
                if (first != null) {
                    JsonNode original = items.get(first);
                    assertThat(item.get("duplicateOf").asInt()).as(where).isEqualTo(first);
                    assertThat(code).as(where).isEqualTo(original.get("code").asText());
                    assertThat(item.get("customerCampaignId")).as(where).isEqualTo(original.get("customerCampaignId"));
                    continue;
                }
                assertThat(item.get("duplicateOf").isNull()).as(where).isTrue();
                UUID stored = enrollmentOfPair.get(entry.customerId() + "/" + job.campaign().value());
                switch (code) {
                    case "not_enrolled" -> assertThat(item.get("customerCampaignId").isNull()).as(where).isTrue();
                    case "customer_not_found" -> throw new AssertionError("an existing customer not found: " + where);
                    default -> {
                        assertThat(stored).as("the enrollment " + where + " names").isNotNull();
                        assertThat(item.get("customerCampaignId").asText()).as(where).isEqualTo(stored.toString());
                        if (code.equals("enrolled")) {
                            reportedEnrolled.merge(stored, 1, Integer::sum);
                        } else if (code.equals("restarted") || code.equals("status_changed")) {
                            reportedChanges.merge(stored, 1, Integer::sum);
                        }
                    }
                }
            }
        }
        assertThat(reportedEnrolled.keySet()).as("enrollments reported enrolled vs stored")
                .containsExactlyInAnyOrderElementsOf(enrollments.keySet());
        assertThat(reportedEnrolled.values()).as("entries reporting the creation of each enrollment")
                .allMatch(count -> count == 1);
        enrollments.forEach((id, e) -> assertThat(e.version()).as("version of enrollment %s (one per change)", id)
                .isEqualTo((long) reportedChanges.getOrDefault(id, 0)));
        assertThat(reportedChanges).as("restarts and closes happened").isNotEmpty();
    }

    /** Every job the killed process held was claimed again and finished by the survivor. */
    private void assertTakenOver(Set<UUID> heldWhenKilled) throws SQLException {
        try (Statement statement = db.createStatement();
             ResultSet rows = statement.executeQuery("select id, status, attempts from enrollment_jobs")) {
            Map<UUID, Integer> attempts = new HashMap<>();
            while (rows.next()) {
                assertThat(rows.getString("status")).isIn(FINAL);
                attempts.put(rows.getObject("id", UUID.class), rows.getInt("attempts"));
            }
            for (UUID held : heldWhenKilled) {
                assertThat(attempts.get(held)).as("claims of job %s, held by the killed process", held)
                        .isGreaterThanOrEqualTo(2);
            }
        }
    }

    private Map<UUID, StoredEnrollment> enrollments(BenchWorkspace.Seeded seeded) throws SQLException {
        Map<UUID, StoredEnrollment> enrollments = new HashMap<>();
        try (PreparedStatement query = db.prepareStatement(
                "select id, customer_id, campaign_id, version from enrollments where organization_id = ?")) {
            query.setObject(1, seeded.organizationId().value());
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    enrollments.put(rows.getObject("id", UUID.class), new StoredEnrollment(
                            rows.getObject("customer_id", UUID.class), rows.getObject("campaign_id", UUID.class),
                            rows.getLong("version")));
                }
            }
        }
        return enrollments;
    }

    private Optional<String> leaseOwner(UUID jobId) throws SQLException {
        try (PreparedStatement query = db.prepareStatement(
                "select lease_owner from enrollment_jobs where id = ? and status = 'processing'")) {
            query.setObject(1, jobId);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() ? Optional.ofNullable(rows.getString(1)) : Optional.empty();
            }
        }
    }

    private boolean isFinal(UUID jobId) throws SQLException {
        try (PreparedStatement query = db.prepareStatement("select status from enrollment_jobs where id = ?")) {
            query.setObject(1, jobId);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next() && FINAL.contains(rows.getString(1));
            }
        }
    }

    private void awaitFinal(UUID jobId) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
        while (!isFinal(jobId)) {
            assertThat(System.nanoTime()).as("probe job %s final", jobId).isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(10);
        }
    }

    /** Builds request entries over the seeded customers with a fixed seed, so a failure can be replayed. */
    private static final class Workload {

        final Random random = new Random(20_260_101L);
        final List<Submitted> probes = new ArrayList<>();
        private final List<Customer> customers;
        private int unknown;

        Workload(List<Customer> customers) {
            this.customers = customers;
        }

        /**
         * {@code size} consecutive customers from {@code start} (wrapping), alternately by id and by
         * phone, then {@code repeats} of some of them named the other way and {@code unknowns} entries
         * naming nobody.
         */
        List<Entry> window(int start, int size, int repeats, int unknowns) {
            List<Entry> entries = new ArrayList<>();
            for (int k = 0; k < size; k++) {
                entries.add(entry(customers.get((start + k) % customers.size()), k % 2 == 1));
            }
            for (int r = 0; r < repeats; r++) {
                int k = random.nextInt(size);
                entries.add(entry(customers.get((start + k) % customers.size()), k % 2 == 0));
            }
            for (int u = 0; u < unknowns; u++, unknown++) {
                entries.add(u % 2 == 0 ? new Entry(false, UUID.randomUUID().toString(), null)
                        : new Entry(true, BenchWorkspace.unknownPhone(unknown).e164(), null));
            }
            return entries;
        }

        private static Entry entry(Customer customer, boolean byPhone) {
            return new Entry(byPhone, byPhone ? customer.phone().e164() : customer.id().toString(),
                    customer.id().value());
        }
    }

    /** One request entry: by phone or by id, and the customer it names (null for nobody). */
    private record Entry(boolean byPhone, String value, UUID customerId) {
    }

    /** An accepted job as sent. */
    private record Submitted(UUID jobId, CampaignId campaign, String action, List<Entry> entries,
                             String idempotencyKey, String server, String statusUrl) {
    }

    /** A started {@code serve} process. */
    private record Server(String name, Process process, String url, String key, Path log) {
        HttpRequest get(String path) {
            return HttpRequest.newBuilder(URI.create(url + path)).header("x-api-key", key)
                    .timeout(Duration.ofSeconds(10)).GET().build();
        }
    }

    private record StoredEnrollment(UUID customerId, UUID campaignId, long version) {
    }

}
