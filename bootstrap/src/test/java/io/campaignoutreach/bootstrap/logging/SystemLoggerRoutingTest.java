package io.campaignoutreach.bootstrap.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import io.campaignoutreach.application.enrollmentjob.JobWorkerPool;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

/**
 * The application module depends on nothing, so it logs through {@link System.Logger}; on the
 * jar's class path those events must reach logback, and so its JSON lines, like every other.
 */
class SystemLoggerRoutingTest {

    @Test
    void givenApplicationSystemLogger_whenItLogs_thenLogbackReceivesTheEvent() {
        String name = JobWorkerPool.class.getName();
        Logger logger = ((LoggerContext) LoggerFactory.getILoggerFactory()).getLogger(name);
        ListAppender<ILoggingEvent> captured = new ListAppender<>();
        captured.start();
        logger.addAppender(captured);
        try {
            System.getLogger(name).log(System.Logger.Level.WARNING, "Store unavailable; workers pause");
        } finally {
            logger.detachAppender(captured);
        }

        assertThat(captured.list).singleElement().satisfies(event -> {
            assertThat(event.getLevel().toString()).isEqualTo("WARN");
            assertThat(event.getFormattedMessage()).isEqualTo("Store unavailable; workers pause");
        });
    }
}
