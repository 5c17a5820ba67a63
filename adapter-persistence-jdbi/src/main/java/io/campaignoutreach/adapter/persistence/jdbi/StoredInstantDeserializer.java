package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import io.campaignoutreach.domain.shared.Timestamps;
import java.io.IOException;
import java.time.Instant;

/**
 * Reads the instants of stored documents. The codec writes them as ISO-8601 in UTC
 * ({@code 2026-11-24T10:15:30.123Z}, the fraction as long as it needs), which for years 0000 to
 * 9999 is the API's own date-time, read character by character by {@link Timestamps#parseDateTime}.
 * Jackson's reader goes through {@code DateTimeFormatter}: in a profile of sync, two fifths of the
 * time spent decoding the matched customers' documents. Anything else (another year, a leap second,
 * a number) is still read by Jackson's reader.
 */
final class StoredInstantDeserializer extends StdScalarDeserializer<Instant> {

    StoredInstantDeserializer() {
        super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.hasToken(JsonToken.VALUE_STRING)) {
            Instant read = Timestamps.parseDateTime(parser.getText()).orElse(null);
            if (read != null) {
                return read;
            }
        }
        return InstantDeserializer.INSTANT.deserialize(parser, context);
    }
}
