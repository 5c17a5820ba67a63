package io.campaignoutreach.application.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A process spends shares of a key's shared bucket: few writes, never more than the bucket releases. */
class SharedRateLimiterTest {

    private static final Instant T0 = Instant.parse("2026-11-24T12:00:00Z");
    private static final ApiKeyId KEY = ApiKeyId.of(UUID.randomUUID());

    /** The shared buckets of one store, held in memory, recording every withdrawal. */
    private static final class CountingBuckets implements SharedBuckets {
        private final RateLimitPolicy policy;
        private final Map<ApiKeyId, TokenBucket> buckets = new HashMap<>();
        private final List<int[]> withdrawals = new ArrayList<>();

        CountingBuckets(RateLimitPolicy policy) {
            this.policy = policy;
        }

        @Override
        public synchronized Withdrawal withdraw(ApiKeyId key, int wanted, int returned, Instant now) {
            TokenBucket bucket = buckets.getOrDefault(key, TokenBucket.full(policy, now)).at(policy, now);
            double tokens = Math.min(policy.burst(), bucket.tokens() + returned);
            int taken = (int) Math.min(wanted, Math.floor(tokens));
            buckets.put(key, new TokenBucket(tokens - taken, bucket.updatedAt()));
            withdrawals.add(new int[] {wanted, returned, taken});
            return new Withdrawal(taken, tokens - taken);
        }

        synchronized int count() {
            return withdrawals.size();
        }
    }

    @Test
    void givenABurstOfAThousand_whenAHundredRequestsArrive_thenTheSharedBucketIsAskedOnceAndOnceAheadAtHalf() {
        RateLimitPolicy policy = new RateLimitPolicy(60_000, 1_000);
        CountingBuckets shared = new CountingBuckets(policy);
        SharedRateLimiter limiter = new SharedRateLimiter(shared, policy);

        List<RateLimitDecision> decisions = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            decisions.add(limiter.consume(KEY, T0));
        }

