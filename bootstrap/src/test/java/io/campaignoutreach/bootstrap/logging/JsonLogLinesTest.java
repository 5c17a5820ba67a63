package io.campaignoutreach.bootstrap.logging;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.joran.JoranConfigurator;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.Appender;
import ch.qos.logback.core.OutputStreamAppender;
import ch.qos.logback.core.encoder.Encoder;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.slf4j.MDC;

/** The jar's logback.xml, loaded as the jar loads it: every event becomes one parseable JSON line. */
class JsonLogLinesTest {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final LoggerContext context = new LoggerContext();
    private final ByteArrayOutputStream written = new ByteArrayOutputStream();

    /** Loads the configuration and sends what its console appender would print to {@link #written}. */
    @BeforeEach
    void configureAsTheJarDoes() throws Exception {
        // The context the jar configures at start-up reads the request id from slf4j's MDC; so does this one.
        context.setMDCAdapter(MDC.getMDCAdapter());
        JoranConfigurator configurator = new JoranConfigurator();
        configurator.setContext(context);
        configurator.doConfigure(JsonLogLinesTest.class.getResource("/logback.xml"));
        Logger root = context.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
        Appender<ILoggingEvent> console = root.getAppender("CONSOLE");
        assertThat(console).isInstanceOf(OutputStreamAppender.class);
        Encoder<ILoggingEvent> encoder = ((OutputStreamAppender<ILoggingEvent>) console).getEncoder();
        assertThat(encoder).isInstanceOf(JsonLineEncoder.class);
        root.detachAppender(console);
        OutputStreamAppender<ILoggingEvent> capture = new OutputStreamAppender<>();
        capture.setContext(context);
        capture.setEncoder(encoder);
        capture.setOutputStream(written);
        capture.start();
        root.addAppender(capture);
    }

    @AfterEach
    void stop() {
        MDC.clear();
        context.stop();
    }

    private List<JsonNode> lines() throws Exception {
        String text = written.toString(StandardCharsets.UTF_8);
        assertThat(text).endsWith("\n");
        List<JsonNode> lines = new ArrayList<>();
        for (String line : text.split("\n")) {
            JsonNode node = MAPPER.readTree(line);
            assertThat(node.isObject()).as(line).isTrue();
            lines.add(node);
        }
        return lines;
    }

    @Test
    void givenEventWithContextAndPairs_whenLogged_thenOneFlatJsonObjectWithTypedFields() throws Exception {
        MDC.put("requestId", "req-7");

        context.getLogger("io.campaignoutreach.adapter.http.RequestLog").atInfo()
                .addKeyValue("requestId", "req-7")
                .addKeyValue("keyId", (Object) null)
                .addKeyValue("route", "/v2/campaigns/{campaignId}")
                .addKeyValue("status", 404)
                .addKeyValue("durationMs", 1.25)
                .addKeyValue("message", "a pair may not replace the message")
                .log("GET {} 404", "/v2/campaigns/{campaignId}");

        List<JsonNode> lines = lines();
        assertThat(lines).hasSize(1);
        JsonNode line = lines.get(0);
        assertThat(line.get("timestamp").asText()).matches("\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z");
        assertThat(line.get("level").asText()).isEqualTo("INFO");
        assertThat(line.get("logger").asText()).isEqualTo("io.campaignoutreach.adapter.http.RequestLog");
        assertThat(line.get("thread").asText()).isNotBlank();
        assertThat(line.get("message").asText()).isEqualTo("GET /v2/campaigns/{campaignId} 404");
        assertThat(line.get("requestId").asText()).isEqualTo("req-7");
        assertThat(line.get("keyId").isNull()).isTrue();
        assertThat(line.get("route").asText()).isEqualTo("/v2/campaigns/{campaignId}");
        assertThat(line.get("status").isInt()).isTrue();
        assertThat(line.get("status").asInt()).isEqualTo(404);
        assertThat(line.get("durationMs").asDouble()).isEqualTo(1.25);
        assertThat(line.has("exception")).isFalse();
    }

    @Test
    void givenANameInTheContextAndTwiceAmongThePairs_whenLogged_thenItIsWrittenOnceWithTheContextsValue()
            throws Exception {
        MDC.put("requestId", "from-context");

        context.getLogger("io.campaignoutreach.adapter.http.RequestLog").atInfo()
                .addKeyValue("requestId", "from-pair")
                .addKeyValue("route", "/first")
                .addKeyValue("route", "/second")
                .addKeyValue("level", "not the level")
                .log("named twice");

        String line = written.toString(StandardCharsets.UTF_8);
        assertThat(line.split("\"requestId\"", -1)).hasSize(2);
        assertThat(line.split("\"route\"", -1)).hasSize(2);
        assertThat(line.split("\"level\"", -1)).hasSize(2);
        JsonNode parsed = lines().get(0);
        assertThat(parsed.get("requestId").asText()).isEqualTo("from-context");
        assertThat(parsed.get("route").asText()).isEqualTo("/first");
        assertThat(parsed.get("level").asText()).isEqualTo("INFO");
    }

    @Test
    void givenFailureWithCauseAndMultiLineMessage_whenLogged_thenStillOneLineWithTheTraceInside() throws Exception {
        MDC.put("requestId", "req-8");
        IllegalStateException failure = new IllegalStateException("store failed\nsecond line",
                new IOException("connection reset"));

        context.getLogger("io.campaignoutreach.adapter.http.error.ErrorResponses")
                .error("Unexpected failure of {} {} (request {})", "GET", "/v2/campaigns", "req-8", failure);
        context.getLogger("io.campaignoutreach.bootstrap.Main").info("second event");

        List<JsonNode> lines = lines();
        assertThat(lines).hasSize(2);
        JsonNode error = lines.get(0);
        assertThat(error.get("level").asText()).isEqualTo("ERROR");
        assertThat(error.get("message").asText()).isEqualTo("Unexpected failure of GET /v2/campaigns (request req-8)");
        assertThat(error.get("requestId").asText()).isEqualTo("req-8");
        assertThat(error.get("exception").asText())
                .startsWith("java.lang.IllegalStateException: store failed\nsecond line")
                .contains("\tat io.campaignoutreach.bootstrap.logging.JsonLogLinesTest")
                .contains("Caused by: java.io.IOException: connection reset");
        assertThat(lines.get(1).get("message").asText()).isEqualTo("second event");
    }
}
