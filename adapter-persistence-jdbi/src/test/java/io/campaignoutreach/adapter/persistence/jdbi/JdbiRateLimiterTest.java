package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.contract.RateLimiterContract;
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.domain.access.ApiKeyId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

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
}
