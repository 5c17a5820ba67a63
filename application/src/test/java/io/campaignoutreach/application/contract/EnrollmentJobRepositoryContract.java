package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.campaignoutreach.application.fixtures.EnrollmentJobBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link EnrollmentJobRepository}: round trips of jobs and their entries, idempotency
 * keys unique per organization until released, the queue (claims, leases and their takeover),
 * progress written entry by entry, and the clean-up of old keys and finished jobs.
 */
public abstract class EnrollmentJobRepositoryContract extends StoreContract {

    private Campaign campaign;
    private Campaign otherCampaign;
    private Customer customer;
    private Customer otherCustomer;
    private Customer theirCustomer;

    @BeforeEach
    void givenCampaignsAndCustomers() {
        givenTwoOrganizations();
        campaign = givenCampaign(organizationId);
        otherCampaign = givenCampaign(otherOrganizationId);
        customer = givenCustomer(organizationId, 1);
        otherCustomer = givenCustomer(organizationId, 2);
        theirCustomer = givenCustomer(otherOrganizationId, 3);
    }

    @Test
    void givenJobWithEveryKindOfEntry_whenInsertedAndFound_thenItRoundTrips() {
        EnrollmentJob job = TestData.enrollmentJob(organizationId, campaign.id(), customer, otherCustomer);

        jobs().insert(job);

        assertThat(job.items()).extracting(JobItem::customerId, JobItem::duplicateOf, JobItem::code)
                .containsExactly(
                        tuple(customer.id(), null, null),
                        tuple(otherCustomer.id(), null, null),
                        tuple(customer.id(), 0, null),
                        tuple(null, null, ItemCode.INVALID_CUSTOMER_REFERENCE),
                        tuple(null, null, ItemCode.CUSTOMER_NOT_FOUND),
                        tuple(customer.id(), 0, null));
        assertThat(jobs().findById(organizationId, job.id())).contains(job);
    }

    @Test
    void givenStatusJobWithoutKey_whenInsertedAndFound_thenTargetStatusAndReasonRoundTrip() {
        EnrollmentJob job = anEnrollmentJob().customers(customer).idempotencyKey(null)
                .setStatus(EnrollmentStatus.CANCELLED, "customer asked to stop").build();
        EnrollmentJob restart = anEnrollmentJob().customers(customer).idempotencyKey(null).restart().build();

        jobs().insert(job);
        jobs().insert(restart);

        assertThat(jobs().findById(organizationId, job.id())).contains(job);
        assertThat(jobs().findById(organizationId, restart.id())).contains(restart);
    }

    @Test
    void givenJobDecidedWhenAccepted_whenInsertedAndFound_thenItIsFinalWithItsCompletion() {
        EnrollmentJob job = anEnrollmentJob().createdAt(TestData.at(5)).build();

        jobs().insert(job);

        assertThat(job.status()).isEqualTo(JobStatus.FAILED);
        assertThat(jobs().findById(organizationId, job.id())).contains(job);
    }

