package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.shared.TransactionRunner;
import java.util.function.Supplier;

/**
 * Secondary adapter: units of work over the in-memory store. Simple and correct rather than fast:
 * a unit of work holds one store-wide lock from start to end, so units run one at a time, and an
 * undo log of its changes is replayed backwards when it throws; a nested call joins the unit in
 * progress. Details in {@link InMemoryStore}.
 */
public final class InMemoryTransactionRunner implements TransactionRunner {

    private final InMemoryStore store;

    InMemoryTransactionRunner(InMemoryStore store) {
        this.store = store;
    }

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        return store.inTransaction(work);
    }
}
