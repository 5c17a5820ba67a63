package io.campaignoutreach.domain.schedule;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** A state's calling hours, stricter than the federal window, with the holidays on which it bans calls. */
public record StateCallingRule(String state, WeeklyHours hours, Set<Holiday> closedOn, String citation)
        implements LocalTimeRule {

    public StateCallingRule {
        Objects.requireNonNull(state, "state");
        Objects.requireNonNull(hours, "hours");
        closedOn = Set.copyOf(closedOn);
        Objects.requireNonNull(citation, "citation");
    }

    @Override
    public boolean allows(LocalDateTime local) {
        return hours.allows(local) && closedOn.stream().noneMatch(holiday -> holiday.isOn(local.toLocalDate()));
    }

    @Override
    public List<LocalTime> openingTimes(DayOfWeek day) {
        return hours.openingTimes(day);
    }
}
