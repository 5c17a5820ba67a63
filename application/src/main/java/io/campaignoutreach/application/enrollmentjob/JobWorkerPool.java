package io.campaignoutreach.application.enrollmentjob;

import io.campaignoutreach.application.shared.Doorbell;
import io.campaignoutreach.application.shared.WorkerLoop;
import java.lang.System.Logger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.TimeUnit;

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
    private final Doorbell doorbell = new Doorbell();
    private final WorkerLoop loop;
    private volatile boolean running;
    private volatile long nextPurge = System.nanoTime();

    public JobWorkerPool(EnrollmentJobProcessor processor, JobSettings settings) {
        this.processor = processor;
        this.settings = settings;
        this.loop = new WorkerLoop(LOG, "Enrollment workers", "jobs resume", doorbell, settings.idlePoll());
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

    /**
     * Works every job that can be claimed now to its end, in the calling thread, and returns how
     * many it took: for a process that starts no workers (an embedding program, a test) and wants
     * its accepted jobs done before it reads their results. Jobs accepted meanwhile are taken too.
     */
    public int runPending() {
        String workerId = "caller-" + processId;
        int taken = 0;
        while (processor.processNext(workerId, () -> true)) {
            taken++;
        }
        return taken;
    }

    /** Tells idle workers that a job was accepted. */
    public void wakeUp() {
        doorbell.ring();
    }

    private void work(String workerId) {
        loop.run(workerId, () -> running, () -> {
            purgeNowAndThen();
            return processor.processNext(workerId, () -> running);
        });
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
