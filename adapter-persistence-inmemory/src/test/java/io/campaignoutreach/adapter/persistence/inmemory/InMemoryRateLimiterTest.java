package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.contract.RateLimiterContract;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;

/** Runs the rate limiter contract against the in-memory limiter. */
class InMemoryRateLimiterTest extends RateLimiterContract {

    @Override
    protected RateLimiter newRateLimiter(RateLimitPolicy policy) {
        return InMemoryRepositories.rateLimiter(policy);
    }
}
