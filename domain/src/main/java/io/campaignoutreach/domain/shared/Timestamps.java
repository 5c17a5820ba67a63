package io.campaignoutreach.domain.shared;

import java.nio.charset.StandardCharsets;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Optional;

/**
 * The spec's {@code <date-time>} and {@code <date>}: UTC with a trailing {@code Z}, seconds and
 * fraction optional, a real calendar date (D12). Written as {@code YYYY-MM-DDTHH:MM:SS.sssZ}.
 */
public final class Timestamps {

    private static final int DATE_LENGTH = "0000-00-00".length();
    private static final int SHORTEST_DATE_TIME = "0000-00-00T00:00Z".length();
    /** Where the minutes end: the seconds' colon when there are seconds, else the Z. */
    private static final int MINUTES_END = "0000-00-00T00:00".length();
    /** Where the seconds end: the fraction's point when there is a fraction, else the Z. */
    private static final int SECONDS_END = "0000-00-00T00:00:00".length();
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final long SECONDS_PER_DAY = 86_400;
    private static final long FIRST_FOUR_DIGIT_SECOND = LocalDate.of(0, 1, 1).toEpochDay() * SECONDS_PER_DAY;
    private static final long LAST_FOUR_DIGIT_SECOND =
            (LocalDate.of(9999, 12, 31).toEpochDay() + 1) * SECONDS_PER_DAY - 1;

    private Timestamps() {
    }

    /**
     * {@code YYYY-MM-DDTHH:MM}, then optionally {@code :SS} and after it a fraction of one to nine
     * digits, then {@code Z}; a real calendar date and time. Read character by character: the store
     * reads the instants of its documents with it, and ISO-8601 in UTC as {@link Instant#toString}
     * writes it for years 0000 to 9999 is of this shape.
     */
    public static Optional<Instant> parseDateTime(String text) {
        if (text == null || text.length() < SHORTEST_DATE_TIME || text.charAt(DATE_LENGTH) != 'T'
                || text.charAt(13) != ':' || text.charAt(text.length() - 1) != 'Z') {
            return Optional.empty();
        }
        Optional<LocalDate> date = dateAt(text);
        int hour = number(text, 11, 13);
        int minute = number(text, 14, MINUTES_END);
        int second = 0;
        int nanos = 0;
        int end = text.length() - 1;
        if (end > MINUTES_END) {
            if (end < SECONDS_END || text.charAt(MINUTES_END) != ':') {
                return Optional.empty();
            }
            second = number(text, MINUTES_END + 1, SECONDS_END);
            nanos = end == SECONDS_END ? 0 : fraction(text, end);
        }
        if (date.isEmpty() || hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59
                || nanos < 0) {
            return Optional.empty();
        }
        return Optional.of(Instant.ofEpochSecond(date.get().toEpochDay() * SECONDS_PER_DAY + hour * 3_600L
                + minute * 60L + second, nanos));
    }

    /** The fraction between the seconds and {@code end} in nanoseconds, or -1 unless it is a point and 1-9 digits. */
    private static int fraction(String text, int end) {
        int digits = end - SECONDS_END - 1;
        if (text.charAt(SECONDS_END) != '.' || digits < 1 || digits > 9) {
            return -1;
        }
        int value = number(text, SECONDS_END + 1, end);
        for (int i = digits; i < 9 && value >= 0; i++) {
            value *= 10;
        }
        return value;
    }

    /**
     * {@code YYYY-MM-DD}, a real calendar date. Read character by character: every stored date of a
     * customer is read again on each read of it, and the pattern and parser this replaces were a
     * measurable part of that read.
     */
    public static Optional<LocalDate> parseDate(String text) {
        return text == null || text.length() != DATE_LENGTH ? Optional.empty() : dateAt(text);
    }

    /** The date in the first ten characters of {@code text}, which has at least ten. */
    private static Optional<LocalDate> dateAt(String text) {
        if (text.charAt(4) != '-' || text.charAt(7) != '-') {
            return Optional.empty();
        }
        int year = number(text, 0, 4);
        int month = number(text, 5, 7);
        int day = number(text, 8, 10);
        if (year < 0 || month < 0 || day < 0) {
            return Optional.empty();
        }
        try {
            return Optional.of(LocalDate.of(year, month, day));
        } catch (DateTimeException e) {
            return Optional.empty();
        }
    }

    /** The ASCII digits from {@code from} to {@code to} as a number, or -1 when one is not a digit. */
    private static int number(String text, int from, int to) {
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

    /**
     * {@code YYYY-MM-DDTHH:MM:SS.sssZ}, the fraction cut (not rounded) to milliseconds. Every answer
     * writes a dozen or more of these, and the general formatter was a tenth of a customer read's
     * time, so years 0000-9999 are written digit by digit; others, which the formatter writes with
     * a sign, still go through it.
     */
    public static String format(Instant instant) {
        if (instant == null) {
            return null;
        }
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST_FOUR_DIGIT_SECOND || seconds > LAST_FOUR_DIGIT_SECOND) {
            return WRITTEN.format(instant);
        }
        return written(seconds, instant.getNano() / 1_000_000, 3);
    }

    /**
     * The instant as {@link Instant#toString()} writes it: the fraction in as many groups of three
     * digits as it needs, none when it is zero. The store writes instants so, and a sync writes
     * hundreds of them a request; years 0000-9999 are written digit by digit, others by
     * {@code Instant.toString()}.
     */
    public static String formatExact(Instant instant) {
        long seconds = instant.getEpochSecond();
        if (seconds < FIRST_FOUR_DIGIT_SECOND || seconds > LAST_FOUR_DIGIT_SECOND) {
            return instant.toString();
        }
        int nanos = instant.getNano();
        if (nanos == 0) {
            return written(seconds, 0, 0);
        }
        if (nanos % 1_000_000 == 0) {
            return written(seconds, nanos / 1_000_000, 3);
        }
        return nanos % 1_000 == 0 ? written(seconds, nanos / 1_000, 6) : written(seconds, nanos, 9);
    }

    /**
     * {@code YYYY-MM-DDTHH:MM:SS}, then {@code fraction} in {@code fractionDigits} digits after a
     * point (none when {@code fractionDigits} is 0), then Z.
     */
    private static String written(long seconds, int fraction, int fractionDigits) {
        LocalDate date = LocalDate.ofEpochDay(Math.floorDiv(seconds, SECONDS_PER_DAY));
        int secondOfDay = (int) Math.floorMod(seconds, SECONDS_PER_DAY);
        byte[] text = new byte[SECONDS_END + (fractionDigits == 0 ? 0 : 1 + fractionDigits) + 1];
        digits(text, 0, date.getYear(), 4);
        text[4] = '-';
        digits(text, 5, date.getMonthValue(), 2);
        text[7] = '-';
        digits(text, 8, date.getDayOfMonth(), 2);
        text[10] = 'T';
        digits(text, 11, secondOfDay / 3600, 2);
        text[13] = ':';
        digits(text, 14, secondOfDay / 60 % 60, 2);
        text[16] = ':';
        digits(text, 17, secondOfDay % 60, 2);
        if (fractionDigits > 0) {
            text[SECONDS_END] = '.';
            digits(text, SECONDS_END + 1, fraction, fractionDigits);
        }
        text[text.length - 1] = 'Z';
        return new String(text, StandardCharsets.US_ASCII);
    }

    private static void digits(byte[] text, int at, int value, int width) {
        for (int i = at + width - 1; i >= at; i--) {
            text[i] = (byte) ('0' + value % 10);
            value /= 10;
        }
    }

}
