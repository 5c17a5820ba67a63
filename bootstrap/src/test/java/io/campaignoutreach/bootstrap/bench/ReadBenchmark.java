package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.workspace.demo.DemoWorkspace;
import io.campaignoutreach.application.access.ManageApiKeysUseCase.CreateApiKeyCommand;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.InMemoryStore;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.javalin.Javalin;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * GET one customer of the demo workspace (the one with the most policies, then custom values, then
 * the lowest external id: the same customer in every run), on PostgreSQL next to {@link BareCustomer},
 * a bare endpoint on the same libraries answering the same JSON document from one statement, and in
 * memory next to a bare hello-JSON endpoint. Each is loaded over {@link HttpLoad#CLIENTS} connections for a few seconds
 * at a time, interleaved, and the medians of the requests a second compared; then each PostgreSQL
 * endpoint's p99 at half its own saturated rate. Rate limits are raised out of the way; the service
 * still checks them (through its shares) and the key on every request.
 */
public final class ReadBenchmark {

    private static final Duration SPELL = Duration.ofSeconds(5);
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Unmeasured rounds first, at least two and until the JIT has settled (see {@link Rounds}). */
    private static final int WARMUPS = 2;
    private static final int MAX_WARMUPS = 6;
    /**
     * Measured rounds unless told: the machines these run on drift by a tenth or more within
     * minutes, and five rounds keep one drifting round from deciding a median.
     */
    private static final int ROUNDS = 5;

    private final int rounds;
    private final String databaseUrl;
    private final Duration serveFor;
    private final HttpLoad load = new HttpLoad(SPELL);

    private ReadBenchmark(int rounds, String databaseUrl, Duration serveFor) {
        this.rounds = rounds;
        this.databaseUrl = databaseUrl;
        this.serveFor = serveFor;
    }

    /**
     * {@code --rounds N}, or {@code --serve SECONDS}: start the four endpoints, print their URLs and keys,
     * and serve them that long without measuring, for a profiler or a load tool of one's own.
     */
    public static void main(String[] args) throws Exception {
        new ReadBenchmark(BenchOptions.rounds(args, true, ROUNDS), BenchOptions.databaseUrl(),
                BenchOptions.serveFor(args)).run();
    }

    private record Served(ApiServer server, Store store, String url, String key) implements AutoCloseable {
        @Override
        public void close() {
            server.close();
            store.close();
        }
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "Read benchmark: GET one demo customer, %d connections (%s), %d s spells,"
                + " %d rounds%n", HttpLoad.CLIENTS, HttpLoad.tool(), SPELL.toSeconds(), rounds);
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
                 HikariDataSource pool = BenchOptions.pool(databaseUrl, schema)) {
                Javalin bareServer = bare(pool);
                try {
                    String bareUrl = "http://127.0.0.1:" + bareServer.port() + "/bare/customers/"
                            + postgres.url().substring(postgres.url().lastIndexOf('/') + 1);
                    String helloUrl = "http://127.0.0.1:" + bareServer.port() + "/hello";
                    compare(load.body(postgres.url(), postgres.key()), load.body(bareUrl, null));
                    if (serveFor != null) {
                        BenchOptions.serve(serveFor,
                                "service on PostgreSQL " + postgres.url() + " X-API-Key: " + postgres.key(),
                                "bare " + bareUrl, "hello-JSON " + helloUrl,
                                "service in memory " + inMemory.url() + " X-API-Key: " + inMemory.key());
                        return;
                    }
                    List<List<Double>> measured = Rounds.run(WARMUPS, MAX_WARMUPS, rounds,
                            () -> new double[] {load.rate(bareUrl, null), load.rate(postgres.url(), postgres.key()),
                                load.rate(helloUrl, null), load.rate(inMemory.url(), inMemory.key())},
                            r -> String.format(Locale.ROOT, "bare %.0f, service on PostgreSQL %.0f, hello-JSON %.0f,"
                                    + " service in memory %.0f req/s", r[0], r[1], r[2], r[3]));
                    bare.addAll(measured.get(0));
                    service.addAll(measured.get(1));
                    hello.addAll(measured.get(2));
                    memory.addAll(measured.get(3));
                    halfLoad(bareUrl, null, median(bare), postgres.url(), postgres.key(), median(service));
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
        // The machine drifts within a run; each round's two spells, side by side, show how far.
        System.out.printf(Locale.ROOT, "Each round's share (its two spells side by side): PostgreSQL %s;"
                + " in memory %s%n", roundShares(service, bare), roundShares(memory, hello));
    }

    private static String roundShares(List<Double> service, List<Double> baseline) {
        List<Double> shares = IntStream.range(0, service.size()).mapToObj(i -> service.get(i) / baseline.get(i))
                .toList();
        return shares.stream().map(share -> String.format(Locale.ROOT, "%.0f%%", share * 100))
                .collect(Collectors.joining(", "))
                + String.format(Locale.ROOT, " (median %.0f%%)", median(shares) * 100);
    }

    /** p99 of each PostgreSQL endpoint at half its own saturated rate, interleaved, medians of 3. */
    private void halfLoad(String bareUrl, String bareKey, double bareRate, String serviceUrl, String serviceKey,
                          double serviceRate) throws Exception {
        List<Double> bareP99 = new ArrayList<>();
        List<Double> serviceP99 = new ArrayList<>();
        List<Double> bareReached = new ArrayList<>();
        List<Double> serviceReached = new ArrayList<>();
        for (int round = 0; round < 3; round++) {
            HttpLoad.Paced b = load.paced(bareUrl, bareKey, bareRate / 2);
            HttpLoad.Paced s = load.paced(serviceUrl, serviceKey, serviceRate / 2);
            bareP99.add(b.p99Millis());
            bareReached.add(b.rate());
            serviceP99.add(s.p99Millis());
            serviceReached.add(s.rate());
        }
        System.out.printf(Locale.ROOT, "p99 at half of each one's saturated rate (medians of 3): bare %.1f ms at"
                        + " %.0f req/s, service %.1f ms at %.0f req/s: %.2fx (goal <= 2x)%n", median(bareP99),
                median(bareReached), median(serviceP99), median(serviceReached),
                median(serviceP99) / median(bareP99));
    }

    /** Both answers must be the same JSON document; their sizes are printed next to each other. */
    private static void compare(byte[] service, byte[] bare) throws Exception {
        boolean same = JSON.readTree(service).equals(JSON.readTree(bare));
        System.out.printf(Locale.ROOT, "Answers: service %d bytes, bare %d bytes, %s%n", service.length, bare.length,
                same ? "the same JSON document" : "DIFFERENT JSON documents");
        if (!same) {
            throw new IllegalStateException("the bare endpoint answers another document:\n"
                    + new String(service, StandardCharsets.UTF_8) + "\n" + new String(bare, StandardCharsets.UTF_8));
        }
    }

    /** The service over {@code store} filled with the demo workspace, and the URL of the customer it reads. */
    private Served serve(Store store) {
        Wiring wiring = Wiring.create(store.ports());
        OrganizationId organization = DemoWorkspace.populate(store.ports(), wiring.services().setups(), wiring.ids(), wiring.clock());
        ApiKey.Issued key = wiring.services().apiKeys().create(new CreateApiKeyCommand(organization, "benchmark",
                Set.of(Capability.ALL), false, null));
        List<String> clientIds = IntStream.rangeClosed(10_001, 10_000 + DemoWorkspace.CUSTOMER_COUNT)
                .mapToObj(n -> "HV-" + n).toList();
        // Chosen by what the seeded demo makes the same in every run: the demo's enrollments on PostgreSQL,
        // and the ids, are not, and the documents of the customers in the most campaigns differ by half.
        Customer customer = store.ports().customers().findByClientCustomerIds(organization, clientIds).stream()
                .max(Comparator.comparingInt((Customer c) -> c.policies().size())
                        .thenComparingInt(c -> c.customValues().size())
                        .thenComparing(c -> c.profile().text(CustomerField.CLIENT_CUSTOMER_ID),
                                Comparator.reverseOrder()))
                .orElseThrow();
        ApiServer server = BenchOptions.server(wiring, store);
        int port = server.start();
        return new Served(server, store, "http://127.0.0.1:" + port + "/v2/customers/" + customer.id(),
                key.secret().value());
    }

    /** The bare endpoints: the customer as JSON, from one statement, and hello-JSON. */
    private static Javalin bare(HikariDataSource pool) {
        Map<String, String> greeting = new HashMap<>(Map.of("hello", "world"));
        BareCustomer customers = new BareCustomer(pool);
        Javalin app = Javalin.create(config -> {
            config.startup.showJavalinBanner = false;
            config.routes.get("/bare/customers/{id}", ctx -> {
                byte[] body = customers.read(UUID.fromString(ctx.pathParam("id")));
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

    private static double median(List<Double> values) {
        return HttpLoad.median(values);
    }
}
