package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Supplier;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.SqlLogger;
import org.jdbi.v3.core.statement.SqlStatements;
import org.jdbi.v3.core.statement.StatementContext;

/** The statements a piece of work runs on a store, for tests that pin how many a read takes. */
final class StatementRecorder {

    private StatementRecorder() {
    }

    /** What the work answered, and the SQL of each statement it ran, in order. */
    record Recorded<T>(T result, List<String> statements) {
    }

    static <T> Recorded<T> during(Jdbi jdbi, Supplier<T> work) {
        List<String> statements = Collections.synchronizedList(new ArrayList<>());
        jdbi.getConfig(SqlStatements.class).setSqlLogger(new SqlLogger() {
            @Override
            public void logAfterExecution(StatementContext context) {
                statements.add(context.getRenderedSql());
            }
        });
        try {
            T result = work.get();
            return new Recorded<>(result, List.copyOf(statements));
        } finally {
            jdbi.getConfig(SqlStatements.class).setSqlLogger(SqlLogger.NOP_SQL_LOGGER);
        }
    }
}
