package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.organization.Organization;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** The store itself: connecting, migrating, reachability and settings. */
class PostgresStoreTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenRunningDatabase_whenAskedIfReachable_thenYes() {
        assertThat(DATABASE.store().isReachable()).isTrue();
    }

    @Test
    void givenMigratedSchema_whenMigratedAgain_thenNothingChangesAndDataStays() {
        StorePorts repositories = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        repositories.organizations().insert(organization);

        DATABASE.store().migrate();

        assertThat(repositories.organizations().findAll()).containsExactly(organization);
    }

    @Test
    void givenConfiguredSchema_whenConnected_thenTablesLiveInThatSchema() throws SQLException {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select current_schema()")) {
            rows.next();
            assertThat(rows.getString(1)).startsWith("t_");
        }
    }

    @Test
    void givenBorrowedConnection_whenPoolUsageIsRead_thenItCountsAsActive() throws SQLException {
        try (Connection borrowed = DATABASE.store().dataSource().getConnection()) {
            PoolUsage usage = DATABASE.store().poolUsage();

            assertThat(usage.poolName()).isEqualTo("campaign-outreach-postgres");
            assertThat(usage.active()).isGreaterThanOrEqualTo(1);
            assertThat(usage.total()).isGreaterThanOrEqualTo(usage.active()).isLessThanOrEqualTo(4);
            assertThat(usage.idle()).isGreaterThanOrEqualTo(0);
            assertThat(usage.pending()).isZero();
        }
    }

    @Test
    void givenInstantsWithMilliseconds_whenStored_thenTheyComeBackExactly() {
        StorePorts repositories = DATABASE.emptyRepositories();
        Organization organization = new Organization(TestData.organization().id(), "Exact",
                null, Instant.parse("1999-12-31T23:59:59.999Z"));

        repositories.organizations().insert(organization);

        assertThat(repositories.organizations().findById(organization.id())).contains(organization);
    }

    @Test
    void givenNobodyListening_whenConnecting_thenItFailsFast() {
        long started = System.nanoTime();

        assertThatThrownBy(() -> PostgresStore.connect(new PostgresSettings(
                "jdbc:postgresql://127.0.0.1:1/test?user=postgres", 1, null)))
                .isInstanceOf(RuntimeException.class);

        assertThat(Duration.ofNanos(System.nanoTime() - started)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void givenSettings_whenInvalid_thenRefused() {
        assertThatThrownBy(() -> new PostgresSettings("jdbc:mysql://x/y", 1, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PostgresSettings("jdbc:postgresql://x/y", 0, null))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PostgresSettings("jdbc:postgresql://x/y", 1, "bad; drop table x"))
                .isInstanceOf(IllegalArgumentException.class);
        assertThat(PostgresSettings.of("jdbc:postgresql://x/y").poolSize())
                .isEqualTo(PostgresSettings.DEFAULT_POOL_SIZE);
    }

    @Test
    void givenLikeCharacters_whenEscaped_thenEachIsPrefixedWithBackslash() {
        assertThat(List.of("50%", "a_b", "x\\y").stream().map(JdbiCampaignRepository::escapeLike))
                .containsExactly("50\\%", "a\\_b", "x\\\\y");
    }
}
