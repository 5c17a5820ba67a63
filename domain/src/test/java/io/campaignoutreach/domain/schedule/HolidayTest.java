package io.campaignoutreach.domain.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import org.junit.jupiter.api.Test;

class HolidayTest {

    @Test
    void givenYear2024_whenNthWeekdayHolidays_thenTheirDates() {
        assertThat(Holiday.MARTIN_LUTHER_KING_JR_DAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 1, 15));
        assertThat(Holiday.WASHINGTONS_BIRTHDAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 2, 19));
        assertThat(Holiday.MEMORIAL_DAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 5, 27));
        assertThat(Holiday.LABOR_DAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 9, 2));
        assertThat(Holiday.COLUMBUS_DAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 10, 14));
        assertThat(Holiday.THANKSGIVING.datesIn(2024)).containsExactly(LocalDate.of(2024, 11, 28));
        assertThat(Holiday.THANKSGIVING.datesIn(2025)).containsExactly(LocalDate.of(2025, 11, 27));
    }

    @Test
    void givenFixedDateOnWeekend_whenDates_thenObservedWeekdayToo() {
        assertThat(Holiday.INDEPENDENCE_DAY.datesIn(2026)).containsExactlyInAnyOrder(
                LocalDate.of(2026, 7, 4), LocalDate.of(2026, 7, 3));
        assertThat(Holiday.CHRISTMAS.datesIn(2022)).containsExactlyInAnyOrder(
                LocalDate.of(2022, 12, 25), LocalDate.of(2022, 12, 26));
        assertThat(Holiday.VETERANS_DAY.datesIn(2024)).containsExactly(LocalDate.of(2024, 11, 11));
    }

    @Test
    void givenNewYearOnSaturday_whenDecemberThirtyFirst_thenObservedTheYearBefore() {
        assertThat(Holiday.NEW_YEARS_DAY.isOn(LocalDate.of(2021, 12, 31))).isTrue();
        assertThat(Holiday.NEW_YEARS_DAY.isOn(LocalDate.of(2022, 1, 1))).isTrue();
        assertThat(Holiday.NEW_YEARS_DAY.isOn(LocalDate.of(2022, 12, 30))).isFalse();
    }

    @Test
    void givenJuneteenth_whenDates_thenObservedLikeAFederalHoliday() {
        assertThat(Holiday.JUNETEENTH.datesIn(2027)).containsExactlyInAnyOrder(
                LocalDate.of(2027, 6, 19), LocalDate.of(2027, 6, 18));
        assertThat(Holiday.JUNETEENTH.datesIn(2022)).containsExactlyInAnyOrder(
                LocalDate.of(2022, 6, 19), LocalDate.of(2022, 6, 20));
        assertThat(Holiday.JUNETEENTH.datesIn(2025)).containsExactly(LocalDate.of(2025, 6, 19));
    }

    @Test
    void givenUtahsJuneteenth_whenDates_thenTheMondayItsStatuteNames() {
        assertThat(Holiday.UTAH_JUNETEENTH.datesIn(2025)).containsExactly(LocalDate.of(2025, 6, 16));
        assertThat(Holiday.UTAH_JUNETEENTH.datesIn(2027)).containsExactly(LocalDate.of(2027, 6, 21));
        assertThat(Holiday.UTAH_JUNETEENTH.datesIn(2028)).containsExactly(LocalDate.of(2028, 6, 19));
    }
}
