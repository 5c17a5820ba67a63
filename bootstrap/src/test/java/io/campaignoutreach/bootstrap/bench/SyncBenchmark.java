package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * POST /v2/sync/medicare with 100 records, each with one or two policies, half of them new
 * customers and half updates of customers an earlier request created, on PostgreSQL, next to
 * {@link BareSync}: Jackson parsing the same body and one batched upsert in one transaction. The
 * requests go one after another, each body to the bare endpoint and then to the service; the
 * benchmark compares the medians of the rounds' medians.
 */
public final class SyncBenchmark {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int RECORDS = 100;
    private static final int REQUESTS = 40;
    /** Unmeasured rounds first, at least two and until the JIT has settled (see {@link Rounds}). */
    private static final int WARMUPS = 2;
    private static final int MAX_WARMUPS = 12;
    /** Measured rounds unless told: a round is a second or two, and five make its median steadier. */
    private static final int ROUNDS = 5;
    private static final String[] FIRST = {"Maria", "James", "Linda", "Robert", "Patricia", "John", "Barbara",
        "Michael", "Dorothy", "William", "Carol", "Richard"};
    private static final String[] LAST = {"Garcia", "Smith", "Johnson", "Nguyen", "Brown", "Rodriguez", "Miller",
        "Davis", "Wilson", "Martinez", "Anderson", "Thomas"};
    private static final String[][] PLANS = {{"MAPD", "Humana", "Humana Gold Plus H1036-200 (HMO)"},
        {"MA", "Aetna", "Aetna Medicare Value Plan (PPO)"}, {"PDP", "Wellcare", "Wellcare Value Script (PDP)"},
        {"MS", "Mutual of Omaha", "Plan G"}};

    private final int rounds;
    private final String databaseUrl;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
    private final Random random = new Random(2026);

    private SyncBenchmark(int rounds, String databaseUrl) {
        this.rounds = rounds;
        this.databaseUrl = databaseUrl;
    }

