package io.campaignoutreach.application.ratelimit;

import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The per-key limit of a process that shares its buckets with others (decision P32): rather than
 * asking the shared bucket for each request, the process withdraws a share of tokens (a tenth of
 * the burst, 1 to {@link #MAX_SHARE}) and spends it on the key's next requests itself. Tokens leave
 * the shared bucket before they are spent, so over time a key is never allowed more than its rate,
 * however many processes serve it. A share lives {@link #SHARE_LIFETIME} at most; what is left of
 * it then goes back with the process's next withdrawal for the key. While a share is held the
 * shared bucket refills as if it were spent, so at one instant a key may get up to one share per
 * process beyond its burst.
 */
public final class SharedRateLimiter implements RateLimiter {

    /** Shares stay small enough that a process never sits on much of a key's burst. */
    public static final int MAX_SHARE = 100;
    static final Duration SHARE_LIFETIME = Duration.ofSeconds(1);

    private final SharedBuckets buckets;
    private final RateLimitPolicy policy;
    private final int shareSize;
    private final Map<ApiKeyId, Share> shares = new ConcurrentHashMap<>();

    public SharedRateLimiter(SharedBuckets buckets, RateLimitPolicy policy) {
        this.buckets = buckets;
        this.policy = policy;
        this.shareSize = shareSize(policy);
    }

    /** How many tokens a process withdraws at a time under {@code policy}. */
    public static int shareSize(RateLimitPolicy policy) {
        return Math.max(1, Math.min(MAX_SHARE, policy.burst() / 10));
    }

    /** Tokens of a key this process holds: {@code tokens} to spend, the shared bucket's {@code left} then. */
    private record Share(int tokens, double sharedLeft, Instant takenAt) {
    }

    @Override
    public RateLimitDecision consume(ApiKeyId key, Instant now) {
        RateLimitDecision[] decision = new RateLimitDecision[1];
        // compute() holds the key's entry while it runs, so one key's requests take turns in this process.
        shares.compute(key, (k, share) -> {
            if (share == null || share.tokens() < 1 || expired(share, now)) {
                int unspent = share == null ? 0 : share.tokens();
                SharedBuckets.Withdrawal withdrawal = buckets.withdraw(key, shareSize, unspent, now);
                share = new Share(withdrawal.tokens(), withdrawal.left(), now);
            }
            boolean allowed = share.tokens() >= 1;
            Share after = allowed ? new Share(share.tokens() - 1, share.sharedLeft(), share.takenAt()) : share;
            decision[0] = RateLimitDecision.of(policy, allowed, tokensLeft(after, now));
            return after;
        });
        return decision[0];
    }

    /** A share is renewed after its lifetime; a request stamped before it was taken (a clock behind) spends it. */
    private static boolean expired(Share share, Instant now) {
        return !now.isBefore(share.takenAt().plus(SHARE_LIFETIME));
    }

    /** What the key has left as the client sees it: the shared bucket refilled to now, and this share. */
    private double tokensLeft(Share share, Instant now) {
        double shared = new TokenBucket(share.sharedLeft(), share.takenAt()).at(policy, now).tokens();
        return Math.min(policy.burst(), shared + share.tokens());
    }
}
