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
 * however many processes serve it.
 *
 * <p>When a share of ten or more is half spent, the request that spent the token past the half
 * withdraws the next share after it has its own answer, while the key's other requests go on
 * spending what is left; a key's requests wait for the shared bucket only when the process holds
 * nothing to spend. What a process holds lives {@link #SHARE_LIFETIME} after its last withdrawal;
 * what is left then goes back with the next one. While tokens are held the shared bucket refills as
 * if they were spent, so at one instant a key may get up to two shares per process beyond its burst
 * (one and a half while its requests keep coming).
 */
public final class SharedRateLimiter implements RateLimiter {

    /** Shares stay small enough that a process never sits on much of a key's burst. */
    public static final int MAX_SHARE = 100;
    static final Duration SHARE_LIFETIME = Duration.ofSeconds(1);
    /** Below this a share is not withdrawn ahead: a burst that small is held to the token. */
    static final int SMALLEST_SHARE_RENEWED_AHEAD = 10;

    private final SharedBuckets buckets;
    private final RateLimitPolicy policy;
    private final int shareSize;
    private final Map<ApiKeyId, Held> held = new ConcurrentHashMap<>();

    public SharedRateLimiter(SharedBuckets buckets, RateLimitPolicy policy) {
        this.buckets = buckets;
        this.policy = policy;
        this.shareSize = shareSize(policy);
    }

    /** How many tokens a process withdraws at a time under {@code policy}. */
    public static int shareSize(RateLimitPolicy policy) {
        return Math.max(1, Math.min(MAX_SHARE, policy.burst() / 10));
    }

    @Override
    public RateLimitDecision consume(ApiKeyId key, Instant now) {
        return held.computeIfAbsent(key, Held::new).consume(now);
    }

    /** The tokens of one key this process holds; its monitor makes the key's requests take turns. */
    private final class Held {

        private final ApiKeyId key;
        private int tokens;
        /** What the shared bucket held at the last withdrawal. */
        private double sharedLeft;
        /** When the last withdrawal was made; null before the first. */
        private Instant takenAt;
        private boolean renewing;

        Held(ApiKeyId key) {
            this.key = key;
        }

        RateLimitDecision consume(Instant now) {
            RateLimitDecision decision;
            boolean renewAhead;
            synchronized (this) {
                if (tokens < 1 || takenAt == null || expired(now)) {
                    // Nothing to spend: this request withdraws, and the key's next ones wait for it.
                    add(buckets.withdraw(key, shareSize, tokens, now), now, true);
                }
                boolean allowed = tokens >= 1;
                if (allowed) {
                    tokens--;
                }
                decision = RateLimitDecision.of(policy, allowed, tokensLeft(now));
                renewAhead = allowed && !renewing && shareSize >= SMALLEST_SHARE_RENEWED_AHEAD
                        && tokens < shareSize / 2;
                renewing |= renewAhead;
            }
            if (renewAhead) {
                renewAhead(now);
            }
            return decision;
        }

        /**
         * Withdraws the next share outside the monitor. A failure (the store out of reach) is left for
         * the request that finds nothing to spend, which withdraws itself and answers with it; this
         * request already has its answer.
         */
        private void renewAhead(Instant now) {
            SharedBuckets.Withdrawal withdrawal;
            try {
                withdrawal = buckets.withdraw(key, shareSize, 0, now);
            } catch (RuntimeException unreachable) {
                synchronized (this) {
                    renewing = false;
                }
                return;
            }
            synchronized (this) {
                add(withdrawal, now, false);
                renewing = false;
            }
        }

        /** Adds what was withdrawn; {@code returnedHeld} when the tokens held went back with it. */
        private void add(SharedBuckets.Withdrawal withdrawal, Instant now, boolean returnedHeld) {
            tokens = (returnedHeld ? 0 : tokens) + withdrawal.tokens();
            sharedLeft = withdrawal.left();
            // A clock behind (a request stamped before the last withdrawal) never moves the time back.
            takenAt = takenAt == null || now.isAfter(takenAt) ? now : takenAt;
        }

        /** Held tokens are renewed after their lifetime; a request stamped before the withdrawal spends them. */
        private boolean expired(Instant now) {
            return !now.isBefore(takenAt.plus(SHARE_LIFETIME));
        }

        /** What the key has left as the client sees it: the shared bucket refilled to now, and what is held. */
        private double tokensLeft(Instant now) {
            double shared = new TokenBucket(sharedLeft, takenAt).at(policy, now).tokens();
            return Math.min(policy.burst(), shared + tokens);
        }
    }
}
