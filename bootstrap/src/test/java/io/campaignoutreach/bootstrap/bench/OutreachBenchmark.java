package io.campaignoutreach.bootstrap.bench;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.embedded.ApplicationServices;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

/**
 * The outreach engine's benchmark: 10,000 enrollments due now, inside their calling window, on a
 * campaign that lets them all be called at once, with the simulated carrier at zero latency. It times
 * how long the engine takes until the carrier has accepted every first attempt, and until every one
 * has ended and is recorded (its call stored, the enrollment moved on), on PostgreSQL and in memory,
 * next to a bare JDBC loop in the same run and database that claims due rows with
 * {@code FOR UPDATE SKIP LOCKED}, inserts a call for each and updates each enrollment, in batches of
 * the same size on as many threads. Rounds are interleaved (baseline, PostgreSQL, in memory) and the
 * medians compared. Then, once, 5,000 calls of ten minutes are dialed on PostgreSQL, and the threads
 * of the process are counted while they are all live.
 */
public final class OutreachBenchmark {

    private static final int ENROLLMENTS = 10_000;
    private static final int THREADS = 2;
    private static final int BATCH = 200;
    private static final Duration DEADLINE = Duration.ofMinutes(3);
    private static final double TARGET_RATIO = 3.0;
    private static final double TARGET_PER_SECOND = 1_000;
    private static final int LIVE_CALLS = 5_000;
    private static final Duration LIVE_CALL_LENGTH = Duration.ofMinutes(10);
    private static final int TARGET_THREADS = 100;

    private final int rounds;
    private final String databaseUrl;
    private final String schema = "bench_engine_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private int customersSoFar;

    private OutreachBenchmark(int rounds, String databaseUrl) {
        this.rounds = rounds;
        this.databaseUrl = databaseUrl;
    }

    public static void main(String[] args) throws Exception {
        int rounds = BenchOptions.rounds(args);
        if (OutreachWorkspace.openZone(Instant.now()).isEmpty()) {
            System.out.println("Outreach engine benchmark skipped: no US zone is inside its calling hours now"
                    + " (about 10:45 to 12:05 UTC); run it at another time.");
            return;
        }
        new OutreachBenchmark(rounds, BenchOptions.databaseUrl()).run();
    }

    private void run() throws Exception {
        System.out.printf(Locale.ROOT, "Outreach engine benchmark: %d enrollments due now, simulated carrier at zero"
                + " latency, %d engine threads, batches of %d, %d rounds%n", ENROLLMENTS, THREADS, BATCH, rounds);
        System.out.printf(Locale.ROOT, "Machine: %d processors, Java %s%n", Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"));
        List<Long> baseline = new ArrayList<>();
        List<Timing> postgres = new ArrayList<>();
        List<Timing> memory = new ArrayList<>();
        String live;
        try (Connection jdbc = DriverManager.getConnection(databaseUrl);
             PostgresStore store = PostgresStore.connect(new PostgresSettings(databaseUrl, 10, schema))) {
            try {
                store.migrate();
                jdbc.setSchema(schema);
                PortProfile profile = System.getenv("COS_BENCH_PROFILE") == null ? null : new PortProfile();
                StorePorts ports = profile == null ? store.repositories() : profile.wrap(store.repositories());
                // One unmeasured round of each warms the JIT and the database's caches.
                for (int round = 0; round <= rounds; round++) {
                    long bare = bareLoop(jdbc, ports);
                    Timing engine = engine(ports, (organization, campaign) -> storedCalls(jdbc, campaign));
                    Timing inMemory = inMemory();
                    if (round > 0) {
                        baseline.add(bare);
                        postgres.add(engine);
                        memory.add(inMemory);
                    }
                    System.out.printf(Locale.ROOT, "%s: bare loop %d ms, PostgreSQL %d ms accepted / %d ms ended,"
                                    + " in memory %d / %d ms%n", round == 0 ? "warm-up" : "round " + round,
                            millis(bare), millis(engine.accepted()), millis(engine.ended()),
                            millis(inMemory.accepted()), millis(inMemory.ended()));
                }
                live = liveCalls(ports);
                if (profile != null) {
                    profile.print("PostgreSQL", rounds + 1);
                }
            } finally {
                try (Statement statement = jdbc.createStatement()) {
                    statement.execute("drop schema if exists " + schema + " cascade");
                }
            }
        }
        report(median(baseline), median(postgres, Timing::accepted), median(postgres, Timing::ended),
                median(memory, Timing::accepted), median(memory, Timing::ended));
        System.out.println(live);
    }

    /** How long until the carrier had accepted every first attempt, and until every one was ended and stored. */
    private record Timing(long accepted, long ended) {
    }

    /** How many calls the campaign has stored. */
    private interface CallCount {
        long of(OrganizationId organization, CampaignId campaign) throws Exception;
    }

    private Timing engine(StorePorts ports, CallCount calls) throws Exception {
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Engine bench", 0);
        CampaignId campaign = OutreachWorkspace.enrollDueNow(wiring, ports, seeded, nextPhones(), ENROLLMENTS,
                ENROLLMENTS, BATCH);
        SimulatedCarrier carrier = new SimulatedCarrier(1, CarrierMix.TYPICAL, Duration.ZERO, wiring.clock(),
                ApplicationServices.callEvents(ports, wiring.clock(), wiring.ids(),
                        DialingRules.DEFAULTS, OutreachEvents.NONE));
        OutreachWorkers workers = ApplicationServices.engine(ports, carrier, Messaging.NONE, wiring.clock(), wiring.ids(),
                new EngineSettings(THREADS, BATCH, Duration.ofSeconds(15), Duration.ofMillis(20), 16),
                DialingRules.DEFAULTS, OutreachEvents.NONE);
        long start = System.nanoTime();
        carrier.start();
        workers.start();
        try {
            long deadline = start + DEADLINE.toNanos();
            long accepted = 0;
            while (calls.of(seeded.organizationId(), campaign) < ENROLLMENTS) {
                if (accepted == 0 && carrier.dials() >= ENROLLMENTS) {
                    accepted = System.nanoTime() - start;
                }
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException("the engine placed " + calls.of(seeded.organizationId(), campaign)
                            + " of " + ENROLLMENTS + " calls within " + DEADLINE);
                }
                TimeUnit.MILLISECONDS.sleep(5);
            }
            long ended = System.nanoTime() - start;
            return new Timing(accepted == 0 ? ended : accepted, ended);
        } finally {
            workers.close();
            carrier.close();
        }
    }

