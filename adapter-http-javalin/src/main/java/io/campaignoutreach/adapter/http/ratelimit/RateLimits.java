package io.campaignoutreach.adapter.http.ratelimit;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import java.time.Clock;
import java.util.Objects;

/**
 * The request limits the API enforces (D8, P31-P33): the per-key limiter, the policy for failed
 * authentications from one client address, and the clock the buckets refill by.
 */
public record RateLimits(RateLimiter perKey, RateLimitPolicy failedAuthPerAddress, Clock clock) {

    public RateLimits {
        Objects.requireNonNull(perKey, "perKey");
        Objects.requireNonNull(failedAuthPerAddress, "failedAuthPerAddress");
        Objects.requireNonNull(clock, "clock");
    }
}
