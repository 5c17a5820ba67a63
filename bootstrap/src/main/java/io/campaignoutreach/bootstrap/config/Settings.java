package io.campaignoutreach.bootstrap.config;

import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Configuration: the service's settings, read from {@code COS_} environment variables. A blank
 * variable counts as unset; a malformed one fails start-up rather than falling back to a default.
 *
 * <table>
 *   <caption>Variables</caption>
 *   <tr><th>Variable</th><th>Default</th><th>Meaning</th></tr>
 *   <tr><td>COS_HOST</td><td>0.0.0.0</td><td>interface the API listens on</td></tr>
 *   <tr><td>COS_PORT</td><td>8080</td><td>port of the API, 0 to 65535 (0 picks a free one)</td></tr>
 *   <tr><td>COS_DATABASE_URL</td><td>unset</td><td>{@code jdbc:postgresql:} URL; unset runs on the
 *       in-memory store, whose data is lost on exit (D22)</td></tr>
 *   <tr><td>COS_DB_POOL_SIZE</td><td>10</td><td>database connections, 1 to 200</td></tr>
 *   <tr><td>COS_DB_SCHEMA</td><td>unset</td><td>PostgreSQL schema to use instead of the
 *       connection's default</td></tr>
 *   <tr><td>COS_DB_CONNECT_TIMEOUT_SECONDS</td><td>3</td><td>how long a request waits for a database
 *       connection before it is answered 503 (also the {@code retryAfter} it advises), 1 to 60 (P34)</td></tr>
 *   <tr><td>COS_DB_SOCKET_TIMEOUT_SECONDS</td><td>60</td><td>how long one read from the database may
 *       block before the connection counts as lost, 0 (no limit) to 3600; migrations are exempt (P34)</td></tr>
 *   <tr><td>COS_JOB_WORKERS</td><td>2</td><td>enrollment job worker threads of this process, 0 to 64</td></tr>
 *   <tr><td>COS_JOB_LEASE_SECONDS</td><td>30</td><td>how long a worker holds a job before another
 *       process may take it over, 1 to 3600</td></tr>
 *   <tr><td>COS_JOB_CHUNK_SIZE</td><td>500</td><td>entries a worker decides and stores in one
 *       transaction, 1 to 1000</td></tr>
 *   <tr><td>COS_JOB_RETENTION_DAYS</td><td>30</td><td>how long job results are kept, 1 to 3650</td></tr>
 *   <tr><td>COS_RATE_LIMIT_PER_MINUTE</td><td>600</td><td>requests an API key may make a minute,
 *       sustained, 1 to 1000000 (D8)</td></tr>
 *   <tr><td>COS_RATE_LIMIT_BURST</td><td>100</td><td>requests an API key may make at once: the
 *       capacity of its bucket and the {@code RateLimit-Limit} header, 1 to 100000</td></tr>
 *   <tr><td>COS_AUTH_FAILURES_PER_MINUTE</td><td>30</td><td>failed authentications a client address
 *       may make a minute, sustained, 1 to 100000 (P33)</td></tr>
 *   <tr><td>COS_AUTH_FAILURE_BURST</td><td>20</td><td>failed authentications a client address may
 *       make at once before it is refused, 1 to 10000</td></tr>
 *   <tr><td>COS_DEBUG</td><td>unset</td><td>{@code 1} prints stack traces of command failures</td></tr>
 * </table>
 */
