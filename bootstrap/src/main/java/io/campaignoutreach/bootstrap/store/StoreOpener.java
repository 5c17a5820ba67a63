package io.campaignoutreach.bootstrap.store;

import io.campaignoutreach.bootstrap.config.Settings;

/** Chooses and opens the store the settings name (D22): PostgreSQL with COS_DATABASE_URL, else in memory. */
@FunctionalInterface
public interface StoreOpener {

    Store open(Settings settings);

    /** The production choice. */
    static StoreOpener fromSettings() {
        return settings -> settings.database().isPresent()
                ? PostgresDatabaseStore.connect(settings)
                : new InMemoryStore();
    }
}
