package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.shared.StoreUnavailableException;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import org.junit.jupiter.api.Test;

/** Which failures count as PostgreSQL being out of reach (P34), and what becomes of them. */
class ConnectionFailuresTest {

    private final ConnectionFailures failures = new ConnectionFailures(3);

    @Test
    void givenPoolTimeoutOrRefusedConnection_whenClassified_thenUnavailable() {
        assertThat(ConnectionFailures.isConnectionFailure(wrapped(new SQLTransientConnectionException(
                "pool - Connection is not available, request timed out after 3000ms")))).isTrue();
        assertThat(ConnectionFailures.isConnectionFailure(wrapped(new SQLException("refused",
                "08001", new ConnectException("Connection refused"))))).isTrue();
        assertThat(ConnectionFailures.isConnectionFailure(wrapped(new IllegalStateException(
                new ConnectException("Connection refused"))))).isTrue();
    }

    @Test
    void givenConnectionStatesOrServerRefusingWork_whenClassified_thenUnavailable() {
        for (String state : new String[] {"08000", "08003", "08006", "57P01", "57P02", "57P03", "53300"}) {
            assertThat(ConnectionFailures.isConnectionFailure(wrapped(new SQLException("x", state)))).as(state)
                    .isTrue();
        }
        SQLException batch = new SQLException("batch failed", "23000");
        batch.setNextException(new SQLException("lost", "08006"));
        assertThat(ConnectionFailures.isConnectionFailure(wrapped(batch))).as("next exception").isTrue();
    }

    @Test
    void givenStatementFailures_whenClassified_thenNotUnavailable() {
        for (String state : new String[] {"23505", "40001", "40P01", "57014", "42P01", "28P01"}) {
            assertThat(ConnectionFailures.isConnectionFailure(wrapped(new SQLException("x", state)))).as(state)
                    .isFalse();
        }
        assertThat(ConnectionFailures.isConnectionFailure(new IllegalStateException("no SQL at all"))).isFalse();
    }

    @Test
    void givenConnectionFailure_whenTranslated_thenStoreUnavailableWithRetryAdviceAndNoDetails() {
        RuntimeException failure = wrapped(new SQLException("Connection to db.internal:5432 refused", "08001"));

        RuntimeException translated = failures.translate(failure);

        assertThat(translated).isInstanceOf(StoreUnavailableException.class).hasCause(failure);
        assertThat(((StoreUnavailableException) translated).retryAfterSeconds()).isEqualTo(3);
        assertThat(translated.getMessage()).doesNotContain("db.internal").doesNotContain("5432");
    }

    @Test
    void givenOtherFailure_whenTranslated_thenUnchanged() {
        RuntimeException failure = wrapped(new SQLException("duplicate", "23505"));

        assertThat(failures.translate(failure)).isSameAs(failure);
    }

    @Test
    void givenCyclicCauses_whenClassified_thenTheWalkEnds() {
        CyclicFailure first = new CyclicFailure();
        CyclicFailure second = new CyclicFailure();
        first.next = second;
        second.next = first;

        assertThat(ConnectionFailures.isConnectionFailure(first)).isFalse();
    }

    private static RuntimeException wrapped(Exception cause) {
        return new IllegalStateException("statement failed", cause);
    }

    private static final class CyclicFailure extends RuntimeException {
        private Throwable next;

        @Override
        public synchronized Throwable getCause() {
            return next;
        }
    }
}
