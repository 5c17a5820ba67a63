package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.shared.TransactionRunner;
import java.util.function.Supplier;

/** Secondary adapter: runs a unit of work in one PostgreSQL transaction shared by the repositories. */
final class JdbiTransactionRunner implements TransactionRunner {

    private final Handles handles;

    JdbiTransactionRunner(Handles handles) {
        this.handles = handles;
    }

    @Override
    public <T> T inTransaction(Supplier<T> work) {
        return handles.inTransaction(work);
    }
}
