package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;

/** Secondary adapter: runs a unit of work in one PostgreSQL transaction shared by the repositories. */
final class JdbiTransactionRunner implements TransactionRunner {

    private final Handles handles;

    JdbiTransactionRunner(Handles handles) {
        this.handles = handles;
    }

    /**
     * A deadlock or serialization failure is reported as a {@link ConflictException}, like a lost
     * optimistic lock, so callers that retry conflicts retry these too.
     */
    @Override
    public <T> T inTransaction(Supplier<T> work) {
        try {
            return handles.inTransaction(work);
        } catch (JdbiException e) {
            if (SqlFailures.lostToConcurrentWriter(e)) {
                throw new ConflictException("A concurrent change won; the unit of work was rolled back");
            }
            throw e;
        }
    }
}
