package io.campaignoutreach.domain.outreach;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.OutreachPlanner.Plan;
import io.campaignoutreach.domain.outreach.OutreachPlanner.Situation;
import io.campaignoutreach.domain.schedule.CallingRules;
import io.campaignoutreach.domain.schedule.CallingWindow;
import io.campaignoutreach.domain.schedule.CustomerLocation;
import io.campaignoutreach.domain.schedule.WeeklyHours;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Outreach planned for 1,000 customers in every US time zone over 36 days across the end of daylight
 * saving time, with calls placed whenever the planner says and outcomes drawn at random: no call is
 * placed outside 08:00 to 21:00 in any zone the customer may be in, none to a do-not-call customer,
 * none past the campaign's end or after the enrollment's end, no enrollment gets more than
 * {@code maxAttempts} calls, and no two calls are closer than the cadence's interval.
 */
class OutreachSimulationTest {

    private static final Instant START = Instant.parse("2026-10-20T00:00:00Z");
    private static final Instant STOP = START.plus(Duration.ofDays(36));
    private static final List<String> ZONES = List.of("America/New_York", "America/Chicago", "America/Denver",
            "America/Phoenix", "America/Los_Angeles", "America/Anchorage", "America/Adak", "Pacific/Honolulu",
            "America/Puerto_Rico", "America/Indiana/Indianapolis", "America/Boise", "America/Detroit");
    private static final List<String> STATES = List.of("AL", "AK", "AZ", "AR", "CA", "CO", "CT", "DE", "DC", "FL",
            "GA", "HI", "ID", "IL", "IN", "IA", "KS", "KY", "LA", "ME", "MD", "MA", "MI", "MN", "MS", "MO", "MT",
            "NE", "NV", "NH", "NJ", "NM", "NY", "NC", "ND", "OH", "OK", "OR", "PA", "RI", "SC", "SD", "TN", "TX",
            "UT", "VT", "VA", "WA", "WV", "WI", "WY", "PR");
    private static final List<String> AREA_CODES = List.of("212", "305", "312", "404", "415", "503", "602", "702",
            "808", "907", "512", "615", "850", "208", "701", "605", "316", "402", "270", "219", "787");
    private static final LocalTime EIGHT = LocalTime.of(8, 0);
    private static final LocalTime NINE_PM = LocalTime.of(21, 0);

