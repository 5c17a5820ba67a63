package io.campaignoutreach.application.ratelimit;

/**
 * The answer to one request against a token bucket, with what the caller is told about it (D8):
 * {@code limit} is the bucket's capacity, {@code remaining} the whole tokens left after this
 * request, {@code resetSeconds} the whole seconds until the bucket is full again and
 * {@code retryAfterSeconds}, for a refused request only, the whole seconds until a token is
 * available (at least 1).
 */
public record RateLimitDecision(boolean allowed, int limit, int remaining, long resetSeconds,
                                long retryAfterSeconds) {

    /** The decision for a bucket left holding {@code tokensLeft} after the request was allowed or refused. */
    public static RateLimitDecision of(RateLimitPolicy policy, boolean allowed, double tokensLeft) {
        int remaining = (int) Math.min(policy.burst(), Math.max(0, Math.floor(tokensLeft)));
        long reset = policy.secondsUntil(tokensLeft, policy.burst());
        long retryAfter = allowed ? 0 : Math.max(1, policy.secondsUntil(tokensLeft, 1));
        return new RateLimitDecision(allowed, policy.burst(), remaining, reset, retryAfter);
    }
}
