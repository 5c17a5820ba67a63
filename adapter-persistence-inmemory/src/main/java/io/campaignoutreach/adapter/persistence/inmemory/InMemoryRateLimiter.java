package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.ratelimit.TokenBucket;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Secondary adapter: the per-key request limit of one process, a token bucket per key. Buckets
 * live apart from the store's lock, so counting a request never waits for a unit of work. One
 * entry per key that has made a request: keys are issued by operators, so the map stays small.
 */
final class InMemoryRateLimiter implements RateLimiter {

    private final RateLimitPolicy policy;
    private final ConcurrentMap<ApiKeyId, TokenBucket> buckets = new ConcurrentHashMap<>();

    InMemoryRateLimiter(RateLimitPolicy policy) {
        this.policy = policy;
    }

    @Override
    public RateLimitDecision consume(ApiKeyId key, Instant now) {
        RateLimitDecision[] decision = new RateLimitDecision[1];
        // compute() runs atomically per key: concurrent requests of one key take turns.
        buckets.compute(key, (id, bucket) -> {
            TokenBucket.Consumption consumption = (bucket == null ? TokenBucket.full(policy, now) : bucket)
                    .consume(policy, now);
            decision[0] = consumption.decision();
            return consumption.bucket();
        });
        return decision[0];
    }
}
