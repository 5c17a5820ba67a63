package io.campaignoutreach.application.outreach;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.time.Duration;
import java.util.Objects;

/**
 * The operator's settings for the moment of dialing. {@code callerId} is the organization's
 * outbound number, sent with every call (it must reach someone who takes do-not-call requests);
 * no call starts less than {@code minimumOpen} before the customer's window closes; a number gets
 * at most {@code callsPerNumberPerDay} calls in any 24 hours across the organization's campaigns
 * (fewer where a state says so); a live call with no end by {@code callDeadline} after it was
 * dialed is asked for and, if the carrier cannot say, set aside for review. Texts come from the
 * same number, and a number gets at most {@code textsPerNumberPerDay} campaign texts in any 24 hours
 * across the organization's campaigns.
 */
public record DialingRules(PhoneNumber callerId, Duration minimumOpen, int callsPerNumberPerDay,
                           Duration callDeadline, int textsPerNumberPerDay) {

    /**
     * How long a call may wait between the gate and the carrier being asked; a call that waited
     * longer is not sent, since the gate's answer may no longer hold.
     */
    public static final Duration SUBMIT_WITHIN = Duration.ofMinutes(1);

    /**
     * The documented defaults: the simulated carrier's caller ID (a number reserved for fiction),
     * 5 minutes, 3 calls, a 1-minute ring plus the longest call (60 minutes) plus a 5-minute margin,
     * and 3 texts.
     */
    public static final DialingRules DEFAULTS = new DialingRules(new PhoneNumber("+12025550100"),
            Duration.ofMinutes(5), 3, Duration.ofMinutes(66), 3);

    public DialingRules {
        Objects.requireNonNull(callerId, "callerId");
        Objects.requireNonNull(minimumOpen, "minimumOpen");
        Objects.requireNonNull(callDeadline, "callDeadline");
        if (minimumOpen.compareTo(SUBMIT_WITHIN) <= 0 || callsPerNumberPerDay < 1 || callDeadline.isNegative()
                || callDeadline.isZero() || textsPerNumberPerDay < 1) {
            throw new IllegalArgumentException("dialing rules out of range: the window must stay open longer than "
                    + SUBMIT_WITHIN.toMinutes() + " minute, a number allow at least one call and one text a day,"
                    + " calls have a deadline");
        }
    }

    /** These rules with another caller ID. */
    public DialingRules withCallerId(PhoneNumber number) {
        return new DialingRules(number, minimumOpen, callsPerNumberPerDay, callDeadline, textsPerNumberPerDay);
    }
}
