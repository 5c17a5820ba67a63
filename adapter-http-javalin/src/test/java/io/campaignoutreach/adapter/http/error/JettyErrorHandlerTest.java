package io.campaignoutreach.adapter.http.error;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import org.eclipse.jetty.http.HttpFields;
import org.eclipse.jetty.http.HttpHeader;
import org.junit.jupiter.api.Test;

/**
 * Jetty answers a request that reaches a stopping server with 503 itself (its graceful handler);
 * that answer must still be the D2 body with {@code retryAfter} and a {@code Retry-After} header.
 */
class JettyErrorHandlerTest {

    private final JettyErrorHandler handler = new JettyErrorHandler();

    @Test
    void givenServiceUnavailable_whenAnsweredByJetty_thenD2BodyWithRetryAfterAndHeader() throws Exception {
        HttpFields.Mutable headers = HttpFields.build();

        JsonNode body = json(handler.badMessageError(503, null, headers));

        assertThat(body.get("code").asText()).isEqualTo("SERVICE_UNAVAILABLE");
        assertThat(body.get("retryAfter").asInt()).isEqualTo(1);
        assertThat(headers.get(HttpHeader.RETRY_AFTER)).isEqualTo("1");
        assertThat(headers.get(HttpHeader.CONTENT_TYPE)).isEqualTo("application/json");
    }

    @Test
    void givenOtherRefusals_whenAnsweredByJetty_thenNoRetryAfter() throws Exception {
        HttpFields.Mutable headers = HttpFields.build();

        JsonNode body = json(handler.badMessageError(431, null, headers));

        assertThat(body.get("code").asText()).isEqualTo("HEADERS_TOO_LARGE");
        assertThat(body.has("retryAfter")).isFalse();
        assertThat(headers.get(HttpHeader.RETRY_AFTER)).isNull();
    }

    private static JsonNode json(ByteBuffer buffer) throws Exception {
        return new ObjectMapper().readTree(StandardCharsets.UTF_8.decode(buffer).toString());
    }
}
