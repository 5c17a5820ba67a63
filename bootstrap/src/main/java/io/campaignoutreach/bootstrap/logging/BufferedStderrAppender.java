package io.campaignoutreach.bootstrap.logging;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.OutputStreamAppender;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The jar's log on stderr, written through a buffer: a line below WARN reaches stderr within the
 * flush interval (250 ms unless configured), a WARN or ERROR line at once, with whatever was
 * buffered before it, and everything at exit. Writing each access line on its own cost a system call
 * per request, about a tenth of a small read's time; Envoy's access log is buffered the same way.
 * What a process killed outright (SIGKILL) had buffered, at most one interval of lines, is lost.
 */
public final class BufferedStderrAppender extends OutputStreamAppender<ILoggingEvent> {

    private static final int BUFFER_BYTES = 64 * 1024;

    private long flushIntervalMillis = 250;
    private ScheduledExecutorService flusher;
    private Thread exitHook;

    /** How long a line below WARN may wait in the buffer, in milliseconds (logback.xml: flushIntervalMillis). */
    public void setFlushIntervalMillis(long millis) {
        if (millis < 1) {
            throw new IllegalArgumentException("flushIntervalMillis must be at least 1");
        }
        this.flushIntervalMillis = millis;
    }

    @Override
    public void start() {
        setOutputStream(new BufferedOutputStream(new CurrentStderr(), BUFFER_BYTES));
        setImmediateFlush(false);
        super.start();
        flusher = Executors.newSingleThreadScheduledExecutor(task -> {
            Thread thread = new Thread(task, "log-flusher");
            thread.setDaemon(true);
            return thread;
        });
        flusher.scheduleWithFixedDelay(this::flush, flushIntervalMillis, flushIntervalMillis, TimeUnit.MILLISECONDS);
        exitHook = new Thread(this::flushForExit, "log-flush-at-exit");
        Runtime.getRuntime().addShutdownHook(exitHook);
    }

    @Override
    protected void writeOut(ILoggingEvent event) throws IOException {
        super.writeOut(event);
        if (event.getLevel().isGreaterOrEqual(Level.WARN)) {
            flush();
        }
    }

    /**
     * At exit: writes out what is buffered, and from then on every line at once, because the
     * other shutdown hooks (the server's graceful stop among them) log while they run, and none
     * waits for this one.
     */
    void flushForExit() {
        streamWriteLock.lock();
        try {
            setImmediateFlush(true);
            flush();
        } finally {
            streamWriteLock.unlock();
        }
    }

    void flush() {
        streamWriteLock.lock();
        try {
            OutputStream out = getOutputStream();
            if (out != null) {
                out.flush();
            }
        } catch (IOException e) {
            addError("Could not write the log to stderr", e);
        } finally {
            streamWriteLock.unlock();
        }
    }

    @Override
    public void stop() {
        if (!isStarted()) {
            return;
        }
        flusher.shutdownNow();
        try {
            Runtime.getRuntime().removeShutdownHook(exitHook);
        } catch (IllegalStateException alreadyExiting) {
            // The hook is running or has run; nothing is left to remove.
        }
        super.stop();
    }

    /**
     * {@code System.err} as it is at each write, as logback's console appender uses it, and never
     * closed: stopping the appender must not close the process's stderr.
     */
    private static final class CurrentStderr extends OutputStream {

        @Override
        public void write(int b) {
            System.err.write(b);
        }

        @Override
        public void write(byte[] bytes, int offset, int length) {
            System.err.write(bytes, offset, length);
        }

        @Override
        public void flush() {
            System.err.flush();
        }

        @Override
        public void close() {
            flush();
        }
    }
}
