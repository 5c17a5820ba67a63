package io.campaignoutreach.application.ratelimit;

import java.time.Duration;

/**
 * How fast a caller may send requests (D8): a token bucket that holds at most {@code burst} tokens
 * and refills continuously at {@code perMinute} tokens a minute; every request takes one token.
 */
public record RateLimitPolicy(int perMinute, int burst) {

    /** Float noise must never cost a caller a whole extra second of waiting. */
    private static final double ROUNDING_SLACK = 1e-9;
    private static final double NANOS_PER_MINUTE = 60e9;
    /** Long past any bucket's time to fill up; keeps the arithmetic below clear of overflow. */
    private static final Duration ALWAYS_FULL_AFTER = Duration.ofDays(1);

    public RateLimitPolicy {
        if (perMinute < 1) {
            throw new IllegalArgumentException("perMinute must be at least 1, got " + perMinute);
        }
        if (burst < 1) {
            throw new IllegalArgumentException("burst must be at least 1, got " + burst);
        }
    }

    /** D8's default for an API key: 600 requests a minute with bursts of 100. */
    public static RateLimitPolicy perKeyDefault() {
        return new RateLimitPolicy(600, 100);
    }

    /** Tokens earned over {@code elapsed}; nothing for a negative span. */
    public double tokensEarnedOver(Duration elapsed) {
        if (elapsed.isNegative()) {
            return 0;
        }
        if (elapsed.compareTo(ALWAYS_FULL_AFTER) > 0) {
            return burst;
        }
        return elapsed.toNanos() * (double) perMinute / NANOS_PER_MINUTE;
    }

    /** Whole seconds, rounded up, until a bucket holding {@code tokens} holds {@code target}; 0 if it already does. */
    public long secondsUntil(double tokens, double target) {
        if (tokens >= target) {
            return 0;
        }
        double seconds = (target - tokens) * 60 / perMinute;
        return (long) Math.ceil(seconds - ROUNDING_SLACK);
    }
}