    @Test
    void givenJob_whenFoundFromAnotherOrganizationOrByUnknownId_thenNothingIsFound() {
        EnrollmentJob job = insert(anEnrollmentJob().customers(customer));

        assertThat(jobs().findById(otherOrganizationId, job.id())).isEmpty();
        assertThat(jobs().findById(organizationId, EnrollmentJobId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenJobWithKey_whenFoundByKey_thenOnlyItsOrganizationFindsIt() {
        EnrollmentJob job = insert(anEnrollmentJob().customers(customer).idempotencyKey("order-42"));

        assertThat(jobs().findByIdempotencyKey(organizationId, "order-42")).contains(job);
        assertThat(jobs().findByIdempotencyKey(otherOrganizationId, "order-42")).isEmpty();
        assertThat(jobs().findByIdempotencyKey(organizationId, "order-43")).isEmpty();
    }

    @Test
    void givenJobWithKey_whenAnotherJobOfTheOrganizationUsesTheKey_thenConflictAndNothingIsStored() {
        EnrollmentJob first = insert(anEnrollmentJob().customers(customer).idempotencyKey("order-42"));
        EnrollmentJob second = anEnrollmentJob().customers(otherCustomer).idempotencyKey("order-42").build();

        assertThatThrownBy(() -> jobs().insert(second)).isInstanceOf(ConflictException.class);
        assertThatThrownBy(() -> store.transactions().inTransaction(() -> jobs().insert(second)))
                .isInstanceOf(ConflictException.class);

        assertThat(jobs().findById(organizationId, second.id())).isEmpty();
        assertThat(jobs().findByIdempotencyKey(organizationId, "order-42")).contains(first);
    }

    @Test
    void givenJobWithKey_whenAnotherOrganizationUsesTheKey_thenBothAreStored() {
        EnrollmentJob ours = insert(anEnrollmentJob().customers(customer).idempotencyKey("order-42"));
        EnrollmentJob theirs = insert(theirJob().idempotencyKey("order-42"));

        assertThat(jobs().findByIdempotencyKey(organizationId, "order-42")).contains(ours);
        assertThat(jobs().findByIdempotencyKey(otherOrganizationId, "order-42")).contains(theirs);
    }

    @Test
    void givenJobsWithoutKey_whenInserted_thenTheyDoNotConflict() {
        EnrollmentJob first = insert(anEnrollmentJob().customers(customer).idempotencyKey(null));
        EnrollmentJob second = insert(anEnrollmentJob().customers(customer).idempotencyKey(null));

        assertThat(jobs().findById(organizationId, first.id())).contains(first);
        assertThat(jobs().findById(organizationId, second.id())).contains(second);
    }

    @Test
    void givenQueuedJobsOfTwoOrganizations_whenClaimedOneByOne_thenOldestFirstThenByIdAsUnsignedBytes() {
        EnrollmentJob latest = insert(anEnrollmentJob().customers(customer).id(orderedId("10"))
                .createdAt(TestData.at(2)));
        EnrollmentJob tiedHigh = insert(theirJob().id(orderedId("c0")).createdAt(TestData.at(1)));
        EnrollmentJob earliest = insert(theirJob().id(orderedId("f0")).createdAt(TestData.at(-5)));
        EnrollmentJob tiedLow = insert(anEnrollmentJob().customers(customer).id(orderedId("40"))
                .createdAt(TestData.at(1)));

        List<EnrollmentJobId> claimed = Stream.generate(
                        () -> jobs().claimNext("worker-a", TestData.at(10), TestData.at(20)))
                .limit(5)
                .map(job -> job.map(EnrollmentJob::id).orElse(null))
                .toList();

        assertThat(claimed).containsExactly(earliest.id(), tiedLow.id(), tiedHigh.id(), latest.id(), null);
    }

    @Test
    void givenQueuedJob_whenClaimed_thenItIsReturnedAndStoredInTheHandsOfTheOwner() {
        EnrollmentJob job = insert(anEnrollmentJob().customers(customer, otherCustomer));
        EnrollmentJob expected = job.claim("worker-a", TestData.at(1), TestData.at(6));

        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(6)).orElseThrow();

        assertThat(claimed).isEqualTo(expected);
        assertThat(claimed.status()).isEqualTo(JobStatus.PROCESSING);
        assertThat(claimed.leaseOwner()).isEqualTo("worker-a");
        assertThat(claimed.leaseExpiresAt()).isEqualTo(TestData.at(6));
        assertThat(claimed.attempts()).isEqualTo(job.attempts() + 1);
        assertThat(jobs().findById(organizationId, job.id())).contains(expected);
    }

    @Test
    void givenFinalAndLeasedJobs_whenClaimed_thenTheyAreSkippedUntilNothingIsLeft() {
        EnrollmentJob finished = insert(anEnrollmentJob().createdAt(TestData.at(-10)));
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-5)));
        EnrollmentJob leased = jobs().claimNext("worker-a", TestData.at(1), TestData.at(10)).orElseThrow();
        EnrollmentJob queued = insert(theirJob().createdAt(TestData.at(0)));

