package io.campaignoutreach.application.shared;

import io.campaignoutreach.domain.shared.ConflictException;
import java.util.function.Supplier;

/** Outbound port: runs work as one unit; repositories called inside it share the transaction. */
public interface TransactionRunner {

    <T> T inTransaction(Supplier<T> work);

    /**
     * Runs {@code work} in a transaction, and again from the start in a new one when it loses a race
     * (a {@link ConflictException}: a stale version, a deadlock or a serialization failure), at most
     * {@code attempts} times in all; the last loss is thrown.
     */
    default <T> T inTransactionRetrying(int attempts, Supplier<T> work) {
        for (int attempt = 1; ; attempt++) {
            try {
                return inTransaction(work);
            } catch (ConflictException lost) {
                if (attempt >= attempts) {
                    throw lost;
                }
            }
        }
    }

    default void inTransaction(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }
}
