package io.campaignoutreach.adapter.telephony.simulated;

import java.time.Duration;
import java.util.Objects;

/**
 * What the simulated carrier does wrong with its events, as real providers' webhooks do: each event
 * is lost with probability {@code lose}, sent twice with probability {@code repeat}, and held back
 * by up to {@code maxDelay} (so events of one call may come out of order). Drawn from the carrier's
 * seed, so a run repeats exactly.
 */
public record EventFaults(double lose, double repeat, Duration maxDelay) {

    public static final EventFaults NONE = new EventFaults(0, 0, Duration.ZERO);

    public EventFaults {
        Objects.requireNonNull(maxDelay, "maxDelay");
        if (lose < 0 || lose > 1 || repeat < 0 || repeat > 1 || maxDelay.isNegative()) {
            throw new IllegalArgumentException("event faults: probabilities from 0 to 1, a delay of 0 or more");
        }
    }
}
