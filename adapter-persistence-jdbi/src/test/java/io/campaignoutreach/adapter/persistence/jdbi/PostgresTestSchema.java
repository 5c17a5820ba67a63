package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.shared.StorePorts;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * Test support: a fresh, migrated schema in the test database for one test class, emptied before
 * each test and dropped afterwards. An unreachable database fails the tests; it never skips them.
 */
final class PostgresTestSchema implements BeforeAllCallback, AfterAllCallback {

    static final String URL_VARIABLE = "COS_TEST_DATABASE_URL";
    static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    private final String url = databaseUrl();
    private String schema;
    private PostgresStore store;
    private String truncate;

    static String databaseUrl() {
        String configured = System.getenv(URL_VARIABLE);
        return configured == null || configured.isBlank() ? DEFAULT_URL : configured;
    }

    @Override
    public void beforeAll(ExtensionContext context) throws SQLException {
        schema = "t_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
        try {
            store = PostgresStore.connect(new PostgresSettings(url, 4, schema));
        } catch (RuntimeException e) {
            throw new IllegalStateException("PostgreSQL test database unreachable at " + url
                    + " (set " + URL_VARIABLE + " to another database): " + e.getMessage(), e);
        }
        store.migrate();
        truncate = "truncate table " + String.join(", ", tables()) + " cascade";
    }

    @Override
    public void afterAll(ExtensionContext context) throws SQLException {
        if (store == null) {
            return;
        }
        try (Connection connection = store.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("drop schema " + schema + " cascade");
        } finally {
            store.close();
        }
    }

    /** The store, with every table emptied. */
    StorePorts emptyRepositories() {
        try (Connection connection = store.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute(truncate);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot empty test schema " + schema, e);
        }
        return store.repositories();
    }

    PostgresStore store() {
        return store;
    }

    /** Settings for another pool on this schema, as a second server process would open. */
    PostgresSettings settings() {
        return new PostgresSettings(url, 4, schema);
    }

    private List<String> tables() throws SQLException {
        List<String> tables = new ArrayList<>();
        try (Connection connection = store.dataSource().getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery("select tablename from pg_tables where schemaname = '"
                     + schema + "' and tablename <> 'flyway_schema_history' order by tablename")) {
            while (rows.next()) {
                tables.add(rows.getString(1));
            }
        }
        return tables;
    }
}
