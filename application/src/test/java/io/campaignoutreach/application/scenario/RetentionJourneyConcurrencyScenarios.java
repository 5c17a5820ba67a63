package io.campaignoutreach.application.scenario;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.contract.StoreContract;
import io.campaignoutreach.application.enrollmentjob.ChunkFacts;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.JobCampaigns;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.EnrollmentJobBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A customer holds at most one live retention journey, also when jobs into several journeys are
 * worked at the same moment by different workers: run on every store, each trial races one job
 * per journey for one new customer, each job on its own worker thread.
 */
public abstract class RetentionJourneyConcurrencyScenarios extends StoreContract {

    /** Enough trials that the race is lost at least once when the store lets two deciders interleave. */
    private static final int TRIALS = 40;

    private final Clock clock = Clock.fixed(TestData.at(1), ZoneOffset.UTC);
    private final List<Campaign> journeys = new ArrayList<>();
    private ExecutorService workers;

    @BeforeEach
    void givenThreeRetentionJourneysTwoActiveOnePaused() {
        givenTwoOrganizations();
        for (CampaignStatus status : List.of(CampaignStatus.ACTIVE, CampaignStatus.ACTIVE, CampaignStatus.PAUSED)) {
            Campaign journey = CampaignBuilder.aCampaign(organizationId).status(status)
                    .suite("retention").mode("journey").build();
            store.campaigns().insert(journey);
            journeys.add(journey);
        }
        workers = Executors.newFixedThreadPool(journeys.size());
    }

    @AfterEach
    void stopWorkers() {
        workers.shutdownNow();
    }

    @Test
    void givenJobsIntoSeveralJourneysForOneCustomer_whenWorkedConcurrently_thenOneEnrollsAndTheOthersAreBlocked()
            throws Exception {
        for (int trial = 0; trial < TRIALS; trial++) {
            Customer customer = givenCustomer(organizationId, 1_000 + trial);
            List<EnrollmentJob> jobs = journeys.stream()
                    .map(journey -> EnrollmentJobBuilder.anEnrollmentJob(organizationId, journey.id())
                            .customers(customer).build())
                    .toList();
            jobs.forEach(store.enrollmentJobs()::insert);

            workAllAtOnce();

            List<Enrollment> live = store.enrollments().findByCustomer(organizationId, customer.id()).stream()
                    .filter(Enrollment::isActive).toList();
            // The fixture's jobs name the customer first, then add entries of other kinds.
            List<ItemCode> codes = jobs.stream()
                    .map(job -> store.enrollmentJobs().findById(organizationId, job.id()).orElseThrow())
                    .map(job -> job.items().get(0).code()).toList();
            assertThat(live).as("live journeys of the customer in trial %d", trial).hasSize(1);
            assertThat(codes).as("item codes in trial %d", trial).containsExactlyInAnyOrder(ItemCode.ENROLLED,
                    ItemCode.BLOCKED_ACTIVE_RETENTION, ItemCode.BLOCKED_ACTIVE_RETENTION);
        }
    }

    /** One worker per journey, released together; each works jobs until none is left to claim. */
    private void workAllAtOnce() throws Exception {
        CyclicBarrier start = new CyclicBarrier(journeys.size());
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < journeys.size(); w++) {
            String workerId = "worker-" + w;
            EnrollmentJobProcessor processor = new EnrollmentJobProcessor(store.enrollmentJobs(),
                    new JobCampaigns(store.campaigns(), store.workflows()),
                    new ChunkFacts(store.customers(), store.enrollments(), store.outreach()),
                    store.enrollments(), store.transactions(), UUID::randomUUID, clock, JobSettings.defaults());
            running.add(workers.submit(() -> {
                start.await(30, TimeUnit.SECONDS);
                while (processor.processNext(workerId, () -> true)) {
                    // Keep claiming: a worker that finds its job taken works the next one.
                }
                return null;
            }));
        }
        for (Future<?> worker : running) {
            worker.get(60, TimeUnit.SECONDS);
        }
    }
}