    /**
     * Dials {@link #LIVE_CALLS} calls that last {@link #LIVE_CALL_LENGTH} and, once all are live at
     * once, counts the process's threads: no thread may be held per call.
     */
    private String liveCalls(StorePorts ports) throws Exception {
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Live calls bench", 0);
        OutreachWorkspace.enrollDueNow(wiring, ports, seeded, nextPhones(), LIVE_CALLS, LIVE_CALLS, BATCH);
        SimulatedCarrier carrier = new SimulatedCarrier(1, CarrierMix.TYPICAL, LIVE_CALL_LENGTH, wiring.clock(),
                ApplicationServices.callEvents(ports, wiring.clock(), wiring.ids(),
                        DialingRules.DEFAULTS, OutreachEvents.NONE));
        OutreachWorkers workers = ApplicationServices.engine(ports, carrier, Messaging.NONE, wiring.clock(), wiring.ids(),
                new EngineSettings(THREADS, BATCH, Duration.ofSeconds(15), Duration.ofMillis(20), 16),
                DialingRules.DEFAULTS, OutreachEvents.NONE);
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long start = System.nanoTime();
        carrier.start();
        workers.start();
        try {
            long deadline = start + DEADLINE.toNanos();
            while (carrier.liveAt(Instant.now()) < LIVE_CALLS) {
                if (System.nanoTime() > deadline) {
                    throw new IllegalStateException(carrier.liveAt(Instant.now()) + " of " + LIVE_CALLS
                            + " calls live within " + DEADLINE);
                }
                TimeUnit.MILLISECONDS.sleep(20);
            }
            long elapsed = System.nanoTime() - start;
            int now = threads.getThreadCount();
            int peak = threads.getPeakThreadCount();
            return String.format(Locale.ROOT, "Target: %,d calls live at once in one process with fewer than %d"
                            + " threads (%s): %,d calls of %d minutes live on PostgreSQL after %d ms, JVM threads"
                            + " then %d, peak %d", LIVE_CALLS, TARGET_THREADS, peak < TARGET_THREADS ? "met" : "NOT met",
                    LIVE_CALLS, LIVE_CALL_LENGTH.toMinutes(), millis(elapsed), now, peak);
        } finally {
            workers.close();
            carrier.close();
        }
    }

    private Timing inMemory() throws Exception {
        StorePorts ports = InMemoryRepositories.create();
        return engine(ports, (organization, campaign) -> {
            CallCounts counts = ports.calls().countByCampaign(organization, List.of(campaign), Instant.EPOCH)
                    .get(campaign);
            return counts == null ? 0 : counts.totalCalls();
        });
    }

    /**
     * The baseline: enrollments like the engine's, then {@link #THREADS} threads that each, until none is
     * due, claim a batch of due enrollments with SKIP LOCKED, insert a call for each and mark each
     * completed, in one transaction per batch.
     */
    private long bareLoop(Connection seeding, StorePorts ports) throws Exception {
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Bare bench", 0);
        OutreachWorkspace.enrollDueNow(wiring, ports, seeded, nextPhones(), ENROLLMENTS, ENROLLMENTS, BATCH);
        List<Thread> threads = new ArrayList<>();
        List<Throwable> failures = new ArrayList<>();
        long start = System.nanoTime();
        for (int t = 0; t < THREADS; t++) {
            Thread thread = new Thread(() -> {
                try (Connection jdbc = DriverManager.getConnection(databaseUrl)) {
                    jdbc.setSchema(schema);
                    while (claimCallAndUpdate(jdbc) > 0) {
                        // next batch
                    }
                } catch (SQLException | RuntimeException e) {
                    synchronized (failures) {
                        failures.add(e);
                    }
                }
            });
            threads.add(thread);
            thread.start();
        }
        for (Thread thread : threads) {
            thread.join();
        }
        long elapsed = System.nanoTime() - start;
        if (!failures.isEmpty()) {
            throw new IllegalStateException("the bare loop failed", failures.get(0));
        }
        return elapsed;
    }

