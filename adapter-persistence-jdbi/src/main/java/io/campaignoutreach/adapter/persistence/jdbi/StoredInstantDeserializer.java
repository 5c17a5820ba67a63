package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.datatype.jsr310.deser.InstantDeserializer;
import java.io.IOException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;

/**
 * Reads the instants of stored documents. The codec writes them as ISO-8601 in UTC
 * ({@code 2026-11-24T10:15:30.123Z}, the fraction as long as it needs), and that shape, years 0000
 * to 9999, is read character by character: Jackson's own reader goes through {@code DateTimeFormatter},
 * which was two fifths of decoding a customer's policies on every read and sync of it. Anything
 * else (another shape, a leap second, a number) is read by Jackson's reader, as before.
 */
final class StoredInstantDeserializer extends StdScalarDeserializer<Instant> {

    private static final int SHORTEST = "0000-00-00T00:00:00Z".length();
    private static final int FRACTION_AT = SHORTEST - 1;
    private static final int MAX_FRACTION_DIGITS = 9;

    StoredInstantDeserializer() {
        super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.hasToken(JsonToken.VALUE_STRING)) {
            Instant read = parse(parser.getText());
            if (read != null) {
                return read;
            }
        }
        return InstantDeserializer.INSTANT.deserialize(parser, context);
    }

    /** The instant {@code text} writes in the codec's shape, or null when it is not in that shape. */
    static Instant parse(String text) {
        int length = text.length();
        if (length < SHORTEST || length > SHORTEST + 1 + MAX_FRACTION_DIGITS || text.charAt(length - 1) != 'Z'
                || text.charAt(4) != '-' || text.charAt(7) != '-' || text.charAt(10) != 'T'
                || text.charAt(13) != ':' || text.charAt(16) != ':') {
            return null;
        }
        int year = digits(text, 0, 4);
        int month = digits(text, 5, 7);
        int day = digits(text, 8, 10);
        int hour = digits(text, 11, 13);
        int minute = digits(text, 14, 16);
        int second = digits(text, 17, 19);
        int nanos = fraction(text, length - 1);
        if (year < 0 || month < 0 || day < 0 || hour < 0 || hour > 23 || minute < 0 || minute > 59
                || second < 0 || second > 59 || nanos < 0) {
            return null;
        }
        long epochDay;
        try {
            epochDay = LocalDate.of(year, month, day).toEpochDay();
        } catch (DateTimeException e) {
            return null;
        }
        return Instant.ofEpochSecond(epochDay * 86_400 + hour * 3_600L + minute * 60L + second, nanos);
    }

    /** The fraction between the seconds and {@code end} in nanoseconds: 0 when there is none, -1 when malformed. */
    private static int fraction(String text, int end) {
        if (end == FRACTION_AT) {
            return 0;
        }
        if (text.charAt(FRACTION_AT) != '.' || end == FRACTION_AT + 1) {
            return -1;
        }
        int value = digits(text, FRACTION_AT + 1, end);
        if (value < 0) {
            return -1;
        }
        for (int i = end - FRACTION_AT - 1; i < MAX_FRACTION_DIGITS; i++) {
            value *= 10;
        }
        return value;
    }

    /** The ASCII digits from {@code from} to {@code to} as a number, or -1 when one is not a digit. */
    private static int digits(String text, int from, int to) {
        int value = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            value = value * 10 + (c - '0');
        }
        return value;
    }
}
