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

    static void warnIfVolatile(Store store) {
        if (!store.persistent()) {
            LOG.warn("{} is not set: using the in-memory store. All data is lost when the process exits.",
                    Settings.DATABASE_URL);
        }
    }
}
