package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What only PostgreSQL shows of the job queue and the enrollment batches: several pools claiming
 * at once, row locks held by a lease, the claim index, aborted and unaborted transactions, and the
 * cost of a full-size job.
 */
class JdbiEnrollmentJobPostgresTest {

    private static final Logger LOG = LoggerFactory.getLogger(JdbiEnrollmentJobPostgresTest.class);

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private StorePorts store;
    private OrganizationId organizationId;
    private Campaign campaign;

    @BeforeEach
    void givenOrganizationAndCampaign() {
        store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        organizationId = organization.id();
        campaign = TestData.campaign(organizationId);
        store.campaigns().insert(campaign);
    }

    @Test
    void givenFullSizeJob_whenInsertedProcessedAndRead_thenEveryEntryRoundTrips() {
        EnrollmentJob job = job(EnrollmentJob.MAX_ENTRIES, "full-size", TestData.T0);
        EnrollmentJobRepository jobs = store.enrollmentJobs();

        long insertStarted = System.nanoTime();
        store.transactions().inTransaction(() -> jobs.insert(job));
        Duration insert = Duration.ofNanos(System.nanoTime() - insertStarted);
        assertThat(jobs.findById(organizationId, job.id())).contains(job);

        Instant now = TestData.at(1);
        EnrollmentJob claimed = jobs.claimNext("worker-1", now, now.plusSeconds(60)).orElseThrow();
        assertThat(claimed).isEqualTo(job.claim("worker-1", now, now.plusSeconds(60)));
        List<JobItem> results = claimed.entriesToProcess().stream()
                .map(item -> item.index() % 3 == 0
                        ? item.resolve(ItemCode.MISSING_REQUIRED_FIELDS, null, List.of(), List.of("email"))
                        : item.resolve(ItemCode.ENROLLED, EnrollmentId.of(TestData.newId())))
                .toList();
        List<JobItem> changed = claimed.withDuplicates(results);
        EnrollmentJob done = claimed.record(changed, TestData.at(2));

        long progressStarted = System.nanoTime();
        store.transactions().inTransaction(() -> {
            assertThat(jobs.holdLease(job.id(), "worker-1", now.plusSeconds(120))).isTrue();
            jobs.recordProgress(done, changed);
        });
        Duration progress = Duration.ofNanos(System.nanoTime() - progressStarted);

        LOG.info("{}-entry job: insert took {} ms, recording {} entries' progress took {} ms", job.total(),
                insert.toMillis(), changed.size(), progress.toMillis());
        assertThat(done.status()).isEqualTo(JobStatus.PARTIAL);
        assertThat(jobs.findById(organizationId, job.id())).contains(done);
    }

