package io.campaignoutreach.application.outreach;

import java.time.Duration;
import java.util.Objects;

/**
 * How one process runs the outreach engine: {@code workers} threads each take up to
 * {@code batchSize} due enrollments a round; an attempt's lease lasts {@code lease} and is renewed
 * while its call goes on; an idle worker looks again after {@code idlePoll}; at most
 * {@code dialers} calls are placed at once by the process.
 */
public record EngineSettings(int workers, int batchSize, Duration lease, Duration idlePoll, int dialers) {

    public static final EngineSettings DEFAULTS = new EngineSettings(1, 200, Duration.ofSeconds(60),
            Duration.ofSeconds(1), 64);

    public EngineSettings {
        Objects.requireNonNull(lease, "lease");
        Objects.requireNonNull(idlePoll, "idlePoll");
        if (workers < 0 || batchSize < 1 || dialers < 1 || lease.isNegative() || lease.isZero()
                || idlePoll.isNegative() || idlePoll.isZero()) {
            throw new IllegalArgumentException("engine settings out of range");
        }
    }
}
