package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.RedialPattern;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;

/**
 * When an enrollment's next call attempt may be made under its campaign's cadence (D19), before
 * any calling window narrows it. Days are counted in one time zone, the customer's: day 0 is the
 * local date the customer was enrolled. A day's allowance comes from the first redial pattern
 * that lists the day; attempts are at least that pattern's {@code intervalMinutes} after the one
 * before, whatever day it fell on. A campaign that does not redial makes one attempt; one that
 * redials without patterns makes one a day. No enrollment is ever called more than
 * {@code maxAttempts} times (at least once), nor at or after the campaign's end.
 */
public final class Cadence {

    /** How far ahead a cadence without patterns keeps offering a day, one attempt each. */
    static final int DAILY_HORIZON_DAYS = 366;
    /**
     * How many days after the day of enrollment a campaign without redials may still make its one
     * attempt, so that a customer enrolled after hours is called when the window next opens.
     */
    static final int SINGLE_ATTEMPT_DAYS = 7;

    private final DialingSettings dialing;
    private final ZoneId zone;

    public Cadence(DialingSettings dialing, ZoneId zone) {
        this.dialing = Objects.requireNonNull(dialing, "dialing");
        this.zone = Objects.requireNonNull(zone, "zone");
    }

    /** What comes next for an enrollment: an attempt from some instant on, or the end of its calls. */
    public sealed interface Next {
        /** The next attempt may be made at {@code earliest} or later, on the same local day. */
        record AttemptFrom(Instant earliest) implements Next {
        }

        record Over(End end) implements Next {
        }
    }

    /** Why an enrollment's calls are over. */
    public enum End {
        /** {@code maxAttempts} calls were made. */
        EXCEEDED_MAX_CALLS,
        /** The campaign's end date has come. */
        EXPIRED,
        /** Every day of the cadence has had its attempts. */
        CADENCE_ENDED
    }

    /**
     * The next step for an enrollment made at {@code enrolledAt} whose attempts so far were placed
     * at {@code attempts} (oldest first), asked at {@code now}; {@code endDate} may be null.
     */
    public Next next(Instant enrolledAt, List<Instant> attempts, Instant now, Instant endDate) {
        if (attempts.size() >= Math.max(1, dialing.maxAttempts())) {
            return new Next.Over(End.EXCEEDED_MAX_CALLS);
        }
        if (endDate != null && !now.isBefore(endDate)) {
            return new Next.Over(End.EXPIRED);
        }
        if (!dialing.redial() && !attempts.isEmpty()) {
            return new Next.Over(End.CADENCE_ENDED);
        }
        LocalDate enrolledOn = localDate(enrolledAt);
        Instant last = attempts.isEmpty() ? null : attempts.get(attempts.size() - 1);
        LocalDate from = localDate(now).isBefore(enrolledOn) ? enrolledOn : localDate(now);
        for (LocalDate day = from; ; day = day.plusDays(1)) {
            int offset = (int) ChronoUnit.DAYS.between(enrolledOn, day);
            if (offset > lastDay()) {
                return new Next.Over(End.CADENCE_ENDED);
            }
            DayAllowance allowance = allowance(offset);
            if (allowance.attempts() == 0 || made(attempts, day) >= allowance.attempts()) {
                continue;
            }
            Instant earliest = latest(now, day.atStartOfDay(zone).toInstant(), last == null ? null
                    : last.plus(allowance.interval()));
            if (!localDate(earliest).equals(day)) {
                continue;
            }
            if (endDate != null && !earliest.isBefore(endDate)) {
                return new Next.Over(End.EXPIRED);
            }
            return new Next.AttemptFrom(earliest);
        }
    }

    private record DayAllowance(int attempts, Duration interval) {
    }

    private DayAllowance allowance(int offset) {
        if (!dialing.redial()) {
            return new DayAllowance(1, Duration.ZERO);
        }
        if (dialing.redialPatterns().isEmpty()) {
            return new DayAllowance(1, Duration.ZERO);
        }
        for (RedialPattern pattern : dialing.redialPatterns()) {
            if (pattern.days().contains(offset)) {
                return new DayAllowance(pattern.attempts(),
                        Duration.ofMillis(Math.round(pattern.intervalMinutes() * 60_000)));
            }
        }
        return new DayAllowance(0, Duration.ZERO);
    }

    private int lastDay() {
        if (!dialing.redial()) {
            return SINGLE_ATTEMPT_DAYS;
        }
        if (dialing.redialPatterns().isEmpty()) {
            return DAILY_HORIZON_DAYS;
        }
        return dialing.redialPatterns().stream().flatMap(pattern -> pattern.days().stream())
                .mapToInt(Integer::intValue).max().orElse(0);
    }

    private long made(List<Instant> attempts, LocalDate day) {
        return attempts.stream().filter(attempt -> localDate(attempt).equals(day)).count();
    }

    private LocalDate localDate(Instant instant) {
        return instant.atZone(zone).toLocalDate();
    }

    private static Instant latest(Instant a, Instant b, Instant c) {
        Instant latest = a.isAfter(b) ? a : b;
        return c != null && c.isAfter(latest) ? c : latest;
    }
}
