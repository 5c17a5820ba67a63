package io.campaignoutreach.bootstrap.outage;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.OutreachWorkers;
import io.campaignoutreach.bootstrap.bench.BenchWorkspace;
import io.campaignoutreach.bootstrap.bench.OutreachWorkspace;
import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.PostgresDatabaseStore;
import io.campaignoutreach.bootstrap.wiring.Wiring;
import io.campaignoutreach.embedded.ApplicationServices;
import java.io.IOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The outreach engine on PostgreSQL, reached through a forwarder the test cuts off while calls are
 * live and restores after they have ended: the carrier's ends, refused while the database is away,
 * are delivered again and every call dialed is stored once it is back, and the engine goes on to
 * dial the rest; no call reached the carrier without its attempt committed first.
 */
class EngineOutageTest {

    private static final Pattern POSTGRES_URL = Pattern.compile("^jdbc:postgresql://([^/:?]+)(?::(\\d+))?/(.*)$");
    private static final int ENROLLMENTS = 300;
    private static final Duration CALL_LENGTH = Duration.ofSeconds(2);
    private static final Duration DEADLINE = Duration.ofSeconds(60);

    private final String databaseUrl = System.getenv().getOrDefault("COS_TEST_DATABASE_URL",
            "jdbc:postgresql://127.0.0.1:5432/test?user=postgres");
    private final String schema = "engine_outage_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private TcpForwarder forwarder;
    private PostgresDatabaseStore store;
    private Connection direct;

    @BeforeEach
    void storeBehindForwarder() throws IOException, SQLException {
        Matcher url = POSTGRES_URL.matcher(databaseUrl);
        assertThat(url.matches()).as("a jdbc:postgresql://host[:port]/database URL: " + databaseUrl).isTrue();
        forwarder = TcpForwarder.to(url.group(1), url.group(2) == null ? 5432 : Integer.parseInt(url.group(2)));
        store = PostgresDatabaseStore.connect(Settings.fromEnvironment(Map.of(
                Settings.DATABASE_URL, "jdbc:postgresql://127.0.0.1:" + forwarder.port() + "/" + url.group(3),
                Settings.DB_SCHEMA, schema, Settings.DB_POOL_SIZE, "4", Settings.DB_CONNECT_TIMEOUT_SECONDS, "1")));
        store.migrate();
        direct = DriverManager.getConnection(databaseUrl);
        try (Statement statement = direct.createStatement()) {
            statement.execute("set search_path to " + schema);
        }
    }

    @AfterEach
    void dropSchema() throws Exception {
        try {
            store.close();
            forwarder.close();
        } finally {
            try (Statement statement = direct.createStatement()) {
                statement.execute("drop schema if exists " + schema + " cascade");
            }
            direct.close();
        }
    }

    @Test
    void givenCallsLive_whenTheDatabaseGoesAwayUntilTheyEnd_thenEveryCallIsStoredOnceItIsBack() throws Exception {
        assumeTrue(OutreachWorkspace.openZone(Instant.now()).isPresent(), "no US zone is inside its calling hours");
        Wiring wiring = Wiring.create(store.ports());
        BenchWorkspace.Seeded seeded = BenchWorkspace.seed(wiring, store.ports(), "Outage calls", 0);
        OutreachWorkspace.enrollDueNow(wiring, store.ports(), seeded, 0, ENROLLMENTS, ENROLLMENTS, 50);
        SimulatedCarrier carrier = new SimulatedCarrier(1, CarrierMix.TYPICAL, CALL_LENGTH, wiring.clock(),
                ApplicationServices.callEvents(store.ports(), wiring.clock(), wiring.ids(),
                        DialingRules.DEFAULTS, OutreachEvents.NONE));
        OutreachWorkers workers = ApplicationServices.engine(store.ports(), carrier, Messaging.NONE, wiring.clock(), wiring.ids(),
                new EngineSettings(1, 50, Duration.ofSeconds(1), Duration.ofMillis(20), 4), DialingRules.DEFAULTS,
                OutreachEvents.NONE);
        carrier.start();
        workers.start();
        try {
            await("calls live", () -> carrier.liveAt(Instant.now()) >= 50);
            forwarder.cutOff();
            Instant cut = Instant.now();
            // Every call dialed before the cut ends while the database is away, and its end is refused.
            await("the calls to end", () -> carrier.liveAt(Instant.now()) == 0
                    && Instant.now().isAfter(cut.plus(CALL_LENGTH)));
            long dialedDuringOutage = carrier.dials();
            forwarder.restore();

            await("every enrollment called and every call stored", () -> carrier.dials() == ENROLLMENTS
                    && count("select count(*) from calls") == ENROLLMENTS && carrier.waiting() == 0);
            workers.close();

            Set<String> accepted = new HashSet<>();
            carrier.placed().forEach(call -> accepted.add(call.attemptKey()));
            assertThat(keys("select attempt_key from outreach_attempts where state = 'placed'"))
                    .as("every call the carrier placed was recorded as dialed first, and its end stored")
                    .isEqualTo(accepted).hasSizeGreaterThanOrEqualTo((int) dialedDuringOutage);
            assertThat(count("select count(*) from outreach_attempts where state = 'interrupted'")).isZero();
            assertThat(count("select count(*) from (select enrollment_id from calls group by enrollment_id"
                    + " having count(*) > 1) twice")).as("a call stored twice").isZero();
        } finally {
            workers.close();
            carrier.close();
        }
    }

    private long count(String sql) {
        try (Statement statement = direct.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private Set<String> keys(String sql) throws SQLException {
        Set<String> found = new HashSet<>();
        try (Statement statement = direct.createStatement(); ResultSet rows = statement.executeQuery(sql)) {
            while (rows.next()) {
                found.add(rows.getString(1));
            }
        }
        return found;
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as("waited for %s", what).isLessThan(deadline);
            TimeUnit.MILLISECONDS.sleep(50);
        }
    }
}
