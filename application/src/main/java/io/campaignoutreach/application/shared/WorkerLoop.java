package io.campaignoutreach.application.shared;

import java.lang.System.Logger;
import java.lang.System.Logger.Level;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

/**
 * The loop of a background worker that polls the store for work: it works while there is work,
 * sleeps for the idle poll interval or until the doorbell rings when there is none, waits as long as
 * the store asks while it cannot be reached (logging once per outage, not once per try), and pauses
 * after any other failure. Work in hand when a round fails is left to its lease.
 */
public final class WorkerLoop {

    private final Logger log;
    private final String workers;
    private final String resumed;
    private final Doorbell doorbell;
    private final Duration idlePoll;
    private final AtomicBoolean waitingForStore = new AtomicBoolean();

    /**
     * @param workers  who is working, as the log names them ("Enrollment workers")
     * @param resumed  what the log says resumes with the store ("jobs resume")
     */
    public WorkerLoop(Logger log, String workers, String resumed, Doorbell doorbell, Duration idlePoll) {
        this.log = log;
        this.workers = workers;
        this.resumed = resumed;
        this.doorbell = doorbell;
        this.idlePoll = idlePoll;
    }

    /** Runs {@code round} (true when it found work) as {@code workerId} while {@code running} holds. */
    public void run(String workerId, BooleanSupplier running, BooleanSupplier round) {
        while (running.getAsBoolean()) {
            long seen = doorbell.rings();
            Duration pause;
            try {
                boolean worked = round.getAsBoolean();
                storeAnswered();
                pause = worked ? Duration.ZERO : idlePoll;
            } catch (StoreUnavailableException e) {
                if (waitingForStore.compareAndSet(false, true)) {
                    log.log(Level.WARNING, workers + " are waiting for the store: " + e.getMessage());
                }
                pause = Duration.ofSeconds(e.retryAfterSeconds());
            } catch (RuntimeException e) {
                log.log(Level.WARNING, workers + ": " + workerId + " failed; retrying after a pause", e);
                pause = idlePoll;
            }
            if (!pause.isZero() && running.getAsBoolean() && !doorbell.sleep(seen, pause)) {
                return;
            }
        }
    }

    private void storeAnswered() {
        if (waitingForStore.get() && waitingForStore.compareAndSet(true, false)) {
            log.log(Level.INFO, workers + " reached the store again; " + resumed);
        }
    }
}
