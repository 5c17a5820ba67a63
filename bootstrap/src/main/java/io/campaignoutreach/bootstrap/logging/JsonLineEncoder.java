package io.campaignoutreach.bootstrap.logging;

import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.IThrowableProxy;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.encoder.EncoderBase;
import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.campaignoutreach.domain.shared.Timestamps;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.slf4j.event.KeyValuePair;

/**
 * Writes each log event as one flat JSON object on one line: timestamp (UTC, milliseconds), level,
 * logger, thread, message, then the logging context (requestId) and the event's key-value pairs as
 * fields of their own, and a stack trace as the one string {@code exception}. Logback's own
 * JsonEncoder nests the pairs in a list and repeats the logger context on every line, which log
 * search handles worse than top-level fields.
 */
public final class JsonLineEncoder extends EncoderBase<ILoggingEvent> {

    private static final JsonFactory JSON = new JsonFactory();
    private static final Set<String> FIXED_FIELDS = Set.of("timestamp", "level", "logger", "thread", "message",
            "exception");

    @Override
    public byte[] headerBytes() {
        return null;
    }

    @Override
    public byte[] footerBytes() {
        return null;
    }

    @Override
    public byte[] encode(ILoggingEvent event) {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        try (JsonGenerator json = JSON.createGenerator(line, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeStringField("timestamp", Timestamps.format(event.getInstant()));
            json.writeStringField("level", event.getLevel().toString());
            json.writeStringField("logger", event.getLoggerName());
            json.writeStringField("thread", event.getThreadName());
            json.writeStringField("message", event.getFormattedMessage());
            // A name is written once: the fixed fields win over the context, the context over the pairs.
            Map<String, String> context = event.getMDCPropertyMap();
            for (Map.Entry<String, String> entry : context.entrySet()) {
                if (!FIXED_FIELDS.contains(entry.getKey())) {
                    json.writeStringField(entry.getKey(), entry.getValue());
                }
            }
            List<KeyValuePair> pairs = event.getKeyValuePairs();
            if (pairs != null) {
                for (int i = 0; i < pairs.size(); i++) {
                    KeyValuePair pair = pairs.get(i);
                    if (pair.key != null && !FIXED_FIELDS.contains(pair.key) && !context.containsKey(pair.key)
                            && !namedBefore(pairs, i)) {
                        json.writeFieldName(pair.key);
                        writeValue(json, pair.value);
                    }
                }
            }
            IThrowableProxy thrown = event.getThrowableProxy();
            if (thrown != null) {
                json.writeStringField("exception", ThrowableProxyUtil.asString(thrown));
            }
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        line.write('\n');
        return line.toByteArray();
    }

    /**
     * Whether a pair before {@code index} has the same key. An event carries a handful of pairs, so
     * looking back costs less than the set of names each line used to build.
     */
    private static boolean namedBefore(List<KeyValuePair> pairs, int index) {
        String key = pairs.get(index).key;
        for (int i = 0; i < index; i++) {
            if (key.equals(pairs.get(i).key)) {
                return true;
            }
        }
        return false;
    }

    /** Numbers and booleans stay JSON numbers and booleans; anything else is written as its text. */
    private static void writeValue(JsonGenerator json, Object value) throws IOException {
        if (value == null) {
            json.writeNull();
        } else if (value instanceof Integer || value instanceof Long || value instanceof Short
                || value instanceof Byte) {
            json.writeNumber(((Number) value).longValue());
        } else if ((value instanceof Double || value instanceof Float)
                && Double.isFinite(((Number) value).doubleValue())) {
            json.writeNumber(((Number) value).doubleValue());
        } else if (value instanceof BigDecimal decimal) {
            json.writeNumber(decimal);
        } else if (value instanceof BigInteger integer) {
            json.writeNumber(integer);
        } else if (value instanceof Boolean bool) {
            json.writeBoolean(bool);
        } else {
            json.writeString(String.valueOf(value));
        }
    }
}
