package io.campaignoutreach.bootstrap.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/** The time zone the demo offers for watching a call is one the engine may call in, at any hour and season. */
class OpenTimeZoneTest {

    @Test
    void givenAWinterMorningInNewYork_whenAsked_thenNewYorkIsOpen() {
        OpenTimeZone zone = OpenTimeZone.at(Instant.parse("2026-11-24T15:00:00Z"));

        assertThat(zone.isOpenNow()).isTrue();
        assertThat(zone.timezone()).isEqualTo("America/New_York");
        assertThat(zone.state()).isEqualTo("NY");
    }

    @Test
    void givenTheMainlandAndHawaiiAsleep_whenAsked_thenGuamIsOpen() {
        // 02:19 in New York, 21:19 in Honolulu: the legal window is shut there, and open in Guam (17:19).
        OpenTimeZone zone = OpenTimeZone.at(Instant.parse("2026-11-24T07:19:00Z"));

        assertThat(zone.isOpenNow()).isTrue();
        assertThat(zone.timezone()).isEqualTo("Pacific/Guam");
    }

    @Test
    void givenNoZoneOpenForHalfAnHour_whenAsked_thenTheFirstToOpenWithItsTime() {
        // 21:30 in Guam, 07:30 in Puerto Rico (no daylight saving time there), night everywhere between.
        OpenTimeZone zone = OpenTimeZone.at(Instant.parse("2026-11-24T11:30:00Z"));

        assertThat(zone.isOpenNow()).isFalse();
        assertThat(zone.timezone()).isEqualTo("America/Puerto_Rico");
        assertThat(zone.opensAt()).isEqualTo(Instant.parse("2026-11-24T12:00:00Z"));
    }

    @Test
    void givenASummerMorning_whenNewYorkKeepsDaylightTime_thenItOpensAnHourEarlierInUtc() {
        assertThat(OpenTimeZone.at(Instant.parse("2026-07-01T12:00:00Z")).timezone()).isEqualTo("America/New_York");
        assertThat(OpenTimeZone.at(Instant.parse("2026-11-24T12:30:00Z")).timezone())
                .isEqualTo("America/Puerto_Rico");
    }

    @Test
    void givenAWindowAboutToShut_whenAsked_thenItIsPassedOverForOneThatStaysOpen() {
        // 20:45 in New York: open, but not for the half hour a call may take to be placed.
        OpenTimeZone zone = OpenTimeZone.at(Instant.parse("2026-11-25T01:45:00Z"));

        assertThat(zone.timezone()).isNotEqualTo("America/New_York");
        assertThat(zone.isOpenNow()).isTrue();
        assertThat(zone.timezone()).isEqualTo("America/Chicago");
    }

    @Test
    void givenTheDailyHourWithNoZoneOpen_whenAsked_thenTheNextOpeningAndTheWaitAreSaid() {
        Instant now = Instant.parse("2026-12-08T11:13:00Z");
        OpenTimeZone zone = OpenTimeZone.at(now);

        assertThat(zone.isOpenNow()).isFalse();
        assertThat(zone.opensAt()).isAfter(now);
        assertThat(DemoGuide.waiting(Duration.between(now, zone.opensAt()))).isEqualTo("47 min");
        assertThat(DemoGuide.waiting(Duration.ofMinutes(72))).isEqualTo("1 h 12 min");
        assertThat(DemoGuide.waiting(Duration.ofSeconds(20))).as("never zero").isEqualTo("1 min");
    }
}
