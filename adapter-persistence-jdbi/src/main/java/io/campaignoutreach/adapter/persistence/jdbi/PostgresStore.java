package io.campaignoutreach.adapter.persistence.jdbi;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.application.shared.Repositories;
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
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Secondary adapter: the PostgreSQL store. Owns the connection pool, runs the Flyway migrations
 * and hands out every repository over one Jdbi instance.
 */
public final class PostgresStore implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresStore.class);
    private static final long CONNECTION_TIMEOUT_MS = 3_000;
    private static final long VALIDATION_TIMEOUT_MS = 2_000;
    private static final int REACHABLE_TIMEOUT_SECONDS = 2;

    private final HikariDataSource dataSource;
    private final String schema;
    private final Repositories repositories;

    private PostgresStore(HikariDataSource dataSource, String schema) {
        this.dataSource = dataSource;
        this.schema = schema;
        Jdbi jdbi = configure(Jdbi.create(dataSource));
        Handles handles = new Handles(jdbi);
        JsonCodec json = new JsonCodec();
        this.repositories = new Repositories(
                new JdbiOrganizationRepository(handles),
                new JdbiApiKeyRepository(handles),
                new JdbiCampaignRepository(handles, json),
                new JdbiWorkflowRepository(handles, json),
                new JdbiTransferConfigRepository(handles, json),
                new JdbiRoutingConfigRepository(handles, json),
                new JdbiAppointmentConfigRepository(handles, json),
                new JdbiCustomerRepository(handles, json),
                new JdbiEnrollmentRepository(handles),
                new JdbiCallRepository(handles),
                new JdbiEnrollmentJobRepository(handles, json),
                new JdbiCustomFieldRepository(handles, json),
                new JdbiSourceRepository(handles),
                new JdbiInquiryRepository(handles, json),
                new JdbiTransactionRunner(handles));
    }

    /** Opens the pool; fails at once when the database cannot be reached. */
    public static PostgresStore connect(PostgresSettings settings) {
        HikariConfig config = new HikariConfig();
        config.setPoolName("campaign-outreach-postgres");
        config.setJdbcUrl(settings.jdbcUrl());
        config.setMaximumPoolSize(settings.poolSize());
        config.setConnectionTimeout(CONNECTION_TIMEOUT_MS);
        config.setValidationTimeout(VALIDATION_TIMEOUT_MS);
        // Server error details quote the offending values (phones, names); keep them out of messages and logs.
        config.addDataSourceProperty("logServerErrorDetail", "false");
        if (settings.schema() != null) {
            config.setSchema(settings.schema());
        }
        return new PostgresStore(new HikariDataSource(config), settings.schema());
    }

    /** Brings the schema up to the latest migration, creating the configured schema when missing. */
    public void migrate() {
        FluentConfiguration flyway = Flyway.configure()
                .dataSource(dataSource)
                .locations("classpath:db/migration");
        if (schema != null) {
            flyway.schemas(schema).createSchemas(true);
        }
        MigrateResult result = flyway.load().migrate();
        LOG.info("PostgreSQL schema {} at version {} ({} migrations applied)",
                schema == null ? "(default)" : schema, result.targetSchemaVersion, result.migrationsExecuted);
    }

    public Repositories repositories() {
        return repositories;
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

    @Override
    public void close() {
        dataSource.close();
    }

    private static Jdbi configure(Jdbi jdbi) {
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
