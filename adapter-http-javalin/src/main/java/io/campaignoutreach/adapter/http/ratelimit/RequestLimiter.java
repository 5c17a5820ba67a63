package io.campaignoutreach.adapter.http.ratelimit;

import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.javalin.http.Context;
import java.time.Clock;

/**
 * Enforces the request limits around authentication (P1, P31-P33): a client address that failed
 * too often is refused before its key is read, a failed authentication counts against the
 * address, and an accepted key spends a token of its own bucket before anything else is checked.
 */
public final class RequestLimiter {

    private final RateLimiter perKey;
    private final FailedAuthThrottle failedAuth;
    private final Clock clock;

    public RequestLimiter(RateLimits limits) {
        this.perKey = limits.perKey();
        this.failedAuth = new FailedAuthThrottle(limits.failedAuthPerAddress(),
                FailedAuthThrottle.DEFAULT_MAX_ADDRESSES);
        this.clock = limits.clock();
    }

    /** Refuses with 429 while the client's address may not try a key. */
    public void refuseThrottledAddress(Context ctx) {
        long retryAfter = failedAuth.retryAfterSeconds(ctx.ip(), clock.instant());
        if (retryAfter > 0) {
            throw RateLimitHeaders.tooManyRequests("Too many failed authentication attempts from this address",
                    retryAfter);
        }
    }

    /** Counts a request answered 401 against the client's address. */
    public void recordFailedAuthentication(Context ctx) {
        failedAuth.recordFailure(ctx.ip(), clock.instant());
    }

    /** Spends one of the key's tokens and writes the RateLimit headers; refuses with 429 when none was left. */
    public void consume(Context ctx, ApiKeyId key) {
        RateLimitDecision decision = perKey.consume(key, clock.instant());
        RateLimitHeaders.write(ctx, decision);
        if (!decision.allowed()) {
            throw RateLimitHeaders.tooManyRequests("Too many requests for this API key",
                    decision.retryAfterSeconds());
        }
    }
}
