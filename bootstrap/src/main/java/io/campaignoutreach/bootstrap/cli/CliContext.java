package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.bootstrap.config.Settings;
import io.campaignoutreach.bootstrap.store.Store;
import io.campaignoutreach.bootstrap.store.StoreOpener;
import java.io.PrintStream;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** What every command is given: the environment, where to print, and how to open the configured store. */
public record CliContext(Map<String, String> env, PrintStream out, PrintStream err, StoreOpener stores) {

    private static final Logger LOG = LoggerFactory.getLogger(CliContext.class);

    /** Read when a command runs, not before, so {@code --help} works whatever the environment holds. */
    Settings settings() {
        return Settings.fromEnvironment(env);
    }

    /** Opens the store the settings name and says first thing when its data will not outlive the process. */
    Store openStore(Settings settings) {
        Store store = stores.open(settings);
        warnIfVolatile(store);
        return store;
    }

    /**
     * Opens the database for {@code command}, whose effect only matters where it is kept: without
     * {@code COS_DATABASE_URL} it would act on an in-memory store that is gone when the command
     * exits, so it refuses, naming the variable.
     */
    Store openDatabase(String command) {
        Settings settings = settings();
        if (settings.database().isEmpty()) {
            throw new IllegalStateException(command + " needs a database: set " + Settings.DATABASE_URL
                    + " to a jdbc:postgresql: URL (without one nothing it did would be kept)");
        }
        return openStore(settings);
    }

    static void warnIfVolatile(Store store) {
        if (!store.persistent()) {
            LOG.warn("{} is not set: using the in-memory store. All data is lost when the process exits.",
                    Settings.DATABASE_URL);
        }
    }
}
