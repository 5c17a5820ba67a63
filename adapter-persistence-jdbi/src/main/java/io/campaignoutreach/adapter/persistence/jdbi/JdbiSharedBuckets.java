package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.SharedBuckets;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;

/**
 * Secondary adapter: the per-key token buckets in PostgreSQL, shared by every server process on
 * the database. One statement refills the key's bucket for the time passed and for the tokens
 * given back, takes up to the tokens asked for (whole ones only) and returns how many it took and
 * what is left; the row lock
 * of the upsert serializes concurrent withdrawals of one key, so no two of them take the same token.
 */
final class JdbiSharedBuckets implements SharedBuckets {

    /**
     * The bucket refilled up to {@code :now} as {@link io.campaignoutreach.application.ratelimit.TokenBucket#at}
     * does (the elapsed time in exact numeric seconds, nothing for an instant before the last
     * request of a process whose clock runs behind) and for the tokens given back, never above the burst.
     */
    private static final String REFILLED = """
            least(:burst, b.tokens + :returned + greatest(0, extract(epoch from (cast(:now as timestamptz)
                                                 - b.updated_at)) * :perMinute / 60)::double precision)""";
    private static final String WITHDRAW = """
            insert into rate_limit_buckets as b (key_id, tokens, updated_at, granted)
            values (:key, :burst - least(:wanted, :burst), :now, least(:wanted, :burst))
            on conflict (key_id) do update
               set tokens = %1$s - least(:wanted, floor(%1$s)),
                   updated_at = greatest(b.updated_at, :now),
                   granted = least(:wanted, floor(%1$s))
            returning tokens, granted""".formatted(REFILLED);

    private final Handles handles;
    private final RateLimitPolicy policy;

    JdbiSharedBuckets(Handles handles, RateLimitPolicy policy) {
        this.handles = handles;
        this.policy = policy;
    }

    @Override
    public Withdrawal withdraw(ApiKeyId key, int wanted, int returned, Instant now) {
        return handles.with(h -> h.createQuery(WITHDRAW)
                .bind("key", key.value())
                .bind("now", now)
                .bind("wanted", wanted)
                .bind("returned", returned)
                .bind("burst", policy.burst())
                .bind("perMinute", policy.perMinute())
                .map((row, ctx) -> new Withdrawal(row.getInt("granted"), row.getDouble("tokens")))
                .one());
    }
}
