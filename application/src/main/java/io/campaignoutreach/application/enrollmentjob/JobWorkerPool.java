package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.shared.StoreUnavailableException;
import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The background workers of one server process. Each worker takes a job, works it to the end,
 * and looks for the next; an idle worker sleeps until a job is accepted in this process or, for
 * jobs accepted by other processes sharing the store, until the idle poll interval passes.
 * Closing lets every worker finish the chunk in hand and hand its job back. While the store cannot
 * be reached, workers wait as long as the store asks between attempts, and the log says so once per
 * outage rather than once per attempt.
 */
public final class JobWorkerPool implements AutoCloseable {

    private static final Logger LOG = System.getLogger(JobWorkerPool.class.getName());
    private static final Duration PURGE_EVERY = Duration.ofMinutes(10);

    private final EnrollmentJobProcessor processor;
    private final JobSettings settings;
    private final String processId = UUID.randomUUID().toString().substring(0, 8);
    private final List<Thread> threads = new ArrayList<>();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition workArrived = lock.newCondition();
    private volatile boolean running;
    private long wakeUps;
    private volatile long nextPurge = System.nanoTime();
    private final AtomicBoolean waitingForStore = new AtomicBoolean();

    public JobWorkerPool(EnrollmentJobProcessor processor, JobSettings settings) {
        this.processor = processor;
        this.settings = settings;
    }

    public synchronized void start() {
        if (running) {
            return;
        }
        running = true;
        for (int i = 0; i < settings.workers(); i++) {
            String workerId = "worker-" + processId + "-" + i;
            Thread thread = new Thread(() -> work(workerId), "enrollment-" + workerId);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    /** Tells idle workers that a job was accepted. */
    public void wakeUp() {
        lock.lock();
        try {
            wakeUps++;
            workArrived.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void work(String workerId) {
        while (running) {
            long seen = wakeUpsSoFar();
            try {
                purgeNowAndThen();
                boolean worked = processor.processNext(workerId, () -> running);
                storeAnswered();
                if (!worked) {
                    idle(seen, settings.idlePoll());
                }
            } catch (StoreUnavailableException e) {
                // A job in hand keeps its lease until it runs out; then any worker takes it over.
                storeUnavailable(e);
                idle(seen, Duration.ofSeconds(e.retryAfterSeconds()));
            } catch (RuntimeException e) {
                // A job may be broken; its lease runs out and it is retried.
                LOG.log(Level.WARNING, "Enrollment worker " + workerId + " failed; retrying after a pause", e);
                idle(seen, settings.idlePoll());
            }
        }
    }

    private void storeUnavailable(StoreUnavailableException e) {
        if (waitingForStore.compareAndSet(false, true)) {
            LOG.log(Level.WARNING, "Enrollment workers are waiting for the store: " + e.getMessage());
        }
    }

    private void storeAnswered() {
        if (waitingForStore.get() && waitingForStore.compareAndSet(true, false)) {
            LOG.log(Level.INFO, "Enrollment workers reached the store again; jobs resume");
        }
    }

    private long wakeUpsSoFar() {
        lock.lock();
        try {
            return wakeUps;
        } finally {
            lock.unlock();
        }
    }

    private void idle(long seen, Duration pause) {
        lock.lock();
        try {
            if (running && wakeUps == seen) {
                workArrived.await(pause.toMillis(), TimeUnit.MILLISECONDS);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        } finally {
            lock.unlock();
        }
    }

    private void purgeNowAndThen() {
        long now = System.nanoTime();
        if (now - nextPurge >= 0) {
            nextPurge = now + PURGE_EVERY.toNanos();
            processor.purgeExpired();
        }
    }

    /** Stops taking jobs, lets each worker finish its chunk, and waits for them up to {@code timeout}. */
    public void stop(Duration timeout) {
        synchronized (this) {
            running = false;
        }
        wakeUp();
        long deadline = System.nanoTime() + timeout.toNanos();
        for (Thread thread : threads) {
            try {
                thread.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    @Override
    public void close() {
        stop(Duration.ofSeconds(30));
    }
}
