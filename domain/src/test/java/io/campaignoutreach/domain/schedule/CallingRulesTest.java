package io.campaignoutreach.domain.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.junit.jupiter.api.Test;

class CallingRulesTest {

    private static final ZoneId CHICAGO = ZoneId.of("America/Chicago");
    private static final CallingRules RULES = CallingRules.standard();

    private static Instant chicago(String local) {
        return ZonedDateTime.of(LocalDateTime.parse(local), CHICAGO).toInstant();
    }

    @Test
    void givenDialAfterHoursFalse_whenEvening_thenBusinessHoursClose() {
        CustomerLocation illinois = new CustomerLocation(null, "IL", "60601", null);
        CallingWindow window = RULES.windowFor(illinois, false, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(window.isOpen(chicago("2024-06-12T17:30"))).isFalse();
        assertThat(window.nextOpening(chicago("2024-06-12T17:30"))).contains(chicago("2024-06-13T09:00"));
    }

    @Test
    void givenDialAfterHoursTrue_whenEvening_thenOpenUntilLegalClose() {
        CustomerLocation illinois = new CustomerLocation(null, "IL", "60601", null);
        CallingWindow window = RULES.windowFor(illinois, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(window.isOpen(chicago("2024-06-12T20:59"))).isTrue();
        assertThat(window.isOpen(chicago("2024-06-12T21:00"))).isFalse();
        assertThat(window.isOpen(chicago("2024-06-16T12:00"))).isTrue();
    }

    @Test
    void givenStateFromAreaCodeOnly_whenSunday_thenThatStatesBanApplies() {
        CustomerLocation louisianaNumber = new CustomerLocation(null, null, null, "+15045550100");
        CallingWindow window = RULES.windowFor(louisianaNumber, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(window.isOpen(chicago("2024-06-16T12:00"))).isFalse();
    }

    @Test
    void givenNothingKnown_whenChecked_thenStrictestOfEveryStateRule() {
        CustomerLocation unknown = new CustomerLocation(null, null, null, null);
        CallingWindow window = RULES.windowFor(unknown, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(window.zones()).isEqualTo(TimeZoneResolver.MAINLAND);
        // South Dakota's weekday-only rule and the Sunday bans close the weekend.
        assertThat(window.isOpen(chicago("2024-06-15T13:00"))).isFalse();
        // Kentucky opens at 10:00 and Rhode Island closes at 18:00, and both hold in every mainland zone.
        ZoneId newYork = ZoneId.of("America/New_York");
        ZoneId losAngeles = ZoneId.of("America/Los_Angeles");
        assertThat(window.nextOpening(chicago("2024-06-12T06:00")))
                .contains(ZonedDateTime.of(LocalDateTime.parse("2024-06-12T10:00"), losAngeles).toInstant());
        assertThat(window.isOpen(ZonedDateTime.of(LocalDateTime.parse("2024-06-12T17:59"), newYork).toInstant())).isTrue();
        assertThat(window.isOpen(ZonedDateTime.of(LocalDateTime.parse("2024-06-12T18:00"), newYork).toInstant()))
                .isFalse();
    }
    private static Instant at(String local, String zone) {
        return ZonedDateTime.of(LocalDateTime.parse(local), ZoneId.of(zone)).toInstant();
    }

    @Test
    void givenCaliforniaAddressAndNewYorkPhone_whenEvening_thenClosedAtNineInNewYork() {
        CustomerLocation customer = new CustomerLocation(null, "CA", "90012", "+12125550100");
        CallingWindow window = RULES.windowFor(customer, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        // Saturday before the 2024 spring change: 17:59 Pacific is 20:59 in New York.
        assertThat(window.isOpen(at("2024-03-09T17:59", "America/Los_Angeles"))).isTrue();
        assertThat(window.isOpen(at("2024-03-09T18:00", "America/Los_Angeles"))).isFalse();
        // Opens again at 08:00 Pacific on the Sunday the clocks went forward.
        assertThat(window.nextOpening(at("2024-03-09T18:00", "America/Los_Angeles")))
                .contains(at("2024-03-10T08:00", "America/Los_Angeles"));
        assertThat(window.isOpen(at("2024-03-11T17:59", "America/Los_Angeles"))).isTrue();
        assertThat(window.isOpen(at("2024-03-11T18:00", "America/Los_Angeles"))).isFalse();
    }

    @Test
    void givenGeorgiaAddressAndFloridaPhone_whenAfterEight_thenFloridasCloseApplies() {
        CustomerLocation customer = new CustomerLocation(null, "GA", "30301", "+13055550100");
        CallingWindow window = RULES.windowFor(customer, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(window.isOpen(at("2024-11-02T19:59", "America/New_York"))).isTrue();
        assertThat(window.isOpen(at("2024-11-02T20:00", "America/New_York"))).isFalse();
        // Across the autumn change the close stays at 20:00 local.
        assertThat(window.nextOpening(at("2024-11-02T20:00", "America/New_York")))
                .contains(at("2024-11-03T08:00", "America/New_York"));
        assertThat(window.isOpen(at("2024-11-04T20:00", "America/New_York"))).isFalse();
    }

    @Test
    void givenPacificZoneNamedOnFloridaRecord_whenChecked_thenFloridasHoursInEveryCandidateZone() {
        CustomerLocation customer = new CustomerLocation("America/Los_Angeles", "FL", null, null);
        CallingWindow window = RULES.windowFor(customer, true, WeeklyHours.DEFAULT_BUSINESS_HOURS);
        // 08:00 in Los Angeles, and 20:00 in Miami (17:00 Pacific).
        assertThat(window.isOpen(at("2024-06-12T07:59", "America/Los_Angeles"))).isFalse();
        assertThat(window.isOpen(at("2024-06-12T08:00", "America/Los_Angeles"))).isTrue();
        assertThat(window.isOpen(at("2024-06-12T16:59", "America/Los_Angeles"))).isTrue();
        assertThat(window.isOpen(at("2024-06-12T17:00", "America/Los_Angeles"))).isFalse();
    }

    @Test
    void givenStatesBanningFederalHolidays_whenJuneteenthIsObservedOnFriday_thenClosedThatFriday() {
        CallingWindow rhodeIsland = RULES.windowFor(new CustomerLocation(null, "RI", null, null), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
        CallingWindow alabama = RULES.windowFor(new CustomerLocation(null, "AL", null, null), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
        // June 19, 2027 is a Saturday, observed on Friday the 18th.
        assertThat(rhodeIsland.isOpen(at("2027-06-18T12:00", "America/New_York"))).isFalse();
        assertThat(rhodeIsland.isOpen(at("2027-06-17T12:00", "America/New_York"))).isTrue();
        assertThat(rhodeIsland.nextOpening(at("2027-06-17T18:00", "America/New_York")))
                .contains(at("2027-06-21T09:00", "America/New_York"));
        assertThat(alabama.isOpen(at("2027-06-18T12:00", "America/Chicago"))).isFalse();
        // In 2025 it falls on a Thursday.
        assertThat(rhodeIsland.isOpen(at("2025-06-19T12:00", "America/New_York"))).isFalse();
        assertThat(rhodeIsland.isOpen(at("2025-06-20T12:00", "America/New_York"))).isTrue();
    }

    @Test
    void givenUtah_whenJuneteenthWeek_thenClosedOnJuneNineteenthAndOnTheMondayItsStatuteNames() {
        CallingWindow utah = RULES.windowFor(new CustomerLocation(null, "UT", null, null), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(utah.isOpen(at("2025-06-16T12:00", "America/Denver"))).isFalse();
        assertThat(utah.isOpen(at("2025-06-17T12:00", "America/Denver"))).isTrue();
        assertThat(utah.isOpen(at("2025-06-19T12:00", "America/Denver"))).isFalse();
    }

    @Test
    void givenStateWithoutHolidayBan_whenJuneteenth_thenOpen() {
        CallingWindow florida = RULES.windowFor(new CustomerLocation(null, "FL", "33101", null), true,
                WeeklyHours.DEFAULT_BUSINESS_HOURS);
        assertThat(florida.isOpen(at("2027-06-18T12:00", "America/New_York"))).isTrue();
    }
}
