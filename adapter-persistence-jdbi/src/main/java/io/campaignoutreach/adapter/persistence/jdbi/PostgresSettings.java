package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Configuration of the PostgreSQL store: the JDBC URL, the pool size and, optionally, the schema
 * that the pool's connections use and that migrations create and fill.
 */
public record PostgresSettings(String jdbcUrl, int poolSize, String schema) {

    public static final int DEFAULT_POOL_SIZE = 10;
    private static final Pattern SCHEMA = Pattern.compile("^[a-z_][a-z0-9_]{0,62}$");

    public PostgresSettings {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        if (!jdbcUrl.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("jdbcUrl must be a jdbc:postgresql: URL");
        }
        if (poolSize < 1 || poolSize > 200) {
            throw new IllegalArgumentException("poolSize must be 1 to 200");
        }
        // The schema name is written into SQL (search_path, DROP SCHEMA), so only plain identifiers pass.
        if (schema != null && !SCHEMA.matcher(schema).matches()) {
            throw new IllegalArgumentException("schema must be a lowercase identifier: [a-z_][a-z0-9_]{0,62}");
        }
    }

    /** The default pool on the database's default schema. */
    public static PostgresSettings of(String jdbcUrl) {
        return new PostgresSettings(jdbcUrl, DEFAULT_POOL_SIZE, null);
    }
}
