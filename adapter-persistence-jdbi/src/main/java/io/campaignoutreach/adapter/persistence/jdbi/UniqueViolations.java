package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.shared.ConflictException;
import java.sql.SQLException;
import java.util.function.Supplier;
import org.jdbi.v3.core.JdbiException;

/** Turns PostgreSQL's unique_violation into the domain's conflict; every other failure passes unchanged. */
final class UniqueViolations {

    private static final String UNIQUE_VIOLATION = "23505";

    private UniqueViolations() {
    }

    static <T> T asConflict(String what, Supplier<T> work) {
        try {
            return work.get();
        } catch (JdbiException e) {
            if (isUniqueViolation(e)) {
                throw new ConflictException(what);
            }
            throw e;
        }
    }

    static void asConflict(String what, Runnable work) {
        asConflict(what, () -> {
            work.run();
            return null;
        });
    }

    private static boolean isUniqueViolation(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            // A failed batch reports the statement's own error through the chain of next exceptions.
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException()) {
                    if (UNIQUE_VIOLATION.equals(s.getSQLState())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }
}
