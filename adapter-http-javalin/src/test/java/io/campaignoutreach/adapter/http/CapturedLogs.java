package io.campaignoutreach.adapter.http;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.AppenderBase;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.slf4j.LoggerFactory;
import org.slf4j.event.KeyValuePair;

/**
 * Test support: every log event of every logger while attached, so a test can read the access
 * line of a request and check that nothing logged for it leaks what it must not. The access line
 * is written after the answer reaches the client, so tests wait for it here rather than assume it.
 */
final class CapturedLogs extends AppenderBase<ILoggingEvent> implements AutoCloseable {

    private static final Duration WAIT = Duration.ofSeconds(10);

    private final BlockingQueue<ILoggingEvent> arriving = new LinkedBlockingQueue<>();
    private final List<ILoggingEvent> seen = new ArrayList<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    private CapturedLogs() {
    }

    static CapturedLogs attach() {
        CapturedLogs logs = new CapturedLogs();
        logs.setName("captured");
        logs.setContext(logs.root.getLoggerContext());
        logs.start();
        logs.root.addAppender(logs);
        return logs;
    }

    @Override
    protected void append(ILoggingEvent event) {
        // Freezes the thread-bound parts (MDC, caller data) before the thread moves on.
        event.prepareForDeferredProcessing();
        arriving.add(event);
    }

    /** Waits for the access line of the request with this id, and returns it. */
    ILoggingEvent accessLine(String requestId) {
        long deadline = System.nanoTime() + WAIT.toNanos();
        while (true) {
            ILoggingEvent found = accessLines(requestId).stream().findFirst().orElse(null);
            if (found != null) {
                return found;
            }
            long left = deadline - System.nanoTime();
            ILoggingEvent next;
            try {
                next = left <= 0 ? null : arriving.poll(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted waiting for the access line of " + requestId, e);
            }
            if (next == null) {
                throw new AssertionError("no access line for request " + requestId + " within " + WAIT
                        + "; logged: " + everything());
            }
            seen.add(next);
        }
    }

    /** The access lines logged so far for the request with this id. */
    List<ILoggingEvent> accessLines(String requestId) {
        arriving.drainTo(seen);
        return seen.stream().filter(event -> event.getLoggerName().equals(RequestLog.class.getName()))
                .filter(event -> requestId.equals(value(event, "requestId")))
                .toList();
    }

    /** Every event logged so far. */
    List<ILoggingEvent> events() {
        arriving.drainTo(seen);
        return List.copyOf(seen);
    }

    /** Every event logged so far, each rendered as all its text: message, key-value pairs, MDC and throwable. */
    List<String> everything() {
        arriving.drainTo(seen);
        return seen.stream().map(CapturedLogs::render).toList();
    }

    static Object value(ILoggingEvent event, String key) {
        List<KeyValuePair> pairs = event.getKeyValuePairs() == null ? List.of() : event.getKeyValuePairs();
        return pairs.stream().filter(pair -> pair.key.equals(key)).map(pair -> pair.value).findFirst().orElse(null);
    }

    static Map<String, String> keyValues(ILoggingEvent event) {
        return event.getKeyValuePairs().stream()
                .collect(Collectors.toMap(pair -> pair.key, pair -> Objects.toString(pair.value)));
    }

    private static String render(ILoggingEvent event) {
        IThrowableProxy thrown = event.getThrowableProxy();
        return event.getLevel() + " " + event.getLoggerName() + " " + event.getFormattedMessage()
                + " " + event.getKeyValuePairs() + " " + event.getMDCPropertyMap()
                + (thrown == null ? "" : " " + ThrowableProxyUtil.asString(thrown));
    }

    @Override
    public void close() {
        root.detachAppender(this);
        stop();
    }
}