    private static int claimCallAndUpdate(Connection jdbc) throws SQLException {
        jdbc.setAutoCommit(false);
        try {
            List<UUID[]> claimed = new ArrayList<>();
            try (PreparedStatement claim = jdbc.prepareStatement("""
                    select id, organization_id, campaign_id, customer_id from enrollments
                     where status = 'pending' and due_at is not null and due_at <= now()
                     order by due_at, id limit ? for update skip locked""")) {
                claim.setInt(1, BATCH);
                try (ResultSet rows = claim.executeQuery()) {
                    while (rows.next()) {
                        claimed.add(new UUID[] {rows.getObject(1, UUID.class), rows.getObject(2, UUID.class),
                                rows.getObject(3, UUID.class), rows.getObject(4, UUID.class)});
                    }
                }
            }
            var now = Instant.now().atOffset(ZoneOffset.UTC);
            try (PreparedStatement call = jdbc.prepareStatement("""
                    insert into calls (id, organization_id, campaign_id, customer_id, enrollment_id, created_at,
                                       disposition, duration_ms, direction, test_flag, purpose)
                    values (?, ?, ?, ?, ?, ?, 'answered', 30000, 'outbound', false, 'new')""");
                 PreparedStatement update = jdbc.prepareStatement("""
                         update enrollments set status = 'completed', attempts = attempts + 1, due_at = null,
                                version = version + 1, updated_at = ? where id = ?""")) {
                for (UUID[] row : claimed) {
                    call.setObject(1, UUID.randomUUID());
                    call.setObject(2, row[1]);
                    call.setObject(3, row[2]);
                    call.setObject(4, row[3]);
                    call.setObject(5, row[0]);
                    call.setObject(6, now);
                    call.addBatch();
                    update.setObject(1, now);
                    update.setObject(2, row[0]);
                    update.addBatch();
                }
                call.executeBatch();
                update.executeBatch();
            }
            jdbc.commit();
            return claimed.size();
        } catch (SQLException e) {
            jdbc.rollback();
            throw e;
        } finally {
            jdbc.setAutoCommit(true);
        }
    }

    private int nextPhones() {
        int from = customersSoFar;
        customersSoFar += ENROLLMENTS;
        return from % (BenchWorkspace.MAX_CUSTOMERS - ENROLLMENTS);
    }

    private static long storedCalls(Connection jdbc, CampaignId campaign) throws SQLException {
        try (PreparedStatement statement = jdbc.prepareStatement("select count(*) from calls where campaign_id = ?")) {
            statement.setObject(1, campaign.value());
            try (ResultSet rows = statement.executeQuery()) {
                rows.next();
                return rows.getLong(1);
            }
        }
    }

    private void report(long baseline, long postgresAccepted, long postgresEnded, long memoryAccepted,
                        long memoryEnded) {
        System.out.println();
        System.out.printf(Locale.ROOT, "%-40s | %9s | %12s | %s%n", "median of " + rounds + " rounds", "ms",
                "attempts/s", "vs bare loop");
        row("bare JDBC loop (PostgreSQL)", baseline, baseline);
        row("engine on PostgreSQL, all accepted", postgresAccepted, baseline);
        row("engine on PostgreSQL, all ended", postgresEnded, baseline);
        row("engine in memory, all accepted", memoryAccepted, baseline);
        row("engine in memory, all ended", memoryEnded, baseline);
        target("accepted", postgresAccepted, baseline);
        target("ended", postgresEnded, baseline);
    }

    private static void target(String counted, long nanos, long baseline) {
        double ratio = (double) nanos / baseline;
        double perSecond = ENROLLMENTS / (nanos / 1e9);
        System.out.printf(Locale.ROOT, "Targets (counted when %s): engine on PostgreSQL at most %.0fx the bare loop"
                        + " (%s), at least %.0f attempts/s (%s)%n", counted, TARGET_RATIO,
                ratio <= TARGET_RATIO ? "met" : "NOT met", TARGET_PER_SECOND,
                perSecond >= TARGET_PER_SECOND ? "met" : "NOT met");
    }

    private static void row(String name, long nanos, long baseline) {
        System.out.printf(Locale.ROOT, "%-40s | %9d | %12.0f | %.2fx%n", name, millis(nanos),
                ENROLLMENTS / (nanos / 1e9), (double) nanos / baseline);
    }

    private static long median(List<Timing> values, java.util.function.ToLongFunction<Timing> which) {
        return median(values.stream().map(which::applyAsLong).toList());
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
