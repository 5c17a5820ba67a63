package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.shared.StoreUnavailableException;
import java.net.ConnectException;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.time.Duration;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Tells a failure to reach PostgreSQL from every other failure, and turns it into the application's
 * {@link StoreUnavailableException}. The log gets one warning when an outage begins and one line
 * when the store answers again, however many requests and workers fail in between.
 */
final class ConnectionFailures {

    private static final Logger LOG = LoggerFactory.getLogger(ConnectionFailures.class);
    /** Server states that refuse work for now: shutting down, crashed, starting up, out of connection slots. */
    private static final Set<String> SERVER_UNAVAILABLE = Set.of("57P01", "57P02", "57P03", "53300");
    /** SQL state class 08: connection exception (cannot connect, connection lost, protocol broken off). */
    private static final String CONNECTION_EXCEPTION_CLASS = "08";
    private static final int MAX_CAUSES = 32;
    private static final long UP = Long.MIN_VALUE;

    private final int retryAfterSeconds;
    private final AtomicLong outageSince = new AtomicLong(UP);

    ConnectionFailures(int retryAfterSeconds) {
        this.retryAfterSeconds = retryAfterSeconds;
    }

    /** The failure to throw instead of {@code failure}: unchanged unless PostgreSQL could not be reached. */
    RuntimeException translate(RuntimeException failure) {
        if (!isConnectionFailure(failure)) {
            return failure;
        }
        if (outageSince.compareAndSet(UP, System.nanoTime())) {
            LOG.warn("PostgreSQL cannot be reached ({}); requests are answered 503 until it answers again",
                    describe(failure));
        }
        return new StoreUnavailableException(retryAfterSeconds, failure);
    }

    /** Notes that the store answered; ends an outage in progress. */
    void answered() {
        long since = outageSince.get();
        if (since != UP && outageSince.compareAndSet(since, UP)) {
            LOG.info("PostgreSQL answers again after {} ms of outage",
                    Duration.ofNanos(System.nanoTime() - since).toMillis());
        }
    }

    int retryAfterSeconds() {
        return retryAfterSeconds;
    }

    /**
     * Whether the failure, or anything in its cause chain, is a failure to reach the server: the
     * pool giving up waiting for a connection (which is also what an exhausted pool does), a SQL
     * state of class 08, a server refusing work for now, or a refused TCP connection.
     */
    static boolean isConnectionFailure(Throwable failure) {
        int depth = 0;
        for (Throwable t = failure; t != null && depth < MAX_CAUSES; t = t.getCause(), depth++) {
            if (t instanceof SQLTransientConnectionException || t instanceof ConnectException) {
                return true;
            }
            if (t instanceof SQLException sql) {
                for (SQLException s = sql; s != null; s = s.getNextException()) {
                    if (unavailableState(s.getSQLState())) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    private static boolean unavailableState(String state) {
        return state != null && (state.startsWith(CONNECTION_EXCEPTION_CLASS) || SERVER_UNAVAILABLE.contains(state));
    }

    /** The failure's kind and SQL state only: driver messages name hosts and ports. */
    private static String describe(Throwable failure) {
        StringBuilder kinds = new StringBuilder();
        int depth = 0;
        for (Throwable t = failure; t != null && depth < MAX_CAUSES; t = t.getCause(), depth++) {
            if (!kinds.isEmpty()) {
                kinds.append(" < ");
            }
            kinds.append(t.getClass().getSimpleName());
            if (t instanceof SQLException sql && sql.getSQLState() != null) {
                kinds.append(" [").append(sql.getSQLState()).append(']');
            }
        }
        return kinds.toString();
    }
}
