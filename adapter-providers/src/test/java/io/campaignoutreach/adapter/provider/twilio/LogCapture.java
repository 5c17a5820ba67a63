package io.campaignoutreach.adapter.provider.twilio;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * Takes the lines {@link TwilioWebhooks} logs (System.Logger goes to java.util.logging by default) so that a test
 * reads them instead of the build's output showing them.
 */
final class LogCapture implements AutoCloseable {

    final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger logger = Logger.getLogger(TwilioWebhooks.class.getName());
    private final boolean parentHandlers = logger.getUseParentHandlers();
    private final Handler handler = new Handler() {
        @Override
        public void publish(LogRecord entry) {
            lines.add(entry.getMessage() + (entry.getThrown() == null ? "" : " " + entry.getThrown()));
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };

    LogCapture() {
        logger.addHandler(handler);
        logger.setUseParentHandlers(false);
    }

    @Override
    public void close() {
        logger.removeHandler(handler);
        logger.setUseParentHandlers(parentHandlers);
    }
}
