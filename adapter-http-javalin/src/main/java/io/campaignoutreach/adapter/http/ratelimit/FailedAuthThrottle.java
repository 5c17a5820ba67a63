package io.campaignoutreach.adapter.http.ratelimit;

import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.TokenBucket;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Failed authentications per client address (D8, P33): a token bucket per address that only a 401
 * takes from. While an address's bucket is empty it may not try any key. Kept in this process's
 * memory and bounded: past {@code maxAddresses}, addresses whose bucket is full again are
 * forgotten first, then those closest to full, down to nine tenths of the bound.
 */
public final class FailedAuthThrottle {

    /** Enough for every address a busy server sees failing at once; a couple of megabytes at most. */
    public static final int DEFAULT_MAX_ADDRESSES = 10_000;

    private final RateLimitPolicy policy;
    private final int maxAddresses;
    private final ConcurrentMap<String, TokenBucket> buckets = new ConcurrentHashMap<>();
    private final ReentrantLock pruning = new ReentrantLock();

    public FailedAuthThrottle(RateLimitPolicy policy, int maxAddresses) {
        if (maxAddresses < 1) {
            throw new IllegalArgumentException("maxAddresses must be at least 1, got " + maxAddresses);
        }
        this.policy = policy;
        this.maxAddresses = maxAddresses;
    }

    /** Whole seconds until the address may try a key again; 0 when it may now. Takes nothing. */
    public long retryAfterSeconds(String address, Instant now) {
        TokenBucket bucket = buckets.get(ClientAddress.of(address));
        if (bucket == null) {
            return 0;
        }
        TokenBucket current = bucket.at(policy, now);
        return current.hasToken() ? 0 : Math.max(1, policy.secondsUntil(current.tokens(), 1));
    }

    /** Counts one failed authentication from the address. */
    public void recordFailure(String address, Instant now) {
        buckets.compute(ClientAddress.of(address), (key, bucket) ->
                (bucket == null ? TokenBucket.full(policy, now) : bucket).consume(policy, now).bucket());
        if (buckets.size() > maxAddresses) {
            prune(now);
        }
    }

    /** How many addresses are remembered. */
    public int trackedAddresses() {
        return buckets.size();
    }

    private void prune(Instant now) {
        // One pruner at a time is enough; the others carry on, the map only overshoots briefly.
        if (!pruning.tryLock()) {
            return;
        }
        try {
            // Conditional removals: an address that failed again meanwhile keeps its newer bucket.
            buckets.entrySet().removeIf(entry -> entry.getValue().at(policy, now).isFull(policy));
            int excess = buckets.size() - maxAddresses / 10 * 9;
            if (excess > 0) {
                List<Map.Entry<String, TokenBucket>> closestToFull = buckets.entrySet().stream()
                        .map(entry -> Map.entry(entry.getKey(), entry.getValue()))
                        .sorted(Comparator.comparingDouble(
                                (Map.Entry<String, TokenBucket> entry) -> entry.getValue().at(policy, now).tokens())
                                .reversed())
                        .limit(excess)
                        .toList();
                closestToFull.forEach(entry -> buckets.remove(entry.getKey(), entry.getValue()));
            }
        } finally {
            pruning.unlock();
        }
    }
}
