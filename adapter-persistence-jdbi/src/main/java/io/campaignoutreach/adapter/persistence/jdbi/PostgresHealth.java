package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StoreReadiness;
import io.campaignoutreach.application.shared.StoreReadiness.Check;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Function;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Readiness of the PostgreSQL store: a trivial query answers, and the schema has every migration
 * this build carries. Once the schema was found complete it stays so (migrations are never undone),
 * so later checks cost one query. Both checks are bounded by the connection timeout, even on a
 * connection whose network went silent.
 */
final class PostgresHealth implements StoreHealth {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresHealth.class);

    private final DataSource checks;
    private final Function<DataSource, Flyway> flyway;
    private final int timeoutSeconds;
    private final int retryAfterSeconds;
    private volatile boolean migrated;

    /**
     * @param pool the store's pool
     * @param flyway the store's migrations over a given data source
     * @param settings whose connection timeout bounds each check and sets the retry advice
     */
    PostgresHealth(DataSource pool, Function<DataSource, Flyway> flyway, PostgresSettings settings) {
        this.timeoutSeconds = settings.connectTimeoutSeconds();
        this.retryAfterSeconds = settings.retryAfterSeconds();
        this.checks = new NetworkTimeoutDataSource(pool, timeoutSeconds * 1000);
        this.flyway = flyway;
    }

    /** The schema was just brought up to date: the migrations check need not ask Flyway. */
    void schemaMigrated() {
        migrated = true;
    }

    @Override
    public StoreReadiness readiness() {
        Check store = storeAnswers();
        Check migrations = migrated ? Check.OK
                : store == Check.OK ? migrationsApplied() : Check.SKIPPED;
        return new StoreReadiness(store, migrations, retryAfterSeconds);
    }

    private Check storeAnswers() {
        try (Connection connection = checks.getConnection(); Statement statement = connection.createStatement()) {
            statement.setQueryTimeout(timeoutSeconds);
            statement.execute("select 1");
            return Check.OK;
        } catch (SQLException | RuntimeException e) {
            LOG.debug("Readiness: PostgreSQL does not answer", e);
            return Check.FAILED;
        }
    }

    private Check migrationsApplied() {
        try {
            int pending = flyway.apply(checks).info().pending().length;
            if (pending == 0) {
                migrated = true;
                return Check.OK;
            }
            LOG.debug("Readiness: {} migrations are not applied to the schema yet", pending);
            return Check.FAILED;
        } catch (RuntimeException e) {
            LOG.debug("Readiness: the schema's migrations could not be read", e);
            return Check.FAILED;
        }
    }
}
