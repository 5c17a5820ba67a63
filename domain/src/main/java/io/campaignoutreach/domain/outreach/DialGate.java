package io.campaignoutreach.domain.outreach;

import io.campaignoutreach.domain.schedule.CallingWindow;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * The last check before a call starts, made in the unit of work that records it as dialed, at that
 * instant. The turn has already found the call due, the customer callable and the window open; the
 * gate adds what only the moment of dialing can know: that the window stays open for a while, that
 * the campaign has begun, that no other call to the number is live, and that the number has not
 * had its day's calls.
 */
public final class DialGate {

    /** How soon to look again at a number whose call is still live. */
    public static final Duration LIVE_RECHECK = Duration.ofMinutes(2);

    private DialGate() {
    }

    /**
     * What is known of the number dialed at the instant of dialing: whether a call to it is live in
     * the organization, how many calls it had in the {@code counted} period before now (24 hours and
     * the little time a call may take from the gate to the carrier, so that the cap holds at the
     * instant the carrier starts it), the oldest of them, and the most it may have.
     */
    public record NumberFacts(boolean live, int callsInDay, Instant oldestInDay, int dailyCap, Duration counted) {
        public NumberFacts {
            Objects.requireNonNull(counted, "counted");
            if (callsInDay < 0 || dailyCap < 1) {
                throw new IllegalArgumentException("calls counted from 0, caps from 1");
            }
            if (callsInDay > 0) {
                Objects.requireNonNull(oldestInDay, "oldestInDay");
            }
        }
    }

    /** The gate's answer. */
    public sealed interface Answer {
        /** The call may start now. */
        record Open() implements Answer {
        }

        /** Not now ({@code why}); look again at {@code retryAt}. */
        record Deferred(String why, Instant retryAt) implements Answer {
            public Deferred {
                Objects.requireNonNull(why, "why");
                Objects.requireNonNull(retryAt, "retryAt");
            }
        }
    }

    public static final Answer OPEN = new Answer.Open();

    /**
     * @param minimumOpen how long the window must stay open after {@code now}: no call starts in the
     *     last minutes before a close
     * @param campaignStart the campaign's {@code startDate}, null when it has none
     */
    public static Answer check(Instant now, CallingWindow window, Duration minimumOpen, Instant campaignStart,
                               NumberFacts number) {
        if (campaignStart != null && now.isBefore(campaignStart)) {
            return new Answer.Deferred("the campaign has not started yet", campaignStart);
        }
        if (!window.isOpenThrough(now, minimumOpen)) {
            Instant reopens = window.nextOpening(now.plus(minimumOpen)).orElse(now.plus(CallingWindow.HORIZON));
            return new Answer.Deferred("the calling window closes within " + minimumOpen.toMinutes() + " minutes",
                    reopens.isAfter(now) ? reopens : now.plus(minimumOpen));
        }
        if (number.live()) {
            return new Answer.Deferred("another call to this number is underway", now.plus(LIVE_RECHECK));
        }
        if (number.callsInDay() >= number.dailyCap()) {
            Instant freed = number.oldestInDay().plus(number.counted());
            return new Answer.Deferred("this number was called " + number.callsInDay()
                    + " times in the last 24 hours, the most allowed", freed.isAfter(now) ? freed : now.plus(LIVE_RECHECK));
        }
        return OPEN;
    }
}
