package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.EnrollmentJobBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository#claimNext}
 * under concurrent workers: every queued job goes to exactly one of them.
 */
public abstract class EnrollmentJobClaimConcurrencyContract extends StoreContract {

    private static final int WORKERS = 8;
    private static final int JOBS = 50;
    /** Far beyond every claim, so no lease runs out and no job may be handed out twice. */
    private static final Instant LEASE_UNTIL = TestData.at(60L * 24 * 365);

    private final ExecutorService pool = Executors.newFixedThreadPool(WORKERS);
    private final List<EnrollmentJobId> queued = new ArrayList<>();

    @BeforeEach
    void givenQueuedJobs() {
        givenTwoOrganizations();
        Campaign campaign = givenCampaign(organizationId);
        Customer customer = givenCustomer(organizationId, 1);
        for (int i = 0; i < JOBS; i++) {
            EnrollmentJob job = EnrollmentJobBuilder.anEnrollmentJob(organizationId, campaign.id())
                    .customers(customer).createdAt(TestData.at(i)).build();
            store.enrollmentJobs().insert(job);
            queued.add(job.id());
        }
    }

    @AfterEach
    void stopWorkers() {
        pool.shutdownNow();
    }

    @Test
    void givenQueuedJobs_whenWorkersClaimConcurrently_thenEveryJobIsClaimedExactlyOnce() throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<EnrollmentJobId> claims = new CopyOnWriteArrayList<>();
        Map<EnrollmentJobId, String> owners = new ConcurrentHashMap<>();
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < WORKERS; w++) {
            String owner = "worker-" + w;
            workers.add(pool.submit(() -> {
                start.await();
                Optional<EnrollmentJob> claimed;
                while ((claimed = store.enrollmentJobs().claimNext(owner, TestData.at(JOBS), LEASE_UNTIL))
                        .isPresent()) {
                    claims.add(claimed.get().id());
                    owners.put(claimed.get().id(), owner);
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> worker : workers) {
            worker.get(60, TimeUnit.SECONDS);
        }

        assertThat(claims).hasSize(JOBS).containsExactlyInAnyOrderElementsOf(queued);
        for (EnrollmentJobId id : queued) {
            EnrollmentJob stored = store.enrollmentJobs().findById(organizationId, id).orElseThrow();
            assertThat(stored.leaseOwner()).isEqualTo(owners.get(id));
            assertThat(stored.attempts()).isEqualTo(1);
        }
    }
}
