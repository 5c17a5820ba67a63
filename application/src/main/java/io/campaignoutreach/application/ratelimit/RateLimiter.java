package io.campaignoutreach.application.ratelimit;

import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;

/**
 * Outbound port: the per-key request limit (D8). Each call is one request of the key at
 * {@code now}; it takes a token from the key's bucket when one is left, atomically, so concurrent
 * requests (from any number of server processes sharing the store) never get more than the policy
 * allows. A key never seen starts with a full bucket.
 */
@FunctionalInterface
public interface RateLimiter {

    RateLimitDecision consume(ApiKeyId key, Instant now);
}
