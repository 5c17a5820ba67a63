package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The stored-instant reader agrees with {@link Instant#parse} on every text the codec writes, and on
 * any text it accepts; what it does not accept is left to Jackson's own reader.
 */
class StoredInstantDeserializerTest {

    private static final long YEAR_0 = Instant.parse("0000-01-01T00:00:00Z").getEpochSecond();
    private static final long YEAR_10000 = Instant.parse("+10000-01-01T00:00:00Z").getEpochSecond();
    private static final String CHARACTERS = "0123456789-:.TZz+ ٣";

    @Test
    void givenInstantsAsTheCodecWritesThem_whenRead_thenEachIsTheInstantWritten() {
        Random random = new Random(20261124);
        for (int i = 0; i < 20_000; i++) {
            Instant instant = randomInstant(random);
            String text = DateTimeFormatter.ISO_INSTANT.format(instant);

            assertThat(StoredInstantDeserializer.parse(text)).as(text).isEqualTo(instant);
        }
    }

    @Test
    void givenEdgesOfTheShape_whenRead_thenTheyAgreeWithTheStrictParser() {
        for (String text : List.of("0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "2024-02-29T12:00:00.5Z",
                "2026-11-24T10:15:30.120Z", "2023-02-29T12:00:00Z", "2026-06-30T23:59:60Z", "2026-11-24T24:00:00Z",
                "2026-11-24T10:15:30.Z", "2026-11-24T10:15:30.1234567891Z", "2026-11-24T10:15:30+00:00",
                "2026-11-24 10:15:30Z", "+10000-01-01T00:00:00Z", "2026-13-01T00:00:00Z", "2026-00-10T00:00:00Z",
                "2026-11-24T10:15Z", "2026-11-24T10:15:30z", "")) {
            assertAgreesWithStrictParser(text);
        }
    }

    @Test
    void givenNearMisses_whenRead_thenEveryAcceptedOneIsTheStrictParsersInstant() {
        Random random = new Random(7);
        for (int i = 0; i < 50_000; i++) {
            StringBuilder text = new StringBuilder(DateTimeFormatter.ISO_INSTANT.format(randomInstant(random)));
            int at = random.nextInt(text.length());
            switch (random.nextInt(3)) {
                case 0 -> text.setCharAt(at, CHARACTERS.charAt(random.nextInt(CHARACTERS.length())));
                case 1 -> text.deleteCharAt(at);
                default -> text.insert(at, CHARACTERS.charAt(random.nextInt(CHARACTERS.length())));
            }
            assertAgreesWithStrictParser(text.toString());
        }
    }

    /** Accepted only what the strict parser reads as the same instant; a leap second goes to Jackson's reader. */
    private static void assertAgreesWithStrictParser(String text) {
        Instant read = StoredInstantDeserializer.parse(text);
        if (read == null) {
            return;
        }
        Instant strict;
        try {
            strict = Instant.parse(text);
        } catch (DateTimeParseException e) {
            throw new AssertionError("read " + text + " that Instant.parse refuses", e);
        }
        assertThat(read).as(text).isEqualTo(strict);
    }

    private static Instant randomInstant(Random random) {
        long second = YEAR_0 + (long) (random.nextDouble() * (YEAR_10000 - YEAR_0));
        int nanos = switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1_000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1_000;
            default -> random.nextInt(1_000_000_000);
        };
        return Instant.ofEpochSecond(second, nanos);
    }
}
