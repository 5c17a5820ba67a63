package io.campaignoutreach.application.ratelimit;

import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A token bucket as it stood at {@code updatedAt}: the tokens it held then, possibly fractional.
 * Immutable; each step returns the bucket that follows.
 */
public record TokenBucket(double tokens, Instant updatedAt) {

    /** One request's effect: the bucket afterwards and the answer to give. */
    public record Consumption(TokenBucket bucket, RateLimitDecision decision) {
    }

    public TokenBucket {
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    /** The bucket of a caller never seen: full. */
    public static TokenBucket full(RateLimitPolicy policy, Instant now) {
        return new TokenBucket(policy.burst(), now);
    }

    /**
     * The bucket at {@code now}, refilled for the time since it was last touched and never above the
     * capacity. A {@code now} before {@code updatedAt} (another process whose clock runs behind)
     * earns nothing and leaves the time where it was, so skewed clocks never mint extra tokens.
     */
    public TokenBucket at(RateLimitPolicy policy, Instant now) {
        Duration elapsed = Duration.between(updatedAt, now);
        double refilled = Math.min(policy.burst(), tokens + policy.tokensEarnedOver(elapsed));
        return new TokenBucket(refilled, elapsed.isNegative() ? updatedAt : now);
    }

    public boolean hasToken() {
        return tokens >= 1;
    }

    public boolean isFull(RateLimitPolicy policy) {
        return tokens >= policy.burst();
    }

    /** Takes a token at {@code now} when one is left; a refused request takes nothing. */
    public Consumption consume(RateLimitPolicy policy, Instant now) {
        TokenBucket current = at(policy, now);
        boolean allowed = current.hasToken();
        TokenBucket after = allowed ? new TokenBucket(current.tokens - 1, current.updatedAt) : current;
        return new Consumption(after, RateLimitDecision.of(policy, allowed, after.tokens));
    }
}
