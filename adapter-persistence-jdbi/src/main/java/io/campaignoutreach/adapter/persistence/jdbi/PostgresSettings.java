package io.campaignoutreach.adapter.persistence.jdbi;

import java.time.Duration;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * Configuration of the PostgreSQL store: the JDBC URL, the pool size, optionally the schema that
 * the pool's connections use and that migrations create and fill, how long a caller waits for a
 * connection before the store counts as unavailable, and how long one read from the server may
 * block ({@link Duration#ZERO}: without limit).
 */
public record PostgresSettings(String jdbcUrl, int poolSize, String schema, Duration connectTimeout,
                               Duration socketTimeout) {

    public static final int DEFAULT_POOL_SIZE = 10;
    public static final Duration DEFAULT_CONNECT_TIMEOUT = Duration.ofSeconds(3);
    public static final Duration DEFAULT_SOCKET_TIMEOUT = Duration.ofSeconds(60);
    /** The pool refuses to wait less than this for a connection. */
    private static final Duration MIN_CONNECT_TIMEOUT = Duration.ofMillis(250);
    private static final Pattern SCHEMA = Pattern.compile("^[a-z_][a-z0-9_]{0,62}$");

    public PostgresSettings {
        Objects.requireNonNull(jdbcUrl, "jdbcUrl");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(socketTimeout, "socketTimeout");
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
        if (connectTimeout.compareTo(MIN_CONNECT_TIMEOUT) < 0) {
            throw new IllegalArgumentException("connectTimeout must be at least " + MIN_CONNECT_TIMEOUT.toMillis()
                    + " ms");
        }
        if (socketTimeout.isNegative() || (!socketTimeout.isZero() && socketTimeout.toSeconds() < 1)) {
            throw new IllegalArgumentException("socketTimeout must be zero (no limit) or at least one second");
        }
    }

    /** The default timeouts. */
    public PostgresSettings(String jdbcUrl, int poolSize, String schema) {
        this(jdbcUrl, poolSize, schema, DEFAULT_CONNECT_TIMEOUT, DEFAULT_SOCKET_TIMEOUT);
    }

    /** The default pool on the database's default schema. */
    public static PostgresSettings of(String jdbcUrl) {
        return new PostgresSettings(jdbcUrl, DEFAULT_POOL_SIZE, null);
    }

    /** The connection timeout in whole seconds, rounded up. */
    public int connectTimeoutSeconds() {
        return (int) Math.max(1, (connectTimeout.toMillis() + 999) / 1000);
    }

    /** How long a caller told the store is unavailable should wait before trying again: one connection wait. */
    public int retryAfterSeconds() {
        return connectTimeoutSeconds();
    }
}
