package io.campaignoutreach.domain.schedule;

import java.time.LocalTime;
import java.util.Objects;

/** Hours of one day, from {@code opens} inclusive to {@code closes} exclusive: 08:00-21:00 allows 20:59, not 21:00. */
public record DailyHours(LocalTime opens, LocalTime closes) {

    public DailyHours {
        Objects.requireNonNull(opens, "opens");
        Objects.requireNonNull(closes, "closes");
        if (!opens.isBefore(closes)) {
            throw new IllegalArgumentException("hours must open before they close: " + opens + "-" + closes);
        }
    }

    public static DailyHours of(int openHour, int closeHour) {
        return new DailyHours(LocalTime.of(openHour, 0), LocalTime.of(closeHour, 0));
    }

    /** Reads {@code HH:MM-HH:MM}. */
    public static DailyHours parse(String text) {
        String[] parts = text.strip().split("-");
        if (parts.length != 2) {
            throw new IllegalArgumentException("hours are written HH:MM-HH:MM, not " + text);
        }
        return new DailyHours(LocalTime.parse(parts[0]), LocalTime.parse(parts[1]));
    }

    public boolean contains(LocalTime time) {
        return !time.isBefore(opens) && time.isBefore(closes);
    }
}
