package io.campaignoutreach.domain.shared;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class TimestampsTest {

    @Test
    void givenSpecForms_whenParsed_thenSameInstant() {
        assertThat(Timestamps.parseDateTime("2026-03-01T09:30Z")).contains(Instant.parse("2026-03-01T09:30:00Z"));
        assertThat(Timestamps.parseDateTime("2026-03-01T09:30:15Z")).contains(Instant.parse("2026-03-01T09:30:15Z"));
        assertThat(Timestamps.parseDateTime("2026-03-01T09:30:15.5Z"))
                .contains(Instant.parse("2026-03-01T09:30:15.500Z"));
        assertThat(Timestamps.parseDateTime("2024-02-29T00:00:00Z")).isPresent();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2026-02-30T00:00:00Z", "2025-02-29T00:00:00Z", "2026-03-01T24:00:00Z",
            "2026-03-01T09:30:00+01:00", "2026-03-01T09:30:00", "2026-03-01", "2026-3-1T09:30Z", "",
            "2026-03-01T09:60Z", "2026-03-01t09:30z"})
    void givenOffSpecText_whenParsed_thenRefused(String text) {
        assertThat(Timestamps.parseDateTime(text)).isEmpty();
    }

    @Test
    void givenTextsNearADateTime_whenParsed_thenAsThePatternAndTheCalendarDecide() {
        String characters = "0123456789-:.TZz+ x\u0661";
        Random random = new Random(11);
        for (int i = 0; i < 100_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-62_167_219_200L, 253_402_300_800L),
                    random.nextBoolean() ? 0 : random.nextInt(1_000_000_000));
            StringBuilder text = new StringBuilder(random.nextInt(4) == 0 ? instant.toString().substring(0, 16) + "Z"
                    : instant.toString());
            for (int changes = random.nextInt(3); changes > 0; changes--) {
                int at = random.nextInt(text.length());
                switch (random.nextInt(3)) {
                    case 0 -> text.setCharAt(at, characters.charAt(random.nextInt(characters.length())));
                    case 1 -> text.deleteCharAt(at);
                    default -> text.insert(at, characters.charAt(random.nextInt(characters.length())));
                }
                if (text.isEmpty()) {
                    text.append('Z');
                }
            }
            String candidate = text.toString();
            assertThat(Timestamps.parseDateTime(candidate)).as(candidate).isEqualTo(byPattern(candidate));
        }
    }

    @Test
    void givenInstantsOfYearsZeroToNineThousandNineHundredNinetyNine_whenWrittenAsIso_thenReadAsThemselves() {
        Random random = new Random(5);
        for (int i = 0; i < 20_000; i++) {
            Instant instant = Instant.ofEpochSecond(random.nextLong(-62_167_219_200L, 253_402_300_800L),
                    random.nextInt(1_000_000_000));

            assertThat(Timestamps.parseDateTime(instant.toString())).as(instant.toString()).contains(instant);
        }
    }

    /** The spec's date-time as a pattern and the calendar read it, as this class did before. */
    private static Optional<Instant> byPattern(String text) {
        Matcher m = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?Z$")
                .matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<LocalDate> date = Timestamps.parseDate(m.group(1));
        int hour = Integer.parseInt(m.group(2));
        int minute = Integer.parseInt(m.group(3));
        int second = m.group(4) == null ? 0 : Integer.parseInt(m.group(4));
        if (date.isEmpty() || hour > 23 || minute > 59 || second > 59) {
            return Optional.empty();
        }
        String fraction = m.group(5) == null ? "" : m.group(5);
        int nanos = fraction.isEmpty() ? 0 : Integer.parseInt((fraction + "000000000").substring(0, 9));
        return Optional.of(date.get().atTime(hour, minute, second, nanos).toInstant(ZoneOffset.UTC));
    }

    @Test
    void givenTextsNearADate_whenParsed_thenAsAStrictParserDecides() {
        DateTimeFormatter strict = DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);
        String characters = "0123456789-x \u0661";
        Random random = new Random(3);
        for (int i = 0; i < 50_000; i++) {
            char[] text = LocalDate.ofEpochDay(random.nextInt(-800_000, 2_900_000)).toString().toCharArray();
            for (int changes = random.nextInt(3); changes > 0; changes--) {
                text[random.nextInt(text.length)] = characters.charAt(random.nextInt(characters.length()));
            }
            String candidate = new String(text);
            Optional<LocalDate> expected;
            try {
                expected = candidate.matches("\\d{4}-\\d{2}-\\d{2}") ? Optional.of(LocalDate.parse(candidate, strict))
                        : Optional.empty();
            } catch (DateTimeParseException e) {
                expected = Optional.empty();
            }
            assertThat(Timestamps.parseDate(candidate)).as(candidate).isEqualTo(expected);
        }
    }

    @Test
    void givenAnyInstant_whenFormatted_thenAsTheGeneralFormatterWritesIt() {
        DateTimeFormatter general = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'")
                .withZone(ZoneOffset.UTC);
        Random random = new Random(12);
        List<Instant> instants = new ArrayList<>(List.of(Instant.EPOCH, Instant.EPOCH.minusNanos(1),
                Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("0000-01-01T00:00:00Z").minusNanos(1),
                Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("9999-12-31T23:59:59.999999999Z")
                        .plusNanos(1), Instant.parse("2024-02-29T23:59:59.999Z")));
        for (int i = 0; i < 20_000; i++) {
            instants.add(Instant.ofEpochSecond(random.nextLong(-400_000_000_000L, 400_000_000_000L),
                    random.nextInt(1_000_000_000)));
        }
        for (Instant instant : instants) {
            assertThat(Timestamps.format(instant)).as("%s", instant).isEqualTo(general.format(instant));
        }
    }

    @Test
    void givenAnyInstant_whenFormattedExactly_thenAsInstantWritesItself() {
        Random random = new Random(13);
        List<Instant> instants = new ArrayList<>(List.of(Instant.EPOCH, Instant.EPOCH.minusNanos(1),
                Instant.parse("0000-01-01T00:00:00Z"), Instant.parse("0000-01-01T00:00:00Z").minusNanos(1),
                Instant.parse("9999-12-31T23:59:59.999999999Z"), Instant.parse("9999-12-31T23:59:59.999999999Z")
                        .plusNanos(1), Instant.parse("2024-02-29T23:59:59.100Z"),
                Instant.parse("2024-02-29T23:59:59.000100Z"), Instant.parse("2024-02-29T23:59:59.000000100Z")));
        for (int i = 0; i < 20_000; i++) {
            int nanos = random.nextInt(1_000_000_000);
            // As many whole seconds, milliseconds and microseconds as other fractions.
            int fraction = switch (i % 4) {
                case 0 -> 0;
                case 1 -> nanos / 1_000_000 * 1_000_000;
                case 2 -> nanos / 1_000 * 1_000;
                default -> nanos;
            };
            instants.add(Instant.ofEpochSecond(random.nextLong(-400_000_000_000L, 400_000_000_000L), fraction));
        }
        for (Instant instant : instants) {
            assertThat(Timestamps.formatExact(instant)).as("%s", instant).isEqualTo(instant.toString());
        }
    }

    @Test
    void givenInstant_whenFormatted_thenMillisecondsAndZ() {
        assertThat(Timestamps.format(Instant.parse("2026-03-01T09:30:00.123456Z")))
                .isEqualTo("2026-03-01T09:30:00.123Z");
        assertThat(Timestamps.format(Instant.parse("2026-03-01T09:30:00Z"))).isEqualTo("2026-03-01T09:30:00.000Z");
        assertThat(Timestamps.parseDate("2026-02-29")).isEmpty();
        assertThat(Timestamps.parseDate("2028-02-29")).isPresent();
    }
}
