package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonSerializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.campaignoutreach.domain.shared.Timestamps;
import io.javalin.http.ContentType;
import io.javalin.http.Context;
import java.io.IOException;
import java.time.Instant;
import java.time.LocalDate;
import java.util.function.Function;

/**
 * The API's one JSON mapper. Reading is strict (duplicate keys and trailing tokens are refused;
 * decimals stay exact). Responses are records written as they are declared; instants are
 * written per D12 and dates as {@code YYYY-MM-DD}.
 */
public final class Json {

    /** Deepest JSON nesting accepted in a request body; the body's own object is the first level. */
    public static final int MAX_NESTING_DEPTH = BodyRules.MAX_NESTING_DEPTH;
    /** Longest single JSON string accepted in a request body, in characters. */
    public static final int MAX_STRING_LENGTH = BodyRules.MAX_STRING_LENGTH;
    /**
     * Where the parser itself stops: far past the body rules, which report what breaks them with
     * its path, yet bounded so that no body can exhaust the stack or the heap while parsing.
     */
    private static final int PARSER_MAX_NESTING_DEPTH = 1_000;

    private static final ObjectMapper MAPPER = build();

    private Json() {
    }

    public static ObjectMapper mapper() {
        return MAPPER;
    }

    /**
     * Answers {@code body} as JSON, written straight to bytes in the thread's {@link AnswerBuffer}
     * and from there to the response, through Javalin's compression when the client asks for it.
     * Javalin's own {@code ctx.json} writes the body to a String and encodes that again, which for a
     * 2 MB page of campaigns was a sixth of the request's time.
     */
    public static void send(Context ctx, Object body) {
        AnswerBuffer buffer = AnswerBuffer.take();
        try {
            MAPPER.writeValue(buffer, body);
        } catch (IOException e) {
            throw new IllegalStateException("an answer could not be written as JSON", e);
        }
        buffer.answer(ctx.contentType(ContentType.APPLICATION_JSON));
    }

    private static ObjectMapper build() {
        SimpleModule module = new SimpleModule("campaign-outreach");
        module.addSerializer(Instant.class, writer(Timestamps::format));
        module.addSerializer(LocalDate.class, writer(LocalDate::toString));
        ObjectMapper mapper = JsonMapper.builder()
                .enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION)
                .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
                .enable(DeserializationFeature.USE_BIG_DECIMAL_FOR_FLOATS)
                .disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
                .addModule(module)
                .build();
        mapper.getFactory().setStreamReadConstraints(StreamReadConstraints.builder()
                .maxNestingDepth(PARSER_MAX_NESTING_DEPTH)
                .build());
        return mapper;
    }

    private static <T> JsonSerializer<T> writer(Function<T, String> text) {
        return new JsonSerializer<>() {
            @Override
            public void serialize(T value, JsonGenerator gen, SerializerProvider serializers) throws IOException {
                gen.writeString(text.apply(value));
            }
        };
    }
}
