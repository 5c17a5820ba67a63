package io.campaignoutreach.domain.schedule;

import java.time.DayOfWeek;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

/** A rule on the wall-clock time at the customer's end: the federal window, a state's rule, business hours. */
public interface LocalTimeRule {

    boolean allows(LocalDateTime local);

    /** The local times at which this rule can start allowing calls on that day of the week. */
    List<LocalTime> openingTimes(DayOfWeek day);
}
