package io.campaignoutreach.adapter.provider.vapi;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Optional;

/** The JSON Vapi sends and answers, read leniently: Vapi adds fields often, and a missing one is not an error. */
final class VapiJson {

    static final ObjectMapper MAPPER = new ObjectMapper()
            .configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false)
            .configure(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS, true);

    private VapiJson() {
    }

    /** A text field of {@code node}, followed by {@code path}; empty when absent, null, blank or not text. */
    static Optional<String> text(JsonNode node, String... path) {
        JsonNode at = node;
        for (String name : path) {
            if (at == null || !at.isObject()) {
                return Optional.empty();
            }
            at = at.get(name);
        }
        return at != null && at.isTextual() && !at.asText().isBlank() ? Optional.of(at.asText()) : Optional.empty();
    }

    /** An ISO-8601 instant, as Vapi writes {@code startedAt} and {@code endedAt}. */
    static Optional<Instant> instant(String text) {
        if (text == null || text.isBlank()) {
            return Optional.empty();
        }
        try {
            return Optional.of(Instant.parse(text));
        } catch (DateTimeParseException notAnInstant) {
            return Optional.empty();
        }
    }

    /** A message's {@code timestamp}: milliseconds since the epoch in current messages, ISO-8601 in older ones. */
    static Optional<Instant> timestamp(JsonNode timestamp) {
        if (timestamp == null || timestamp.isNull()) {
            return Optional.empty();
        }
        if (timestamp.isNumber()) {
            return Optional.of(Instant.ofEpochMilli(timestamp.asLong()));
        }
        return timestamp.isTextual() ? instant(timestamp.asText()) : Optional.empty();
    }

    /** A cost that is a number and not negative (a cost the application takes). */
    static Optional<BigDecimal> cost(BigDecimal cost) {
        return cost == null || cost.signum() < 0 ? Optional.empty() : Optional.of(cost);
    }

    static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    /** JSON text of an answer the adapter builds itself, which always serializes. */
    static String write(Object value) {
        try {
            return MAPPER.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an answer built in memory always serializes", e);
        }
    }
}
