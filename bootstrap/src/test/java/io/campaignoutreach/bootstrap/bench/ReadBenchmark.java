package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.metrics.ServerMetrics;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * GET one customer, on PostgreSQL next to a bare endpoint on the same libraries (Javalin, HikariCP,
 * JDBC, Jackson) that reads the customer's row and answers it as JSON, and in memory next to a bare
 * hello-JSON endpoint. Each is loaded over 16 connections for a few seconds at a time by wrk when it is
 * installed (else by threads of this JVM, which cap the figures), interleaved, and the medians of the
 * requests a second compared. Rate limits are raised out of the way; the
 * service still checks them (through its shares) and the key on every request.
 */
public final class ReadBenchmark {

    private static final RateLimitPolicy UNREACHED = new RateLimitPolicy(100_000_000, 1_000_000);
    private static final int CLIENTS = 16;
    private static final Duration SPELL = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Unmeasured rounds first: the figures climb for a couple of rounds while the JIT compiles. */
    private static final int WARMUPS = 2;

    private final int rounds;
    private final String databaseUrl;
    private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

    private ReadBenchmark(int rounds, String databaseUrl) {
        this.rounds = rounds;
        this.databaseUrl = databaseUrl;
    }

    public static void main(String[] args) throws Exception {
        int rounds = BenchOptions.rounds(args);
        new ReadBenchmark(rounds, BenchOptions.databaseUrl()).run();
    }

