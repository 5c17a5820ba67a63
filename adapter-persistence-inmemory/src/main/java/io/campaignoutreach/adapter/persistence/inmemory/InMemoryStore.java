package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import java.util.function.Supplier;

/**
 * Secondary adapter support: the lock and the undo log shared by every table of one in-memory
 * store.
 *
 * <p>Simple and correct rather than fast: one store-wide read-write lock. A unit of work holds
 * the write lock from its start to its end, so units of work run one after another and no reader
 * ever sees a half-done one (serializable isolation). Each change made inside it records how to
 * undo itself in a log confined to the working thread; when the work throws, the log is replayed
 * backwards and the exception goes on unchanged. A nested unit of work joins the one in progress.
 * A single write outside any unit of work runs as its own, so a batch insert is all or nothing.
 * Reads outside a unit of work share the read lock. Work inside a unit of work must not wait for
 * other threads that use the same store, since they would wait for its lock.
 */
final class InMemoryStore {

    private final ReentrantReadWriteLock lock = new ReentrantReadWriteLock();
    private final ThreadLocal<Deque<Runnable>> undoLog = new ThreadLocal<>();
    /** Rows read by whole-table scans of every table, so tests can pin work that must not grow with the data. */
    private final LongAdder rowsScanned = new LongAdder();

    <T> T read(Supplier<T> work) {
        lock.readLock().lock();
        try {
            return work.get();
        } finally {
            lock.readLock().unlock();
        }
    }

    void write(Runnable work) {
        inTransaction(() -> {
            work.run();
            return null;
        });
    }

    <T> T inTransaction(Supplier<T> work) {
        if (undoLog.get() != null) {
            return work.get();
        }
        lock.writeLock().lock();
        Deque<Runnable> log = new ArrayDeque<>();
        undoLog.set(log);
        try {
            return work.get();
        } catch (Throwable failure) {
            while (!log.isEmpty()) {
                log.pop().run();
            }
            throw failure;
        } finally {
            undoLog.remove();
            lock.writeLock().unlock();
        }
    }

    void scanned(int rows) {
        rowsScanned.add(rows);
    }

    long rowsScanned() {
        return rowsScanned.sum();
    }

    /** Remembers how to take back a change just made; only valid inside a unit of work. */
    void onRollback(Runnable undo) {
        Deque<Runnable> log = undoLog.get();
        if (log == null) {
            throw new IllegalStateException("in-memory tables change only inside a unit of work");
        }
        log.push(undo);
    }
}
