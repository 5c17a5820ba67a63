package io.campaignoutreach.application.shared;

import java.util.function.Supplier;

/** Outbound port: runs work as one unit; repositories called inside it share the transaction. */
public interface TransactionRunner {

    <T> T inTransaction(Supplier<T> work);

    default void inTransaction(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }
}
