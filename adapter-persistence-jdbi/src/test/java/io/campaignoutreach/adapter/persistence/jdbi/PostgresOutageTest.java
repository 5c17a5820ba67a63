package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.shared.StoreReadiness.Check;
import io.campaignoutreach.application.shared.StoreReadiness;
import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.domain.organization.Organization;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A connection lost in the middle of a unit of work (P34): the work fails as StoreUnavailable,
 * nothing of it is kept, and the next unit of work gets a fresh connection. Readiness (P35) sees
 * the schema's migrations.
 */
class PostgresOutageTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenConnectionTerminatedMidTransaction_whenWorkContinues_thenStoreUnavailableAndNothingKept()
            throws SQLException {
        DATABASE.emptyRepositories();
        String application = "cos_outage_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
        PostgresSettings base = DATABASE.settings();
        // One connection: the terminated one is the transaction's, and the pool replaces it afterwards.
        PostgresSettings tagged = new PostgresSettings(withParameter(base.jdbcUrl(), "ApplicationName=" + application),
                1, base.schema(), Duration.ofSeconds(2), Duration.ofSeconds(30));
        Organization organization = TestData.organization();
        try (PostgresStore store = PostgresStore.connect(tagged)) {
            StorePorts repositories = store.repositories();

            assertThatThrownBy(() -> repositories.transactions().inTransaction(() -> {
                repositories.organizations().insert(organization);
                terminateBackends(application);
                return repositories.organizations().findAll();
            })).isInstanceOfSatisfying(StoreUnavailableException.class,
                    e -> assertThat(e.retryAfterSeconds()).isEqualTo(2));

            assertThat(repositories.organizations().findById(organization.id())).as("rolled back").isEmpty();
            repositories.organizations().insert(organization);
            assertThat(repositories.organizations().findById(organization.id())).as("a fresh connection")
                    .contains(organization);
        }
    }

    @Test
    void givenMigratedSchema_whenReadinessAsked_thenReady() {
        StoreReadiness readiness = DATABASE.store().health().readiness();

        assertThat(readiness.isReady()).isTrue();
        assertThat(readiness.retryAfterSeconds()).isEqualTo(3);
    }

    @Test
    void givenStoreThatDidNotMigrateOnMigratedSchema_whenReadinessAsked_thenFlywayFindsNothingPending() {
        try (PostgresStore store = PostgresStore.connect(DATABASE.settings())) {
            StoreReadiness readiness = store.health().readiness();

            assertThat(readiness.store()).isEqualTo(Check.OK);
            assertThat(readiness.migrations()).isEqualTo(Check.OK);
        }
    }

    @Test
    void givenSchemaNotMigrated_whenReadinessAsked_thenMigrationsCheckFails() throws SQLException {
        String schema = "t_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        PostgresSettings base = DATABASE.settings();
        try (PostgresStore store = PostgresStore.connect(new PostgresSettings(base.jdbcUrl(), 1, schema))) {
            StoreReadiness readiness = store.health().readiness();

            assertThat(readiness.store()).isEqualTo(Check.OK);
            assertThat(readiness.migrations()).isEqualTo(Check.FAILED);
            assertThat(readiness.isReady()).isFalse();
        } finally {
            try (Connection connection = DATABASE.store().dataSource().getConnection();
                 Statement statement = connection.createStatement()) {
                statement.execute("drop schema if exists " + schema + " cascade");
            }
        }
    }

    private static void terminateBackends(String application) {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             PreparedStatement statement = connection.prepareStatement(
                     "select pg_terminate_backend(pid) from pg_stat_activity where application_name = ?")) {
            statement.setString(1, application);
            statement.execute();
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static String withParameter(String url, String parameter) {
        return url + (url.contains("?") ? "&" : "?") + parameter;
    }
}
