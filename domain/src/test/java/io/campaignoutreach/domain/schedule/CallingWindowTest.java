package io.campaignoutreach.domain.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class CallingWindowTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");
    private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");
    private static final ZoneId LOS_ANGELES = ZoneId.of("America/Los_Angeles");
    private static final ZoneId PHOENIX = ZoneId.of("America/Phoenix");
    private static final ZoneId DENVER = ZoneId.of("America/Denver");
    private static final ZoneId HONOLULU = ZoneId.of("Pacific/Honolulu");
    private static final StateCallingRules STATE_RULES = StateCallingRules.load();

    private static Instant at(String local, ZoneId zone) {
        return ZonedDateTime.ofLocal(LocalDateTime.parse(local), zone, null).toInstant();
    }

    private static CallingWindow federal(ZoneId... zones) {
        return new CallingWindow(Set.of(zones), List.of());
    }

    private static CallingWindow inState(String state, ZoneId... zones) {
        return new CallingWindow(Set.of(zones), STATE_RULES.applicableTo(Set.of(state)));
    }

    @Test
    void givenFederalWindow_whenBoundaryMinutes_thenOpensAtEightAndClosesAtNine() {
        CallingWindow window = federal(NEW_YORK);
        assertThat(window.isOpen(at("2024-06-12T07:59", NEW_YORK))).isFalse();
        assertThat(window.isOpen(at("2024-06-12T07:59:59", NEW_YORK))).isFalse();
        assertThat(window.isOpen(at("2024-06-12T08:00", NEW_YORK))).isTrue();
        assertThat(window.isOpen(at("2024-06-12T20:59", NEW_YORK))).isTrue();
        assertThat(window.isOpen(at("2024-06-12T21:00", NEW_YORK))).isFalse();
    }

    @Test
    void givenClosedEvening_whenNextOpening_thenEightNextMorningAcrossMidnight() {
        assertThat(federal(CHICAGO).nextOpening(at("2024-06-12T22:30", CHICAGO)))
                .contains(at("2024-06-13T08:00", CHICAGO));
        assertThat(federal(CHICAGO).nextOpening(at("2024-06-13T00:00", CHICAGO)))
                .contains(at("2024-06-13T08:00", CHICAGO));
    }

    @Test
    void givenOpenInstant_whenNextOpening_thenThatInstant() {
        Instant noon = at("2024-06-12T12:00:30", NEW_YORK);
        assertThat(federal(NEW_YORK).nextOpening(noon)).contains(noon);
    }

    @Test
    void givenSpringForwardDay_whenNextOpening_thenEightLocalDaylightTime() {
        for (ZoneId zone : List.of(NEW_YORK, CHICAGO, DENVER, LOS_ANGELES)) {
            Instant opening = federal(zone).nextOpening(at("2024-03-10T01:30", zone)).orElseThrow();
            assertThat(opening).isEqualTo(at("2024-03-10T08:00", zone));
            assertThat(opening.atZone(zone).getOffset()).isEqualTo(zone.getRules().getOffset(at("2024-07-01T00:00", zone)));
            assertThat(federal(zone).isOpen(at("2024-03-10T20:59", zone))).isTrue();
            assertThat(federal(zone).isOpen(at("2024-03-10T21:00", zone))).isFalse();
        }
    }

    @Test
    void givenFallBackDay_whenNextOpening_thenEightLocalStandardTime() {
        for (ZoneId zone : List.of(NEW_YORK, CHICAGO, DENVER, LOS_ANGELES)) {
            // 01:30 happens twice that night; both are closed and both lead to 08:00 standard time.
            Instant firstOneThirty = ZonedDateTime.ofLocal(LocalDateTime.parse("2024-11-03T01:30"), zone, null).toInstant();
            Instant secondOneThirty = firstOneThirty.plusSeconds(3600);
            Instant eight = at("2024-11-03T08:00", zone);
            assertThat(federal(zone).nextOpening(firstOneThirty)).contains(eight);
            assertThat(federal(zone).nextOpening(secondOneThirty)).contains(eight);
            assertThat(federal(zone).isOpen(eight.minusSeconds(60))).isFalse();
            assertThat(federal(zone).isOpen(at("2024-11-03T20:59", zone))).isTrue();
            assertThat(federal(zone).isOpen(at("2024-11-03T21:00", zone))).isFalse();
        }
    }

    @Test
    void givenArizona_whenSummerAndWinter_thenSameUtcHoursAllYear() {
        CallingWindow arizona = federal(PHOENIX);
        assertThat(arizona.nextOpening(Instant.parse("2024-07-01T05:00:00Z"))).contains(Instant.parse("2024-07-01T15:00:00Z"));
        assertThat(arizona.nextOpening(Instant.parse("2024-01-15T05:00:00Z"))).contains(Instant.parse("2024-01-15T15:00:00Z"));
        // Denver shifts with DST, Phoenix does not: in summer Phoenix is Pacific time.
        assertThat(arizona.isOpen(at("2024-07-01T08:00", LOS_ANGELES))).isTrue();
        assertThat(arizona.isOpen(at("2024-07-01T07:59", LOS_ANGELES))).isFalse();
    }

    @Test
    void givenHawaii_whenMainlandEvening_thenHawaiiStillOpenAndMorningLater() {
        CallingWindow hawaii = federal(HONOLULU);
        assertThat(hawaii.isOpen(at("2024-06-12T21:30", NEW_YORK))).isTrue();
        assertThat(hawaii.nextOpening(at("2024-06-12T09:00", NEW_YORK))).contains(at("2024-06-12T08:00", HONOLULU));
        assertThat(at("2024-06-12T08:00", HONOLULU)).isEqualTo(Instant.parse("2024-06-12T18:00:00Z"));
    }

    @Test
    void givenTwoCandidateZones_whenChecked_thenOpenOnlyWhereBothAre() {
        CallingWindow tennessee = federal(NEW_YORK, CHICAGO);
        assertThat(tennessee.isOpen(at("2024-06-12T08:30", NEW_YORK))).isFalse();
        assertThat(tennessee.nextOpening(at("2024-06-12T08:30", NEW_YORK))).contains(at("2024-06-12T08:00", CHICAGO));
        assertThat(tennessee.isOpen(at("2024-06-12T20:30", CHICAGO))).isFalse();
        assertThat(tennessee.isOpen(at("2024-06-12T19:59", CHICAGO))).isTrue();
    }

    @Test
    void givenFlorida_whenEightPm_thenClosedAnHourBeforeFederal() {
        CallingWindow florida = inState("FL", NEW_YORK);
        assertThat(florida.isOpen(at("2024-06-12T19:59", NEW_YORK))).isTrue();
        assertThat(florida.isOpen(at("2024-06-12T20:00", NEW_YORK))).isFalse();
    }

    @Test
    void givenUtah_whenSunday_thenClosedAndNextOpeningIsMondayMorning() {
        CallingWindow utah = inState("UT", DENVER);
        // Not the week after: Monday 2024-06-17 is Utah's Juneteenth.
        Instant sundayNoon = at("2024-06-09T12:00", DENVER);
        assertThat(utah.isOpen(sundayNoon)).isFalse();
        assertThat(utah.nextOpening(sundayNoon)).contains(at("2024-06-10T08:00", DENVER));
    }

    @Test
    void givenTexas_whenSunday_thenOpensAtNoon() {
        CallingWindow texas = inState("TX", CHICAGO);
        assertThat(texas.isOpen(at("2024-06-16T11:59", CHICAGO))).isFalse();
        assertThat(texas.nextOpening(at("2024-06-16T08:00", CHICAGO))).contains(at("2024-06-16T12:00", CHICAGO));
        assertThat(texas.isOpen(at("2024-06-17T08:30", CHICAGO))).isFalse();
        assertThat(texas.isOpen(at("2024-06-17T09:00", CHICAGO))).isTrue();
    }

    @Test
    void givenLouisiana_whenHolidayWeekend_thenNextOpeningIsAfterTheHoliday() {
        CallingWindow louisiana = inState("LA", CHICAGO);
        // Friday evening before Memorial Day 2024: Saturday open, Sunday banned, Monday 27 May a holiday.
        assertThat(louisiana.nextOpening(at("2024-05-24T20:30", CHICAGO))).contains(at("2024-05-25T08:00", CHICAGO));
        assertThat(louisiana.nextOpening(at("2024-05-25T20:00", CHICAGO))).contains(at("2024-05-28T08:00", CHICAGO));
        assertThat(louisiana.isOpen(at("2024-05-27T12:00", CHICAGO))).isFalse();
    }

    @Test
    void givenUtah_whenChristmasOnSundayObservedMonday_thenBothDaysClosed() {
        CallingWindow utah = inState("UT", DENVER);
        // 25 December 2022 was a Sunday; the holiday was observed on Monday 26.
        assertThat(utah.nextOpening(at("2022-12-24T21:00", DENVER))).contains(at("2022-12-27T08:00", DENVER));
    }

    @Test
    void givenSouthDakota_whenWeekend_thenClosedUntilMondayNine() {
        CallingWindow southDakota = inState("SD", CHICAGO);
        assertThat(southDakota.nextOpening(at("2024-06-14T21:00", CHICAGO))).contains(at("2024-06-17T09:00", CHICAGO));
    }

    @Test
    void givenBusinessHours_whenWeekend_thenNextOpeningIsMondayNine() {
        CallingWindow window = new CallingWindow(Set.of(NEW_YORK), List.of(WeeklyHours.DEFAULT_BUSINESS_HOURS));
        assertThat(window.isOpen(at("2024-06-14T16:59", NEW_YORK))).isTrue();
        assertThat(window.isOpen(at("2024-06-14T17:00", NEW_YORK))).isFalse();
        assertThat(window.nextOpening(at("2024-06-14T17:00", NEW_YORK))).contains(at("2024-06-17T09:00", NEW_YORK));
    }

    @Test
    void givenBusinessHoursWiderThanLaw_whenLate_thenLegalWindowStillCloses() {
        WeeklyHours allDay = WeeklyHours.every(java.util.EnumSet.allOf(java.time.DayOfWeek.class),
                new DailyHours(java.time.LocalTime.MIN, java.time.LocalTime.MAX));
        CallingWindow window = new CallingWindow(Set.of(NEW_YORK), List.of(allDay));
        assertThat(window.isOpen(at("2024-06-14T21:00", NEW_YORK))).isFalse();
        assertThat(window.isOpen(at("2024-06-14T07:00", NEW_YORK))).isFalse();
    }

    @Test
    void givenRulesThatNeverOverlap_whenNextOpening_thenEmpty() {
        WeeklyHours nights = WeeklyHours.every(java.util.EnumSet.allOf(java.time.DayOfWeek.class), DailyHours.of(1, 5));
        CallingWindow never = new CallingWindow(Set.of(NEW_YORK), List.of(nights));
        assertThat(never.nextOpening(at("2024-06-14T12:00", NEW_YORK))).isEmpty();
    }

    @Test
    void givenZonesFarApart_whenNextOpening_thenEarliestCommonMinute() {
        CallingWindow guamAndNewYork = federal(NEW_YORK, ZoneId.of("Pacific/Guam"));
        // New York 08:00-21:00 EDT is 22:00-11:00 next day in Guam; Guam opens 08:00 = 18:00 EDT.
        assertThat(guamAndNewYork.nextOpening(at("2024-06-12T07:00", NEW_YORK))).contains(at("2024-06-12T18:00", NEW_YORK));
    }
}
