package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;

/**
 * Where every repository gets its Jdbi handle: inside a transaction the one bound to the current
 * thread, so all work of a unit shares it; outside, a short-lived handle per call. It is also the
 * one place where a failure to reach PostgreSQL becomes the application's StoreUnavailableException,
 * once per unit of work, after the transaction was rolled back or abandoned.
 */
final class Handles {

    private final Jdbi jdbi;
    private final ConnectionFailures failures;
    private final ThreadLocal<Handle> bound = new ThreadLocal<>();

    Handles(Jdbi jdbi, ConnectionFailures failures) {
        this.jdbi = jdbi;
        this.failures = failures;
    }

    /** The Jdbi behind the handles, for tests that watch the statements a store runs. */
    Jdbi jdbi() {
        return jdbi;
    }

    <T> T with(Function<Handle, T> work) {
        Handle handle = bound.get();
        if (handle != null) {
            return work.apply(handle);
        }
        return reachingStore(() -> jdbi.withHandle(work::apply));
    }

    void use(Consumer<Handle> work) {
        with(handle -> {
            work.accept(handle);
            return null;
        });
    }

    /** Whether this thread is inside a unit of work, whose reads may see its own uncommitted writes. */
    boolean inUnitOfWork() {
        return bound.get() != null;
    }

    /** Runs the work in a transaction; a call made inside another transaction joins it. */
    <T> T inTransaction(Supplier<T> work) {
        if (bound.get() != null) {
            return work.get();
        }
        return reachingStore(() -> jdbi.inTransaction(handle -> {
            bound.set(handle);
            try {
                return work.get();
            } finally {
                bound.remove();
            }
        }));
    }

    private <T> T reachingStore(Supplier<T> call) {
        T result;
        try {
            result = call.get();
        } catch (RuntimeException e) {
            throw failures.translate(e);
        }
        failures.answered();
        return result;
    }
}
