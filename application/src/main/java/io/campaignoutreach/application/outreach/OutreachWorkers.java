package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.shared.Doorbell;
import io.campaignoutreach.application.shared.WorkerLoop;
import java.lang.System.Logger;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The engine's threads in one server process. Each worker runs rounds back to back while there is
 * work, and otherwise sleeps for the idle poll interval or until woken (an enrollment was created
 * or a campaign activated in this process). Calls are placed on a shared pool of dialer threads.
 * While the store cannot be reached the workers wait as it asks; attempts in hand keep their leases
 * until they run out and are then reviewed, never placed again.
 */
public final class OutreachWorkers implements AutoCloseable {

    private static final Logger LOG = System.getLogger(OutreachWorkers.class.getName());

    private final OutreachEngine engine;
    private final EngineSettings settings;
    private final String processId = UUID.randomUUID().toString().substring(0, 8);
    private final List<Thread> threads = new ArrayList<>();
    private final Doorbell doorbell = new Doorbell();
    private final WorkerLoop loop;
    private ExecutorService dialers;
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
        AtomicInteger dialerNumber = new AtomicInteger();
        dialers = Executors.newFixedThreadPool(settings.dialers(), task -> {
            Thread thread = new Thread(task, "outreach-dialer-" + processId + "-" + dialerNumber.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        for (int i = 0; i < settings.workers(); i++) {
            String owner = ownerPrefix() + i;
            Thread thread = new Thread(() -> loop.run(owner, () -> running,
                    () -> !engine.runOnce(owner, dialers).idle()), "outreach-" + owner);
            thread.setDaemon(true);
            threads.add(thread);
            thread.start();
        }
    }

    /** Tells idle workers that there may be work. */
    public void wakeUp() {
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
                thread.join(settings.lease().toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
        }
        threads.clear();
        dialers.shutdownNow();
    }
}
