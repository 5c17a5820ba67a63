package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.metrics.ServerMetrics;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Benchmark (not a test) of a 1000-entry enrollment job over HTTP on each store, next to a plain
 * JDBC batch insert of 1000 enrollments measured in the same run. Run it with {@code scripts/bench};
 * {@code docs/benchmarks.md} says what it measures and records its figures.
 */
public final class EnrollmentBenchmark {

    private static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final int ENTRIES = 1_000;
    private static final int DUPLICATES = 50;
    private static final int UNKNOWN = 50;
    private static final int CUSTOMERS = 1_100;
    private static final Duration POLL_EVERY = Duration.ofMillis(10);
    private static final RateLimitPolicy UNREACHED_LIMIT = new RateLimitPolicy(1_000_000, 100_000);
    private static final Duration JOB_DEADLINE = Duration.ofSeconds(60);
    private static final Duration QUIET_COMPILER_DEADLINE = Duration.ofSeconds(3);
    private static final Pattern JOB_STATUS = Pattern.compile("\"status\"\\s*:\\s*\"([a-z_]+)\"");
    private static final List<String> FINAL = List.of("completed", "partial", "failed");
    private static final double TARGET_RATIO = 5.0;
    private static final long TARGET_JOB_MS = 2_000;
    private static final long TARGET_ACCEPT_MS = 200;
    /** The performance goal for realistic profiles: POST to final within 4x the batch insert, and under 1 s. */
    private static final double TARGET_POST_TO_FINAL_RATIO = 4.0;
    private static final long TARGET_POST_TO_FINAL_MS = 1_000;

    private final int warmups;
    private final int rounds;
    private final boolean profile;
    private final String databaseUrl;
    private final ObjectMapper json = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    private EnrollmentBenchmark(int warmups, int rounds, boolean profile, String databaseUrl) {
        this.warmups = warmups;
        this.rounds = rounds;
        this.profile = profile;
        this.databaseUrl = databaseUrl;
    }

