package io.campaignoutreach.bootstrap;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import io.campaignoutreach.bootstrap.bench.OutreachWorkspace;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two {@code serve} processes of the built jar run the outreach engine on one PostgreSQL schema.
 * One is killed with SIGKILL while its calls are live: no attempt may be placed twice, the attempts
 * whose calls died with it end interrupted at their deadline, with their enrollments awaiting
 * review, and every other enrollment reaches a final status.
 */
class MultiProcessEngineIT {

    private static final int CUSTOMERS = 3_000;
    private static final Duration STARTUP_DEADLINE = Duration.ofSeconds(40);
    private static final Duration FINISH_DEADLINE = Duration.ofSeconds(90);
    private static final Pattern OWNER_PREFIX = Pattern.compile("\\((engine-[0-9a-f]{8}-)\\*\\)");

    @TempDir
    Path workDir;

    private final String databaseUrl = JarRunner.testDatabaseUrl();
    private final String schema = JarRunner.freshSchema("me_");
    private final List<Process> servers = new ArrayList<>();
    private PostgresStore seedStore;
    private Connection db;

    @BeforeEach
    void jarIsBuiltAndDatabaseReachable() throws SQLException {
        assertThat(JarRunner.jarPath()).as("the shaded jar; run 'mvn verify', which packages it first").isRegularFile();
        db = DriverManager.getConnection(databaseUrl);
    }

    @AfterEach
    void stopServersAndDropSchema() throws Exception {
        for (Process server : servers) {
            server.destroy();
            if (!server.waitFor(20, TimeUnit.SECONDS)) {
                server.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
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

    @Test
    @Timeout(value = 180, unit = TimeUnit.SECONDS)
    void givenTwoEnginesOnOneSchema_whenOneIsKilledMidCall_thenNoAttemptIsPlacedTwiceAndTheRestFinish()
            throws Exception {
        // The law leaves about 80 minutes a day (around 11:00 UTC) when no US customer may be called.
        assumeTrue(OutreachWorkspace.openZone(Instant.now()).isPresent(), "no US zone is inside its calling hours");
        JarRunner runner = new JarRunner(workDir, databaseUrl, schema);
        JarRunner.Result migrate = runner.runToEnd("migrate");
        assertThat(migrate.exitCode()).as(migrate.describe()).isZero();
        try (Statement statement = db.createStatement()) {
            statement.execute("set search_path to " + schema);
        }
        seedStore = PostgresStore.connect(new PostgresSettings(databaseUrl, 2, schema));
        StorePorts ports = seedStore.repositories();
        Wiring wiring = Wiring.create(ports);
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, ports, "Two engines", 0);

        Process doomed = serve(runner, "doomed");
        Process survivor = serve(runner, "survivor");
        String doomedOwners = ownerPrefix(runner.logOf("doomed"));
        assertThat(ownerPrefix(runner.logOf("survivor"))).isNotEqualTo(doomedOwners);
        // Enrolled once both engines run, so that both take a share.
        OutreachWorkspace.enrollDueNow(wiring, ports, seeded, 0, CUSTOMERS, 10_000, 50);

        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (count("select count(*) from outreach_attempts where state = 'placing' and owner like '"
                + doomedOwners + "%'") == 0) {
            assertThat(System.nanoTime()).as("the doomed engine never had a call live; its log:\n%s",
                    JarRunner.read(runner.logOf("doomed"))).isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(5);
        }
        doomed.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        assertThat(survivor.isAlive()).isTrue();

        awaitAllSettled();

        assertThat(count("select count(*) from outreach_attempts")).as("one attempt per enrollment")
                .isEqualTo(CUSTOMERS);
        assertThat(count("select count(*) from (select enrollment_id from outreach_attempts group by enrollment_id"
                + " having count(*) > 1) twice")).as("enrollments attempted twice").isZero();
        long interrupted = count("select count(*) from outreach_attempts where state = 'interrupted'");
        assertThat(interrupted).as("attempts the killed process held").isPositive();
        assertThat(count("select count(*) from outreach_attempts where state = 'placed' and owner not like '"
                + doomedOwners + "%'")).as("calls the survivor placed").isPositive();
        assertThat(count("select count(*) from outreach_attempts where state = 'interrupted' and owner not like '"
                + doomedOwners + "%'")).as("interrupted attempts of the survivor").isZero();
        assertThat(count("select count(*) from outreach_attempts a join enrollments e on e.id = a.enrollment_id"
                + " where a.state = 'interrupted' and (e.status <> 'in_progress' or not e.review_required)"))
                .as("interrupted attempts whose enrollment is not awaiting review").isZero();
        assertThat(count("select count(*) from enrollments where status not in ('completed', 'failed', 'skipped',"
                + " 'exceeded_max_calls', 'expired', 'cancelled') and not review_required"))
                .as("enrollments neither final nor awaiting review").isZero();
        assertThat(count("select count(*) from enrollments where review_required")).isEqualTo(interrupted);
        long placed = count("select count(*) from outreach_attempts where state = 'placed'");
        assertThat(count("select count(*) from calls")).as("one call stored per placed attempt").isEqualTo(placed);
        assertThat(count("select count(*) from (select enrollment_id from calls group by enrollment_id"
                + " having count(*) > 1) twice")).as("enrollments called twice").isZero();
        assertThat(count("select count(*) from calls c join outreach_attempts a on a.call_id = c.id"))
                .isEqualTo(placed);
    }

    /**
     * Starts {@code serve} with two engine threads, calls that last 3 seconds, a ten-second deadline
     * for a call's end and a look for overdue calls every second. The killed process's calls die with its
     * simulated carrier: no end ever comes, and the survivor's carrier knows nothing of them, so at
     * their deadline they are interrupted.
     */
    private Process serve(JarRunner runner, String name) throws Exception {
        Process process = runner.serve(name, JarRunner.freePort(), Map.of("COS_JOB_WORKERS", "0",
                "COS_ENGINE_WORKERS", "2", "COS_ENGINE_BATCH_SIZE", "50", "COS_CALL_DEADLINE_SECONDS", "10",
                "COS_ENGINE_SETTLE_SECONDS", "1",
                "COS_ENGINE_POLL_MILLIS", "100", "COS_CARRIER_LATENCY_MS", "3000"), STARTUP_DEADLINE);
        servers.add(process);
        return process;
    }

    /** The engine's owner names, from its start-up line; the jar writes INFO lines out within 250 ms, so polled. */
    private static String ownerPrefix(Path log) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        Matcher matcher = OWNER_PREFIX.matcher(JarRunner.read(log));
        while (!matcher.find() && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(20);
            matcher = OWNER_PREFIX.matcher(JarRunner.read(log));
        }
        assertThat(matcher.find(0)).as("the engine's owner names in the log:\n" + JarRunner.read(log)).isTrue();
        return matcher.group(1);
    }

    /** Waits until no attempt is underway and no enrollment is due or mid-attempt, except those awaiting review. */
    private void awaitAllSettled() throws Exception {
        long deadline = System.nanoTime() + FINISH_DEADLINE.toNanos();
        while (true) {
            long open = count("select count(*) from enrollments where status in ('pending', 'in_progress')"
                    + " and not review_required")
                    + count("select count(*) from outreach_attempts where state = 'placing'");
            if (open == 0) {
                return;
            }
            assertThat(System.nanoTime()).as("%d enrollments or attempts still open", open).isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(100);
        }
    }

    private long count(String sql) throws SQLException {
        try (Statement statement = db.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
