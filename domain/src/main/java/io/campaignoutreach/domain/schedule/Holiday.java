package io.campaignoutreach.domain.schedule;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.Month;
import java.time.MonthDay;
import java.time.temporal.TemporalAdjuster;
import java.time.temporal.TemporalAdjusters;
import java.util.Set;
import java.util.function.IntFunction;

/**
 * A public holiday on which some states ban calls, computed for any year. A fixed-date holiday that
 * falls on a weekend is also observed on the nearest weekday (Saturday: the Friday before, Sunday: the
 * Monday after); both days count as the holiday, since state laws differ on which one they mean.
 */
public enum Holiday {
    NEW_YEARS_DAY(MonthDay.of(Month.JANUARY, 1)),
    MARTIN_LUTHER_KING_JR_DAY(Month.JANUARY, TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.MONDAY)),
    WASHINGTONS_BIRTHDAY(Month.FEBRUARY, TemporalAdjusters.dayOfWeekInMonth(3, DayOfWeek.MONDAY)),
    MEMORIAL_DAY(Month.MAY, TemporalAdjusters.lastInMonth(DayOfWeek.MONDAY)),
    JUNETEENTH(MonthDay.of(Month.JUNE, 19)),
    /**
     * Juneteenth National Freedom Day as Utah Code § 63G-1-301(2)(c)-(d) moves it: the Monday before a
     * Tuesday-to-Friday June 19, the Monday after a weekend one, June 19 itself on a Monday.
     */
    UTAH_JUNETEENTH(Holiday::utahJuneteenth),
    INDEPENDENCE_DAY(MonthDay.of(Month.JULY, 4)),
    LABOR_DAY(Month.SEPTEMBER, TemporalAdjusters.firstInMonth(DayOfWeek.MONDAY)),
    COLUMBUS_DAY(Month.OCTOBER, TemporalAdjusters.dayOfWeekInMonth(2, DayOfWeek.MONDAY)),
    VETERANS_DAY(MonthDay.of(Month.NOVEMBER, 11)),
    THANKSGIVING(Month.NOVEMBER, TemporalAdjusters.dayOfWeekInMonth(4, DayOfWeek.THURSDAY)),
    CHRISTMAS(MonthDay.of(Month.DECEMBER, 25));

    private final IntFunction<Set<LocalDate>> dates;

    Holiday(MonthDay fixedDate) {
        this.dates = year -> observed(fixedDate.atYear(year));
    }

    Holiday(Month month, TemporalAdjuster weekdayInMonth) {
        this.dates = year -> Set.of(LocalDate.of(year, month, 1).with(weekdayInMonth));
    }

    Holiday(IntFunction<Set<LocalDate>> dates) {
        this.dates = dates;
    }

    /** The holiday itself and, for a fixed date on a weekend, the weekday it is observed on. */
    public Set<LocalDate> datesIn(int year) {
        return dates.apply(year);
    }

    private static Set<LocalDate> observed(LocalDate date) {
        return switch (date.getDayOfWeek()) {
            case SATURDAY -> Set.of(date, date.minusDays(1));
            case SUNDAY -> Set.of(date, date.plusDays(1));
            default -> Set.of(date);
        };
    }

    private static Set<LocalDate> utahJuneteenth(int year) {
        LocalDate june19 = LocalDate.of(year, Month.JUNE, 19);
        return Set.of(switch (june19.getDayOfWeek()) {
            case SATURDAY, SUNDAY -> june19.with(TemporalAdjusters.next(DayOfWeek.MONDAY));
            default -> june19.with(TemporalAdjusters.previousOrSame(DayOfWeek.MONDAY));
        });
    }

    public boolean isOn(LocalDate date) {
        // New Year's Day on a Saturday is observed on December 31 of the year before.
        return datesIn(date.getYear()).contains(date) || datesIn(date.getYear() + 1).contains(date);
    }
}
