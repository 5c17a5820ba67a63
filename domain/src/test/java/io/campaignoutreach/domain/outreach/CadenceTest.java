package io.campaignoutreach.domain.outreach;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.RedialPattern;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.outreach.Cadence.End;
import io.campaignoutreach.domain.outreach.Cadence.Next;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class CadenceTest {

    private static final ZoneId NEW_YORK = ZoneId.of("America/New_York");

    private static Cadence cadence(int maxAttempts, boolean redial, RedialPattern... patterns) {
        return new Cadence(new DialingSettings(false, true, 10, null, maxAttempts, redial, List.of(patterns),
                RedialTracking.never(), null), NEW_YORK);
    }

    private static Instant local(String dateTime) {
        return LocalDateTime.parse(dateTime).atZone(NEW_YORK).toInstant();
    }

    private static Next attemptFrom(String dateTime) {
        return new Next.AttemptFrom(local(dateTime));
    }

    @Test
    void givenNoRedial_whenPlanned_thenOneAttemptWithinAWeekOfEnrollment() {
        Cadence once = cadence(5, false);
        Instant enrolled = local("2026-06-01T10:00");

        assertThat(once.next(enrolled, List.of(), enrolled, null)).isEqualTo(attemptFrom("2026-06-01T10:00"));
        assertThat(once.next(enrolled, List.of(local("2026-06-01T10:05")), local("2026-06-01T10:06"), null))
                .isEqualTo(new Next.Over(End.CADENCE_ENDED));
        // Enrolled after hours, the one attempt waits for a later day, up to a week after the enrollment day.
        assertThat(once.next(enrolled, List.of(), local("2026-06-02T09:00"), null))
                .isEqualTo(attemptFrom("2026-06-02T09:00"));
        assertThat(once.next(enrolled, List.of(), local("2026-06-08T23:00"), null))
                .isEqualTo(attemptFrom("2026-06-08T23:00"));
        assertThat(once.next(enrolled, List.of(), local("2026-06-09T00:00"), null))
                .isEqualTo(new Next.Over(End.CADENCE_ENDED));
    }

    @Test
    void givenPatterns_whenAttemptsAreMade_thenEachDayHasItsAttemptsIntervalsApart() {
        Cadence cadence = cadence(10, true, new RedialPattern(List.of(0, 1), 2, 60),
                new RedialPattern(List.of(1, 3), 5, 10));
        Instant enrolled = local("2026-06-01T10:00");
        List<Instant> made = new ArrayList<>();

        assertThat(cadence.next(enrolled, made, enrolled, null)).isEqualTo(attemptFrom("2026-06-01T10:00"));
        made.add(local("2026-06-01T10:00"));
        assertThat(cadence.next(enrolled, made, local("2026-06-01T10:01"), null))
                .isEqualTo(attemptFrom("2026-06-01T11:00"));
        made.add(local("2026-06-01T11:30"));
        // Day 1 takes the first pattern listing it: two attempts, an hour apart.
        assertThat(cadence.next(enrolled, made, local("2026-06-01T11:31"), null))
                .isEqualTo(attemptFrom("2026-06-02T00:00"));
        made.add(local("2026-06-02T09:00"));
        made.add(local("2026-06-02T10:00"));
        // Day 2 is in no pattern; day 3 is in the second.
        assertThat(cadence.next(enrolled, made, local("2026-06-02T10:01"), null))
                .isEqualTo(attemptFrom("2026-06-04T00:00"));
        made.add(local("2026-06-04T09:00"));
        assertThat(cadence.next(enrolled, made, local("2026-06-04T09:01"), null))
                .isEqualTo(attemptFrom("2026-06-04T09:10"));
        for (int i = 1; i <= 4; i++) {
            made.add(local("2026-06-04T09:00").plusSeconds(600L * i));
        }
        assertThat(cadence.next(enrolled, made, local("2026-06-04T12:00"), null))
                .isEqualTo(new Next.Over(End.CADENCE_ENDED));
    }

    @Test
    void givenAnIntervalPastMidnight_whenPlanned_thenTheNextListedDayFromThatInstant() {
        Cadence cadence = cadence(10, true, new RedialPattern(List.of(0, 1, 5), 3, 180));
        Instant enrolled = local("2026-06-01T20:00");

        assertThat(cadence.next(enrolled, List.of(local("2026-06-01T22:00")), local("2026-06-01T22:01"), null))
                .isEqualTo(attemptFrom("2026-06-02T01:00"));
    }

    @Test
    void givenMaxAttemptsReached_whenPlanned_thenOverWhateverThePatternsAllow() {
        Cadence cadence = cadence(2, true, new RedialPattern(List.of(0), 10, 0));
        Instant enrolled = local("2026-06-01T10:00");

        assertThat(cadence.next(enrolled, List.of(enrolled, enrolled.plusSeconds(60)), enrolled.plusSeconds(61),
                null)).isEqualTo(new Next.Over(End.EXCEEDED_MAX_CALLS));
        // A campaign with no attempts allowed still makes one.
        assertThat(cadence(0, false).next(enrolled, List.of(), enrolled, null)).isInstanceOf(Next.AttemptFrom.class);
        assertThat(cadence(0, false).next(enrolled, List.of(enrolled), enrolled, null))
                .isEqualTo(new Next.Over(End.EXCEEDED_MAX_CALLS));
    }

    @Test
    void givenTheCampaignsEnd_whenReachedOrBeforeTheNextAttempt_thenExpired() {
        Cadence cadence = cadence(10, true, new RedialPattern(List.of(0, 1), 1, 0));
        Instant enrolled = local("2026-06-01T10:00");

        assertThat(cadence.next(enrolled, List.of(), local("2026-06-03T00:00"), local("2026-06-03T00:00")))
                .isEqualTo(new Next.Over(End.EXPIRED));
        assertThat(cadence.next(enrolled, List.of(enrolled), local("2026-06-01T11:00"), local("2026-06-01T23:00")))
                .isEqualTo(new Next.Over(End.EXPIRED));
        assertThat(cadence.next(enrolled, List.of(enrolled), local("2026-06-01T11:00"), local("2026-06-02T08:00")))
                .isEqualTo(attemptFrom("2026-06-02T00:00"));
    }

    @Test
    void givenRedialWithoutPatterns_whenPlanned_thenOneAttemptADay() {
        Cadence daily = cadence(3, true);
        Instant enrolled = local("2026-06-01T10:00");

        assertThat(daily.next(enrolled, List.of(enrolled), local("2026-06-01T12:00"), null))
                .isEqualTo(attemptFrom("2026-06-02T00:00"));
        assertThat(daily.next(enrolled, List.of(enrolled, local("2026-06-02T09:00")), local("2026-06-02T09:01"),
                null)).isEqualTo(attemptFrom("2026-06-03T00:00"));
    }

    @Test
    void givenDaylightSavingChanges_whenDaysAreCounted_thenLocalCalendarDays() {
        Cadence cadence = cadence(10, true, new RedialPattern(List.of(0, 1), 1, 0));
        // Saturday evening before clocks go forward: 22:30 local is already Sunday in UTC.
        Instant enrolled = local("2026-03-07T22:30");

        assertThat(enrolled).isEqualTo(Instant.parse("2026-03-08T03:30:00Z"));
        assertThat(cadence.next(enrolled, List.of(enrolled), enrolled.plusSeconds(60), null))
                .isEqualTo(new Next.AttemptFrom(Instant.parse("2026-03-08T05:00:00Z")));
        // The day clocks go back has 25 hours; the next day still starts at local midnight.
        Instant autumn = local("2026-10-31T23:00");
        assertThat(cadence.next(autumn, List.of(autumn), autumn.plusSeconds(60), null))
                .isEqualTo(new Next.AttemptFrom(Instant.parse("2026-11-01T04:00:00Z")));
        Instant fallBackDay = local("2026-11-01T00:30");
        assertThat(cadence.next(fallBackDay, List.of(fallBackDay), fallBackDay.plusSeconds(60), null))
                .isEqualTo(new Next.AttemptFrom(Instant.parse("2026-11-02T05:00:00Z")));
    }

    @Test
    void givenRandomCadencesRunToTheirEnd_whenChecked_thenNoRuleIsEverBroken() {
        SplittableRandom random = new SplittableRandom(20261124L);
        int attemptsInAllRuns = 0;
        for (int run = 0; run < 300; run++) {
            List<RedialPattern> patterns = new ArrayList<>();
            for (int p = random.nextInt(0, 4); p > 0; p--) {
                List<Integer> days = random.ints(random.nextInt(1, 5), 0, 14).boxed().distinct().toList();
                patterns.add(new RedialPattern(days, random.nextInt(1, 4), random.nextInt(0, 240)));
            }
            int maxAttempts = random.nextInt(0, 12);
            boolean redial = random.nextBoolean();
            Cadence cadence = new Cadence(new DialingSettings(false, true, 10, null, maxAttempts, redial, patterns,
                    RedialTracking.never(), null), NEW_YORK);
            Instant enrolled = local("2026-10-25T00:00").plusSeconds(random.nextLong(0, 20 * 86_400L));
            Instant endDate = random.nextBoolean() ? null : enrolled.plusSeconds(random.nextLong(3_600, 30 * 86_400L));
            List<Instant> made = new ArrayList<>();
            Instant now = enrolled;
            for (int step = 0; step < 1_000; step++) {
                Next next = cadence.next(enrolled, made, now, endDate);
                if (next instanceof Next.Over) {
                    break;
                }
                Instant earliest = ((Next.AttemptFrom) next).earliest();
                assertThat(earliest).isAfterOrEqualTo(now);
                // The engine places the attempt at the earliest moment or somewhat later on that day.
                Instant placed = earliest.plusSeconds(random.nextLong(0, 1_800));
                if (!placed.atZone(NEW_YORK).toLocalDate().equals(earliest.atZone(NEW_YORK).toLocalDate())) {
                    placed = earliest;
                }
                if (cadence.next(enrolled, made, placed, endDate) instanceof Next.AttemptFrom again
                        && !again.earliest().isAfter(placed)) {
                    made.add(placed);
                }
                now = placed.plusSeconds(1);
            }
            assertThat(made.size()).isLessThanOrEqualTo(Math.max(1, maxAttempts));
            if (!redial) {
                assertThat(made.size()).isLessThanOrEqualTo(1);
            }
            for (int i = 1; i < made.size(); i++) {
                int offset = (int) ChronoUnit.DAYS.between(
                        enrolled.atZone(NEW_YORK).toLocalDate(), made.get(i).atZone(NEW_YORK).toLocalDate());
                long interval = patterns.stream().filter(pattern -> pattern.days().contains(offset)).findFirst()
                        .map(pattern -> Math.round(pattern.intervalMinutes() * 60)).orElse(0L);
                assertThat(Duration.between(made.get(i - 1), made.get(i)).getSeconds())
                        .isGreaterThanOrEqualTo(interval);
            }
            if (endDate != null) {
                assertThat(made).allMatch(attempt -> attempt.isBefore(endDate));
            }
            attemptsInAllRuns += made.size();
        }
        assertThat(attemptsInAllRuns).as("the runs place attempts at all").isGreaterThan(500);
    }
}
