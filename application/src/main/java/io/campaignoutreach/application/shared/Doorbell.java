package io.campaignoutreach.application.shared;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * How background workers that poll for work are woken early: whoever makes work rings, and an idle
 * worker sleeps until a ring it has not seen or until its pause is over. A worker notes the rings
 * before it looks for work, so a ring while it looks is never missed.
 */
public final class Doorbell {

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition rung = lock.newCondition();
    private long rings;

    public void ring() {
        lock.lock();
        try {
            rings++;
            rung.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** How many times it has rung; pass it to {@link #sleep} after looking for work. */
    public long rings() {
        lock.lock();
        try {
            return rings;
        } finally {
            lock.unlock();
        }
    }

    /**
     * Sleeps for {@code pause} unless it rang after {@code seen}. Returns false when the thread was
     * interrupted (its interrupt flag set again), so the worker should stop.
     */
    public boolean sleep(long seen, Duration pause) {
        lock.lock();
        try {
            if (rings == seen) {
                rung.await(pause.toMillis(), TimeUnit.MILLISECONDS);
            }
            return true;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        } finally {
            lock.unlock();
        }
    }
}
