package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.enrollment.EnrollmentRepository}: round trips,
 * at most one enrollment per customer and campaign, and counts per campaign and status.
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

    private Enrollment insert(Campaign target, Customer who, EnrollmentStatus status, int minutes) {
        Enrollment enrollment = TestData.enrollment(organizationId, target.id(), who.id(), status,
                TestData.at(minutes));
        store.enrollments().insert(enrollment);
        return enrollment;
    }
}
