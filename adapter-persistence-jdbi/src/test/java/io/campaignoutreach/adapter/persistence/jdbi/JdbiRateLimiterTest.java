package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.contract.RateLimiterContract;
import io.campaignoutreach.application.ratelimit.RateLimitDecision;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.ratelimit.SharedRateLimiter;
import io.campaignoutreach.application.ratelimit.TokenBucket;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@link RateLimiterContract} run against PostgreSQL, and the reason the limiter lives there:
 * two server processes on one database share each key's limit.
 */
class JdbiRateLimiterTest extends RateLimiterContract {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private static final Instant NOW = Instant.parse("2025-06-01T12:00:00Z");

    @Override
    protected RateLimiter newRateLimiter(RateLimitPolicy policy) {
        DATABASE.emptyRepositories();
        return DATABASE.store().rateLimiter(policy);
    }

    @Test
    void givenTwoProcesses_whenBothServeOneKeyAtOnce_thenTogetherTheyAllowOnlyTheBurst() throws Exception {
        RateLimitPolicy policy = new RateLimitPolicy(1, 30);
        ApiKeyId key = ApiKeyId.of(UUID.randomUUID());
        ExecutorService pool = Executors.newFixedThreadPool(6);
        try (PostgresStore otherProcess = PostgresStore.connect(DATABASE.settings())) {
            List<RateLimiter> processes = List.of(newRateLimiter(policy), otherProcess.rateLimiter(policy));
            CountDownLatch start = new CountDownLatch(1);
            List<Future<Integer>> threads = new ArrayList<>();
            for (int t = 0; t < 6; t++) {
                RateLimiter limiter = processes.get(t % 2);
                threads.add(pool.submit(() -> {
                    start.await();
                    int allowed = 0;
                    for (int i = 0; i < 10; i++) {
                        allowed += limiter.consume(key, NOW).allowed() ? 1 : 0;
                    }
                    return allowed;
                }));
            }
            start.countDown();
            int allowed = 0;
            for (Future<Integer> thread : threads) {
                allowed += thread.get(60, TimeUnit.SECONDS);
            }

            assertThat(allowed).isEqualTo(30);
            assertThat(processes.get(1).consume(key, NOW.plusSeconds(60)).remaining()).isZero();
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * The SQL repeats {@link TokenBucket}'s arithmetic, in numeric and double precision where the
     * bucket has double only; so beyond the contract's cases, a long run of requests at uneven
     * instants (rates that do not divide a second, clocks behind, long pauses) must get exactly the
     * bucket's decisions where the process withdraws one token at a time, and where it withdraws
     * shares, allow within a share of what the bucket allows at every point. Instants step in
     * microseconds, the precision PostgreSQL keeps; the service's clock ticks in milliseconds.
     */
    @ParameterizedTest(name = "{0} a minute, bursts of {1}")
    @CsvSource({"7, 3", "600, 100", "1, 1", "97, 13"})
    void givenUnevenRequests_whenConsumed_thenEveryDecisionIsTheTokenBucketsOwn(int perMinute, int burst) {
        RateLimitPolicy policy = new RateLimitPolicy(perMinute, burst);
        RateLimiter limiter = newRateLimiter(policy);
        ApiKeyId key = ApiKeyId.of(UUID.randomUUID());
        Random random = new Random(perMinute * 31L + burst);
        Instant now = NOW;
        TokenBucket bucket = null;
        List<RateLimitDecision> decisions = new ArrayList<>();
        int share = SharedRateLimiter.shareSize(policy);
        int exactAllowed = 0;
        int allowed = 0;
        for (int i = 0; i < 600; i++) {
            now = now.plus(step(random, perMinute), ChronoUnit.MICROS);
            TokenBucket.Consumption expected = (bucket == null ? TokenBucket.full(policy, now) : bucket)
                    .consume(policy, now);
            bucket = expected.bucket();

            RateLimitDecision actual = limiter.consume(key, now);

            exactAllowed += expected.decision().allowed() ? 1 : 0;
            allowed += actual.allowed() ? 1 : 0;
            if (share == 1) {
                assertThat(actual).as("request " + i + " at " + now).isEqualTo(expected.decision());
            } else {
                assertThat(allowed).as("allowed by request " + i).isBetween(exactAllowed - share, exactAllowed + share);
            }
            decisions.add(actual);
        }
        assertThat(decisions).extracting(RateLimitDecision::allowed).contains(true, false);
    }

    /**
     * Microseconds to the next request: mostly less than a token's time, so that the bucket runs
     * dry; sometimes whole tokens' time, the same instant, a clock behind, or a long pause.
     */
    private static long step(Random random, int perMinute) {
        long tokenMicros = 60_000_000L / perMinute;
        int kind = random.nextInt(200);
        if (kind == 0) {
            return 3_600_000_000L;
        }
        if (kind < 20) {
            return -random.nextInt(2_000_000);
        }
        if (kind < 40) {
            return 0;
        }
        if (kind < 60) {
            return tokenMicros * (1 + random.nextInt(3));
        }
        return random.nextLong(tokenMicros + 1);
    }
}
