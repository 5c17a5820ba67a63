package io.campaignoutreach.bootstrap.store;

import io.campaignoutreach.adapter.persistence.jdbi.PoolUsage;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.bootstrap.config.Settings;
import java.time.Duration;
import java.util.Optional;
import java.util.function.Supplier;

/** The PostgreSQL persistence adapter as a {@link Store}: a connection pool on the database COS_DATABASE_URL names. */
public final class PostgresDatabaseStore implements Store {

    private final PostgresStore store;
    private final String description;

    private PostgresDatabaseStore(PostgresStore store, String description) {
        this.store = store;
        this.description = description;
    }

    /** Opens the pool; fails when the database cannot be reached, so a bad URL is found at start-up. */
    public static PostgresDatabaseStore connect(Settings settings) {
        String url = settings.database().orElseThrow(() -> new IllegalStateException(
                Settings.DATABASE_URL + " is not set"));
        PostgresStore store = PostgresStore.connect(new PostgresSettings(url, settings.dbPoolSize(),
                settings.dbSchema(), Duration.ofSeconds(settings.dbConnectTimeoutSeconds()),
                Duration.ofSeconds(settings.dbSocketTimeoutSeconds())));
        String description = "PostgreSQL store at " + settings.redactedDatabaseUrl().orElse("?")
                + (settings.dbSchema() == null ? "" : " (schema " + settings.dbSchema() + ")");
        if (!store.isReachable()) {
            store.close();
            throw new IllegalStateException("Cannot reach the database at " + settings.redactedDatabaseUrl()
                    .orElse("?"));
        }
        return new PostgresDatabaseStore(store, description);
    }

    @Override
    public StorePorts ports() {
        return store.repositories();
    }

    @Override
    public RateLimiter rateLimiter(RateLimitPolicy policy) {
        return store.rateLimiter(policy);
    }

    @Override
    public StoreHealth health() {
        return store.health();
    }

    @Override
    public String description() {
        return description;
    }

    @Override
    public boolean persistent() {
        return true;
    }

    @Override
    public void migrate() {
        store.migrate();
    }

    @Override
    public Optional<Supplier<PoolUsage>> pool() {
        return Optional.of(store::poolUsage);
    }

    @Override
    public void close() {
        store.close();
    }
}
