package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Every instant the codec writes reads back as itself, in the years the API writes and beyond them. */
class StoredInstantDeserializerTest {

    private static final long YEAR_MINUS_5000 = Instant.parse("-5000-01-01T00:00:00Z").getEpochSecond();
    private static final long YEAR_15000 = Instant.parse("+15000-01-01T00:00:00Z").getEpochSecond();

    private final JsonCodec json = new JsonCodec();

    /** A document with an instant, as the store's documents hold them. */
    record Stamped(Instant at) {
    }

    @Test
    void givenInstantsOfAnyYearAndPrecision_whenWrittenAndRead_thenEachIsItself() {
        Random random = new Random(20261124);
        for (int i = 0; i < 20_000; i++) {
            Instant instant = randomInstant(random);

            assertThat(json.read(json.write(new Stamped(instant)), Stamped.class).at()).isEqualTo(instant);
        }
    }

    @Test
    void givenTextsOnlyJacksonsReaderReads_whenRead_thenItReadsThem() {
        for (String text : List.of("2026-06-30T23:59:60Z", "+10000-01-01T00:00:00Z", "2026-11-24T10:15:30+01:00")) {
            String document = "{\"at\":\"" + text + "\"}";

            assertThat(json.read(document, Stamped.class).at()).as(text).isEqualTo(Instant.parse(text));
        }
        assertThat(json.read("{\"at\":1.5}", Stamped.class).at()).isEqualTo(Instant.ofEpochSecond(1, 500_000_000));
    }

    private static Instant randomInstant(Random random) {
        long second = YEAR_MINUS_5000 + (long) (random.nextDouble() * (YEAR_15000 - YEAR_MINUS_5000));
        int nanos = switch (random.nextInt(4)) {
            case 0 -> 0;
            case 1 -> random.nextInt(1_000) * 1_000_000;
            case 2 -> random.nextInt(1_000_000) * 1_000;
            default -> random.nextInt(1_000_000_000);
        };
        return Instant.ofEpochSecond(second, nanos);
    }
}