        EnrollmentJob claimed = jobs().claimNext("worker-b", TestData.at(5), TestData.at(15)).orElseThrow();

        assertThat(claimed.id()).isEqualTo(queued.id());
        assertThat(jobs().claimNext("worker-c", TestData.at(5), TestData.at(15))).isEmpty();
        assertThat(jobs().findById(organizationId, leased.id())).contains(leased);
        assertThat(jobs().findById(organizationId, finished.id())).contains(finished);
    }

    @Test
    void givenLeaseThatRanOut_whenClaimed_thenAnotherOwnerTakesTheJobOver() {
        insert(anEnrollmentJob().customers(customer));
        EnrollmentJob first = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();

        assertThat(jobs().claimNext("worker-b", TestData.at(4), TestData.at(20))).isEmpty();
        EnrollmentJob takenOver = jobs().claimNext("worker-b", TestData.at(5), TestData.at(20)).orElseThrow();

        assertThat(takenOver).isEqualTo(first.claim("worker-b", TestData.at(5), TestData.at(20)));
        assertThat(takenOver.attempts()).isEqualTo(2);
        assertThat(jobs().findById(organizationId, first.id())).contains(takenOver);
    }

    @Test
    void givenNoClaimableJob_whenClaimed_thenNothingIsReturned() {
        assertThat(jobs().claimNext("worker-a", TestData.at(1), TestData.at(5))).isEmpty();

        insert(anEnrollmentJob());

        assertThat(jobs().claimNext("worker-a", TestData.at(1), TestData.at(5))).isEmpty();
    }

    @Test
    void givenLeaseOfTheOwner_whenHeld_thenItIsExtended() {
        insert(anEnrollmentJob().customers(customer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();

        boolean held = store.transactions().inTransaction(
                () -> jobs().holdLease(claimed.id(), "worker-a", TestData.at(30)));

        assertThat(held).isTrue();
        EnrollmentJob stored = jobs().findById(organizationId, claimed.id()).orElseThrow();
        assertThat(stored.leaseOwner()).isEqualTo("worker-a");
        assertThat(stored.leaseExpiresAt()).isEqualTo(TestData.at(30));
        assertThat(stored.status()).isEqualTo(JobStatus.PROCESSING);
        assertThat(stored.items()).isEqualTo(claimed.items());
        assertThat(jobs().claimNext("worker-b", TestData.at(10), TestData.at(40))).isEmpty();
    }

    @Test
    void givenLeaseOfAnotherOwner_whenHeld_thenRefusedAndNothingChanges() {
        insert(anEnrollmentJob().customers(customer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();

        boolean held = store.transactions().inTransaction(
                () -> jobs().holdLease(claimed.id(), "worker-b", TestData.at(30)));

        assertThat(held).isFalse();
        assertThat(jobs().findById(organizationId, claimed.id())).contains(claimed);
    }

    @Test
    void givenJobTakenOver_whenTheFormerOwnerHoldsTheLease_thenRefused() {
        insert(anEnrollmentJob().customers(customer));
        jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();
        EnrollmentJob takenOver = jobs().claimNext("worker-b", TestData.at(6), TestData.at(20)).orElseThrow();

        boolean held = store.transactions().inTransaction(
                () -> jobs().holdLease(takenOver.id(), "worker-a", TestData.at(30)));

        assertThat(held).isFalse();
        assertThat(jobs().findById(organizationId, takenOver.id())).contains(takenOver);
    }

    @Test
    void givenFinishedJob_whenItsLastOwnerHoldsTheLease_thenRefused() {
        insert(anEnrollmentJob().customers(customer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();
        EnrollmentJob finished = recordProgress(claimed, unavailable(claimed.entriesToProcess()), TestData.at(2));

        boolean held = store.transactions().inTransaction(
                () -> jobs().holdLease(claimed.id(), "worker-a", TestData.at(30)));

        assertThat(finished.status().isFinal()).isTrue();
        assertThat(held).isFalse();
        assertThat(jobs().findById(organizationId, claimed.id())).contains(finished);
    }

    @Test
    void givenClaimedJob_whenProgressIsRecordedInTwoSteps_thenEntriesAndFinalStatusAreStored() {
        Enrollment enrollment = TestData.enrollment(organizationId, campaign.id(), customer.id());
        store.enrollments().insert(enrollment);
        insert(anEnrollmentJob().customers(customer, otherCustomer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();
        List<JobItem> toProcess = claimed.entriesToProcess();

        EnrollmentJob halfway = recordProgress(claimed,
                List.of(toProcess.get(0).resolve(ItemCode.ENROLLED, enrollment.id())), TestData.at(2));

        assertThat(halfway.status()).isEqualTo(JobStatus.PROCESSING);
        assertThat(halfway.leaseOwner()).isEqualTo("worker-a");
        assertThat(jobs().findById(organizationId, claimed.id())).contains(halfway);

        EnrollmentJob done = recordProgress(halfway, List.of(toProcess.get(1).resolve(
                ItemCode.MISSING_REQUIRED_FIELDS, null,
                List.of(Violation.of(List.of("firstName"), ViolationCode.CUSTOM, "required by the campaign")),
                List.of("firstName", "email"))), TestData.at(3));

        assertThat(done.status()).isEqualTo(JobStatus.PARTIAL);
        assertThat(done.completedAt()).isEqualTo(TestData.at(3));
        assertThat(done.leaseOwner()).isNull();
        assertThat(done.leaseExpiresAt()).isNull();
        assertThat(jobs().findById(organizationId, claimed.id())).contains(done);
    }

    @Test
    void givenSomeChangedEntries_whenProgressIsRecorded_thenOnlyThoseEntriesAreWritten() {
        insert(anEnrollmentJob().customers(customer, otherCustomer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();
        JobItem first = claimed.entriesToProcess().get(0).resolve(ItemCode.NOT_ENROLLED, null);
        List<JobItem> withDuplicates = claimed.withDuplicates(List.of(first));
        EnrollmentJob recorded = claimed.record(withDuplicates, TestData.at(2));

        store.transactions().inTransaction(() -> jobs().recordProgress(recorded, List.of(first)));

        assertThat(jobs().findById(organizationId, claimed.id()))
                .contains(claimed.record(List.of(first), TestData.at(2)));
    }

    @Test
    void givenProgressInUnitOfWorkThatFails_whenRolledBack_thenNothingOfItIsStored() {
        insert(anEnrollmentJob().customers(customer));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(1), TestData.at(5)).orElseThrow();
        List<JobItem> changed = claimed.withDuplicates(unavailable(claimed.entriesToProcess()));

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            jobs().holdLease(claimed.id(), "worker-a", TestData.at(30));
            jobs().recordProgress(claimed.record(changed, TestData.at(2)), changed);
            throw new IllegalStateException("fails after the progress");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(jobs().findById(organizationId, claimed.id())).contains(claimed);
    }

    @Test
    void givenKeysOfOldAndRecentJobs_whenReleased_thenOnlyKeysOfJobsCreatedBeforeTheCutoffAreFreed() {
        EnrollmentJob old = insert(anEnrollmentJob().customers(customer).idempotencyKey("old")
                .createdAt(TestData.at(-30)));
        EnrollmentJob theirOld = insert(theirJob().idempotencyKey("their-old").createdAt(TestData.at(-20)));
        insert(anEnrollmentJob().customers(customer).idempotencyKey(null).createdAt(TestData.at(-40)));
        EnrollmentJob atCutoff = insert(anEnrollmentJob().customers(customer).idempotencyKey("at-cutoff")
                .createdAt(TestData.at(-10)));
        EnrollmentJob recent = insert(anEnrollmentJob().customers(customer).idempotencyKey("recent"));

        int released = jobs().releaseIdempotencyKeys(TestData.at(-10));

        assertThat(released).isEqualTo(2);
        assertThat(jobs().releaseIdempotencyKeys(TestData.at(-10))).isZero();
        assertThat(jobs().findByIdempotencyKey(organizationId, "old")).isEmpty();
        assertThat(jobs().findByIdempotencyKey(otherOrganizationId, "their-old")).isEmpty();
        assertThat(jobs().findById(organizationId, old.id())).contains(withoutKey(old));
        assertThat(jobs().findById(otherOrganizationId, theirOld.id())).contains(withoutKey(theirOld));
        assertThat(jobs().findByIdempotencyKey(organizationId, "at-cutoff")).contains(atCutoff);
        assertThat(jobs().findByIdempotencyKey(organizationId, "recent")).contains(recent);
        EnrollmentJob reuse = insert(anEnrollmentJob().customers(otherCustomer).idempotencyKey("old"));
        assertThat(jobs().findByIdempotencyKey(organizationId, "old")).contains(reuse);
    }

    @Test
    void givenOneJobsKey_whenReleased_thenOnlyWhenCreatedBeforeTheCutoffInItsOrganization() {
        EnrollmentJob job = insert(anEnrollmentJob().customers(customer).idempotencyKey("order-42")
                .createdAt(TestData.at(-30)));

        assertThat(jobs().releaseIdempotencyKey(otherOrganizationId, "order-42", TestData.at(0))).isFalse();
        assertThat(jobs().releaseIdempotencyKey(organizationId, "order-43", TestData.at(0))).isFalse();
        assertThat(jobs().releaseIdempotencyKey(organizationId, "order-42", TestData.at(-30))).isFalse();
        assertThat(jobs().findByIdempotencyKey(organizationId, "order-42")).contains(job);

        assertThat(jobs().releaseIdempotencyKey(organizationId, "order-42", TestData.at(-29))).isTrue();

        assertThat(jobs().releaseIdempotencyKey(organizationId, "order-42", TestData.at(-29))).isFalse();
        assertThat(jobs().findById(organizationId, job.id())).contains(withoutKey(job));
        EnrollmentJob reuse = insert(anEnrollmentJob().customers(otherCustomer).idempotencyKey("order-42"));
        assertThat(jobs().findByIdempotencyKey(organizationId, "order-42")).contains(reuse);
    }

    @Test
    void givenFinishedAndUnfinishedJobs_whenPurged_thenOnlyFinalJobsCompletedBeforeTheCutoffAreDeleted() {
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-80)));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(-80), TestData.at(-70)).orElseThrow();
        EnrollmentJob processedOld = recordProgress(claimed, unavailable(claimed.entriesToProcess()),
                TestData.at(-75));
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-100)));
        EnrollmentJob processing = jobs().claimNext("worker-a", TestData.at(-100), TestData.at(1000)).orElseThrow();
        EnrollmentJob queued = insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-90)));
        EnrollmentJob finishedOld = insert(anEnrollmentJob().createdAt(TestData.at(-60)));
        EnrollmentJob theirFinishedOld = insert(anEnrollmentJob(otherOrganizationId, otherCampaign)
                .createdAt(TestData.at(-50)));
        EnrollmentJob finishedAtCutoff = insert(anEnrollmentJob().createdAt(TestData.at(-10)));

        int purged = jobs().purgeFinishedBefore(TestData.at(-10));

        assertThat(purged).isEqualTo(3);
        assertThat(jobs().findById(organizationId, processedOld.id())).isEmpty();
        assertThat(jobs().findById(organizationId, finishedOld.id())).isEmpty();
        assertThat(jobs().findById(otherOrganizationId, theirFinishedOld.id())).isEmpty();
        assertThat(jobs().findById(organizationId, finishedAtCutoff.id())).contains(finishedAtCutoff);
        assertThat(jobs().findById(organizationId, processing.id())).contains(processing);
        assertThat(jobs().findById(organizationId, queued.id())).contains(queued);
        assertThat(jobs().purgeFinishedBefore(TestData.at(-10))).isZero();
    }

    @Test
    void givenNoJobs_whenQueueStatsAreRead_thenNothingIsQueuedOrProcessing() {
        assertThat(jobs().queueStats(TestData.at(0))).isEqualTo(new JobQueueStats(0, 0, Duration.ZERO));
    }

    @Test
    void givenQueuedProcessingAndFinalJobsOfTwoOrganizations_whenQueueStatsAreRead_thenEveryOrganizationCounts() {
        insert(anEnrollmentJob().createdAt(TestData.at(-100)));
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-90)));
        jobs().claimNext("worker-a", TestData.at(-80), TestData.at(-70)).orElseThrow();
        insert(theirJob().createdAt(TestData.at(-30)));
        insert(anEnrollmentJob().customers(otherCustomer).createdAt(TestData.at(-10)));

        JobQueueStats stats = jobs().queueStats(TestData.at(0));

        // The claimed job's lease ran out at -70 and nobody took it over: it still counts as processing.
        assertThat(stats).isEqualTo(new JobQueueStats(2, 1, Duration.ofMinutes(30)));
    }

    @Test
    void givenQueuedJobStampedAfterNow_whenQueueStatsAreRead_thenItHasWaitedZero() {
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(5)));

        assertThat(jobs().queueStats(TestData.at(0))).isEqualTo(new JobQueueStats(1, 0, Duration.ZERO));
    }

    @Test
    void givenJobFinishedByItsWorker_whenQueueStatsAreRead_thenItIsNoLongerCounted() {
        insert(anEnrollmentJob().customers(customer).createdAt(TestData.at(-5)));
        EnrollmentJob claimed = jobs().claimNext("worker-a", TestData.at(-4), TestData.at(10)).orElseThrow();
        assertThat(jobs().queueStats(TestData.at(0))).isEqualTo(new JobQueueStats(0, 1, Duration.ZERO));

        recordProgress(claimed, unavailable(claimed.entriesToProcess()), TestData.at(-3));

        assertThat(jobs().queueStats(TestData.at(0))).isEqualTo(new JobQueueStats(0, 0, Duration.ZERO));
    }

    private EnrollmentJobRepository jobs() {
        return store.enrollmentJobs();
    }

    private EnrollmentJobBuilder anEnrollmentJob() {
        return anEnrollmentJob(organizationId, campaign);
    }

    private static EnrollmentJobBuilder anEnrollmentJob(OrganizationId organization, Campaign target) {
        return EnrollmentJobBuilder.anEnrollmentJob(organization, target.id());
    }

    /** A job of the other organization with one customer to process. */
    private EnrollmentJobBuilder theirJob() {
        return anEnrollmentJob(otherOrganizationId, otherCampaign).customers(theirCustomer);
    }

    private EnrollmentJob insert(EnrollmentJobBuilder builder) {
        EnrollmentJob job = builder.build();
        jobs().insert(job);
        return job;
    }

    /** Records results as a worker does: under the lease, in one unit of work with duplicates copied. */
    private EnrollmentJob recordProgress(EnrollmentJob claimed, List<JobItem> results, Instant now) {
        List<JobItem> changed = claimed.withDuplicates(results);
        EnrollmentJob recorded = claimed.record(changed, now);
        boolean held = store.transactions().inTransaction(() -> {
            if (!jobs().holdLease(claimed.id(), claimed.leaseOwner(), claimed.leaseExpiresAt())) {
                return false;
            }
            jobs().recordProgress(recorded, changed);
            return true;
        });
        assertThat(held).isTrue();
        return recorded;
    }

    private static List<JobItem> unavailable(List<JobItem> entries) {
        return entries.stream().map(entry -> entry.resolve(ItemCode.CAMPAIGN_UNAVAILABLE, null)).toList();
    }

    private static EnrollmentJob withoutKey(EnrollmentJob job) {
        return EnrollmentJob.reconstitute(job.id(), job.organizationId(), job.campaignId(), job.action(),
                job.targetStatus(), job.reason(), null, job.fingerprint(), job.status(), job.items(),
                job.resolvedCount(), job.createdAt(), job.updatedAt(), job.completedAt(), job.leaseOwner(),
                job.leaseExpiresAt(), job.attempts());
    }
}