public record Settings(String host, int port, String databaseUrl, int dbPoolSize, String dbSchema, int jobWorkers,
                       int jobLeaseSeconds, int jobChunkSize, int jobRetentionDays, int rateLimitPerMinute,
                       int rateLimitBurst, int authFailuresPerMinute, int authFailureBurst,
                       int dbConnectTimeoutSeconds, int dbSocketTimeoutSeconds) {

    public static final String HOST = "COS_HOST";
    public static final String PORT = "COS_PORT";
    public static final String DATABASE_URL = "COS_DATABASE_URL";
    public static final String DB_POOL_SIZE = "COS_DB_POOL_SIZE";
    public static final String DB_SCHEMA = "COS_DB_SCHEMA";
    public static final String DB_CONNECT_TIMEOUT_SECONDS = "COS_DB_CONNECT_TIMEOUT_SECONDS";
    public static final String DB_SOCKET_TIMEOUT_SECONDS = "COS_DB_SOCKET_TIMEOUT_SECONDS";
    public static final String DEBUG = "COS_DEBUG";
    public static final String JOB_WORKERS = "COS_JOB_WORKERS";
    public static final String JOB_LEASE_SECONDS = "COS_JOB_LEASE_SECONDS";
    public static final String JOB_CHUNK_SIZE = "COS_JOB_CHUNK_SIZE";
    public static final String JOB_RETENTION_DAYS = "COS_JOB_RETENTION_DAYS";
    public static final String RATE_LIMIT_PER_MINUTE = "COS_RATE_LIMIT_PER_MINUTE";
    public static final String RATE_LIMIT_BURST = "COS_RATE_LIMIT_BURST";
    public static final String AUTH_FAILURES_PER_MINUTE = "COS_AUTH_FAILURES_PER_MINUTE";
    public static final String AUTH_FAILURE_BURST = "COS_AUTH_FAILURE_BURST";

    public static final String DEFAULT_HOST = "0.0.0.0";
    public static final int DEFAULT_PORT = 8080;
    public static final int DEFAULT_DB_POOL_SIZE = 10;
    static final int MAX_DB_POOL_SIZE = 200;
    public static final int DEFAULT_DB_CONNECT_TIMEOUT_SECONDS = 3;
    public static final int DEFAULT_DB_SOCKET_TIMEOUT_SECONDS = 60;
    /** Failed authentications: a client retrying a bad key now and then is never refused; a guesser soon is. */
    public static final RateLimitPolicy DEFAULT_AUTH_FAILURE_LIMIT = new RateLimitPolicy(30, 20);

    private static final String JDBC_POSTGRESQL = "jdbc:postgresql:";
    private static final Pattern SCHEMA_NAME = Pattern.compile("^[a-z_][a-z0-9_]{0,62}$");

    public static Settings fromEnvironment(Map<String, String> env) {
        String host = value(env, HOST).orElse(DEFAULT_HOST);
        int port = value(env, PORT).map(text -> integer(PORT, text, 0, 65_535)).orElse(DEFAULT_PORT);
        String databaseUrl = value(env, DATABASE_URL).map(Settings::checkDatabaseUrl).orElse(null);
        int poolSize = value(env, DB_POOL_SIZE).map(text -> integer(DB_POOL_SIZE, text, 1, MAX_DB_POOL_SIZE))
                .orElse(DEFAULT_DB_POOL_SIZE);
        String schema = value(env, DB_SCHEMA).map(Settings::checkSchema).orElse(null);
        int connectTimeout = value(env, DB_CONNECT_TIMEOUT_SECONDS)
                .map(text -> integer(DB_CONNECT_TIMEOUT_SECONDS, text, 1, 60))
                .orElse(DEFAULT_DB_CONNECT_TIMEOUT_SECONDS);
        int socketTimeout = value(env, DB_SOCKET_TIMEOUT_SECONDS)
                .map(text -> integer(DB_SOCKET_TIMEOUT_SECONDS, text, 0, 3600))
                .orElse(DEFAULT_DB_SOCKET_TIMEOUT_SECONDS);
        JobSettings jobDefaults = JobSettings.defaults();
        int workers = value(env, JOB_WORKERS).map(text -> integer(JOB_WORKERS, text, 0, 64))
                .orElse(jobDefaults.workers());
        int lease = value(env, JOB_LEASE_SECONDS).map(text -> integer(JOB_LEASE_SECONDS, text, 1, 3600))
                .orElse((int) jobDefaults.lease().toSeconds());
        int chunk = value(env, JOB_CHUNK_SIZE).map(text -> integer(JOB_CHUNK_SIZE, text, 1, 1000))
                .orElse(jobDefaults.chunkSize());
        int retention = value(env, JOB_RETENTION_DAYS).map(text -> integer(JOB_RETENTION_DAYS, text, 1, 3650))
                .orElse((int) jobDefaults.resultRetention().toDays());
        RateLimitPolicy keyDefaults = RateLimitPolicy.perKeyDefault();
        int perMinute = value(env, RATE_LIMIT_PER_MINUTE)
                .map(text -> integer(RATE_LIMIT_PER_MINUTE, text, 1, 1_000_000)).orElse(keyDefaults.perMinute());
        int burst = value(env, RATE_LIMIT_BURST).map(text -> integer(RATE_LIMIT_BURST, text, 1, 100_000))
                .orElse(keyDefaults.burst());
        int failuresPerMinute = value(env, AUTH_FAILURES_PER_MINUTE)
                .map(text -> integer(AUTH_FAILURES_PER_MINUTE, text, 1, 100_000))
                .orElse(DEFAULT_AUTH_FAILURE_LIMIT.perMinute());
        int failureBurst = value(env, AUTH_FAILURE_BURST).map(text -> integer(AUTH_FAILURE_BURST, text, 1, 10_000))
                .orElse(DEFAULT_AUTH_FAILURE_LIMIT.burst());
        return new Settings(host, port, databaseUrl, poolSize, schema, workers, lease, chunk, retention, perMinute,
                burst, failuresPerMinute, failureBurst, connectTimeout, socketTimeout);
    }

    /** How this process runs enrollment jobs. */
    public JobSettings jobSettings() {
        return JobSettings.defaults().withWorkers(jobWorkers).withLease(Duration.ofSeconds(jobLeaseSeconds))
                .withChunkSize(jobChunkSize).withResultRetention(Duration.ofDays(jobRetentionDays));
    }

    /** How many requests each API key may make (D8). */
    public RateLimitPolicy keyRateLimit() {
        return new RateLimitPolicy(rateLimitPerMinute, rateLimitBurst);
    }

    /** How many failed authentications a client address may make before it is refused (P33). */
    public RateLimitPolicy authFailureLimit() {
        return new RateLimitPolicy(authFailuresPerMinute, authFailureBurst);
    }

    /** Whether COS_DEBUG asks for stack traces; read apart from the rest so it works even when they are bad. */
    public static boolean debugRequested(Map<String, String> env) {
        return value(env, DEBUG).map(text -> text.equals("1") || text.equalsIgnoreCase("true")).orElse(false);
    }

    public Optional<String> database() {
        return Optional.ofNullable(databaseUrl);
    }

    /**
     * The database URL without user, password or query parameters, so it can be logged: JDBC URLs
     * often carry credentials in either place.
     */
    public Optional<String> redactedDatabaseUrl() {
        return database().map(url -> {
            String withoutQuery = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
            int at = withoutQuery.indexOf('@');
            return at < 0 ? withoutQuery : JDBC_POSTGRESQL + "//" + withoutQuery.substring(at + 1);
        });
    }

    @Override
    public String toString() {
        return "Settings[host=" + host + ", port=" + port + ", database=" + redactedDatabaseUrl().orElse("in-memory")
                + ", dbPoolSize=" + dbPoolSize + ", dbSchema=" + dbSchema + ", jobWorkers=" + jobWorkers
                + ", jobLeaseSeconds=" + jobLeaseSeconds + ", jobChunkSize=" + jobChunkSize
                + ", jobRetentionDays=" + jobRetentionDays + ", rateLimitPerMinute=" + rateLimitPerMinute
                + ", rateLimitBurst=" + rateLimitBurst + ", authFailuresPerMinute=" + authFailuresPerMinute
                + ", authFailureBurst=" + authFailureBurst + ", dbConnectTimeoutSeconds=" + dbConnectTimeoutSeconds
                + ", dbSocketTimeoutSeconds=" + dbSocketTimeoutSeconds + "]";
    }

    static Optional<String> value(Map<String, String> env, String name) {
        String raw = env.get(name);
        return raw == null || raw.isBlank() ? Optional.empty() : Optional.of(raw.strip());
    }

    static int integer(String name, String text, int min, int max) {
        try {
            int parsed = Integer.parseInt(text);
            if (parsed >= min && parsed <= max) {
                return parsed;
            }
        } catch (NumberFormatException e) {
            // reported below with the accepted range
        }
        throw new SettingsException(name + " must be a whole number from " + min + " to " + max + ", got '" + text
                + "'");
    }

    private static String checkDatabaseUrl(String url) {
        if (!url.startsWith(JDBC_POSTGRESQL)) {
            throw new SettingsException(DATABASE_URL + " must be a JDBC PostgreSQL URL starting with "
                    + JDBC_POSTGRESQL + " (for example jdbc:postgresql://127.0.0.1:5432/outreach?user=app)");
        }
        return url;
    }

    private static String checkSchema(String schema) {
        if (!SCHEMA_NAME.matcher(schema).matches()) {
            throw new SettingsException(DB_SCHEMA + " must be a lowercase SQL identifier (letters, digits, _), got '"
                    + schema + "'");
        }
        return schema;
    }
}
