package io.campaignoutreach.domain.campaign;

import java.time.Instant;

/** What the last redial run did; written by the outreach engine. */
public record RedialTracking(int lastRunSmsCount, Instant lastRunTimestamp) {

    public static RedialTracking never() {
        return new RedialTracking(0, null);
    }
}
