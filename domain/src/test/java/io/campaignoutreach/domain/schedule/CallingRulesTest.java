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
}
