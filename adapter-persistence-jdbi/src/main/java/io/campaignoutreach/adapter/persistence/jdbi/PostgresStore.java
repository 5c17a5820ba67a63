package io.campaignoutreach.adapter.persistence.jdbi;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.HikariPoolMXBean;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.ratelimit.SharedRateLimiter;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StorePorts;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.UUID;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.configuration.FluentConfiguration;
import org.flywaydb.core.api.output.MigrateResult;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.argument.AbstractArgumentFactory;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.config.ConfigRegistry;
import org.jdbi.v3.core.statement.StatementException;
import org.jdbi.v3.core.statement.StatementExceptions;
import org.jdbi.v3.core.statement.TemplateEngine;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Secondary adapter: the PostgreSQL store. Owns the connection pool, runs the Flyway migrations
 * and hands out every repository over one Jdbi instance.
 */
public final class PostgresStore implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresStore.class);
    /** The pool insists that checking a connection takes less than waiting for one. */
    private static final long MAX_VALIDATION_TIMEOUT_MS = 2_000;
    private static final int REACHABLE_TIMEOUT_SECONDS = 2;

    private final DataSource dataSource;
    /** The pool this store opened and closes; null over a data source its caller owns. */
    private final HikariDataSource ownPool;
    private final String schema;
    private final StorePorts repositories;
    private final Handles handles;
    private final PostgresHealth health;

    private PostgresStore(DataSource dataSource, HikariDataSource ownPool, PostgresSettings settings) {
        this.dataSource = dataSource;
        this.ownPool = ownPool;
        this.schema = settings.schema();
        Jdbi jdbi = configure(Jdbi.create(dataSource));
        Handles handles = new Handles(jdbi, new ConnectionFailures(settings.retryAfterSeconds()));
        this.health = new PostgresHealth(dataSource, this::flyway, settings);
        JsonCodec json = new JsonCodec();
        this.handles = handles;
        this.repositories = new StorePorts(
                new JdbiOrganizationRepository(handles),
                new JdbiApiKeyRepository(handles),
                new JdbiCampaignRepository(handles, json),
                new JdbiCampaignReads(handles, json),
                new JdbiWorkflowRepository(handles, json),
                new JdbiTransferConfigRepository(handles, json),
                new JdbiRoutingConfigRepository(handles, json),
                new JdbiAppointmentConfigRepository(handles, json),
                new JdbiCustomerRepository(handles, json),
                new JdbiCustomerReads(handles, json),
                new JdbiEnrollmentRepository(handles),
                new JdbiCallRepository(handles),
                new JdbiEnrollmentJobRepository(handles, json),
                new JdbiCustomFieldRepository(handles, json),
                new JdbiSourceRepository(handles),
                new JdbiInquiryRepository(handles, json),
                new JdbiOutreachQueue(handles),
                new JdbiSuppressionRepository(handles),
                new JdbiConsentLedgerRepository(handles),
                new JdbiConsentSettingsRepository(handles),
                new JdbiMessageRepository(handles),
                new JdbiProviderAccountRepository(handles, json),
                new JdbiIdempotencyKeyRepository(handles),
                new JdbiTransactionRunner(handles));
    }

    /**
     * Opens the pool; fails at once when the database cannot be reached. Later, a caller waits at
     * most the connection timeout for a connection before the store counts as unavailable, and no
     * read from the server blocks longer than the socket timeout, so a connection whose network went
     * silent fails instead of holding its request for ever.
     */
    public static PostgresStore connect(PostgresSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("campaign-outreach-postgres");
        config.setJdbcUrl(settings.jdbcUrl());
        config.setMaximumPoolSize(settings.poolSize());
        long connectMillis = settings.connectTimeout().toMillis();
        config.setConnectionTimeout(connectMillis);
        config.setValidationTimeout(Math.min(MAX_VALIDATION_TIMEOUT_MS, Math.max(250, connectMillis * 2 / 3)));
        // One attempt of the driver to open a connection gives up when a caller would stop waiting anyway.
        config.addDataSourceProperty("connectTimeout", String.valueOf(settings.connectTimeoutSeconds()));
        config.addDataSourceProperty("loginTimeout", String.valueOf(settings.connectTimeoutSeconds()));
        config.addDataSourceProperty("socketTimeout", String.valueOf(settings.socketTimeout().toSeconds()));
        config.addDataSourceProperty("tcpKeepAlive", "true");
        // A batch of inserts goes to the server as a few multi-row inserts instead of one insert a row.
        config.addDataSourceProperty("reWriteBatchedInserts", "true");
        // Server error details quote the offending values (phones, names); keep them out of messages and logs.
        config.addDataSourceProperty("logServerErrorDetail", "false");
        if (settings.schema() != null) {
            config.setSchema(settings.schema());
        }
        HikariDataSource pool = new HikariDataSource(config);
        return new PostgresStore(pool, pool, settings);
    }

    /**
     * The store over a data source its caller configured, pools and closes (an embedding program's);
     * its connections' own schema holds the tables. Closing the store leaves the data source open.
     */
    public static PostgresStore over(DataSource dataSource) {
        // The URL is never used: connections come from the data source. The timeouts are the defaults.
        return new PostgresStore(dataSource, null, PostgresSettings.of("jdbc:postgresql:provided-data-source"));
    }

    /** Brings the schema up to the latest migration, creating the configured schema when missing. */
    public void migrate() {
        // A migration may rightly run longer than the socket timeout allows a request's statement.
        MigrateResult result = flyway(new NetworkTimeoutDataSource(dataSource, 0)).migrate();
        health.schemaMigrated();
        LOG.info("PostgreSQL schema {} at version {} ({} migrations applied)",
                schema == null ? "(default)" : schema, result.targetSchemaVersion, result.migrationsExecuted);
    }

    /** Whether the store answers and its schema is complete; for readiness probes, never throws. */
    public StoreHealth health() {
        return health;
    }

    private Flyway flyway(DataSource connections) {
        FluentConfiguration flyway = Flyway.configure()
                .dataSource(connections)
                .locations("classpath:db/migration");
        if (schema != null) {
            flyway.schemas(schema).createSchemas(true);
        }
        return flyway.load();
    }

    public StorePorts repositories() {
        return repositories;
    }

    /**
     * The per-key request limiter with this policy, its buckets shared by every process on the
     * database; this process withdraws tokens in shares, so most requests write nothing.
     */
    public RateLimiter rateLimiter(RateLimitPolicy policy) {
        return new SharedRateLimiter(new JdbiSharedBuckets(handles, policy), policy);
    }

    /** The store's Jdbi, for tests in this package that count the statements a use case runs. */
    Jdbi jdbi() {
        return handles.jdbi();
    }

    /** Whether a trivial query answers within a couple of seconds; never throws. */
    public boolean isReachable() {
        try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(REACHABLE_TIMEOUT_SECONDS);
            statement.execute("select 1");
            return true;
        } catch (SQLException | RuntimeException e) {
            LOG.warn("PostgreSQL is not reachable: {}", e.getMessage());
            return false;
        }
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /** The pool's counters as they are now: cheap, and no connection is taken to read them. */
    public PoolUsage poolUsage() {
        if (ownPool == null) {
            return new PoolUsage("provided data source", 0, 0, 0, 0);
        }
        HikariPoolMXBean pool = ownPool.getHikariPoolMXBean();
        if (pool == null) {
            return new PoolUsage(ownPool.getPoolName(), 0, 0, 0, 0);
        }
        return new PoolUsage(ownPool.getPoolName(), pool.getActiveConnections(), pool.getIdleConnections(),
                pool.getTotalConnections(), pool.getThreadsAwaitingConnection());
    }

    @Override
    public void close() {
        if (ownPool != null) {
            ownPool.close();
        }
    }

    private static Jdbi configure(Jdbi jdbi) {
        // No statement is a template. Unrendered, a statement's text is the same string on every call, so
        // the cache of parsed statements finds it by its remembered hash instead of hashing a fresh copy.
        jdbi.setTemplateEngine(TemplateEngine.NOP);
        jdbi.registerArrayType(UUID.class, "uuid");
        jdbi.registerArgument(new InstantArgumentFactory());
        jdbi.registerColumnMapper(Instant.class, (rs, column, ctx) -> {
            OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
            return value == null ? null : value.toInstant();
        });
        // Jdbi's default message lists the bound values, which include personal data.
        jdbi.getConfig(StatementExceptions.class).setMessageRendering(PostgresStore::statementOnly);
        return jdbi;
    }

    private static String statementOnly(StatementException e) {
        String sql = e.getStatementContext() == null ? null : e.getStatementContext().getRawSql();
        return (e.getShortMessage() == null ? "" : e.getShortMessage()) + " [statement: " + sql + "]";
    }

    /** Binds instants as timestamptz through OffsetDateTime, so the JVM's time zone never shifts them. */
    private static final class InstantArgumentFactory extends AbstractArgumentFactory<Instant> {

        InstantArgumentFactory() {
            super(Types.TIMESTAMP_WITH_TIMEZONE);
        }

        @Override
        protected Argument build(Instant value, ConfigRegistry config) {
            return (position, statement, ctx) -> statement.setObject(position, value.atOffset(ZoneOffset.UTC));
        }
    }
}
