package io.campaignoutreach.application.ratelimit;

import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;

/**
 * Outbound port: per-key token buckets shared by every server process on one store, under one
 * policy. A process withdraws tokens in shares and spends them itself ({@link SharedRateLimiter}),
 * so the store is written once per share rather than once per request.
 */
@FunctionalInterface
public interface SharedBuckets {

    /**
     * Refills the key's bucket for the time since it was last touched, puts back {@code returned}
     * tokens of an earlier share that were not spent (never above the burst), then takes up to
     * {@code wanted} whole tokens, atomically across processes. A key never seen starts with a full
     * bucket.
     */
    Withdrawal withdraw(ApiKeyId key, int wanted, int returned, Instant now);

    /** The tokens taken (0 when none was whole) and what the bucket holds after. */
    record Withdrawal(int tokens, double left) {
    }
}
