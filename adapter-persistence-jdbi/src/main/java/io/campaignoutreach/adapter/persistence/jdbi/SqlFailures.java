package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.shared.ConflictException;
import java.sql.SQLException;
import java.util.Set;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;
import org.postgresql.util.PSQLException;

/**
 * Reads PostgreSQL failures by SQL state: a unique_violation, and a deadlock or serialization
 * failure (a concurrent writer won), become the domain's conflict; every other failure passes
 * unchanged.
 */
final class SqlFailures {

    private static final Set<String> UNIQUE_VIOLATION = Set.of("23505");
    private static final Set<String> LOST_TO_CONCURRENT_WRITER = Set.of("40P01", "40001");

    private SqlFailures() {
    }

    static <T> T asConflict(String what, Supplier<T> work) {
        try {
            return work.get();
        } catch (JdbiException e) {
            if (hasState(e, UNIQUE_VIOLATION)) {
                throw new ConflictException(what);
            }
            throw e;
        }
    }

    /** Whether a transaction failed only because a concurrent transaction got there first; it may be run again. */
    static boolean lostToConcurrentWriter(Throwable failure) {
        return hasState(failure, LOST_TO_CONCURRENT_WRITER);
    }

    static void asConflict(String what, Runnable work) {
        asConflict(what, () -> {
            work.run();
            return null;
        });
    }

    /** Whether the failure is a violation of the named constraint or unique index. */
    static boolean violates(Throwable failure, String constraint) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException()) {
                    if (s instanceof PSQLException psql && psql.getServerErrorMessage() != null
                            && constraint.equals(psql.getServerErrorMessage().getConstraint())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean hasState(Throwable failure, Set<String> states) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            // A failed batch reports the statement's own error through the chain of next exceptions.
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException()) {
                    if (states.contains(s.getSQLState())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
