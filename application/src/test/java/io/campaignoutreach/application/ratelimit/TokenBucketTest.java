package io.campaignoutreach.application.ratelimit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class TokenBucketTest {

    private static final Instant T0 = Instant.parse("2025-06-01T12:00:00Z");
    /** One token every 100 ms, at most 100: D8's default. */
    private static final RateLimitPolicy POLICY = RateLimitPolicy.perKeyDefault();

    @Test
    void givenDefaultPolicy_whenRead_thenSixHundredAMinuteWithBurstsOfHundred() {
        assertThat(POLICY.perMinute()).isEqualTo(600);
        assertThat(POLICY.burst()).isEqualTo(100);
    }

    @Test
    void givenZeroRateOrBurst_whenPolicyMade_thenRefused() {
        assertThatThrownBy(() -> new RateLimitPolicy(0, 10)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RateLimitPolicy(10, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void givenFullBucket_whenConsumed_thenAllowedWithOneTokenLessAndResetInOneRefill() {
        TokenBucket.Consumption first = TokenBucket.full(POLICY, T0).consume(POLICY, T0);

        assertThat(first.bucket().tokens()).isEqualTo(99);
        assertThat(first.decision()).isEqualTo(new RateLimitDecision(true, 100, 99, 1, 0));
    }

    @Test
    void givenEmptyBucket_whenConsumed_thenRefusedWithoutTakingAndRetryAfterAtLeastOneSecond() {
        TokenBucket empty = new TokenBucket(0, T0);

        TokenBucket.Consumption refused = empty.consume(POLICY, T0);

        assertThat(refused.decision().allowed()).isFalse();
        assertThat(refused.decision().remaining()).isZero();
        assertThat(refused.decision().retryAfterSeconds()).isEqualTo(1);
        assertThat(refused.decision().resetSeconds()).isEqualTo(10);
        assertThat(refused.bucket()).isEqualTo(empty);
    }

    @Test
    void givenEmptyBucket_whenOneRefillIntervalPasses_thenExactlyOneTokenIsBack() {
        TokenBucket empty = new TokenBucket(0, T0);

        TokenBucket.Consumption early = empty.consume(POLICY, T0.plusMillis(99));
        TokenBucket.Consumption onTime = early.bucket().consume(POLICY, T0.plusMillis(100));
        TokenBucket.Consumption after = onTime.bucket().consume(POLICY, T0.plusMillis(100));

        assertThat(early.decision().allowed()).isFalse();
        assertThat(onTime.decision().allowed()).isTrue();
        assertThat(onTime.decision().remaining()).isZero();
        assertThat(after.decision().allowed()).isFalse();
    }

    @Test
    void givenLongIdleBucket_whenRefilled_thenNeverAboveCapacity() {
        TokenBucket bucket = new TokenBucket(3.5, T0);

        assertThat(bucket.at(POLICY, T0.plus(Duration.ofHours(1))).tokens()).isEqualTo(100);
        assertThat(bucket.at(POLICY, T0.plus(Duration.ofDays(40_000))).tokens()).isEqualTo(100);
        assertThat(bucket.at(POLICY, T0.plus(Duration.ofHours(1))).isFull(POLICY)).isTrue();
    }

    @Test
    void givenEarlierInstant_whenRefilled_thenNothingEarnedAndTimeKept() {
        TokenBucket bucket = new TokenBucket(2, T0);

        TokenBucket behind = bucket.at(POLICY, T0.minusSeconds(30));

        assertThat(behind).isEqualTo(bucket);
        assertThat(behind.at(POLICY, T0.plusMillis(100)).tokens()).isEqualTo(3);
    }

    @Test
    void givenSlowPolicy_whenEmpty_thenRetryAfterIsTheTimeToOneTokenRoundedUp() {
        RateLimitPolicy slow = new RateLimitPolicy(7, 3);

        RateLimitDecision refused = new TokenBucket(0.5, T0).consume(slow, T0).decision();

        // At 7 a minute, half a token takes 60 / 7 / 2 = 4.3 s and two and a half take 21.4 s.
        assertThat(refused.retryAfterSeconds()).isEqualTo(5);
        assertThat(refused.resetSeconds()).isEqualTo(22);
    }

    @Test
    void givenFractionalTokens_whenDecided_thenRemainingIsWholeTokensAndResetRoundsUp() {
        RateLimitDecision decision = RateLimitDecision.of(POLICY, true, 41.75);

        assertThat(decision.remaining()).isEqualTo(41);
        assertThat(decision.resetSeconds()).isEqualTo(6);
        assertThat(decision.retryAfterSeconds()).isZero();
        assertThat(decision.limit()).isEqualTo(100);
    }

    @Test
    void givenFullBucket_whenDecided_thenResetIsZero() {
        assertThat(RateLimitDecision.of(POLICY, true, 100).resetSeconds()).isZero();
    }
}
