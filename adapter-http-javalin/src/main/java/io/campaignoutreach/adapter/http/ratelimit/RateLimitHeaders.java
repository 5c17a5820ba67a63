package io.campaignoutreach.adapter.http.ratelimit;

import io.campaignoutreach.adapter.http.error.ApiError;
import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.javalin.http.Context;
import java.util.Map;

/** How a rate limit decision shows in a response (D8, P31): the RateLimit headers and the 429 answer. */
public final class RateLimitHeaders {

    public static final String LIMIT = "RateLimit-Limit";
    public static final String REMAINING = "RateLimit-Remaining";
    public static final String RESET = "RateLimit-Reset";
    public static final String RETRY_AFTER = "Retry-After";

    private RateLimitHeaders() {
    }

    /** The key's bucket after this request: capacity, whole tokens left, whole seconds until full. */
    static void write(Context ctx, RateLimitDecision decision) {
        ctx.header(LIMIT, Integer.toString(decision.limit()));
        ctx.header(REMAINING, Integer.toString(decision.remaining()));
        ctx.header(RESET, Long.toString(decision.resetSeconds()));
    }

    /** The 429 answer: {@code Retry-After} and the body's {@code retryAfter} say the same. */
    static ApiError tooManyRequests(String message, long retryAfterSeconds) {
        return new ApiError(429, "RATE_LIMITED", message + "; retry after " + retryAfterSeconds + " seconds",
                Map.of("retryAfter", retryAfterSeconds), Map.of(RETRY_AFTER, Long.toString(retryAfterSeconds)));
    }
}
