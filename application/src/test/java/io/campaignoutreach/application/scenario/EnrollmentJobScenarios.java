package io.campaignoutreach.application.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.contract.StoreContract;
import io.campaignoutreach.application.enrollmentjob.ChunkFacts;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobService;
import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.enrollmentjob.JobCampaigns;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.ItemOutcome;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Enrollment job scenarios at the level of the use cases, run on every store: acceptance,
 * processing, idempotency, crash takeover and retention. Workers are driven step by step with a
 * clock that moves only when a scenario moves it.
 */
public abstract class EnrollmentJobScenarios extends StoreContract {

    private static final Duration LEASE = Duration.ofSeconds(30);

    private final MutableClock clock = new MutableClock(TestData.T0);
    private final JobSettings settings = JobSettings.defaults().withLease(LEASE);
    private EnrollmentJobService jobs;
    private AccessContext access;
    private Workflow workflow;
    private Campaign campaign;
    private final List<Customer> customers = new ArrayList<>();
    private ExecutorService threads;

    @BeforeEach
    void givenCampaignWithWorkflowAndCustomers() {
        givenTwoOrganizations();
        jobs = new EnrollmentJobService(store.enrollmentJobs(), store.campaigns(), store.customers(),
                store.transactions(), UUID::randomUUID, clock, settings, () -> { });
        access = new AccessContext(organizationId, null, "ops", Set.of(Capability.ALL), false);
        workflow = TestData.workflow(organizationId);
        store.workflows().save(workflow);
        campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE)
                .flowWorkflowId(workflow.id()).build();
        store.campaigns().insert(campaign);
        for (int i = 0; i < 10; i++) {
            customers.add(givenCustomer(organizationId, i));
        }
        threads = Executors.newFixedThreadPool(8);
    }

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    private EnrollmentJobProcessor processor(int chunkSize) {
        return processor(chunkSize, clock);
    }

    private EnrollmentJobProcessor processor(int chunkSize, Clock time) {
        return new EnrollmentJobProcessor(store.enrollmentJobs(), new JobCampaigns(store.campaigns(),
                store.workflows()), new ChunkFacts(store.customers(), store.enrollments(), store.outreach()),
                store.enrollments(), store.transactions(), UUID::randomUUID,
                time, settings.withChunkSize(chunkSize));
    }

    private static CustomerReference byId(CustomerId id) {
        return new CustomerReference.ById(id);
    }

    private CustomerReference byPhone(Customer customer) {
        return new CustomerReference.ByPhone(customer.phone());
    }

    private Acceptance submit(EnrollmentAction action, String key, List<CustomerReference> entries) {
        EnrollmentStatus target = action == EnrollmentAction.SET_STATUS ? EnrollmentStatus.COMPLETED : null;
        return jobs.submit(access, new EnrollmentJob.Request(campaign.id(), action, target, null, key, entries));
    }

    private EnrollmentJob runToEnd(Acceptance accepted) {
        EnrollmentJobProcessor processor = processor(3);
        while (processor.processNext("worker", () -> true)) {
            clock.advance(Duration.ofMillis(1));
        }
        return jobs.get(access, campaign.id(), accepted.jobId());
    }

    private static List<ItemCode> codes(EnrollmentJob job) {
        return job.items().stream().map(JobItem::code).toList();
    }

    private List<CustomerReference> firstCustomers(int count) {
        return customers.subList(0, count).stream().map(c -> byId(c.id())).toList();
    }

    @Test
    void givenMixedEntries_whenProcessed_thenEachDecidedAloneDuplicatesOnce() {
        Violation problem = Violation.of(List.of("customers", "3"), ViolationCode.CUSTOM, "neither id nor phone");
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, List.of(byId(customers.get(0).id()),
                byPhone(customers.get(1)), byPhone(customers.get(0)),
                new CustomerReference.Malformed(List.of(problem)),
                byId(CustomerId.of(TestData.newId()))));

        assertThat(accepted.total()).isEqualTo(5);
        assertThat(accepted.resolvedCount()).isEqualTo(2);
        EnrollmentJob job = runToEnd(accepted);

        assertThat(codes(job)).containsExactly(ItemCode.ENROLLED, ItemCode.ENROLLED, ItemCode.ENROLLED,
                ItemCode.INVALID_CUSTOMER_REFERENCE, ItemCode.CUSTOMER_NOT_FOUND);
        assertThat(job.items().get(2).duplicateOf()).isZero();
        assertThat(job.items().get(3).validationErrors()).containsExactly(problem);
        assertThat(job.status()).isEqualTo(JobStatus.PARTIAL);
        assertThat(store.enrollments().countByStatus(organizationId, List.of(campaign.id())).get(campaign.id()))
                .containsEntry(EnrollmentStatus.PENDING, 2L);
    }

    @Test
    void givenTimePassingWhileTheLastChunkIsWritten_whenDone_thenTheJobCompletesWhenItsResultsAreRecorded() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(2));
        EnrollmentJobProcessor processor = processor(3, clock.ticking(Duration.ofMillis(1)));

        while (processor.processNext("worker", () -> true)) {
            clock.advance(Duration.ofMillis(1));
        }

        EnrollmentJob job = jobs.get(access, campaign.id(), accepted.jobId());
        Enrollment enrolled = store.enrollments().findByCustomer(organizationId, customers.get(0).id()).get(0);
        assertThat(job.status()).isEqualTo(JobStatus.COMPLETED);
        // The chunk's enrollments carry the moment it began; the job is done only once they are recorded.
        assertThat(job.completedAt()).isAfter(enrolled.createdAt()).isEqualTo(job.updatedAt());
    }

    @Test
    void givenEnrollments_whenEnrolledRestartedAndClosed_thenStateTableFollowed() {
        runToEnd(submit(EnrollmentAction.ENROLL, null, firstCustomers(2)));
        runToEnd(submit(EnrollmentAction.SET_STATUS, null, firstCustomers(1)));

        assertThat(codes(runToEnd(submit(EnrollmentAction.ENROLL, null, firstCustomers(3)))))
                .containsExactly(ItemCode.TERMINAL_EXISTS, ItemCode.ALREADY_ACTIVE, ItemCode.ENROLLED);
        assertThat(codes(runToEnd(submit(EnrollmentAction.RESTART, null, List.of(byId(customers.get(0).id()),
                byId(customers.get(5).id())))))).containsExactly(ItemCode.RESTARTED, ItemCode.NOT_ENROLLED);
        assertThat(codes(runToEnd(submit(EnrollmentAction.SET_STATUS, null, List.of(byId(customers.get(1).id()),
                byId(customers.get(6).id())))))).containsExactly(ItemCode.STATUS_CHANGED, ItemCode.NOT_ENROLLED);
        Enrollment restarted = store.enrollments().findByCustomer(organizationId, customers.get(0).id()).get(0);
        assertThat(restarted.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(restarted.currentNodeId()).isEqualTo(workflow.entryNodeId());
    }

    @Test
    void givenACallUnderway_whenRestartedOrClosed_thenCallInProgressAndNothingChanges() {
        runToEnd(submit(EnrollmentAction.ENROLL, null, firstCustomers(2)));
        Enrollment enrolled = store.enrollments().findByCustomer(organizationId, customers.get(0).id()).get(0);
        Enrollment calling = enrolled.beginAttempt(clock.instant());
        store.transactions().inTransaction(() -> {
            store.enrollments().updateAll(List.of(calling));
            store.outreach().recordAttempts(TestEngines.dialed(Attempt.start(organizationId, campaign.id(),
                    calling.customerId(), calling.id(), 1, customers.get(0).phone(), clock.instant())), "engine",
                    clock.instant().plus(LEASE));
        });
        List<CustomerReference> both = firstCustomers(2);

        EnrollmentJob restart = runToEnd(submit(EnrollmentAction.RESTART, null, both));
        EnrollmentJob close = runToEnd(submit(EnrollmentAction.SET_STATUS, null, both));

        assertThat(codes(restart)).containsExactly(ItemCode.CALL_IN_PROGRESS, ItemCode.RESTARTED);
        assertThat(codes(close)).containsExactly(ItemCode.CALL_IN_PROGRESS, ItemCode.STATUS_CHANGED);
        assertThat(restart.items().get(0).outcome()).isEqualTo(ItemOutcome.FAILED);
        assertThat(restart.items().get(0).customerCampaignId()).isEqualTo(calling.id());
        assertThat(close.status()).isEqualTo(JobStatus.PARTIAL);
        assertThat(codes(runToEnd(submit(EnrollmentAction.ENROLL, null, firstCustomers(1)))))
                .containsExactly(ItemCode.ALREADY_ACTIVE);
        assertThat(store.enrollments().findByCustomer(organizationId, customers.get(0).id()))
                .containsExactly(calling);
    }

    @Test
    void givenCampaignCompletedAfterAcceptance_whenProcessed_thenCampaignUnavailable() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(2));
        store.campaigns().update(campaign.update(CampaignChanges.builder().status(CampaignStatus.COMPLETED).build(),
                "ops", clock.instant()), campaign.version());

        EnrollmentJob job = runToEnd(accepted);

        assertThat(codes(job)).containsOnly(ItemCode.CAMPAIGN_UNAVAILABLE);
        assertThat(job.status()).isEqualTo(JobStatus.FAILED);
    }

    @Test
    void givenIdempotencyKey_whenRepeatedOrReused_thenOriginalJobOrConflict() {
        Acceptance first = submit(EnrollmentAction.ENROLL, "key-1", firstCustomers(2));

        assertThat(submit(EnrollmentAction.ENROLL, "key-1", firstCustomers(2))).isEqualTo(first);
        assertThatThrownBy(() -> submit(EnrollmentAction.ENROLL, "key-1", firstCustomers(3)))
                .isInstanceOf(IdempotencyConflictException.class);
        assertThatThrownBy(() -> submit(EnrollmentAction.RESTART, "key-1", firstCustomers(2)))
                .isInstanceOf(IdempotencyConflictException.class);
    }

    @Test
    void givenKeyOlderThanADay_whenReused_thenNewJob() {
        Acceptance first = submit(EnrollmentAction.ENROLL, "key-1", firstCustomers(2));
        clock.advance(Duration.ofHours(24).plusSeconds(1));

        Acceptance later = submit(EnrollmentAction.ENROLL, "key-1", firstCustomers(3));

        assertThat(later.jobId()).isNotEqualTo(first.jobId());
        assertThat(jobs.get(access, campaign.id(), first.jobId()).idempotencyKey()).isNull();
    }

    @Test
    void givenConcurrentRequestsWithOneKey_whenSubmitted_thenOneJob() throws Exception {
        List<Callable<Acceptance>> calls = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            calls.add(() -> submit(EnrollmentAction.ENROLL, "same-key", firstCustomers(4)));
        }
        List<Acceptance> accepted = new ArrayList<>();
        for (Future<Acceptance> future : threads.invokeAll(calls)) {
            accepted.add(future.get());
        }

        assertThat(accepted).extracting(Acceptance::jobId).containsOnly(accepted.get(0).jobId());
    }

    @Test
    void givenWorkerDiedMidJob_whenLeaseRunsOut_thenAnotherWorkerFinishesWithoutDoingAnythingTwice() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(10));
        AtomicInteger chunks = new AtomicInteger();
        EnrollmentJobProcessor dying = processor(3);
        assertThatThrownBy(() -> dying.processNext("worker-a", () -> {
            if (chunks.incrementAndGet() > 2) {
                throw new IllegalStateException("process killed");
            }
            return true;
        })).hasMessage("process killed");
        EnrollmentJob halfDone = jobs.get(access, campaign.id(), accepted.jobId());
        assertThat(halfDone.processed()).isEqualTo(6);

        EnrollmentJobProcessor survivor = processor(3);
        assertThat(survivor.processNext("worker-b", () -> true)).as("lease still running").isFalse();
        clock.advance(LEASE.plusSeconds(1));
        assertThat(survivor.processNext("worker-b", () -> true)).isTrue();

        EnrollmentJob done = jobs.get(access, campaign.id(), accepted.jobId());
        assertThat(done.status()).isEqualTo(JobStatus.COMPLETED);
        assertThat(codes(done)).containsOnly(ItemCode.ENROLLED);
        assertThat(done.attempts()).isEqualTo(2);
        assertThat(store.enrollments().countByStatus(organizationId, List.of(campaign.id())).get(campaign.id()))
                .containsEntry(EnrollmentStatus.PENDING, 10L);
    }

    @Test
    void givenStoppingWorker_whenItStops_thenJobHandedBackAtOnce() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(10));
        AtomicInteger chunks = new AtomicInteger();

        processor(3).processNext("worker-a", () -> chunks.incrementAndGet() <= 1);

        assertThat(processor(3).processNext("worker-b", () -> true)).isTrue();
        assertThat(jobs.get(access, campaign.id(), accepted.jobId()).status()).isEqualTo(JobStatus.COMPLETED);
    }

    @Test
    void givenJobFailingOverAndOver_whenRetriedTooOften_thenAbandonedWithNotProcessed() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(4));
        for (int attempt = 0; attempt < settings.maxAttempts(); attempt++) {
            assertThatThrownBy(() -> processor(3).processNext("worker", () -> {
                throw new IllegalStateException("store down");
            })).isInstanceOf(IllegalStateException.class);
            clock.advance(LEASE.plusSeconds(1));
        }

        assertThat(processor(3).processNext("worker", () -> true)).isTrue();

        EnrollmentJob job = jobs.get(access, campaign.id(), accepted.jobId());
        assertThat(job.status()).isEqualTo(JobStatus.FAILED);
        assertThat(codes(job)).containsOnly(ItemCode.NOT_PROCESSED);
    }

    @Test
    void givenJobsWaiting_whenTheQueueIsWatched_thenDepthAndWaitFollowTheClockUntilWorkersEmptyIt() {
        Acceptance first = submit(EnrollmentAction.ENROLL, null, firstCustomers(2));
        clock.advance(Duration.ofSeconds(40));
        submit(EnrollmentAction.ENROLL, null, firstCustomers(3));
        clock.advance(Duration.ofSeconds(5));

        assertThat(jobs.queueStats()).isEqualTo(new JobQueueStats(2, 0, Duration.ofSeconds(45)));

        runToEnd(first);

        assertThat(jobs.queueStats()).isEqualTo(new JobQueueStats(0, 0, Duration.ZERO));
    }

    @Test
    void givenOldResults_whenPurged_thenDeletedAfterRetentionOnly() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(1));
        runToEnd(accepted);
        EnrollmentJobProcessor processor = processor(3);

        clock.advance(Duration.ofDays(29));
        processor.purgeExpired();
        assertThat(jobs.get(access, campaign.id(), accepted.jobId()).status()).isEqualTo(JobStatus.COMPLETED);
        clock.advance(Duration.ofDays(2));
        processor.purgeExpired();
        assertThatThrownBy(() -> jobs.get(access, campaign.id(), accepted.jobId()))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void givenOtherOrganization_whenPollingOrSubmitting_thenNotFound() {
        Acceptance accepted = submit(EnrollmentAction.ENROLL, null, firstCustomers(1));
        AccessContext stranger = new AccessContext(otherOrganizationId, null, "x", Set.of(Capability.ALL), false);

        assertThatThrownBy(() -> jobs.get(stranger, campaign.id(), accepted.jobId()))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> jobs.submit(stranger, new EnrollmentJob.Request(campaign.id(), EnrollmentAction.ENROLL, null,
                null, null, firstCustomers(1)))).isInstanceOf(NotFoundException.class);
    }
}
