package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;

/**
 * Secondary adapter: the per-key request limit in PostgreSQL, shared by every server process on
 * the database. One statement per request refills the key's bucket for the time passed, takes a
 * token when one is left and returns what is left; the row lock of the upsert serializes
 * concurrent requests of one key, so no two of them can spend the same token.
 */
final class JdbiRateLimiter implements RateLimiter {

    /**
     * The bucket refilled up to {@code :now}, as {@link io.campaignoutreach.application.ratelimit.TokenBucket#at}
     * does: the elapsed time in exact numeric seconds, nothing for an instant before the last
     * request (a process whose clock runs behind), never above the burst.
     */
    private static final String REFILLED = """
            least(:burst, b.tokens + greatest(0, extract(epoch from (cast(:now as timestamptz) - b.updated_at))
                                                 * :perMinute / 60)::double precision)""";
    private static final String CONSUME = """
            insert into rate_limit_buckets as b (key_id, tokens, updated_at, allowed)
            values (:key, :burst - 1, :now, true)
            on conflict (key_id) do update
               set tokens = case when %1$s >= 1 then %1$s - 1 else %1$s end,
                   updated_at = greatest(b.updated_at, :now),
                   allowed = %1$s >= 1
            returning tokens, allowed""".formatted(REFILLED);

    private final Handles handles;
    private final RateLimitPolicy policy;

    JdbiRateLimiter(Handles handles, RateLimitPolicy policy) {
        this.handles = handles;
        this.policy = policy;
    }

    @Override
    public RateLimitDecision consume(ApiKeyId key, Instant now) {
        return handles.with(h -> h.createQuery(CONSUME)
                .bind("key", key.value())
                .bind("now", now)
                .bind("burst", policy.burst())
                .bind("perMinute", policy.perMinute())
                .map((row, ctx) -> RateLimitDecision.of(policy, row.getBoolean("allowed"), row.getDouble("tokens")))
                .one());
    }
}
