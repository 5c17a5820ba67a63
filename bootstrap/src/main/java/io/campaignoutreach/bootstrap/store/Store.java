package io.campaignoutreach.bootstrap.store;

import io.campaignoutreach.application.shared.Repositories;

/** Bootstrap's handle on the chosen persistence adapter: its repositories, schema migration and shutdown. */
public interface Store extends AutoCloseable {

    Repositories repositories();

    /** What the store is, safe to log and print: never credentials. */
    String description();

    /** Whether data outlives the process. */
    boolean persistent();

    /** Brings the schema up to date; nothing to do for a store without one. */
    void migrate();

    @Override
    void close();
}