    /**
     * Options: {@code --warmups N} (15), {@code --rounds N} (10), {@code --profile} (time every port call).
     * Fifteen warm-up rounds: in the first ten or so of each store the JIT compiler still works for
     * 100-250 ms during each job of about 100 ms, on the same two processors; it falls to tens of
     * milliseconds after, and each round prints it.
     */
    public static void main(String[] args) throws Exception {
        int warmups = 15;
        int rounds = 10;
        boolean profile = false;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--warmups" -> warmups = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--profile" -> profile = true;
                default -> throw new IllegalArgumentException("unknown option " + args[i]
                        + "; known: --warmups N, --rounds N, --profile");
            }
        }
        if (rounds < 1 || warmups < 0) {
            throw new IllegalArgumentException("--rounds must be at least 1 and --warmups not negative");
        }
        String url = System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL);
        new EnrollmentBenchmark(warmups, rounds, profile, url).run();
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "Enrollment job benchmark: %d entries (%d by id, %d by phone, %d duplicates,"
                        + " %d unknown) of customers with Medicare profiles, policies and custom values, %d warm-up"
                        + " and %d measured rounds%s%n", ENTRIES, ENTRIES / 2, ENTRIES / 2,
                DUPLICATES, UNKNOWN, warmups, rounds, profile ? ", profiling port calls" : "");
        System.out.printf(Locale.ROOT, "Machine: %d processors, Java %s (%s)%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                System.getProperty("java.vm.name"));

        Settings memorySettings = Settings.fromEnvironment(environment(Map.of()));
        StoreFigures memory = measureStore("in-memory", new InMemoryStore(), memorySettings, null);

        String schema = "bench_" + HexFormat.of().formatHex(randomBytes());
        Settings postgresSettings = Settings.fromEnvironment(environment(Map.of(Settings.DATABASE_URL, databaseUrl,
                Settings.DB_SCHEMA, schema)));
        StoreFigures postgres;
        Figures baseline;
        try (Connection jdbc = DriverManager.getConnection(databaseUrl)) {
            try {
                Store store = PostgresDatabaseStore.connect(postgresSettings);
                store.migrate();
                jdbc.setSchema(schema);
                postgres = measureStore("postgresql", store, postgresSettings, jdbc);
                baseline = postgres.baseline();
            } finally {
                try (Statement statement = jdbc.createStatement()) {
                    statement.execute("drop schema if exists " + schema + " cascade");
                }
            }
        }
        report(memory, postgres, baseline, postgresSettings);
    }

    /** COS_ variables of this process that tune the service (workers, pool size), with {@code overrides} on top. */
    private static Map<String, String> environment(Map<String, String> overrides) {
        Map<String, String> env = new HashMap<>();
        System.getenv().forEach((name, value) -> {
            if (name.startsWith("COS_JOB_") || name.equals(Settings.DB_POOL_SIZE)) {
                env.put(name, value);
            }
        });
        env.putAll(overrides);
        return env;
    }

    /**
     * Wires the store as {@code serve} does, starts the HTTP server and the workers, seeds, and runs
     * the rounds; with {@code jdbc}, also the baseline on that connection, alternating with the jobs.
     */
    private StoreFigures measureStore(String label, Store store, Settings settings, Connection jdbc) throws Exception {
        PortProfile portProfile = profile ? new PortProfile() : null;
        StorePorts repositories = portProfile == null ? store.ports() : portProfile.wrap(store.ports());
        Wiring wiring = Wiring.create(repositories, settings.jobSettings());
        // The store's limiter, as served, so its cost is measured; with a limit the polling never reaches.
        ApiServer server = new ApiServer(wiring.apiServices(
                ServerMetrics.create(wiring.services().enrollmentJobs(), store), store.rateLimiter(UNREACHED_LIMIT),
                UNREACHED_LIMIT, store.health()),
                new ApiServerSettings("127.0.0.1", 0));
        try {
            int port = server.start();
            wiring.services().jobWorkers().start();
            BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, repositories, "Benchmark " + label, 0);
            List<Round> measured = new ArrayList<>();
            List<Long> baselineNanos = new ArrayList<>();
            for (int round = 0; round < warmups + rounds; round++) {
                // Fresh customers each round: a customer's enrollments in earlier rounds' campaigns would
                // otherwise pile up and make every round slower than the one before.
                if (portProfile != null) {
                    portProfile.recording(false);
                }
                List<Customer> customers = BenchWorkspace.addCustomers(wiring, repositories, seeded,
                        round * CUSTOMERS, CUSTOMERS);
                String body = requestBody(customers);
                CampaignId campaign = BenchWorkspace.newCampaign(wiring, repositories, seeded,
                        label + " round " + round);
                CampaignId baselineCampaign = BenchWorkspace.newCampaign(wiring, repositories, seeded,
                        label + " baseline " + round);
                if (jdbc != null) {
                    analyze(jdbc);
                }
                if (portProfile != null) {
                    if (round == warmups) {
                        portProfile.reset();
                    }
                    portProfile.recording(true);
                }
                Rounds.awaitQuietCompiler(QUIET_COMPILER_DEADLINE);
                long compiledBefore = Rounds.compiledMillis();
                Round result = enrollOnce(port, seeded.apiKey(), campaign, body, jdbc);
                long compiled = Rounds.compiledMillis() - compiledBefore;
                Long insert = jdbc == null ? null
                        : batchInsert(jdbc, seeded.organizationId(), customers, baselineCampaign);
                boolean counted = round >= warmups;
                if (counted) {
                    measured.add(result);
                    if (insert != null) {
                        baselineNanos.add(insert);
                    }
                }
                System.out.printf(Locale.ROOT, "  %-10s %s %2d: 202 in %6.1f ms, final after %7.1f ms%s%s;"
                                + " JIT compiled %d ms during the job%n", label,
                        counted ? "round " : "warm-up", counted ? round - warmups + 1 : round + 1,
                        millis(result.acceptNanos()), millis(result.finalNanos()),
                        result.serverMillis() == null ? "" : String.format(Locale.ROOT,
                                " (stored accept-to-final %d ms)", result.serverMillis()),
                        insert == null ? "" : String.format(Locale.ROOT, "; baseline insert %6.1f ms",
                                millis(insert)), compiled);
            }
            if (portProfile != null) {
                portProfile.print(label, rounds);
            }
            return new StoreFigures(label, measured, baselineNanos.isEmpty() ? null : Figures.of(baselineNanos));
        } finally {
            // As RunningServer closes: requests first, then workers, then the store they use.
            server.close();
            wiring.services().jobWorkers().stop(Duration.ofSeconds(10));
            store.close();
        }
    }

    /**
     * The request: 450 customers by id and 450 others by phone, then 25 repeats of each kind naming
     * a customer already named the other way, and 25 unknown ids and 25 unknown phones; shuffled
     * with a fixed seed, so every round and store sends the same body.
     */
    private String requestBody(List<Customer> customers) throws IOException {
        int distinct = ENTRIES - DUPLICATES - UNKNOWN;
        List<ObjectNode> entries = new ArrayList<>(ENTRIES);
        for (int i = 0; i < distinct; i++) {
            entries.add(i < distinct / 2 ? byId(customers.get(i)) : byPhone(customers.get(i)));
        }
        for (int i = 0; i < DUPLICATES / 2; i++) {
            entries.add(byPhone(customers.get(i)));
            entries.add(byId(customers.get(distinct / 2 + i)));
        }
        for (int i = 0; i < UNKNOWN / 2; i++) {
            entries.add(json.createObjectNode().put("customerId", UUID.randomUUID().toString()));
            entries.add(json.createObjectNode().put("phoneNumber", BenchWorkspace.unknownPhone(i).e164()));
        }
        Collections.shuffle(entries, new Random(1_000));
        ObjectNode body = json.createObjectNode();
        ArrayNode array = body.putArray("customers");
        entries.forEach(array::add);
        return json.writeValueAsString(body);
    }

    private ObjectNode byId(Customer customer) {
        return json.createObjectNode().put("customerId", customer.id().toString());
    }

    private ObjectNode byPhone(Customer customer) {
        return json.createObjectNode().put("phoneNumber", customer.phone().e164());
    }

    /** Posts the job, then polls its status URL every 10 ms until it is final; checks its counts. */
    private Round enrollOnce(int port, String key, CampaignId campaign, String body, Connection jdbc)
            throws Exception {
        String base = "http://127.0.0.1:" + port;
        HttpRequest post = HttpRequest.newBuilder(URI.create(base + "/v2/campaigns/" + campaign + "/enrollment"))
                .header("x-api-key", key).header("Content-Type", "application/json")
                .timeout(Duration.ofSeconds(30)).POST(HttpRequest.BodyPublishers.ofString(body)).build();
        long start = System.nanoTime();
        HttpResponse<String> accepted = http.send(post, HttpResponse.BodyHandlers.ofString());
        long acceptedAt = System.nanoTime();
        if (accepted.statusCode() != 202) {
            throw new IllegalStateException("expected 202, got " + accepted.statusCode() + ": " + accepted.body());
        }
        JsonNode acceptance = json.readTree(accepted.body());
        HttpRequest poll = HttpRequest.newBuilder(URI.create(base + acceptance.get("statusUrl").asText()))
                .header("x-api-key", key).timeout(Duration.ofSeconds(30)).GET().build();
        long nextPoll = acceptedAt;
        while (true) {
            HttpResponse<String> status = http.send(poll, HttpResponse.BodyHandlers.ofString());
            long answeredAt = System.nanoTime();
            if (status.statusCode() != 200) {
                throw new IllegalStateException("poll answered " + status.statusCode() + ": " + status.body());
            }
            Matcher matcher = JOB_STATUS.matcher(status.body());
            if (matcher.find() && FINAL.contains(matcher.group(1))) {
                checkCounts(json.readTree(status.body()));
                Long stored = jdbc == null ? null : storedAcceptToFinal(jdbc, acceptance.get("jobId").asText());
                return new Round(acceptedAt - start, answeredAt - acceptedAt, stored);
            }
            if (answeredAt - acceptedAt > JOB_DEADLINE.toNanos()) {
                throw new IllegalStateException("job not final after " + JOB_DEADLINE + ": " + status.body());
            }
            nextPoll += POLL_EVERY.toNanos();
            long wait = nextPoll - System.nanoTime();
            if (wait > 0) {
                TimeUnit.NANOSECONDS.sleep(wait);
            }
        }
    }

    /** Every known customer enrolled once, duplicates carrying that result, unknown entries failed. */
    private static void checkCounts(JsonNode job) {
        int succeeded = job.get("succeeded").asInt();
        int failed = job.get("failed").asInt();
        if (job.get("processed").asInt() != ENTRIES || succeeded != ENTRIES - UNKNOWN || failed != UNKNOWN
                || job.get("skipped").asInt() != 0) {
            throw new IllegalStateException("unexpected job result: processed " + job.get("processed")
                    + ", succeeded " + succeeded + ", skipped " + job.get("skipped") + ", failed " + failed);
        }
    }

    /**
     * Refreshes the planner's statistics, as autovacuum does on a database in service: tables
     * created a moment ago have none, and without them the lookup by phone walks every customer
     * of the organization (about 140 ms at 16,000 customers instead of 1 ms), so rounds would slow
     * down as customers are added.
     */
    private static void analyze(Connection jdbc) throws SQLException {
        try (Statement statement = jdbc.createStatement()) {
            statement.execute("analyze customers, enrollments, enrollment_jobs, enrollment_job_items, campaigns");
        }
    }

    /** The job's own accept-to-final time as stored, free of the polling interval. */
    private static long storedAcceptToFinal(Connection jdbc, String jobId) throws SQLException {
        try (PreparedStatement query = jdbc.prepareStatement("select cast(extract(epoch from completed_at - created_at)"
                + " * 1000 as bigint) from enrollment_jobs where id = ?")) {
            query.setObject(1, UUID.fromString(jobId));
            try (ResultSet rows = query.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    /**
     * The baseline: 1000 enrollment rows with the columns the store fills, in one JDBC batch and one
     * transaction, on a connection that is already open (as the store's pooled ones are).
     */
    private static long batchInsert(Connection jdbc, OrganizationId organization, List<Customer> customers,
                                    CampaignId campaign) throws SQLException {
        String sql = """
                insert into enrollments (id, organization_id, campaign_id, customer_id, status, current_node_id,
                                         workflow_status, status_reason, failure_reason, attempts, version,
                                         created_at, updated_at, run_started_at, due_at)
                values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""";
        long start = System.nanoTime();
        jdbc.setAutoCommit(false);
        try (PreparedStatement insert = jdbc.prepareStatement(sql)) {
            var now = Instant.now().atOffset(ZoneOffset.UTC);
            for (int i = 0; i < ENTRIES; i++) {
                insert.setObject(1, UUID.randomUUID());
                insert.setObject(2, organization.value());
                insert.setObject(3, campaign.value());
                insert.setObject(4, customers.get(i).id().value());
                insert.setString(5, "pending");
                insert.setString(6, "call-1");
                insert.setString(7, "waiting");
                insert.setNull(8, Types.VARCHAR);
                insert.setNull(9, Types.VARCHAR);
                insert.setInt(10, 0);
                insert.setLong(11, 0);
                insert.setObject(12, now);
                insert.setObject(13, now);
                insert.setObject(14, now);
                insert.setObject(15, now);
                insert.addBatch();
            }
            insert.executeBatch();
            jdbc.commit();
        } finally {
            jdbc.setAutoCommit(true);
        }
        return System.nanoTime() - start;
    }

    private void report(StoreFigures memory, StoreFigures postgres, Figures baseline, Settings settings) {
        System.out.println();
        System.out.printf(Locale.ROOT, "Job settings: %d workers, chunks of %d entries; PostgreSQL pool of %d%n",
                settings.jobSettings().workers(), settings.jobSettings().chunkSize(), settings.dbPoolSize());
        System.out.printf(Locale.ROOT, "%-28s | %-17s | %-17s | %-15s | %s%n", "", "202 (ms)",
                "202 -> final (ms)", "entries/s", "job / baseline");
        System.out.printf(Locale.ROOT, "%-28s | %7s %9s | %7s %9s | %15s | %s%n", "", "median", "min", "median",
                "min", "at median", "(medians)");
        for (StoreFigures store : List.of(memory, postgres)) {
            Figures accept = Figures.of(store.rounds().stream().map(Round::acceptNanos).toList());
            Figures job = Figures.of(store.rounds().stream().map(Round::finalNanos).toList());
            System.out.printf(Locale.ROOT, "%-28s | %7.1f %9.1f | %7.1f %9.1f | %15.0f | %.2fx%n",
                    "enrollment job, " + store.label(), millis(accept.median()), millis(accept.min()),
                    millis(job.median()), millis(job.min()), ENTRIES / (job.median() / 1e9),
                    (double) job.median() / baseline.median());
        }
        System.out.printf(Locale.ROOT, "%-28s | %7s %9s | %7.1f %9.1f | %15.0f | 1.00x%n",
                "baseline, JDBC batch insert", "-", "-", millis(baseline.median()), millis(baseline.min()),
                ENTRIES / (baseline.median() / 1e9));
        List<Long> stored = postgres.rounds().stream().map(Round::serverMillis).toList();
        System.out.printf(Locale.ROOT, "PostgreSQL job accept-to-final as stored (created_at to completed_at): "
                + "median %d ms, min %d ms%n", Figures.of(stored).median(), Figures.of(stored).min());

        Figures pgJob = Figures.of(postgres.rounds().stream().map(Round::finalNanos).toList());
        Figures pgAccept = Figures.of(postgres.rounds().stream().map(Round::acceptNanos).toList());
        double ratio = (double) pgJob.median() / baseline.median();
        System.out.println();
        System.out.printf(Locale.ROOT, "Target PostgreSQL job <= %.0fx baseline: %.2fx -> %s%n", TARGET_RATIO, ratio,
                ratio <= TARGET_RATIO ? "met" : "MISSED");
        System.out.printf(Locale.ROOT, "Target PostgreSQL job < %d ms: %.1f ms -> %s%n", TARGET_JOB_MS,
                millis(pgJob.median()), millis(pgJob.median()) < TARGET_JOB_MS ? "met" : "MISSED");
        System.out.printf(Locale.ROOT, "Target 202 < %d ms (PostgreSQL, the slower store): %.1f ms -> %s%n",
                TARGET_ACCEPT_MS, millis(pgAccept.median()),
                millis(pgAccept.median()) < TARGET_ACCEPT_MS ? "met" : "MISSED");
        Figures whole = Figures.of(postgres.rounds().stream().map(r -> r.acceptNanos() + r.finalNanos()).toList());
        double wholeRatio = (double) whole.median() / baseline.median();
        System.out.printf(Locale.ROOT, "Target PostgreSQL POST -> final <= %.0fx baseline and < %d ms: %.1f ms,"
                        + " %.2fx -> %s%n", TARGET_POST_TO_FINAL_RATIO, TARGET_POST_TO_FINAL_MS, millis(whole.median()),
                wholeRatio, wholeRatio <= TARGET_POST_TO_FINAL_RATIO
                        && millis(whole.median()) < TARGET_POST_TO_FINAL_MS ? "met" : "MISSED");
    }

    private static double millis(long nanos) {
        return nanos / 1e6;
    }

    private static byte[] randomBytes() {
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        return bytes;
    }

    /** One measured job: request to 202, 202 to the poll that saw it final, and (PostgreSQL) the stored span. */
    private record Round(long acceptNanos, long finalNanos, Long serverMillis) {
    }

    /** A store's measured rounds and, for PostgreSQL, the baseline measured between them. */
    private record StoreFigures(String label, List<Round> rounds, Figures baseline) {
    }

    /** Median and minimum of a series. */
    private record Figures(long median, long min) {

        static Figures of(List<Long> values) {
            List<Long> sorted = values.stream().sorted().toList();
            int n = sorted.size();
            long median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
            return new Figures(median, sorted.get(0));
        }
    }
}
