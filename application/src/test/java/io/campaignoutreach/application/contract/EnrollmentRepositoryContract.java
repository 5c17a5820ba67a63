package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.enrollment.EnrollmentRepository}: round trips,
 * at most one enrollment per customer and campaign (strictly, or skipping pairs already taken),
 * versioned batch updates, lookups by id and by customers and counts per campaign and status.
 */
public abstract class EnrollmentRepositoryContract extends StoreContract {

    private Campaign campaign;
    private Campaign otherCampaign;
    private Customer customer;
    private Customer otherCustomer;

    @BeforeEach
    void givenCampaignsAndCustomers() {
        givenTwoOrganizations();
        campaign = givenCampaign(organizationId);
        otherCampaign = givenCampaign(organizationId);
        customer = givenCustomer(organizationId, 1);
        otherCustomer = givenCustomer(organizationId, 2);
    }

    @Test
    void givenFullyPopulatedEnrollment_whenInsertedAndFound_thenEveryFieldRoundTrips() {
        Enrollment enrollment = TestData.enrollment(organizationId, campaign.id(), customer.id());

        store.enrollments().insert(enrollment);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(enrollment);
    }

    @Test
    void givenNewEnrollment_whenInsertedAndFound_thenEmptyFieldsRoundTrip() {
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), TestData.T0);

        store.enrollments().insert(enrollment);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(enrollment);
    }

    @Test
    void givenEnrollment_whenFoundById_thenOnlyWithinItsOrganization() {
        Enrollment enrollment = insert(campaign, customer, EnrollmentStatus.PENDING, 0);

        assertThat(store.enrollments().findById(organizationId, enrollment.id())).contains(enrollment);
        assertThat(store.enrollments().findById(otherOrganizationId, enrollment.id())).isEmpty();
        assertThat(store.enrollments().findById(organizationId, EnrollmentId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenEnrollmentsOfSeveralCustomers_whenFoundByCustomer_thenOnlyTheirsComeOldestFirst() {
        Enrollment newer = insert(campaign, customer, EnrollmentStatus.PENDING, 20);
        Enrollment older = insert(otherCampaign, customer, EnrollmentStatus.COMPLETED, 10);
        insert(campaign, otherCustomer, EnrollmentStatus.PENDING, 5);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(older, newer);
        assertThat(store.enrollments().findByCustomer(otherOrganizationId, customer.id())).isEmpty();
    }

    @Test
    void givenEnrollment_whenSameCustomerIsEnrolledAgain_thenConflictAndTheFirstStays() {
        Enrollment first = insert(campaign, customer, EnrollmentStatus.COMPLETED, 0);
        Enrollment second = TestData.enrollment(organizationId, campaign.id(), customer.id());

        assertThatThrownBy(() -> store.enrollments().insert(second)).isInstanceOf(ConflictException.class);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(first);
    }

    @Test
    void givenSeveralEnrollments_whenInsertedTogether_thenAllAreStored() {
        Enrollment first = TestData.enrollment(organizationId, campaign.id(), customer.id(), EnrollmentStatus.PENDING,
                TestData.at(1));
        Enrollment second = TestData.enrollment(organizationId, otherCampaign.id(), customer.id(),
                EnrollmentStatus.PENDING, TestData.at(2));

        store.enrollments().insertAll(List.of(first, second));
        store.enrollments().insertAll(List.of());

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(first, second);
    }

    @Test
    void givenBatchRepeatingAPair_whenInsertedInTransaction_thenConflictAndNothingIsStored() {
        Enrollment fine = TestData.enrollment(organizationId, otherCampaign.id(), customer.id());
        Enrollment first = TestData.enrollment(organizationId, campaign.id(), customer.id());
        Enrollment repeat = TestData.enrollment(organizationId, campaign.id(), customer.id());

        assertThatThrownBy(() -> store.transactions().inTransaction(
                () -> store.enrollments().insertAll(List.of(fine, first, repeat))))
                .isInstanceOf(ConflictException.class);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).isEmpty();
    }

    @Test
    void givenStoredEnrollment_whenBatchRepeatsItInTransaction_thenConflictAndNothingNewIsStored() {
        Enrollment stored = insert(campaign, customer, EnrollmentStatus.PENDING, 0);
        Enrollment fine = TestData.enrollment(organizationId, otherCampaign.id(), otherCustomer.id());
        Enrollment repeat = TestData.enrollment(organizationId, campaign.id(), customer.id());

        assertThatThrownBy(() -> store.transactions().inTransaction(
                () -> store.enrollments().insertAll(List.of(fine, repeat))))
                .isInstanceOf(ConflictException.class);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(stored);
        assertThat(store.enrollments().findByCustomer(organizationId, otherCustomer.id())).isEmpty();
    }

    @Test
    void givenEnrollments_whenCountedByStatus_thenGroupedPerCampaignAndCampaignsWithNoneLeftOut() {
        Customer third = givenCustomer(organizationId, 3);
        Campaign empty = givenCampaign(organizationId);
        Campaign unasked = givenCampaign(organizationId);
        Campaign theirs = givenCampaign(otherOrganizationId);
        Customer theirCustomer = givenCustomer(otherOrganizationId, 4);
        insert(campaign, customer, EnrollmentStatus.PENDING, 0);
        insert(campaign, otherCustomer, EnrollmentStatus.PENDING, 1);
        insert(campaign, third, EnrollmentStatus.COMPLETED, 2);
        insert(otherCampaign, customer, EnrollmentStatus.FAILED, 3);
        insert(unasked, customer, EnrollmentStatus.PENDING, 4);
        store.enrollments().insert(TestData.enrollment(otherOrganizationId, theirs.id(), theirCustomer.id()));

        Map<CampaignId, Map<EnrollmentStatus, Long>> counts = store.enrollments().countByStatus(organizationId,
                List.of(campaign.id(), otherCampaign.id(), empty.id(), theirs.id()));

        assertThat(counts).isEqualTo(Map.of(
                campaign.id(), Map.of(EnrollmentStatus.PENDING, 2L, EnrollmentStatus.COMPLETED, 1L),
                otherCampaign.id(), Map.of(EnrollmentStatus.FAILED, 1L)));
        assertThat(store.enrollments().countByStatus(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenStoredPairAndRepeatedPair_whenMissingInserted_thenOnlyNewPairsAreStoredAndReturned() {
        Enrollment stored = insert(campaign, customer, EnrollmentStatus.COMPLETED, 0);
        Enrollment again = TestData.enrollment(organizationId, campaign.id(), customer.id());
        Enrollment fresh = TestData.enrollment(organizationId, campaign.id(), otherCustomer.id(),
                EnrollmentStatus.PENDING, TestData.at(1));
        Enrollment freshRepeated = TestData.enrollment(organizationId, campaign.id(), otherCustomer.id(),
                EnrollmentStatus.IN_PROGRESS, TestData.at(2));
        Enrollment otherFresh = TestData.enrollment(organizationId, otherCampaign.id(), customer.id(),
                EnrollmentStatus.PENDING, TestData.at(3));

        List<Enrollment> inserted = store.enrollments().insertMissing(List.of(again, fresh, freshRepeated,
                otherFresh));

        assertThat(inserted).containsExactlyInAnyOrder(fresh, otherFresh);
        assertThat(store.enrollments().findByCustomer(organizationId, customer.id()))
                .containsExactly(stored, otherFresh);
        assertThat(store.enrollments().findByCustomer(organizationId, otherCustomer.id())).containsExactly(fresh);
    }

    @Test
    void givenNothingToInsert_whenMissingInserted_thenNothingIsReturned() {
        Enrollment stored = insert(campaign, customer, EnrollmentStatus.PENDING, 0);

        assertThat(store.enrollments().insertMissing(List.of())).isEmpty();
        assertThat(store.enrollments().insertMissing(List.of(
                TestData.enrollment(organizationId, campaign.id(), customer.id())))).isEmpty();

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).containsExactly(stored);
    }

    @Test
    void givenStoredPair_whenMissingInsertedInTransaction_thenTheUnitOfWorkCarriesOnAndCommits() {
        insert(campaign, customer, EnrollmentStatus.PENDING, 0);
        Enrollment later = TestData.enrollment(organizationId, otherCampaign.id(), otherCustomer.id());

        List<Enrollment> inserted = store.transactions().inTransaction(() -> {
            List<Enrollment> result = store.enrollments().insertMissing(List.of(
                    TestData.enrollment(organizationId, campaign.id(), customer.id())));
            store.enrollments().insert(later);
            return result;
        });

        assertThat(inserted).isEmpty();
        assertThat(store.enrollments().findByCustomer(organizationId, otherCustomer.id())).containsExactly(later);
    }

    @Test
    void givenMissingInsertedInTransactionThatFails_whenRolledBack_thenNothingIsStored() {
        Enrollment fresh = TestData.enrollment(organizationId, campaign.id(), customer.id());

        assertThatThrownBy(() -> store.transactions().inTransaction(() -> {
            store.enrollments().insertMissing(List.of(fresh));
            throw new IllegalStateException("fails after the insert");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id())).isEmpty();
    }

    @Test
    void givenStoredEnrollments_whenRestartedAndClosedTogether_thenBothResultsAreStored() {
        Enrollment running = insert(campaign, customer, EnrollmentStatus.IN_PROGRESS, 0);
        Enrollment started = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, otherCampaign.id(),
                customer.id(), "start", TestData.at(1));
        store.enrollments().insert(started);
        Enrollment restarted = running.restart("start", TestData.at(60));
        Enrollment closed = started.close(EnrollmentStatus.CANCELLED, "customer asked to stop", TestData.at(61));

        store.enrollments().updateAll(List.of(restarted, closed));
        store.enrollments().updateAll(List.of());

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id()))
                .containsExactly(restarted, closed);
    }

    @Test
    void givenStaleEnrollmentInBatch_whenUpdatedInTransaction_thenConflictAndNothingOfTheBatchIsStored() {
        Enrollment first = insert(campaign, customer, EnrollmentStatus.IN_PROGRESS, 0);
        Enrollment second = insert(otherCampaign, customer, EnrollmentStatus.IN_PROGRESS, 1);
        Enrollment secondRestarted = second.restart(null, TestData.at(30));
        store.enrollments().updateAll(List.of(secondRestarted));
        Enrollment firstClosed = first.close(EnrollmentStatus.COMPLETED, "done", TestData.at(60));
        Enrollment secondStale = second.close(EnrollmentStatus.FAILED, "from an old copy", TestData.at(60));

        assertThatThrownBy(() -> store.transactions().inTransaction(
                () -> store.enrollments().updateAll(List.of(firstClosed, secondStale))))
                .isInstanceOf(ConflictException.class);

        assertThat(store.enrollments().findByCustomer(organizationId, customer.id()))
                .containsExactly(first, secondRestarted);
    }

    @Test
    void givenEnrollmentsOfSeveralCustomers_whenFoundByCustomers_thenTheirsInTheCampaignsAskedWithinTheOrganization() {
        Customer unasked = givenCustomer(organizationId, 3);
        Campaign theirs = givenCampaign(otherOrganizationId);
        Customer theirCustomer = givenCustomer(otherOrganizationId, 4);
        Enrollment first = insert(campaign, customer, EnrollmentStatus.PENDING, 0);
        Enrollment second = insert(otherCampaign, customer, EnrollmentStatus.COMPLETED, 1);
        Enrollment third = insert(campaign, otherCustomer, EnrollmentStatus.IN_PROGRESS, 2);
        insert(campaign, unasked, EnrollmentStatus.PENDING, 3);
        store.enrollments().insert(TestData.enrollment(otherOrganizationId, theirs.id(), theirCustomer.id()));

        List<CustomerId> asked = List.of(customer.id(), otherCustomer.id(), theirCustomer.id());
        assertThat(store.enrollments().findByCustomers(organizationId, asked,
                List.of(campaign.id(), otherCampaign.id(), theirs.id())))
                .containsExactlyInAnyOrder(first, second, third);
        assertThat(store.enrollments().findByCustomers(organizationId, asked, List.of(campaign.id())))
                .containsExactlyInAnyOrder(first, third);
        assertThat(store.enrollments().findByCustomers(otherOrganizationId, List.of(customer.id()),
                List.of(campaign.id()))).isEmpty();
        assertThat(store.enrollments().findByCustomers(organizationId, List.of(), List.of(campaign.id()))).isEmpty();
        assertThat(store.enrollments().findByCustomers(organizationId, asked, List.of())).isEmpty();
    }

    @Test
    void givenEnrollmentsOfSeveralCampaigns_whenFoundByCampaign_thenOnlyThatCampaignsOldestFirstThenById() {
        Customer third = givenCustomer(organizationId, 3);
        Campaign theirs = givenCampaign(otherOrganizationId);
        Customer theirCustomer = givenCustomer(otherOrganizationId, 4);
        Enrollment newer = insert(campaign, customer, EnrollmentStatus.PENDING, 20);
        Enrollment older = insert(campaign, otherCustomer, EnrollmentStatus.COMPLETED, 10);
        insert(otherCampaign, customer, EnrollmentStatus.PENDING, 5);
        store.enrollments().insert(TestData.enrollment(otherOrganizationId, theirs.id(), theirCustomer.id()));
        // Created at the same instant as newer with an id from f0 (the sign bit set): ties go by id compared
        // as unsigned bytes, as PostgreSQL does, so it comes after newer's time-ordered id.
        Enrollment tieHigh = Enrollment.builder(EnrollmentId.of(orderedId("f0")), organizationId, campaign.id(),
                third.id(), EnrollmentStatus.FAILED).reconstitute(0, newer.createdAt(), newer.createdAt());
        store.enrollments().insert(tieHigh);

        assertThat(store.enrollments().findByCampaign(organizationId, campaign.id()))
                .containsExactly(older, newer, tieHigh);
        assertThat(store.enrollments().findByCampaign(organizationId, theirs.id())).isEmpty();
        assertThat(store.enrollments().findByCampaign(otherOrganizationId, campaign.id())).isEmpty();
    }

    @Test
    void givenACampaignsEnrollments_whenPaged_thenNewestFirstOfTheStatusAskedWithTheTotal() {
        Customer third = givenCustomer(organizationId, 3);
        Enrollment oldest = insert(campaign, customer, EnrollmentStatus.COMPLETED, 10);
        Enrollment middle = insert(campaign, otherCustomer, EnrollmentStatus.PENDING, 20);
        Enrollment newest = insert(campaign, third, EnrollmentStatus.COMPLETED, 30);
        insert(otherCampaign, customer, EnrollmentStatus.COMPLETED, 40);

        Page<Enrollment> first = store.enrollments().findPageByCampaign(organizationId, campaign.id(), null,
                new PageRequest(1, 2));
        Page<Enrollment> second = store.enrollments().findPageByCampaign(organizationId, campaign.id(), null,
                new PageRequest(2, 2));
        Page<Enrollment> completed = store.enrollments().findPageByCampaign(organizationId, campaign.id(),
                EnrollmentStatus.COMPLETED, new PageRequest(1, 10));
        Page<Enrollment> past = store.enrollments().findPageByCampaign(organizationId, campaign.id(),
                EnrollmentStatus.PENDING, new PageRequest(2, 10));

        assertThat(first.items()).containsExactly(newest, middle);
        assertThat(first.itemsTotal()).isEqualTo(3);
        assertThat(second.items()).containsExactly(oldest);
        assertThat(completed.items()).containsExactly(newest, oldest);
        assertThat(completed.itemsTotal()).isEqualTo(2);
        assertThat(past.items()).isEmpty();
        assertThat(past.itemsTotal()).isEqualTo(1);
        assertThat(store.enrollments().findPageByCampaign(otherOrganizationId, campaign.id(), null,
                new PageRequest(1, 10)).items()).isEmpty();
    }

    private Enrollment insert(Campaign target, Customer who, EnrollmentStatus status, int minutes) {
        Enrollment enrollment = TestData.enrollment(organizationId, target.id(), who.id(), status,
                TestData.at(minutes));
        store.enrollments().insert(enrollment);
        return enrollment;
    }
}