    @Test
    void givenTwoStoresOnOneSchema_whenEightThreadsClaimAtOnce_thenNoJobIsClaimedTwice() throws Exception {
        List<EnrollmentJobId> queued = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            EnrollmentJob job = job(3, null, TestData.at(i % 10));
            store.enrollmentJobs().insert(job);
            queued.add(job.id());
        }
        ConcurrentLinkedQueue<EnrollmentJobId> claimed = new ConcurrentLinkedQueue<>();
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService threads = Executors.newFixedThreadPool(8);
        try (PostgresStore second = PostgresStore.connect(DATABASE.settings())) {
            List<EnrollmentJobRepository> stores = List.of(store.enrollmentJobs(),
                    second.repositories().enrollmentJobs());
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < 8; t++) {
                EnrollmentJobRepository jobs = stores.get(t % 2);
                String owner = "worker-" + t;
                workers.add(threads.submit(() -> {
                    start.await();
                    Instant now = TestData.at(60);
                    for (Optional<EnrollmentJob> next = jobs.claimNext(owner, now, now.plusSeconds(600));
                         next.isPresent(); next = jobs.claimNext(owner, now, now.plusSeconds(600))) {
                        assertThat(next.get().leaseOwner()).isEqualTo(owner);
                        claimed.add(next.get().id());
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> worker : workers) {
                worker.get(60, TimeUnit.SECONDS);
            }
        } finally {
            threads.shutdownNow();
        }

        assertThat(claimed).hasSize(100).doesNotHaveDuplicates().containsExactlyInAnyOrderElementsOf(queued);
    }

    @Test
    void givenLeaseHeldInOpenUnitOfWork_whenLeaseHasRunOut_thenAnotherWorkerSkipsTheJobInsteadOfWaiting()
            throws Exception {
        EnrollmentJob job = job(3, null, TestData.T0);
        store.enrollmentJobs().insert(job);
        Instant claimedAt = TestData.at(1);
        store.enrollmentJobs().claimNext("worker-1", claimedAt, claimedAt.plusSeconds(30)).orElseThrow();
        CountDownLatch held = new CountDownLatch(1);
        CountDownLatch checked = new CountDownLatch(1);
        ExecutorService thread = Executors.newSingleThreadExecutor();
        try (PostgresStore second = PostgresStore.connect(DATABASE.settings())) {
            Future<Boolean> holder = thread.submit(() -> store.transactions().inTransaction(() -> {
                boolean kept = store.enrollmentJobs().holdLease(job.id(), "worker-1", claimedAt.plusSeconds(30));
                held.countDown();
                awaitQuietly(checked);
                return kept;
            }));
            held.await(10, TimeUnit.SECONDS);

            Instant later = claimedAt.plusSeconds(300);
            Optional<EnrollmentJob> takenOver = second.repositories().enrollmentJobs()
                    .claimNext("worker-2", later, later.plusSeconds(30));
            checked.countDown();

            assertThat(takenOver).isEmpty();
            assertThat(holder.get(10, TimeUnit.SECONDS)).isTrue();
            assertThat(second.repositories().enrollmentJobs().claimNext("worker-2", later, later.plusSeconds(30)))
                    .hasValueSatisfying(j -> assertThat(j.leaseOwner()).isEqualTo("worker-2"));
        } finally {
            thread.shutdownNow();
        }
        assertThat(store.enrollmentJobs().holdLease(job.id(), "worker-1", claimedAt.plusSeconds(600))).isFalse();
    }

    @Test
    void givenTakenKey_whenInsertedInUnitOfWork_thenConflictAndNeitherTheJobNorTheUnitsOtherWritesStay() {
        EnrollmentJob first = job(3, "key-1", TestData.T0);
        store.enrollmentJobs().insert(first);
        EnrollmentJob second = job(3, "key-1", TestData.at(1));
        Campaign written = TestData.campaign(organizationId);

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.campaigns().insert(written);
            store.enrollmentJobs().insert(second);
        })).isInstanceOf(ConflictException.class);

