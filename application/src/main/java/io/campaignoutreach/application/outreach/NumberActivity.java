package io.campaignoutreach.application.outreach;

import java.time.Instant;

/**
 * A number's calls in an organization as the gate sees them: whether one is live, and how many were
 * dialed in the period asked about, with the earliest of them (null when none).
 */
public record NumberActivity(boolean live, int callsSince, Instant oldestSince) {

    public static final NumberActivity NONE = new NumberActivity(false, 0, null);

    /** This activity with one more call, dialed {@code at} and live. */
    public NumberActivity plusLiveCall(Instant at) {
        return new NumberActivity(true, callsSince + 1, oldestSince == null ? at : oldestSince);
    }
}