    public static void main(String[] args) throws Exception {
        new SyncBenchmark(BenchOptions.rounds(args, false, ROUNDS), BenchOptions.databaseUrl()).run();
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "Sync benchmark: POST %d records with policies (half new, half updates),"
                + " PostgreSQL, %d requests one after another per endpoint and round, interleaved, %d rounds%n", RECORDS,
                REQUESTS, rounds);
        BenchOptions.onFreshSchema(databaseUrl, "bench_sync_", this::measure);
    }

    private void measure(PostgresDatabaseStore store, HikariDataSource pool, Connection admin, String schema)
            throws Exception {
        Wiring wiring = Wiring.create(store.ports());
        BenchWorkspace.Seeded service = BenchWorkspace.seed(wiring, store.ports(), "Sync bench", 0);
        BenchWorkspace.Seeded bareOrganization = BenchWorkspace.seed(wiring, store.ports(), "Bare sync", 0);
        ApiServer server = BenchOptions.server(wiring, store);
        int port = server.start();
        BareSync bare = new BareSync(pool);
        Javalin bareServer = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.post("/bare/sync", ctx -> ctx.contentType("application/json")
                    .result(bare.sync(bareOrganization.organizationId().value(), ctx.bodyAsBytes())));
        }).start("127.0.0.1", 0);
        try {
            String serviceUrl = "http://127.0.0.1:" + port + "/v2/sync/medicare";
            String bareUrl = "http://127.0.0.1:" + bareServer.port() + "/bare/sync";
            int[] batch = {0};
            List<List<Double>> measured = Rounds.run(WARMUPS, MAX_WARMUPS, rounds, () -> {
                List<byte[]> bodies = new ArrayList<>();
                for (int i = 0; i < REQUESTS; i++) {
                    bodies.add(body(batch[0]++));
                }
                analyze(admin, schema);
                return medianMillis(bareUrl, serviceUrl, service.apiKey(), bodies);
            }, r -> String.format(Locale.ROOT, "bare p50 %.1f ms, service p50 %.1f ms", r[0], r[1]));
            List<Double> bareTimes = measured.get(0);
            List<Double> serviceTimes = measured.get(1);
            requireOneCustomerPerPerson(admin, schema, service, bareOrganization, batch[0]);
            double ratio = HttpLoad.median(serviceTimes) / HttpLoad.median(bareTimes);
            System.out.println();
            System.out.printf(Locale.ROOT, "%-44s | %8s%n", "100 records a request, median of round p50s", "p50");
            System.out.printf(Locale.ROOT, "%-44s | %5.1f ms%n", "bare: parse + batched upsert, one transaction",
                    HttpLoad.median(bareTimes));
            System.out.printf(Locale.ROOT, "%-44s | %5.1f ms%n", "POST /v2/sync/medicare, PostgreSQL",
                    HttpLoad.median(serviceTimes));
            System.out.printf(Locale.ROOT, "Service over bare: %.2fx (goal <= 2x)%n", ratio);
        } finally {
            bareServer.stop();
            server.close();
        }
    }

    /**
     * Fresh planner statistics before each round, as autovacuum keeps them on a database in service:
     * without them, the planner of a table that grew from nothing in the last minute reads every
     * customer of the organization to match a batch's keys.
     */
    private static void analyze(Connection admin, String schema) throws Exception {
        try (Statement statement = admin.createStatement()) {
            statement.execute("analyze " + schema + ".customers");
        }
    }

    /**
     * Both endpoints were sent the same bodies, each record naming one person by every key, so both must
     * hold one customer per person: half of each request new, half an update. A record that matched
     * another person's customer (by a key two people shared) would leave fewer, and the run would not
     * measure what it says.
     */
    private static void requireOneCustomerPerPerson(Connection admin, String schema, BenchWorkspace.Seeded service,
                                             BenchWorkspace.Seeded bare, int requests) throws Exception {
        long expected = (long) requests * RECORDS / 2 + RECORDS / 2;
        for (BenchWorkspace.Seeded organization : List.of(service, bare)) {
            try (PreparedStatement count = admin.prepareStatement("select count(*) from " + schema
                    + ".customers where organization_id = ?")) {
                count.setObject(1, organization.organizationId().value());
                try (ResultSet rows = count.executeQuery()) {
                    rows.next();
                    if (rows.getLong(1) != expected) {
                        throw new IllegalStateException("an organization holds " + rows.getLong(1)
                                + " customers after the run, not the " + expected + " people its records named");
                    }
                }
            }
        }
    }

    /**
     * Median times of the POSTs of {@code bodies}, one after another, each body to the bare endpoint and
     * then to the service, so that both meet the same state of the machine; each must store every record.
     */
    private double[] medianMillis(String bareUrl, String serviceUrl, String serviceKey, List<byte[]> bodies)
            throws Exception {
        List<Double> bare = new ArrayList<>();
        List<Double> service = new ArrayList<>();
        for (byte[] body : bodies) {
            bare.add(post(bareUrl, null, body));
            service.add(post(serviceUrl, serviceKey, body));
        }
        return new double[] {HttpLoad.median(bare), HttpLoad.median(service)};
    }

    /** Milliseconds to the answer of one POST, which must have stored every record. */
    private double post(String url, String key, byte[] body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(url))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofByteArray(body));
        if (key != null) {
            request.header("x-api-key", key);
        }
        long start = System.nanoTime();
        HttpResponse<String> response = http.send(request.build(), HttpResponse.BodyHandlers.ofString());
        double millis = (System.nanoTime() - start) / 1e6;
        JsonNode answer = response.statusCode() == 200 ? JSON.readTree(response.body()) : null;
        if (answer == null || answer.path("succeeded").asInt() != RECORDS) {
            throw new IllegalStateException(url + " answered " + response.statusCode() + ": " + response.body());
        }
        return millis;
    }

    /**
     * Request {@code n}: records 50n to 50n + 99 of the workspace's customers, so the first half
     * updates customers the previous request created and the second half creates new ones.
     */
    private byte[] body(int n) throws Exception {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode records = body.putArray("records");
        for (int i = 0; i < RECORDS; i++) {
            records.add(record(n * RECORDS / 2 + i));
        }
        return JSON.writeValueAsString(body).getBytes(StandardCharsets.UTF_8);
    }

    private ObjectNode record(int customer) {
        ObjectNode record = JSON.createObjectNode();
        String first = FIRST[customer % FIRST.length];
        String last = LAST[(customer / FIRST.length) % LAST.length];
        record.put("firstName", first);
        record.put("lastName", last);
        record.put("phoneNumber", BenchWorkspace.phone(customer).e164());
        record.put("externalId", "crm-" + customer);
        record.put("mbiNumber", BenchWorkspace.mbi(customer));
        record.put("email", first.toLowerCase(Locale.ROOT) + "." + customer + "@example.com");
        record.put("postalCode", String.format(Locale.ROOT, "%05d", 10_000 + customer % 89_999));
        record.put("state", "FL");
        record.put("city", "Tampa");
        record.put("address", (100 + customer % 900) + " Palm Ave");
        record.put("dateOfBirth", String.format(Locale.ROOT, "19%02d-%02d-%02d", 40 + customer % 20,
                1 + customer % 12, 1 + customer % 28));
        record.put("gender", customer % 2 == 0 ? "Female" : "Male");
        record.put("maritalStatus", "Married");
        record.put("isDecisionMaker", true);
        record.put("medicaid", false);
        ArrayNode policies = record.putArray("policies");
        for (int p = 0; p < 1 + customer % 2; p++) {
            String[] plan = PLANS[(customer + p) % PLANS.length];
            ObjectNode policy = policies.addObject();
            policy.put("policyType", plan[0]);
            policy.put("carrierName", plan[1]);
            policy.put("planName", plan[2]);
            policy.put("policyNumber", "P" + customer + "-" + p);
            policy.put("effectiveDate", "2026-01-01");
            policy.put("monthlyPremium", String.valueOf(random.nextInt(20_000) / 100.0));
            policy.put("writingAgentName", "Aisha Rahman");
            policy.put("electionPeriod", "AEP");
        }
        return record;
    }
}
