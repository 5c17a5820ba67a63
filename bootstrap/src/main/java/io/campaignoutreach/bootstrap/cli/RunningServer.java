package io.campaignoutreach.bootstrap.cli;

import io.campaignoutreach.adapter.http.ApiServer;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import io.campaignoutreach.bootstrap.wiring.OutreachEngineSetup;
import io.campaignoutreach.bootstrap.store.Store;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A started API server with its outreach engine, job workers and store. Closing stops the server
 * first (requests in flight finish), then the engine (rounds in hand record their calls), then the
 * job workers (each finishes its chunk and hands its job back), then the store, so nothing meets a
 * closed store.
 */
public final class RunningServer implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(RunningServer.class);

    private final ApiServer server;
    private final OutreachEngineSetup.OutreachRuntime engine;
    private final JobWorkerPool workers;
    private final Store store;
    private final int port;
    private final CountDownLatch closed = new CountDownLatch(1);
    private final AtomicBoolean closing = new AtomicBoolean();

    RunningServer(ApiServer server, OutreachEngineSetup.OutreachRuntime engine, JobWorkerPool workers, Store store, int port) {
        this.server = server;
        this.engine = engine;
        this.workers = workers;
        this.store = store;
        this.port = port;
    }

    public int port() {
        return port;
    }

    /** Blocks until {@link #close()} has finished, e.g. from the shutdown hook. */
    void awaitClosed() {
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void close() {
        if (!closing.compareAndSet(false, true)) {
            return;
        }
        LOG.info("Shutting down: finishing requests in flight");
        try {
            server.close();
            engine.close();
            workers.close();
        } finally {
            store.close();
            LOG.info("Stopped");
            closed.countDown();
        }
    }
}
