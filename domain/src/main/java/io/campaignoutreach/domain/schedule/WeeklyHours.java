package io.campaignoutreach.domain.schedule;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Hours for each day of the week in the customer's local time; a day without hours is closed. */
public record WeeklyHours(Map<DayOfWeek, DailyHours> days) implements LocalTimeRule {

    /** 47 CFR 64.1200(c)(1): no calls before 8 a.m. or after 9 p.m. at the called party's location. */
    public static final WeeklyHours FEDERAL = every(EnumSet.allOf(DayOfWeek.class), DailyHours.of(8, 21));

    /** The business hours assumed when an organization has set none: Monday to Friday, 09:00-17:00. */
    public static final WeeklyHours DEFAULT_BUSINESS_HOURS =
            every(EnumSet.range(DayOfWeek.MONDAY, DayOfWeek.FRIDAY), DailyHours.of(9, 17));

    public WeeklyHours {
        days = Map.copyOf(days);
    }

    public static WeeklyHours every(Set<DayOfWeek> days, DailyHours hours) {
        Map<DayOfWeek, DailyHours> map = new EnumMap<>(DayOfWeek.class);
        days.forEach(day -> map.put(day, hours));
        return new WeeklyHours(map);
    }

    public Optional<DailyHours> on(DayOfWeek day) {
        return Optional.ofNullable(days.get(day));
    }

    @Override
    public boolean allows(LocalDateTime local) {
        return on(local.getDayOfWeek()).map(hours -> hours.contains(local.toLocalTime())).orElse(false);
    }

    @Override
    public List<LocalTime> openingTimes(DayOfWeek day) {
        return on(day).map(hours -> List.of(hours.opens())).orElse(List.of());
    }
}
