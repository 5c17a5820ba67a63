package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.Doorbell;
import io.campaignoutreach.application.shared.WorkerLoop;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.lang.System.Logger;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The engine's threads in one server process. Each worker runs rounds back to back while there is
 * work, and otherwise sleeps for the idle poll interval or until woken (an enrollment was created
 * or a campaign activated in this process). The carrier is asked on a shared pool of submitter
 * threads, which wait for its answer, never for a call. While the store cannot be reached the
 * workers wait as it asks; calls already dialed go on, and their ends are applied when the carrier
 * delivers them again or settled at their deadline.
 */
public final class OutreachWorkers implements AutoCloseable {

    /** How long closing waits for a round in hand: a round never waits for calls, only for the store and the carrier's answers. */
    private static final Duration ROUND_IN_HAND = Duration.ofSeconds(30);
    private static final Logger LOG = System.getLogger(OutreachWorkers.class.getName());

    private final OutreachEngine engine;
    private final EngineSettings settings;
    private final String processId = UUID.randomUUID().toString().substring(0, 8);
    private final List<Thread> threads = new ArrayList<>();
    private final Doorbell doorbell = new Doorbell();
    private final WorkerLoop loop;
    private ExecutorService submitters;
    private volatile boolean running;

    public OutreachWorkers(OutreachEngine engine, EngineSettings settings) {
        this.engine = engine;
        this.settings = settings;
        this.loop = new WorkerLoop(LOG, "Outreach workers", "outreach resumes", doorbell, settings.idlePoll());
    }

    /** What this process's workers are called as lease owners of their attempts: the prefix of each name. */
    public String ownerPrefix() {
        return "engine-" + processId + "-";
    }

    public synchronized void start() {
        if (running || settings.workers() == 0) {
            return;
        }
        running = true;
        AtomicInteger submitterNumber = new AtomicInteger();
        submitters = Executors.newFixedThreadPool(settings.submitters(), task -> {
            Thread thread = new Thread(task, "outreach-submitter-" + processId + "-" + submitterNumber.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        for (int i = 0; i < settings.workers(); i++) {
            String owner = ownerPrefix() + i;
            Thread thread = new Thread(() -> loop.run(owner, () -> running,
                    () -> !engine.runOnce(owner, submitters).idle()), "outreach-" + owner);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    /** Tells idle workers that there may be work. */
    public void wakeUp() {
        doorbell.ring();
    }

    /**
     * The organization's carrier changed (its provider account was set or removed here): a pause after its
     * previous carrier refused a call is over, and its due calls are taken at once.
     */
    public void carrierChanged(OrganizationId organizationId) {
        engine.carrierChanged(organizationId);
        doorbell.ring();
    }

    /** Stops taking work and waits a while for the rounds in hand, whose calls are then recorded. */
    @Override
    public synchronized void close() {
        if (!running) {
            return;
        }
        running = false;
        wakeUp();
        for (Thread thread : threads) {
            try {
                thread.join(ROUND_IN_HAND.toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        threads.clear();
        submitters.shutdownNow();
    }
}
