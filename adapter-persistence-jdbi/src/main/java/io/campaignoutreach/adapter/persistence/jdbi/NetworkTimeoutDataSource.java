package io.campaignoutreach.adapter.persistence.jdbi;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.Executor;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The pool's connections with another limit on how long one read from the server may block: none
 * for migrations, whose statements may rightly run long, and a short one for readiness checks,
 * which must answer quickly even when the network is half dead. The pool restores its own limit
 * when a connection is returned.
 */
final class NetworkTimeoutDataSource implements DataSource {

    /** The driver applies the limit on the calling thread; no executor runs anything. */
    private static final Executor UNUSED = Runnable::run;

    private final DataSource pool;
    private final int timeoutMillis;

    NetworkTimeoutDataSource(DataSource pool, int timeoutMillis) {
        this.pool = pool;
        this.timeoutMillis = timeoutMillis;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return limited(pool.getConnection());
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        return limited(pool.getConnection(username, password));
    }

    private Connection limited(Connection connection) throws SQLException {
        try {
            connection.setNetworkTimeout(UNUSED, timeoutMillis);
            return connection;
        } catch (SQLException | RuntimeException e) {
            connection.close();
            throw e;
        }
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return pool.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        pool.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        pool.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return pool.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return pool.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        return pool.unwrap(type);
    }

    @Override
    public boolean isWrapperFor(Class<?> type) throws SQLException {
        return pool.isWrapperFor(type);
    }
}
