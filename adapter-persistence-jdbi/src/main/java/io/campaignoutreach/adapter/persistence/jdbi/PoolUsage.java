package io.campaignoutreach.adapter.persistence.jdbi;

/**
 * A snapshot of the connection pool: connections lent out, idle and open in all, and threads
 * waiting for one. Read from the pool's own counters, never from the database.
 */
public record PoolUsage(String poolName, int active, int idle, int total, int pending) {
}
