package io.campaignoutreach.bootstrap.soak;

import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The server a soak run starts for itself: a fresh PostgreSQL schema, migrated by the jar's
 * {@code migrate}, seeded in this process, and the jar's {@code serve} on it; optionally a second
 * {@code serve} on the same schema that keeps the default rate limit. Closing stops what is still
 * running and drops the schema.
 */
final class LocalDeployment implements AutoCloseable {

    /**
     * The traffic server's per-key limit: far above what 16 clients on two cores can send, so the
     * main traffic is never throttled and every 429 comes from the probe.
     */
    static final int TRAFFIC_LIMIT_PER_MINUTE = 1_000_000;
    static final int TRAFFIC_LIMIT_BURST = 10_000;
    private static final List<String> ANALYZED = List.of("customers", "campaigns", "enrollments", "enrollment_jobs",
            "enrollment_job_items", "inquiries", "sources", "calls");

    private final SoakOptions options;
    private final String schema;
    private final Path probeLog;
    private final List<ServerProcess> running = new CopyOnWriteArrayList<>();
    private final AtomicBoolean closed = new AtomicBoolean();
    /** Cleans up when the run is interrupted (Ctrl-C): the servers go, and so does the schema. */
    private final Thread onInterrupt = new Thread(this::cleanUp, "soak-cleanup");
    private SoakWorkspace.Seeded seeded;
    private ServerProcess traffic;
    private ServerProcess probe;

    private LocalDeployment(SoakOptions options) {
        this.options = options;
        byte[] bytes = new byte[6];
        ThreadLocalRandom.current().nextBytes(bytes);
        this.schema = "soak_" + HexFormat.of().formatHex(bytes);
        String log = options.serverLog().getFileName().toString();
        this.probeLog = options.serverLog().resolveSibling(log.replaceFirst("(\\.log)?$", "-limit-probe.log"));
    }

    /** Migrates, seeds and starts; whatever was created is removed again if a step fails. */
    static LocalDeployment start(SoakOptions options, ProgressLog progress) throws Exception {
        LocalDeployment deployment = new LocalDeployment(options);
        Runtime.getRuntime().addShutdownHook(deployment.onInterrupt);
        try {
            deployment.startAll(progress);
            return deployment;
        } catch (Exception | Error e) {
            deployment.close();
            throw e;
        }
    }

    private void startAll(ProgressLog progress) throws Exception {
        if (!Files.isRegularFile(options.jar())) {
            throw new IllegalStateException("no jar at " + options.jar() + "; build it with mvn -DskipTests package");
        }
        Files.createDirectories(options.serverLog().toAbsolutePath().getParent());
        Files.deleteIfExists(options.serverLog());
        Files.deleteIfExists(probeLog);
        progress.say("schema " + schema + ": migrate");
        ServerProcess.runToEnd(options.jar(), storeEnv(), options.serverLog(), "migrate");
        progress.say("seeding the demo agency, " + options.customers() + " customers and " + options.jobCampaigns()
                + " job campaigns");
        seedInProcess();
        analyze();
        progress.say("starting serve");
        traffic = ServerProcess.serve("traffic", options.jar(), trafficEnv(), options.serverLog(),
                seeded.trafficKey());
        running.add(traffic);
        if (options.limitProbe()) {
            progress.say("starting the rate-limit probe's serve (default limit)");
            probe = ServerProcess.serve("limit-probe", options.jar(), probeEnv(), probeLog, seeded.probeKey());
            running.add(probe);
        }
    }

    SoakWorkspace.Seeded seeded() {
        return seeded;
    }

    ServerProcess traffic() {
        return traffic;
    }

    /** The second server, when the probe runs. */
    ServerProcess probe() {
        return probe;
    }

    String schema() {
        return schema;
    }

    Path probeLog() {
        return probeLog;
    }

    /** The traffic server's settings, as it reads them from the variables the run gives it. */
    Settings trafficSettings() {
        return Settings.fromEnvironment(trafficEnv());
    }

    /** The probe server's settings. */
    Settings probeSettings() {
        return Settings.fromEnvironment(probeEnv());
    }

    /** Stops every server with SIGTERM, the traffic server last so the probe's exit does not disturb it. */
    List<ServerProcess.Stopped> stopServers() throws InterruptedException {
        List<ServerProcess.Stopped> stopped = new ArrayList<>();
        for (int i = running.size() - 1; i >= 0; i--) {
            stopped.add(running.get(i).stop());
        }
        running.clear();
        return stopped;
    }

    @Override
    public void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(onInterrupt);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to; cleanUp runs once either way
        }
        cleanUp();
    }

    private void cleanUp() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        running.forEach(ServerProcess::kill);
        running.clear();
        try (Connection db = DriverManager.getConnection(options.databaseUrl());
             Statement statement = db.createStatement()) {
            statement.execute("drop schema if exists " + schema + " cascade");
        } catch (SQLException e) {
            System.err.println("could not drop schema " + schema + ": " + e.getMessage());
        }
    }

    private void seedInProcess() {
        Map<String, String> env = new HashMap<>(storeEnv());
        env.put(Settings.DB_POOL_SIZE, "2");
        try (PostgresDatabaseStore store = PostgresDatabaseStore.connect(Settings.fromEnvironment(env))) {
            seeded = SoakWorkspace.seed(Wiring.create(store.ports()), store, options.customers(),
                    options.jobCampaigns());
        }
    }

    /**
     * Gives the planner statistics for the freshly filled tables, as autovacuum does on a database
     * in service; without them some lookups walk a whole organization (see docs/benchmarks.md).
     */
    private void analyze() throws SQLException {
        try (Connection db = DriverManager.getConnection(options.databaseUrl());
             Statement statement = db.createStatement()) {
            statement.execute("set search_path to " + schema);
            for (String table : ANALYZED) {
                statement.execute("analyze " + table);
            }
        }
    }

    private Map<String, String> storeEnv() {
        return Map.of(Settings.DATABASE_URL, options.databaseUrl(), Settings.DB_SCHEMA, schema);
    }

    /** The store, the caller's job and pool tuning if any (as scripts/bench passes them), and a high limit. */
    private Map<String, String> trafficEnv() {
        Map<String, String> env = new HashMap<>(storeEnv());
        System.getenv().forEach((variable, value) -> {
            if (variable.startsWith("COS_JOB_") || variable.equals(Settings.DB_POOL_SIZE)) {
                env.put(variable, value);
            }
        });
        env.put(Settings.RATE_LIMIT_PER_MINUTE, String.valueOf(TRAFFIC_LIMIT_PER_MINUTE));
        env.put(Settings.RATE_LIMIT_BURST, String.valueOf(TRAFFIC_LIMIT_BURST));
        return env;
    }

    /** Serves only (its workers would compete with the traffic server's), with the default rate limit. */
    private Map<String, String> probeEnv() {
        Map<String, String> env = new HashMap<>(storeEnv());
        env.put(Settings.JOB_WORKERS, "0");
        env.put(Settings.DB_POOL_SIZE, "2");
        return env;
    }
}
