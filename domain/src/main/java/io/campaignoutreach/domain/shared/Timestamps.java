package io.campaignoutreach.domain.shared;

import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The spec's {@code <date-time>} and {@code <date>}: UTC with a trailing {@code Z}, seconds and
 * fraction optional, a real calendar date (D12). Written as {@code YYYY-MM-DDTHH:MM:SS.sssZ}.
 */
public final class Timestamps {

    private static final Pattern DATE_TIME = Pattern.compile(
            "^(\\d{4}-\\d{2}-\\d{2})T(\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?Z$");
    private static final Pattern DATE = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}$");
    private static final DateTimeFormatter STRICT_DATE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

    private Timestamps() {
    }

    public static Optional<Instant> parseDateTime(String text) {
        if (text == null) {
            return Optional.empty();
        }
        var m = DATE_TIME.matcher(text);
        if (!m.matches()) {
            return Optional.empty();
        }
        Optional<LocalDate> date = parseDate(m.group(1));
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

    public static Optional<LocalDate> parseDate(String text) {
        if (text == null || !DATE.matcher(text).matches()) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.parse(text, STRICT_DATE));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    public static String format(Instant instant) {
        return instant == null ? null : WRITTEN.format(instant);
    }

}
