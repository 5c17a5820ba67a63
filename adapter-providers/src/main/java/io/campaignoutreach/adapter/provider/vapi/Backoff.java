package io.campaignoutreach.adapter.provider.vapi;

import java.time.Duration;
import java.util.Objects;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongUnaryOperator;

/**
 * How a request Vapi refused for its own reasons (429, 5xx) is tried again: at most {@code retries} more times,
 * each after a pause drawn uniformly between zero and {@code base} doubled per try so far, capped at {@code cap}
 * ("full jitter", so that many callers throttled together do not come back together). The draw and the pause are
 * injected, so tests neither wait nor depend on chance.
 */
public record Backoff(int retries, Duration base, Duration cap, LongUnaryOperator draw, Pause pause) {

    /** Waits; the real one sleeps, a test's records. */
    @FunctionalInterface
    public interface Pause {
        void pause(Duration duration) throws InterruptedException;
    }

    /** Three more tries after 0.5 s, 1 s, 2 s at most, on the calling thread. */
    public static final Backoff DEFAULT = new Backoff(3, Duration.ofMillis(500), Duration.ofSeconds(4),
            bound -> ThreadLocalRandom.current().nextLong(bound + 1),
            duration -> Thread.sleep(duration.toMillis()));

    public Backoff {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(cap, "cap");
        Objects.requireNonNull(draw, "draw");
        Objects.requireNonNull(pause, "pause");
        if (retries < 0 || base.isNegative() || cap.compareTo(base) < 0) {
            throw new IllegalArgumentException("retries are not negative and the cap is at least the base");
        }
    }

    /** The same plan with its pauses taken by {@code waiting} (a test's recorder). */
    public Backoff pausingWith(Pause waiting) {
        return new Backoff(retries, base, cap, draw, waiting);
    }

    /** The pause before try {@code retry} (1 for the first retry): a draw in [0, min(cap, base * 2^(retry-1))]. */
    Duration delayBefore(int retry) {
        long ceiling = base.toMillis();
        for (int i = 1; i < retry && ceiling < cap.toMillis(); i++) {
            ceiling *= 2;
        }
        ceiling = Math.min(ceiling, cap.toMillis());
        long drawn = draw.applyAsLong(ceiling);
        return Duration.ofMillis(Math.max(0, Math.min(drawn, ceiling)));
    }
}