        assertThat(decisions).extracting(RateLimitDecision::allowed).containsOnly(true);
        assertThat(shared.withdrawals).hasSize(2);
        assertThat(shared.withdrawals.get(1)).containsExactly(100, 0, 100);
        assertThat(decisions.get(0).remaining()).isEqualTo(999);
        assertThat(decisions.get(51).remaining()).isEqualTo(948);
        assertThat(decisions.get(99).remaining()).isEqualTo(900);
    }

    @Test
    void givenTwoProcessesOnOneKey_whenBothSpend_thenTogetherNeverMoreThanTheBucketReleases() {
        RateLimitPolicy policy = new RateLimitPolicy(60, 50);
        CountingBuckets shared = new CountingBuckets(policy);
        List<SharedRateLimiter> processes = List.of(new SharedRateLimiter(shared, policy),
                new SharedRateLimiter(shared, policy));

        int allowed = 0;
        for (int i = 0; i < 200; i++) {
            allowed += processes.get(i % 2).consume(KEY, T0).allowed() ? 1 : 0;
        }

        assertThat(allowed).isEqualTo(50);
        assertThat(processes.get(0).consume(KEY, T0).retryAfterSeconds()).isEqualTo(1);
    }

    @Test
    void givenAShareLeftUnspent_whenItsLifetimeEnds_thenItGoesBackWithTheNextWithdrawal() {
        RateLimitPolicy policy = new RateLimitPolicy(60, 100);
        CountingBuckets shared = new CountingBuckets(policy);
        SharedRateLimiter limiter = new SharedRateLimiter(shared, policy);

        limiter.consume(KEY, T0);
        limiter.consume(KEY, T0.minusMillis(500));
        RateLimitDecision later = limiter.consume(KEY, T0.plus(SharedRateLimiter.SHARE_LIFETIME));

        assertThat(shared.withdrawals).hasSize(2);
        assertThat(shared.withdrawals.get(1)).containsExactly(10, 8, 10);
        assertThat(later.remaining()).isEqualTo(98);
    }

    @Test
    void givenSmallBursts_whenShared_thenEveryRequestAsksForOneToken() {
        assertThat(SharedRateLimiter.shareSize(new RateLimitPolicy(600, 5))).isEqualTo(1);
        assertThat(SharedRateLimiter.shareSize(new RateLimitPolicy(600, 100))).isEqualTo(10);
        assertThat(SharedRateLimiter.shareSize(new RateLimitPolicy(600, 100_000)))
                .isEqualTo(SharedRateLimiter.MAX_SHARE);
        assertThat(Duration.ofSeconds(1)).isEqualTo(SharedRateLimiter.SHARE_LIFETIME);
    }

    @Test
    void givenTheNextShareOnItsWay_whenTheKeysOtherRequestsArrive_thenTheySpendWhatIsHeldWithoutWaiting()
            throws Exception {
        RateLimitPolicy policy = new RateLimitPolicy(60_000, 1_000);
        CountDownLatch renewalMayFinish = new CountDownLatch(1);
        CountingBuckets counting = new CountingBuckets(policy);
        SharedBuckets slowSecond = (key, wanted, returned, now) -> {
            boolean second = counting.count() == 1;
            SharedBuckets.Withdrawal withdrawal = counting.withdraw(key, wanted, returned, now);
            if (second) {
                await(renewalMayFinish);
            }
            return withdrawal;
        };
        SharedRateLimiter limiter = new SharedRateLimiter(slowSecond, policy);
        for (int i = 0; i < 50; i++) {
            limiter.consume(KEY, T0);
        }
        ExecutorService renewer = Executors.newSingleThreadExecutor();
        try {
            Future<RateLimitDecision> pastHalf = renewer.submit(() -> limiter.consume(KEY, T0));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (counting.count() < 2) {
                assertThat(System.nanoTime()).as("the renewal ahead began").isLessThan(deadline);
                Thread.onSpinWait();
            }

            List<RateLimitDecision> meanwhile = new ArrayList<>();
            for (int i = 0; i < 49; i++) {
                meanwhile.add(limiter.consume(KEY, T0));
            }
            renewalMayFinish.countDown();

            assertThat(pastHalf.get(10, TimeUnit.SECONDS).allowed()).isTrue();
            assertThat(meanwhile).extracting(RateLimitDecision::allowed).containsOnly(true);
            assertThat(counting.withdrawals).hasSize(2);
            assertThat(limiter.consume(KEY, T0).remaining()).isEqualTo(899);
        } finally {
            renewalMayFinish.countDown();
            renewer.shutdownNow();
        }
    }

    @Test
    void givenTheStoreOutOfReach_whenTheShareIsRenewedAhead_thenThatRequestIsAnsweredAndTheNextWithNothingHeldFails() {
        RateLimitPolicy policy = new RateLimitPolicy(60_000, 100);
        CountingBuckets counting = new CountingBuckets(policy);
        SharedBuckets failingAfterFirst = (key, wanted, returned, now) -> {
            if (counting.count() > 0) {
                throw new IllegalStateException("store out of reach");
            }
            return counting.withdraw(key, wanted, returned, now);
        };
        SharedRateLimiter limiter = new SharedRateLimiter(failingAfterFirst, policy);

        List<RateLimitDecision> decisions = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            decisions.add(limiter.consume(KEY, T0));
        }

        assertThat(decisions).extracting(RateLimitDecision::allowed).containsOnly(true);
        assertThatThrownBy(() -> limiter.consume(KEY, T0)).hasMessage("store out of reach");
    }

    @Test
    void givenSharesBelowTen_whenHalfSpent_thenTheNextIsWithdrawnOnlyWhenNothingIsHeld() {
        RateLimitPolicy policy = new RateLimitPolicy(60_000, 90);
        CountingBuckets shared = new CountingBuckets(policy);
        SharedRateLimiter limiter = new SharedRateLimiter(shared, policy);

        for (int i = 0; i < 9; i++) {
            limiter.consume(KEY, T0);
        }
        assertThat(shared.withdrawals).hasSize(1);
        limiter.consume(KEY, T0);

        assertThat(shared.withdrawals).hasSize(2);
        assertThat(shared.withdrawals.get(1)).containsExactly(9, 0, 9);
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(10, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the test never let the renewal finish");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
