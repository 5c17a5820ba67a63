package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.campaign.CampaignReads.CampaignRead;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * One campaign's read: the campaign, its organization, its enrollments counted by status and its calls
 * counted, the same figures as the campaign list's counts give.
 */
public abstract class CampaignReadsContract extends StoreContract {

    private static final Instant DAY_START = TestData.T0.plusSeconds(3_600);

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenACampaignWithEnrollmentsAndCalls_whenRead_thenItsFiguresAreTheListsFigures() {
        Campaign campaign = givenCampaign(organizationId);
        Campaign other = givenCampaign(organizationId);
        Customer first = givenCustomer(organizationId, 1);
        Customer second = givenCustomer(organizationId, 2);
        Customer third = givenCustomer(organizationId, 3);
        store.enrollments().insert(TestData.enrollment(organizationId, campaign.id(), first.id()));
        store.enrollments().insert(TestData.enrollment(organizationId, campaign.id(), second.id(),
                EnrollmentStatus.COMPLETED, TestData.T0));
        store.enrollments().insert(TestData.enrollment(organizationId, campaign.id(), third.id()));
        store.enrollments().insert(TestData.enrollment(organizationId, other.id(), first.id()));
        store.calls().insert(TestData.call(organizationId, campaign.id(), first.id(), TestData.T0,
                CallDirection.OUTBOUND, "answered", 1_000, false));
        store.calls().insert(TestData.call(organizationId, campaign.id(), first.id(), DAY_START.plusSeconds(60),
                CallDirection.INBOUND, "answered", 2_000, false));
        store.calls().insert(TestData.call(organizationId, campaign.id(), second.id(), DAY_START.plusSeconds(90),
                CallDirection.OUTBOUND, "voicemail", 3_000, false));
        store.calls().insert(TestData.call(organizationId, campaign.id(), second.id(), DAY_START.plusSeconds(99),
                CallDirection.OUTBOUND, "answered", 4_000, true));
        store.calls().insert(TestData.call(organizationId, other.id(), first.id(), DAY_START.plusSeconds(5),
                CallDirection.OUTBOUND, "answered", 5_000, false));

        CampaignRead read = store.campaignReads().find(organizationId, campaign.id(), DAY_START).orElseThrow();

        assertThat(read.campaign()).isEqualTo(campaign);
        assertThat(read.client()).isEqualTo(store.organizations().findById(organizationId).orElseThrow());
        assertThat(read.statuses()).isEqualTo(Map.of(EnrollmentStatus.IN_PROGRESS, 2L, EnrollmentStatus.COMPLETED, 1L))
                .isEqualTo(store.enrollments().countByStatus(organizationId, List.of(campaign.id()))
                        .get(campaign.id()));
        assertThat(read.calls()).isEqualTo(new CallCounts(3, 2, 1, 1, 1, 5_000))
                .isEqualTo(store.calls().countByCampaign(organizationId, List.of(campaign.id()), DAY_START)
                        .get(campaign.id()));
    }

    @Test
    void givenACampaignWithNothingYet_whenRead_thenNoEnrollmentsAndNoCalls() {
        Campaign campaign = givenCampaign(organizationId);

        CampaignRead read = store.campaignReads().find(organizationId, campaign.id(), DAY_START).orElseThrow();

        assertThat(read.statuses()).isEmpty();
        assertThat(read.calls()).isEqualTo(CallCounts.NONE);
    }

    @Test
    void givenAnotherOrganizationsCampaignOrNone_whenRead_thenNothing() {
        Campaign theirs = givenCampaign(otherOrganizationId);

        assertThat(store.campaignReads().find(organizationId, theirs.id(), DAY_START)).isEmpty();
        assertThat(store.campaignReads().find(organizationId, CampaignId.of(TestData.newId()), DAY_START)).isEmpty();
    }
}
