package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.UUID;
import java.util.concurrent.ThreadLocalRandom;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Migration V10 on a database of an earlier version: it makes phone numbers unique per
 * organization among live customers, and refuses, naming customers but never numbers, while some
 * share one (decision P43).
 */
class PhoneUniquenessMigrationTest {

    private static final String SHARED_PHONE = "+12125550101";

    private final String url = PostgresTestSchema.databaseUrl();
    private final String schema = "t_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    private Connection connection;
    private final UUID organization = UUID.randomUUID();
    private final UUID otherOrganization = UUID.randomUUID();

    @BeforeEach
    void givenSchemaAtVersion9() throws SQLException {
        flyway("9").migrate();
        connection = DriverManager.getConnection(url);
        execute("insert into " + schema + ".organizations (id, name, created_at) values ('" + organization
                + "', 'Org', now()), ('" + otherOrganization + "', 'Other', now())");
    }

    @AfterEach
    void dropSchema() throws SQLException {
        execute("drop schema " + schema + " cascade");
        connection.close();
    }

    @Test
    void givenLiveCustomersSharingAPhone_whenMigrated_thenRefusedNamingThemButNotTheNumberAndNothingChanges()
            throws SQLException {
        UUID older = customer(organization, SHARED_PHONE, "2024-01-01", false);
        UUID newer = customer(organization, SHARED_PHONE, "2024-02-01", false);

        assertThatThrownBy(() -> flyway(null).migrate()).isInstanceOf(FlywayException.class)
                .hasMessageContaining("V10 cannot make phone numbers unique: 1 phone number(s)")
                .hasMessageContaining("organization " + organization + ": customers " + older + ", " + newer)
                .hasMessageNotContaining(SHARED_PHONE);

        assertThat(schemaVersion()).isEqualTo("9");
        assertThat(indexExists("customers_phone_idx")).isTrue();
    }

    @Test
    void givenPhoneSharedOnlyWithDeletedCustomersOrAcrossOrganizations_whenMigrated_thenUniqueIndexIsCreated()
            throws SQLException {
        customer(organization, SHARED_PHONE, "2024-01-01", false);
        customer(organization, SHARED_PHONE, "2024-02-01", true);
        customer(otherOrganization, SHARED_PHONE, "2024-03-01", false);

        flyway("10").migrate();

        assertThat(schemaVersion()).isEqualTo("10");
        assertThat(indexExists("customers_live_phone_key")).isTrue();
        assertThat(indexExists("customers_phone_idx")).isFalse();
        assertThatThrownBy(() -> customer(organization, SHARED_PHONE, "2024-04-01", false))
                .isInstanceOf(SQLException.class).hasMessageContaining("customers_live_phone_key");
    }

    private Flyway flyway(String target) {
        var configuration = Flyway.configure().dataSource(url, null, null).schemas(schema).createSchemas(true)
                .locations("classpath:db/migration");
        if (target != null) {
            configuration.target(target);
        }
        return configuration.load();
    }

    private UUID customer(UUID org, String phone, String createdOn, boolean deleted) throws SQLException {
        UUID id = UUID.randomUUID();
        String created = "timestamptz '" + createdOn + "T00:00:00Z'";
        execute("insert into " + schema + ".customers (id, organization_id, version, phone, profile, policies,"
                + " custom_values, related_lists, created_at, updated_at, deleted_at) values ('" + id + "', '" + org
                + "', 0, '" + phone + "', '{}', '[]', '[]', '{}', " + created + ", " + created + ", "
                + (deleted ? created : "null") + ")");
        return id;
    }

    private String schemaVersion() throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("select max(version::int)::text from " + schema
                     + ".flyway_schema_history where success")) {
            row.next();
            return row.getString(1);
        }
    }

    private boolean indexExists(String name) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet row = statement.executeQuery("select count(*) from pg_indexes where schemaname = '" + schema
                     + "' and indexname = '" + name + "'")) {
            row.next();
            return row.getInt(1) == 1;
        }
    }

    private void execute(String sql) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