    @Test
    void givenAThousandCustomersOverFiveWeeks_whenCalledAsPlanned_thenNoRuleIsEverBroken() {
        SplittableRandom random = new SplittableRandom(1_000_036L);
        CallingRules rules = CallingRules.standard();
        Map<EnrollmentStatus, Integer> endings = new EnumMap<>(EnrollmentStatus.class);
        Set<ZoneId> zonesCalled = new HashSet<>();
        int calls = 0;

        for (int customer = 0; customer < 1_000; customer++) {
            CustomerLocation location = location(random);
            CallingWindow window = rules.windowFor(location, random.nextBoolean(), WeeklyHours.DEFAULT_BUSINESS_HOURS);
            DialingSettings dialing = dialing(random);
            Instant enrolledAt = START.plusSeconds(random.nextLong(0, Duration.ofDays(5).toSeconds()));
            Instant endDate = random.nextInt(4) == 0 ? enrolledAt.plus(Duration.ofDays(random.nextInt(1, 20))) : null;
            boolean doNotCall = random.nextInt(20) == 0;
            List<Instant> attempts = new ArrayList<>();
            Instant now = enrolledAt;
            EnrollmentStatus ending = null;

            while (ending == null && now.isBefore(STOP)) {
                String refusal = doNotCall ? OutreachPlanner.DO_NOT_CALL : null;
                Situation situation = new Situation(true, dialing, endDate, refusal, List.of(), window, enrolledAt,
                        attempts);
                Plan plan = OutreachPlanner.plan(situation, now);
                if (plan instanceof Plan.End end) {
                    ending = end.status();
                } else if (plan instanceof Plan.Wait wait) {
                    assertThat(wait.recheckAt()).isAfter(now);
                    now = wait.recheckAt();
                } else {
                    Instant at = ((Plan.CallAt) plan).at();
                    assertThat(at).isAfterOrEqualTo(now);
                    if (!at.isBefore(STOP)) {
                        break;
                    }
                    assertLegal(window, at, location);
                    assertThat(doNotCall).as("a do-not-call customer is called").isFalse();
                    assertThat(endDate == null || at.isBefore(endDate)).as("called after the campaign's end").isTrue();
                    attempts.add(at);
                    zonesCalled.addAll(window.zones());
                    calls++;
                    // One call in ten meets the campaign's success criteria and ends outreach.
                    if (random.nextInt(10) == 0) {
                        ending = EnrollmentStatus.COMPLETED;
                    }
                    now = at.plusSeconds(random.nextLong(20, 900));
                }
            }
            assertThat(attempts.size()).isLessThanOrEqualTo(Math.max(1, dialing.maxAttempts()));
            assertGapsKeepTheInterval(dialing, attempts);
            if (ending != null) {
                endings.merge(ending, 1, Integer::sum);
            }
        }

        assertThat(calls).as("calls placed").isGreaterThan(2_000);
        assertThat(zonesCalled).as("zones reached").extracting(ZoneId::getId).contains("Pacific/Honolulu",
                "America/Anchorage", "America/Phoenix", "America/Los_Angeles", "America/Denver", "America/Chicago",
                "America/New_York");
        assertThat(endings).containsKeys(EnrollmentStatus.COMPLETED, EnrollmentStatus.SKIPPED,
                EnrollmentStatus.EXCEEDED_MAX_CALLS, EnrollmentStatus.EXPIRED, EnrollmentStatus.FAILED);
    }

    private static CustomerLocation location(SplittableRandom random) {
        return new CustomerLocation(
                random.nextInt(4) == 0 ? ZONES.get(random.nextInt(ZONES.size())) : null,
                random.nextInt(3) == 0 ? null : STATES.get(random.nextInt(STATES.size())),
                random.nextInt(3) == 0 ? null : String.format("%05d", random.nextInt(501, 99_950)),
                "+1" + AREA_CODES.get(random.nextInt(AREA_CODES.size())) + "5550142");
    }

    private static DialingSettings dialing(SplittableRandom random) {
        List<RedialPattern> patterns = new ArrayList<>();
        for (int p = random.nextInt(0, 3); p > 0; p--) {
            List<Integer> days = random.ints(random.nextInt(1, 6), 0, 21).boxed().distinct().toList();
            patterns.add(new RedialPattern(days, random.nextInt(1, 4), random.nextInt(0, 180)));
        }
        return new DialingSettings(random.nextBoolean(), true, 10, null, random.nextInt(1, 10), random.nextInt(5) > 0,
                patterns, RedialTracking.never(), null);
    }

    private static void assertLegal(CallingWindow window, Instant at, CustomerLocation location) {
        assertThat(window.isOpen(at)).isTrue();
        for (ZoneId zone : window.zones()) {
            LocalTime local = at.atZone(zone).toLocalTime();
            assertThat(!local.isBefore(EIGHT) && local.isBefore(NINE_PM))
                    .as("%s called at %s, %s in %s", location, at, local, zone).isTrue();
        }
    }

    /** Two calls on one cadence day are at least that day's interval apart; across days, the next day's. */
    private static void assertGapsKeepTheInterval(DialingSettings dialing, List<Instant> attempts) {
        long smallest = dialing.redialPatterns().stream().mapToLong(p -> Math.round(p.intervalMinutes() * 60))
                .min().orElse(0);
        for (int i = 1; i < attempts.size(); i++) {
            assertThat(Duration.between(attempts.get(i - 1), attempts.get(i)).getSeconds())
                    .isGreaterThanOrEqualTo(smallest);
        }
    }
}
