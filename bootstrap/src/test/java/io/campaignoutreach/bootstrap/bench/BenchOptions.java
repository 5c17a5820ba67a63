package io.campaignoutreach.bootstrap.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.adapter.http.ApiServerSettings;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.metrics.ServerMetrics;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;

/** The options the engine, read and list benchmarks take: {@code --rounds N}, and the database they use. */
final class BenchOptions {

    static final String DEFAULT_DATABASE_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    private BenchOptions() {
    }

    /** The measured rounds asked for (3 when not given); any other option is refused. */
    static int rounds(String[] args) {
        return rounds(args, false);
    }

    /** The measured rounds; {@code --serve SECONDS} is also taken when {@code serves}. */
    static int rounds(String[] args, boolean serves) {
        return rounds(args, serves, 3);
    }

    /** The measured rounds, {@code rounds} unless {@code --rounds N} says otherwise. */
    static int rounds(String[] args, boolean serves, int byDefault) {
        int rounds = byDefault;
        for (int i = 0; i < args.length; i++) {
            if (args[i].equals("--rounds") && i + 1 < args.length) {
                rounds = Integer.parseInt(args[++i]);
            } else if (serves && args[i].equals("--serve") && i + 1 < args.length) {
                i++;
            } else {
                throw new IllegalArgumentException("unknown option " + args[i] + "; known: --rounds N"
                        + (serves ? ", --serve SECONDS" : ""));
            }
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("--rounds must be at least 1");
        }
        return rounds;
    }

    /**
     * {@code --serve SECONDS}: how long to serve the endpoints without measuring, for a profiler or a load
     * tool of one's own; null when not asked for.
     */
    static Duration serveFor(String[] args) {
        for (int i = 0; i + 1 < args.length; i++) {
            if (args[i].equals("--serve")) {
                return Duration.ofSeconds(Long.parseLong(args[i + 1]));
            }
        }
        return null;
    }

    /**
     * Prints each endpoint's URL (and key) and serves them for {@code serveFor} without measuring. Stopped
     * early (Ctrl-C, a kill), it returns at once and the JVM waits for its caller to clean up, so that the
     * benchmark's schema is dropped then too.
     */
    static void serve(Duration serveFor, String... endpoints) {
        System.out.printf(Locale.ROOT, "Serving for %d s:%n", serveFor.toSeconds());
        for (String endpoint : endpoints) {
            System.out.println("  " + endpoint);
        }
        Thread serving = Thread.currentThread();
        Thread stop = new Thread(() -> {
            serving.interrupt();
            try {
                serving.join(STOP_WAIT.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "bench-stop");
        Runtime.getRuntime().addShutdownHook(stop);
        try {
            Thread.sleep(serveFor.toMillis());
            Runtime.getRuntime().removeShutdownHook(stop);
        } catch (InterruptedException stopped) {
            System.out.println("Stopped; cleaning up");
        }
    }

    /** How long a stopped benchmark may take to close its servers and drop its schema. */
    private static final Duration STOP_WAIT = Duration.ofSeconds(20);

    /** Request limits no benchmark reaches: the service still checks them (through its shares) on every request. */
    static final RateLimitPolicy UNREACHED = new RateLimitPolicy(100_000_000, 1_000_000);

    /** The service's HTTP server over the store, as serve wires it, on a free port, not yet started. */
    static ApiServer server(Wiring wiring, Store store) {
        return new ApiServer(wiring.apiServices(ServerMetrics.create(wiring.services().enrollmentJobs(), store),
                store.rateLimiter(UNREACHED), UNREACHED, store.health()), new ApiServerSettings("127.0.0.1", 0));
    }

    /** A pool of 10 connections to {@code schema}, for the bare endpoints next to the service. */
    static HikariDataSource pool(String databaseUrl, String schema) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(databaseUrl);
        config.setSchema(schema);
        config.setMaximumPoolSize(10);
        return new HikariDataSource(config);
    }

    /** Work on a migrated store in a fresh schema, and a bare pool on the same schema. */
    interface OnSchema {
        void run(PostgresDatabaseStore store, HikariDataSource pool, Connection admin, String schema)
                throws Exception;
    }

    /** Runs {@code work} on a fresh schema named after {@code prefix}, dropped afterwards. */
    static void onFreshSchema(String databaseUrl, String prefix, OnSchema work) throws Exception {
        String schema = prefix + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        try (Connection admin = DriverManager.getConnection(databaseUrl)) {
            PostgresDatabaseStore store = PostgresDatabaseStore.connect(Settings.fromEnvironment(Map.of(
                    Settings.DATABASE_URL, databaseUrl, Settings.DB_SCHEMA, schema)));
            store.migrate();
            try (store; HikariDataSource pool = pool(databaseUrl, schema)) {
                work.run(store, pool, admin, schema);
            } finally {
                try (Statement statement = admin.createStatement()) {
                    statement.execute("drop schema if exists " + schema + " cascade");
                }
            }
        }
    }

    /** COS_TEST_DATABASE_URL, or the local test database. */
    static String databaseUrl() {
        return System.getenv().getOrDefault("COS_TEST_DATABASE_URL", DEFAULT_DATABASE_URL);
    }
}
