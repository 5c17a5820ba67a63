package io.campaignoutreach.bootstrap.logging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

class BufferedStderrAppenderTest {

    private static final long AN_HOUR = Duration.ofHours(1).toMillis();

    private final PrintStream stderr = System.err;
    private final ByteArrayOutputStream captured = new ByteArrayOutputStream();
    private final LoggerContext context = new LoggerContext();
    private final BufferedStderrAppender appender = new BufferedStderrAppender();
    private Logger logger;

    @BeforeEach
    void captureStderr() {
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void restoreStderr() {
        appender.stop();
        System.setErr(stderr);
    }

    private void start(long flushIntervalMillis) {
        context.setMDCAdapter(MDC.getMDCAdapter());
        appender.setContext(context);
        appender.setEncoder(new JsonLineEncoder());
        appender.setFlushIntervalMillis(flushIntervalMillis);
        appender.start();
        logger = context.getLogger("test");
        logger.addAppender(appender);
        logger.setAdditive(false);
    }

    private String written() {
        return captured.toString(StandardCharsets.UTF_8);
    }

    @Test
    void givenInfoLine_whenTheIntervalPasses_thenItIsOnStderr() throws InterruptedException {
        start(20);

        logger.info("answered");

        Instant deadline = Instant.now().plusSeconds(10);
        while (!written().contains("answered") && Instant.now().isBefore(deadline)) {
            Thread.sleep(5);
        }
        assertThat(written()).contains("\"message\":\"answered\"").endsWith("\n");
    }

    @Test
    void givenWarnLine_whenLogged_thenItAndTheLinesBeforeItAreOnStderrAtOnce() {
        start(AN_HOUR);

        logger.info("first");
        assertThat(written()).isEmpty();
        logger.warn("second");

        assertThat(written().lines()).hasSize(2);
        assertThat(written()).contains("\"message\":\"first\"", "\"message\":\"second\"");
    }

    @Test
    void givenBufferedLines_whenStopped_thenWrittenAndStderrStaysOpen() {
        start(AN_HOUR);
        logger.info("buffered");

        appender.stop();

        assertThat(written()).contains("\"message\":\"buffered\"");
        System.err.print("still open");
        assertThat(System.err.checkError()).isFalse();
        assertThat(written()).endsWith("still open");
    }

    @Test
    void givenTheExitFlush_whenLaterLinesAreLogged_thenEachIsWrittenAtOnce() {
        start(AN_HOUR);
        logger.info("before exit");

        appender.flushForExit();
        assertThat(written()).contains("before exit");
        logger.info("stopping");

        assertThat(written()).contains("\"message\":\"stopping\"");
    }

    @Test
    void givenNoInterval_whenConfigured_thenRefused() {
        assertThatThrownBy(() -> appender.setFlushIntervalMillis(0))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
