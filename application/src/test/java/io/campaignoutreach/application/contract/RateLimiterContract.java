package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link RateLimiter}: a token bucket per key (D8), refilled by the instants passed in,
 * and atomic under concurrent requests for one key.
 */
public abstract class RateLimiterContract {

    private static final Instant T0 = Instant.parse("2025-06-01T12:00:00Z");
    /** One token a second, at most five. */
    private static final RateLimitPolicy FIVE_BURST = new RateLimitPolicy(60, 5);
    private static final int THREADS = 8;

    private final ExecutorService pool = Executors.newFixedThreadPool(THREADS);

    /** A limiter with the policy over a store in which no key has made a request yet. */
    protected abstract RateLimiter newRateLimiter(RateLimitPolicy policy);

    @AfterEach
    void stopThreads() {
        pool.shutdownNow();
    }

    private static ApiKeyId newKey() {
        return ApiKeyId.of(UUID.randomUUID());
    }

    private static List<RateLimitDecision> consume(RateLimiter limiter, ApiKeyId key, Instant now, int times) {
        List<RateLimitDecision> decisions = new ArrayList<>();
        for (int i = 0; i < times; i++) {
            decisions.add(limiter.consume(key, now));
        }
        return decisions;
    }

    @Test
    void givenNewKey_whenFirstRequest_thenAllowedFromAFullBucket() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);

        RateLimitDecision decision = limiter.consume(newKey(), T0);

        assertThat(decision).isEqualTo(new RateLimitDecision(true, 5, 4, 1, 0));
    }

    @Test
    void givenBurstUsedUp_whenAnotherRequestAtOnce_thenRefusedWithRetryAfterOneToken() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId key = newKey();

        List<RateLimitDecision> burst = consume(limiter, key, T0, 5);
        RateLimitDecision refused = limiter.consume(key, T0);

        assertThat(burst).extracting(RateLimitDecision::allowed).containsOnly(true);
        assertThat(burst).extracting(RateLimitDecision::remaining).containsExactly(4, 3, 2, 1, 0);
        assertThat(refused).isEqualTo(new RateLimitDecision(false, 5, 0, 5, 1));
    }

    @Test
    void givenEmptyBucket_whenTimePasses_thenTokensComeBackAtThePolicyRate() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId key = newKey();
        consume(limiter, key, T0, 5);

        RateLimitDecision tooEarly = limiter.consume(key, T0.plusMillis(999));
        RateLimitDecision afterOneSecond = limiter.consume(key, T0.plusSeconds(1));
        RateLimitDecision sameInstant = limiter.consume(key, T0.plusSeconds(1));
        List<RateLimitDecision> afterThreeMore = consume(limiter, key, T0.plusSeconds(4), 4);

        assertThat(tooEarly.allowed()).isFalse();
        assertThat(afterOneSecond.allowed()).isTrue();
        assertThat(sameInstant.allowed()).isFalse();
        assertThat(afterThreeMore).extracting(RateLimitDecision::allowed).containsExactly(true, true, true, false);
    }

    @Test
    void givenRefusedRequests_whenTokenComesBack_thenTheyCostNothing() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId key = newKey();
        consume(limiter, key, T0, 5);

        consume(limiter, key, T0.plusMillis(500), 20);
        RateLimitDecision afterOneSecond = limiter.consume(key, T0.plusSeconds(1));

        assertThat(afterOneSecond.allowed()).isTrue();
        assertThat(afterOneSecond.remaining()).isZero();
    }

    @Test
    void givenLongIdleKey_whenRequested_thenBucketRefilledOnlyToCapacity() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId key = newKey();
        consume(limiter, key, T0, 5);

        RateLimitDecision later = limiter.consume(key, T0.plus(Duration.ofDays(3)));

        assertThat(later).isEqualTo(new RateLimitDecision(true, 5, 4, 1, 0));
    }

    @Test
    void givenPartlyRefilledBucket_whenRequested_thenResetIsTheTimeToFullRoundedUp() {
        RateLimiter limiter = newRateLimiter(new RateLimitPolicy(600, 100));
        ApiKeyId key = newKey();
        consume(limiter, key, T0, 100);

        RateLimitDecision decision = limiter.consume(key, T0.plusMillis(2_550));

        // 25.5 tokens came back and one was taken: 24.5 left, 75.5 missing at 10 a second.
        assertThat(decision).isEqualTo(new RateLimitDecision(true, 100, 24, 8, 0));
    }

    @Test
    void givenTwoKeys_whenOneUsesItsBurst_thenTheOtherIsUntouched() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId busy = newKey();
        ApiKeyId quiet = newKey();
        consume(limiter, busy, T0, 6);

        assertThat(limiter.consume(quiet, T0)).isEqualTo(new RateLimitDecision(true, 5, 4, 1, 0));
    }

    @Test
    void givenInstantBeforeTheLastRequest_whenRequested_thenNoTokensAreEarned() {
        RateLimiter limiter = newRateLimiter(FIVE_BURST);
        ApiKeyId key = newKey();
        consume(limiter, key, T0.plusSeconds(10), 5);

        // A process whose clock runs behind earns nothing from its skew...
        RateLimitDecision behind = limiter.consume(key, T0);
        // ...and does not wind the bucket back: one second after the last request, one token is back.
        RateLimitDecision onTime = limiter.consume(key, T0.plusSeconds(11));

        assertThat(behind.allowed()).isFalse();
        assertThat(onTime.allowed()).isTrue();
    }

    @Test
    void givenManyThreadsOnOneKey_whenConsumingAtOnce_thenNeverMoreThanTheBurstIsAllowed() throws Exception {
        int burst = 40;
        RateLimiter limiter = newRateLimiter(new RateLimitPolicy(1, burst));
        ApiKeyId key = newKey();
        CountDownLatch start = new CountDownLatch(1);
        List<Future<Integer>> threads = new ArrayList<>();
        for (int t = 0; t < THREADS; t++) {
            threads.add(pool.submit(() -> {
                start.await();
                int allowed = 0;
                for (int i = 0; i < 15; i++) {
                    if (limiter.consume(key, T0).allowed()) {
                        allowed++;
                    }
                }
                return allowed;
            }));
        }
        start.countDown();
        int allowed = 0;
        for (Future<Integer> thread : threads) {
            allowed += thread.get(60, TimeUnit.SECONDS);
        }

        assertThat(allowed).isEqualTo(burst);
        assertThat(limiter.consume(key, T0).allowed()).isFalse();
    }
}