        assertThat(store.campaigns().findById(organizationId, written.id())).isEmpty();
        assertThat(store.enrollmentJobs().findById(organizationId, second.id())).isEmpty();
        assertThat(store.enrollmentJobs().findByIdempotencyKey(organizationId, "key-1")).contains(first);
        assertThat(count("select count(*) from enrollment_job_items")).isEqualTo(3);
    }

    @Test
    void givenClaimQuery_whenPlanned_thenItCanWalkThePartialClaimIndex() throws Exception {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            // Tiny tables make any plan cheap; forbid the others to see that an ordered walk is possible.
            statement.execute("set enable_seqscan = off");
            statement.execute("set enable_bitmapscan = off");
            statement.execute("set enable_sort = off");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = statement.executeQuery("""
                    explain select id from enrollment_jobs
                     where status in ('queued', 'processing')
                       and (status = 'queued' or lease_expires_at is null or lease_expires_at <= now())
                     order by created_at, id limit 1 for update skip locked""")) {
                while (rows.next()) {
                    plan.append(rows.getString(1)).append('\n');
                }
            }
            statement.execute("reset enable_seqscan");
            statement.execute("reset enable_bitmapscan");
            statement.execute("reset enable_sort");
            assertThat(plan.toString()).contains("enrollment_jobs_claim_idx").doesNotContain("Sort");
        }
    }

    @Test
    void givenEntriesQuery_whenPlanned_thenTheJobsRowIsReadOnceAndNotJoinedPerEntry() throws Exception {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = statement.executeQuery("explain " + JdbiEnrollmentJobRepository.ITEMS_READ
                    .replace(":jobId", "'" + TestData.newId() + "'::uuid"))) {
                while (rows.next()) {
                    plan.append(rows.getString(1)).append('\n');
                }
            }
            assertThat(plan.toString()).doesNotContain("Nested Loop", "Hash Join", "Merge Join");
            assertThat(plan.toString().split("InitPlan", -1)).as("initplans, each run once").hasSize(3);
        }
    }

    @Test
    void givenQueueStatsQuery_whenPlanned_thenItReadsThePartialClaimIndexOnly() throws Exception {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("set enable_seqscan = off");
            StringBuilder plan = new StringBuilder();
            try (ResultSet rows = statement.executeQuery("""
                    explain select count(*) filter (where status = 'queued'),
                                   count(*) filter (where status = 'processing'),
                                   min(created_at) filter (where status = 'queued')
                              from enrollment_jobs
                             where status in ('queued', 'processing')""")) {
                while (rows.next()) {
                    plan.append(rows.getString(1)).append('\n');
                }
            }
            statement.execute("reset enable_seqscan");
            assertThat(plan.toString()).contains("enrollment_jobs_claim_idx");
        }
    }

    @Test
    void givenStoredPair_whenInsertMissingRunsInUnitOfWork_thenItIsSkippedAndTheUnitCarriesOn() {
        Customer customer = TestData.customer(organizationId, TestData.phone(1));
        Customer other = TestData.customer(organizationId, TestData.phone(2));
        store.customers().insert(customer);
        store.customers().insert(other);
        Enrollment stored = TestData.enrollment(organizationId, campaign.id(), customer.id());
        store.enrollments().insert(stored);
        Enrollment again = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), TestData.T0);
        Enrollment fresh = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                other.id(), TestData.T0);
        Enrollment repeat = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                other.id(), TestData.T0);
        Campaign written = TestData.campaign(organizationId);

        List<Enrollment> inserted = store.transactions().inTransaction(() -> {
            List<Enrollment> result = store.enrollments().insertMissing(List.of(again, fresh, repeat));
            store.campaigns().insert(written);
            return result;
        });

        assertThat(inserted).containsExactly(fresh);
        assertThat(store.campaigns().findById(organizationId, written.id())).contains(written);
        assertThat(store.enrollments().findByCustomers(organizationId, List.of(customer.id(), other.id()),
                List.of(stored.campaignId(), fresh.campaignId())))
                .containsExactlyInAnyOrder(stored, fresh);
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await(10, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private long count(String sql) {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             Statement statement = connection.createStatement();
             ResultSet rows = statement.executeQuery(sql)) {
            rows.next();
            return rows.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * An enroll job of {@code entries} entries: the first malformed, the second naming no customer,
     * every tenth repeating the entry before it, the rest distinct customers.
     */
    private EnrollmentJob job(int entries, String idempotencyKey, Instant acceptedAt) {
        List<CustomerReference> references = new ArrayList<>();
        Map<CustomerReference, CustomerId> resolved = new HashMap<>();
        references.add(new CustomerReference.Malformed(List.of(new Violation(List.of("customers", "0", "phoneNumber"),
                "not a phone number", "E.164 phone number", "12", ViolationCode.INVALID_STRING))));
        for (int i = 1; i < entries; i++) {
            if (i == 1) {
                references.add(new CustomerReference.ById(CustomerId.of(UUID.randomUUID())));
            } else if (i % 10 == 0) {
                references.add(references.get(i - 1));
            } else {
                CustomerReference reference = new CustomerReference.ById(CustomerId.of(TestData.newId()));
                references.add(reference);
                resolved.put(reference, ((CustomerReference.ById) reference).customerId());
            }
        }
        EnrollmentJob.Request request = new EnrollmentJob.Request(campaign.id(), EnrollmentAction.ENROLL, null, null,
                idempotencyKey, references);
        return EnrollmentJob.accept(EnrollmentJobId.of(TestData.newId()), organizationId, request,
                "fingerprint-" + entries, resolved, acceptedAt);
    }
}