    private record Served(ApiServer server, Store store, String url, String key) implements AutoCloseable {
        @Override
        public void close() {
            server.close();
            store.close();
        }
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "Read benchmark: GET one customer, %d connections (%s), %d s spells,"
                        + " %d rounds%n",
                CLIENTS, WRK ? "wrk" : "java.net.http threads of this JVM; install wrk for figures worth quoting",
                SPELL.toSeconds(), rounds);
        String schema = "bench_read_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        List<Double> service = new ArrayList<>();
        List<Double> bare = new ArrayList<>();
        List<Double> memory = new ArrayList<>();
        List<Double> hello = new ArrayList<>();
        try (Connection admin = DriverManager.getConnection(databaseUrl)) {
            Settings settings = Settings.fromEnvironment(Map.of(Settings.DATABASE_URL, databaseUrl,
                    Settings.DB_SCHEMA, schema));
            PostgresDatabaseStore store = PostgresDatabaseStore.connect(settings);
            store.migrate();
            try (Served postgres = serve(store);
                 Served inMemory = serve(new InMemoryStore());
                 HikariDataSource pool = pool(schema)) {
                Javalin bareServer = bare(pool);
                try {
                    String bareUrl = "http://127.0.0.1:" + bareServer.port() + "/bare/customers/"
                            + postgres.url().substring(postgres.url().lastIndexOf('/') + 1);
                    String helloUrl = "http://127.0.0.1:" + bareServer.port() + "/hello";
                    for (int round = 1 - WARMUPS; round <= rounds; round++) {
                        double b = load(bareUrl, null);
                        double s = load(postgres.url(), postgres.key());
                        double h = load(helloUrl, null);
                        double m = load(inMemory.url(), inMemory.key());
                        if (round > 0) {
                            bare.add(b);
                            service.add(s);
                            hello.add(h);
                            memory.add(m);
                        }
                        System.out.printf(Locale.ROOT, "%s: bare %.0f, service on PostgreSQL %.0f, hello-JSON %.0f,"
                                + " service in memory %.0f req/s%n", round <= 0 ? "warm-up" : "round " + round, b, s,
                                h, m);
                    }
                } finally {
                    bareServer.stop();
                }
            } finally {
                try (Statement statement = admin.createStatement()) {
                    statement.execute("drop schema if exists " + schema + " cascade");
                }
            }
        }
        double pg = median(service) / median(bare);
        double mem = median(memory) / median(hello);
        System.out.println();
        System.out.printf(Locale.ROOT, "%-40s | %9s | %s%n", "median req/s", "req/s", "share of its baseline");
        System.out.printf(Locale.ROOT, "%-40s | %9.0f |%n", "bare endpoint, PostgreSQL", median(bare));
        System.out.printf(Locale.ROOT, "%-40s | %9.0f | %.0f%% (goal >= 75%%)%n", "GET customer, PostgreSQL",
                median(service), pg * 100);
        System.out.printf(Locale.ROOT, "%-40s | %9.0f |%n", "bare hello-JSON", median(hello));
        System.out.printf(Locale.ROOT, "%-40s | %9.0f | %.0f%% (goal >= 60%%)%n", "GET customer, in memory",
                median(memory), mem * 100);
    }

    /** The service over {@code store} with a customer in three campaigns, and its URL and key. */
    private Served serve(Store store) {
        Wiring wiring = Wiring.create(store.ports());
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, store.ports(), "Read bench", 1_000);
        Customer customer = seeded.customers().get(500);
        List<Enrollment> enrollments = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            CampaignId campaign = BenchWorkspace.newCampaign(wiring, store.ports(), seeded, "Read " + i);
            enrollments.add(Enrollment.start(EnrollmentId.of(wiring.ids().newId()), seeded.organizationId(), campaign,
                    customer.id(), null, wiring.clock().instant()));
        }
        store.ports().transactions().inTransaction(() -> store.ports().enrollments().insertAll(enrollments));
        ApiServer server = new ApiServer(wiring.apiServices(
                ServerMetrics.create(wiring.services().enrollmentJobs(), store), store.rateLimiter(UNREACHED),
                UNREACHED, store.health()), new ApiServerSettings("127.0.0.1", 0));
        int port = server.start();
        return new Served(server, store, "http://127.0.0.1:" + port + "/v2/customers/" + customer.id(),
                seeded.apiKey());
    }

    private HikariDataSource pool(String schema) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(databaseUrl);
        config.setSchema(schema);
        config.setMaximumPoolSize(10);
        return new HikariDataSource(config);
    }

    /** The bare endpoints: the customer's row as JSON, one statement, and hello-JSON. */
    private static Javalin bare(HikariDataSource pool) {
        Map<String, String> greeting = new HashMap<>(Map.of("hello", "world"));
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.get("/bare/customers/{id}", ctx -> {
                byte[] body = customerRow(pool, UUID.fromString(ctx.pathParam("id")));
                if (body == null) {
                    ctx.status(404);
                } else {
                    ctx.contentType("application/json").result(body);
                }
            });
            config.routes.get("/hello", ctx -> ctx.contentType("application/json")
                    .result(JSON.writeValueAsBytes(greeting)));
        });
        return app.start("127.0.0.1", 0);
    }

    /** The customer's row as JSON, in one statement; null when there is none. */
    private static byte[] customerRow(HikariDataSource pool, UUID id) throws Exception {
        try (Connection connection = pool.getConnection();
             PreparedStatement select = connection.prepareStatement("""
                     select id, phone, profile, policies, custom_values, related_lists, created_at, updated_at
                       from customers where id = ? and deleted_at is null""")) {
            select.setObject(1, id);
            try (ResultSet row = select.executeQuery()) {
                if (!row.next()) {
                    return null;
                }
                ObjectNode body = JSON.createObjectNode();
                body.put("id", row.getString("id"));
                body.put("phoneNumber", row.getString("phone"));
                body.setAll((ObjectNode) JSON.readTree(row.getString("profile")));
                body.set("policies", JSON.readTree(row.getString("policies")));
                body.set("customValues", JSON.readTree(row.getString("custom_values")));
                body.set("relatedLists", JSON.readTree(row.getString("related_lists")));
                body.put("createdAt", row.getString("created_at"));
                body.put("updatedAt", row.getString("updated_at"));
                return JSON.writeValueAsBytes(body);
            }
        }
    }

    /** Requests a second answered for {@link #SPELL} to {@link #CLIENTS} connections, by wrk when installed. */
    private double load(String url, String key) throws Exception {
        return WRK ? wrk(url, key) : javaClients(url, key);
    }

    /** Whether wrk is installed: a load tool in its own process measures far more than threads of this JVM. */
    private static final boolean WRK = installed("wrk");

    private static boolean installed(String tool) {
        try {
            Process probe = new ProcessBuilder(tool, "--version").redirectErrorStream(true).start();
            probe.getInputStream().readAllBytes();
            probe.waitFor();
            return true;
        } catch (Exception notThere) {
            return false;
        }
    }

    /** wrk's requests a second; non-2xx answers make the run fail, as a refused request would. */
    private static double wrk(String url, String key) throws Exception {
        List<String> command = new ArrayList<>(List.of("wrk", "-t2", "-c" + CLIENTS, "-d" + SPELL.toSeconds() + "s"));
        if (key != null) {
            command.addAll(List.of("-H", "x-api-key: " + key));
        }
        command.add(url);
        Process run = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(run.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        run.waitFor();
        if (output.contains("Non-2xx") || output.contains("Socket errors")) {
            throw new IllegalStateException("requests to " + url + " failed:\n" + output);
        }
        Matcher rate = Pattern.compile("Requests/sec:\\s+([0-9.]+)").matcher(output);
        if (!rate.find()) {
            throw new IllegalStateException("wrk gave no rate:\n" + output);
        }
        return Double.parseDouble(rate.group(1));
    }

    /** Requests a second that {@link #CLIENTS} threads of this JVM get answered 200 for {@link #SPELL}. */
    private double javaClients(String url, String key) throws Exception {
        HttpRequest.Builder builder = HttpRequest.newBuilder(URI.create(url)).GET();
        if (key != null) {
            builder.header("x-api-key", key);
        }
        HttpRequest request = builder.build();
        AtomicLong ok = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        long start = System.nanoTime();
        long end = start + SPELL.toNanos();
        List<Thread> threads = new ArrayList<>();
        for (int i = 0; i < CLIENTS; i++) {
            Thread thread = new Thread(() -> {
                while (System.nanoTime() < end) {
                    try {
                        int status = http.send(request, HttpResponse.BodyHandlers.discarding()).statusCode();
                        (status == 200 ? ok : failed).incrementAndGet();
                    } catch (Exception e) {
                        failed.incrementAndGet();
                    }
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        if (failed.get() > 0) {
            throw new IllegalStateException(failed.get() + " requests to " + url + " failed");
        }
        return ok.get() / ((System.nanoTime() - start) / 1e9);
    }

    private static double median(List<Double> values) {
        List<Double> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }
}
