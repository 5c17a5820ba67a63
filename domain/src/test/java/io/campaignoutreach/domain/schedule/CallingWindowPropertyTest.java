package io.campaignoutreach.domain.schedule;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random customers from the tables and random instants over 60 days around the end of DST 2024. */
class CallingWindowPropertyTest {

    private static final Instant START = Instant.parse("2024-10-05T00:00:00Z");
    private static final long SPAN_SECONDS = Duration.ofDays(60).toSeconds();
    private static final LocalTime EIGHT = LocalTime.of(8, 0);
    private static final LocalTime NINE_PM = LocalTime.of(21, 0);

    @Test
    void givenRandomCustomers_whenOpenOrNextOpening_thenInsideLegalWindowEverywhereAndEarliest() {
        Random random = new Random(20240310L);
        ZoneTables tables = ZoneTables.load();
        List<String> states = new ArrayList<>(tables.stateCodes());
        List<String> areaCodes = tables.areaCodeList();
        List<String> zipPrefixes = tables.zipPrefixList();
        List<String> zoneTexts = List.of("America/New_York", "america/denver", "Pacific/Honolulu", "garbage", "EST");
        CallingRules rules = CallingRules.standard();
        int opened = 0;
        int walked = 0;

        for (int i = 0; i < 1_000; i++) {
            CustomerLocation customer = new CustomerLocation(
                    random.nextInt(5) == 0 ? pick(random, zoneTexts) : null,
                    random.nextInt(3) == 0 ? null : pick(random, states),
                    random.nextInt(3) == 0 ? null : pick(random, zipPrefixes) + String.format("%02d", random.nextInt(100)),
                    random.nextInt(4) == 0 ? null : "+1" + pick(random, areaCodes) + "5550100");
            CallingWindow window = rules.windowFor(customer, random.nextBoolean(), WeeklyHours.DEFAULT_BUSINESS_HOURS);
            Instant t = START.plusSeconds((long) (random.nextDouble() * SPAN_SECONDS));

            if (window.isOpen(t)) {
                opened++;
                assertInsideFederalWindowEverywhere(window, t, customer);
            }
            Optional<Instant> next = window.nextOpening(t);
            if (next.isPresent()) {
                assertThat(next.get()).isAfterOrEqualTo(t).isBefore(t.plus(CallingWindow.HORIZON).plusSeconds(1));
                assertThat(window.isOpen(next.get())).as("%s at %s", customer, next.get()).isTrue();
                assertInsideFederalWindowEverywhere(window, next.get(), customer);
                if (i % 10 == 0) {
                    walked++;
                    assertNoOpenMinuteBefore(window, t, next.get(), customer);
                }
            }
        }
        assertThat(opened).as("some instants fall inside a window").isGreaterThan(50);
        assertThat(walked).isGreaterThan(50);
    }

    private static void assertInsideFederalWindowEverywhere(CallingWindow window, Instant t, CustomerLocation customer) {
        for (ZoneId zone : window.zones()) {
            LocalTime local = t.atZone(zone).toLocalTime();
            assertThat(!local.isBefore(EIGHT) && local.isBefore(NINE_PM))
                    .as("%s open at %s, %s in %s", customer, t, local, zone).isTrue();
        }
    }

    private static void assertNoOpenMinuteBefore(CallingWindow window, Instant from, Instant opening, CustomerLocation customer) {
        for (Instant minute = from.truncatedTo(ChronoUnit.MINUTES).plus(1, ChronoUnit.MINUTES); minute.isBefore(opening);
                minute = minute.plus(1, ChronoUnit.MINUTES)) {
            assertThat(window.isOpen(minute)).as("%s open at %s before %s", customer, minute, opening).isFalse();
        }
    }

    private static <T> T pick(Random random, List<T> values) {
        return values.get(random.nextInt(values.size()));
    }
}
