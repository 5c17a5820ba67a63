package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A job's entries are read again only when its row changed: a poll of an unchanged job is one
 * statement, and no change, committed by this process or another, or rolled back, is ever missed.
 */
class JobItemsCacheTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private static final Instant CLAIMED_AT = TestData.at(1);
    private static final Instant LEASE = CLAIMED_AT.plusSeconds(60);

    private StorePorts store;
    private EnrollmentJobRepository jobs;
    private OrganizationId organizationId;
    private EnrollmentJob claimed;

    @BeforeEach
    void givenAClaimedJob() {
        store = DATABASE.emptyRepositories();
        jobs = store.enrollmentJobs();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        organizationId = organization.id();
        Campaign campaign = TestData.campaign(organizationId);
        store.campaigns().insert(campaign);
        jobs.insert(job(campaign, 20, "poll"));
        claimed = jobs.claimNext("worker-1", CLAIMED_AT, LEASE).orElseThrow();
    }

    @Test
    void givenAnUnchangedJob_whenReadAgain_thenOnlyItsRowIsRead() {
        assertThat(read()).contains(claimed);

        StatementRecorder.Recorded<Optional<EnrollmentJob>> again = StatementRecorder.during(DATABASE.store().jdbi(),
                this::read);

        assertThat(again.result()).contains(claimed);
        assertThat(again.statements()).as("statements of a read of an unchanged job").hasSize(1);
    }

    @Test
    void givenAJobJustClaimed_whenRead_thenItsEntriesAreNotReadAgain() {
        StatementRecorder.Recorded<Optional<EnrollmentJob>> afterClaim = StatementRecorder.during(
                DATABASE.store().jdbi(), this::read);

        assertThat(afterClaim.result()).contains(claimed);
        assertThat(afterClaim.statements()).as("statements of the first read after the claim").hasSize(1);
    }

    @Test
    void givenAJobClaimedInsideACallersUnitOfWork_whenItsProgressIsRecordedThereToo_thenTheProgressIsServed() {
        Campaign campaign = TestData.campaign(organizationId);
        store.campaigns().insert(campaign);
        jobs.insert(job(campaign, 5, "in-unit"));
        Instant later = LEASE.plusSeconds(1);

        EnrollmentJob progressed = store.transactions().inTransaction(() -> {
            // The first job's lease has run out by then, so it is claimed again, in this unit.
            EnrollmentJob again = jobs.claimNext("worker-2", later, later.plusSeconds(60)).orElseThrow();
            List<JobItem> changed = results(again);
            EnrollmentJob recorded = again.record(changed, again.updatedAt());
            jobs.recordProgress(recorded, changed);
            return recorded;
        });

        assertThat(jobs.findById(organizationId, progressed.id())).contains(progressed);
    }

    @Test
    void givenProgressRecordedByAnotherProcess_whenRead_thenTheNewResultsAreServed() {
        assertThat(read()).contains(claimed);
        EnrollmentJob progressed;
        try (PostgresStore second = PostgresStore.connect(DATABASE.settings())) {
            progressed = recordProgress(second.repositories());
        }

        StatementRecorder.Recorded<Optional<EnrollmentJob>> after = StatementRecorder.during(DATABASE.store().jdbi(),
                this::read);

        assertThat(after.result()).contains(progressed);
        assertThat(after.statements()).hasSize(2);
        assertThat(read()).contains(progressed);
    }

    /**
     * Recorded at the claim's instant, so only the unit of work tells the row's versions apart: a read
     * inside the unit before the progress must not be what stays, whether or not one follows it.
     */
    @ParameterizedTest(name = "read again after the progress: {0}")
    @ValueSource(booleans = {true, false})
    void givenAReadInsideTheUnitOfWorkBeforeItsProgress_whenCommitted_thenTheRecordedResultsAreServed(
            boolean readAfterProgress) {
        assertThat(read()).contains(claimed);
        List<JobItem> changed = results(claimed);
        EnrollmentJob progressed = claimed.record(changed, CLAIMED_AT);

        store.transactions().inTransaction(() -> {
            assertThat(jobs.holdLease(claimed.id(), "worker-1", LEASE)).isTrue();
            assertThat(read()).hasValueSatisfying(job -> assertThat(job.items()).isEqualTo(claimed.items()));
            jobs.recordProgress(progressed, changed);
            if (readAfterProgress) {
                assertThat(read()).hasValueSatisfying(job -> assertThat(job.items()).isEqualTo(progressed.items()));
            }
        });

        assertThat(read()).contains(progressed);
    }

    @Test
    void givenProgressReadInsideItsUnitOfWork_whenRolledBack_thenTheEarlierResultsAreServed() {
        assertThat(read()).contains(claimed);
        List<JobItem> changed = results(claimed);
        EnrollmentJob progressed = claimed.record(changed, TestData.at(2));

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            assertThat(jobs.holdLease(claimed.id(), "worker-1", LEASE)).isTrue();
            jobs.recordProgress(progressed, changed);
            assertThat(read()).hasValueSatisfying(job -> assertThat(job.items()).isEqualTo(progressed.items()));
            throw new IllegalStateException("the unit of work fails after its progress");
        })).hasMessageContaining("fails after its progress");

        assertThat(read()).contains(claimed);
        assertThat(jobs.findByIdempotencyKey(organizationId, "poll")).contains(claimed);
        assertThat(freshRead()).contains(claimed);
    }

    private Optional<EnrollmentJob> read() {
        return jobs.findById(organizationId, claimed.id());
    }

    /** The job as stored, read by a process of its own, whose cache is empty. */
    private Optional<EnrollmentJob> freshRead() {
        try (PostgresStore other = PostgresStore.connect(DATABASE.settings())) {
            return other.repositories().enrollmentJobs().findById(organizationId, claimed.id());
        }
    }

    /** Records results as a worker does, through {@code ports}; returns the job as stored. */
    private EnrollmentJob recordProgress(StorePorts ports) {
        List<JobItem> changed = results(claimed);
        EnrollmentJob progressed = claimed.record(changed, TestData.at(2));
        ports.transactions().inTransaction(() -> {
            assertThat(ports.enrollmentJobs().holdLease(claimed.id(), "worker-1", LEASE)).isTrue();
            ports.enrollmentJobs().recordProgress(progressed, changed);
        });
        return progressed;
    }

    /** Results for the first ten entries to process, with their duplicates. */
    private static List<JobItem> results(EnrollmentJob job) {
        List<JobItem> results = job.entriesToProcess().stream().limit(10)
                .map(item -> item.resolve(ItemCode.ENROLLED, EnrollmentId.of(TestData.newId())))
                .toList();
        return job.withDuplicates(results);
    }

    private EnrollmentJob job(Campaign campaign, int entries, String idempotencyKey) {
        List<CustomerReference> references = new ArrayList<>();
        Map<CustomerReference, CustomerId> resolved = new HashMap<>();
        for (int i = 0; i < entries; i++) {
            CustomerReference.ById reference = new CustomerReference.ById(CustomerId.of(TestData.newId()));
            references.add(reference);
            resolved.put(reference, reference.customerId());
        }
        EnrollmentJob.Request request = new EnrollmentJob.Request(campaign.id(), EnrollmentAction.ENROLL, null, null,
                idempotencyKey, references);
        return EnrollmentJob.accept(EnrollmentJobId.of(TestData.newId()), organizationId, request, "fingerprint",
                resolved, TestData.T0);
    }
}
