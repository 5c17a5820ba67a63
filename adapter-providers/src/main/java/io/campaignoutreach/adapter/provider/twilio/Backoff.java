package io.campaignoutreach.adapter.provider.twilio;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.DoubleSupplier;

/**
 * How often and after which pauses a request Twilio turned away for its own reasons (429, 503) is tried again:
 * exponential backoff with full jitter, each pause drawn between zero and {@code min(cap, base * 2^(retry - 1))},
 * so that the many executor threads of one account do not come back in step. {@code jitter} draws in [0, 1).
 */
public record Backoff(int maxTries, Duration base, Duration cap, DoubleSupplier jitter) {

    /** Three tries; the pauses add up to at most 0.6 s, so a place or send answers within about two seconds. */
    public static final Backoff DEFAULT = new Backoff(3, Duration.ofMillis(200), Duration.ofMillis(800),
            () -> ThreadLocalRandom.current().nextDouble());

    public Backoff {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(cap, "cap");
        Objects.requireNonNull(jitter, "jitter");
        if (maxTries < 1) {
            throw new IllegalArgumentException("a request is tried at least once");
        }
    }

    /** The pause before retry number {@code retry} (1 for the second try). */
    Duration pauseBefore(int retry) {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(retry - 1, 20));
        double draw = Math.min(Math.max(jitter.getAsDouble(), 0.0), 1.0);
        return Duration.ofMillis((long) (ceiling * draw));
    }

    @Override
    public String toString() {
        return "Backoff[maxTries=" + maxTries + ", base=" + base + ", cap=" + cap + "]";
    }
}
