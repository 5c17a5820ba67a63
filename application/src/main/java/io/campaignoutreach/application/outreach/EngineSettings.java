package io.campaignoutreach.application.outreach;

import java.time.Duration;
import java.util.Objects;

/**
 * How one process runs the outreach engine: {@code workers} threads each take up to
 * {@code batchSize} due enrollments a round; every {@code settleEvery} a round also settles live
 * attempts past their deadline; an idle worker looks again after {@code idlePoll}; at most
 * {@code submitters} requests to the carrier are underway at once in the process (a request, not a
 * call: no thread waits for a call to end).
 */
public record EngineSettings(int workers, int batchSize, Duration settleEvery, Duration idlePoll, int submitters) {

    public static final EngineSettings DEFAULTS = new EngineSettings(1, 200, Duration.ofSeconds(15),
            Duration.ofSeconds(1), 16);

    public EngineSettings {
        Objects.requireNonNull(settleEvery, "settleEvery");
        Objects.requireNonNull(idlePoll, "idlePoll");
        if (workers < 0 || batchSize < 1 || submitters < 1 || settleEvery.isNegative() || settleEvery.isZero()
                || idlePoll.isNegative() || idlePoll.isZero()) {
            throw new IllegalArgumentException("engine settings out of range");
        }
    }
}
