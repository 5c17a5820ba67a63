package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.application.fixtures.CallBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.CallPurpose;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.source.Source;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.call.CallRepository}: call counts per
 * campaign, overall and since the start of the day (inclusive), without test calls. A call is
 * connected as {@link Call#isConnected()} says; today's duration sums all of today's calls.
 */
public abstract class CallRepositoryContract extends StoreContract {

    private static final Instant DAY_START = TestData.at(24 * 60);

    private Campaign campaign;
    private Customer customer;

    @BeforeEach
    void givenCampaignAndCustomer() {
        givenTwoOrganizations();
        campaign = givenCampaign(organizationId);
        customer = givenCustomer(organizationId, 1);
    }

    @Test
    void givenCallsOfTodayAndBefore_whenCounted_thenTotalsAndTodaysFiguresAreRight() {
        store.calls().insert(call(campaign, DAY_START.minusMillis(1), CallDirection.OUTBOUND, "completed", 9_000));
        store.calls().insert(call(campaign, DAY_START, CallDirection.OUTBOUND, "completed", 3_000));
        store.calls().insert(call(campaign, DAY_START.plusSeconds(60), CallDirection.INBOUND, "transferred", 1_000));
        store.calls().insert(call(campaign, DAY_START.plusSeconds(120), CallDirection.OUTBOUND, "voicemail", 2_000));
        store.calls().insert(call(campaign, DAY_START.plusSeconds(180), CallDirection.OUTBOUND, "no_answer", 0));
        store.calls().insert(call(campaign, DAY_START.plusSeconds(240), CallDirection.INBOUND, null, 500));

        Map<CampaignId, CallCounts> counts = store.calls().countByCampaign(organizationId, List.of(campaign.id()),
                DAY_START);

        assertThat(counts).isEqualTo(Map.of(campaign.id(), new CallCounts(6, 5, 2, 3, 2, 6_500)));
    }

    @Test
    void givenTestCalls_whenCounted_thenTheyAreLeftOutAndCampaignsWithOnlyTestCallsToo() {
        Campaign testedOnly = givenCampaign(organizationId);
        store.calls().insert(call(campaign, DAY_START.plusSeconds(1), CallDirection.OUTBOUND, "completed", 1_000));
        store.calls().insert(testCall(campaign, DAY_START.plusSeconds(2)));
        store.calls().insert(testCall(campaign, DAY_START.minusSeconds(2)));
        store.calls().insert(testCall(testedOnly, DAY_START.plusSeconds(3)));

        Map<CampaignId, CallCounts> counts = store.calls().countByCampaign(organizationId,
                List.of(campaign.id(), testedOnly.id()), DAY_START);

        assertThat(counts).isEqualTo(Map.of(campaign.id(), new CallCounts(1, 1, 0, 1, 1, 1_000)));
    }

    @Test
    void givenOnlyOlderCalls_whenCounted_thenTodaysFiguresAreZero() {
        store.calls().insert(call(campaign, DAY_START.minusSeconds(60), CallDirection.INBOUND, "completed", 4_000));

        Map<CampaignId, CallCounts> counts = store.calls().countByCampaign(organizationId, List.of(campaign.id()),
                DAY_START);

        assertThat(counts).isEqualTo(Map.of(campaign.id(), new CallCounts(1, 0, 0, 0, 0, 0)));
    }

    @Test
    void givenSeveralCampaigns_whenCounted_thenOnlyAskedCampaignsWithCallsOfTheOrganizationAppear() {
        Campaign second = givenCampaign(organizationId);
        Campaign silent = givenCampaign(organizationId);
        Campaign unasked = givenCampaign(organizationId);
        Campaign theirs = givenCampaign(otherOrganizationId);
        Customer theirCustomer = givenCustomer(otherOrganizationId, 2);
        store.calls().insertAll(List.of(
                call(campaign, DAY_START.plusSeconds(1), CallDirection.OUTBOUND, "completed", 1_000),
                call(second, DAY_START.plusSeconds(2), CallDirection.INBOUND, "completed", 2_000),
                call(second, DAY_START.plusSeconds(3), CallDirection.INBOUND, "busy", 0),
                call(unasked, DAY_START.plusSeconds(4), CallDirection.INBOUND, "completed", 3_000)));
        store.calls().insert(TestData.call(otherOrganizationId, theirs.id(), theirCustomer.id(),
                DAY_START.plusSeconds(5), CallDirection.OUTBOUND, "completed", 5_000, false));

        Map<CampaignId, CallCounts> counts = store.calls().countByCampaign(organizationId,
                List.of(campaign.id(), second.id(), silent.id(), theirs.id()), DAY_START);

        assertThat(counts).isEqualTo(Map.of(
                campaign.id(), new CallCounts(1, 1, 0, 1, 1, 1_000),
                second.id(), new CallCounts(2, 2, 2, 0, 1, 2_000)));
        assertThat(store.calls().countByCampaign(otherOrganizationId, List.of(campaign.id()), DAY_START)).isEmpty();
        assertThat(store.calls().countByCampaign(organizationId, List.of(), DAY_START)).isEmpty();
    }

    @Test
    void givenNoCalls_whenNoneInsertedTogether_thenNothingIsCounted() {
        store.calls().insertAll(List.of());

        assertThat(store.calls().countByCampaign(organizationId, List.of(campaign.id()), DAY_START)).isEmpty();
    }

    @Test
    void givenCallWithSourceAndTransfer_whenReadById_thenEveryFieldComesBackAndOnlyToItsOrganization() {
        Source source = TestData.source(organizationId, campaign.id(), "tv-spring");
        store.sources().insert(source);
        Call stored = CallBuilder.aCall(organizationId, campaign.id(), customer.id()).at(DAY_START)
                .source(source.id()).purpose(CallPurpose.APPOINTMENT).transferred(95_000, true, "12.3400")
                .cost("0.4321").build();
        Call plain = TestData.call(organizationId, campaign.id(), customer.id(), DAY_START, CallDirection.INBOUND,
                null, 0, true);
        store.calls().insertAll(List.of(stored, plain));

        assertThat(store.calls().findById(organizationId, stored.id())).hasValueSatisfying(read -> {
            assertThat(read).usingRecursiveComparison().withComparatorForType(BigDecimal::compareTo, BigDecimal.class)
                    .isEqualTo(stored);
        });
        assertThat(store.calls().findById(organizationId, plain.id())).contains(plain);
        assertThat(store.calls().findById(otherOrganizationId, stored.id())).isEmpty();
        assertThat(store.calls().findById(organizationId, CallId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenCallsAroundAWindow_whenFoundByCampaign_thenBoundsAreInclusiveTestCallsLeftOutOldestFirst() {
        Campaign other = givenCampaign(organizationId);
        Call before = call(campaign, DAY_START.minusMillis(1), CallDirection.OUTBOUND, "completed", 1);
        Call atStart = call(campaign, DAY_START, CallDirection.OUTBOUND, "completed", 2);
        Call atEnd = call(campaign, DAY_START.plusSeconds(60), CallDirection.INBOUND, "busy", 3);
        Call after = call(campaign, DAY_START.plusSeconds(60).plusMillis(1), CallDirection.OUTBOUND, "busy", 4);
        store.calls().insertAll(List.of(after, atEnd, atStart, before,
                testCall(campaign, DAY_START.plusSeconds(1)),
                call(other, DAY_START.plusSeconds(1), CallDirection.OUTBOUND, "completed", 5)));

        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), DAY_START, DAY_START.plusSeconds(60)))
                .extracting(Call::id).containsExactly(atStart.id(), atEnd.id());
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), null, null))
                .extracting(Call::id).containsExactly(before.id(), atStart.id(), atEnd.id(), after.id());
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), DAY_START, null))
                .extracting(Call::id).containsExactly(atStart.id(), atEnd.id(), after.id());
        assertThat(store.calls().findByCampaign(otherOrganizationId, campaign.id(), null, null)).isEmpty();
    }

    @Test
    void givenNoCalls_whenCustomerSummarized_thenNoneAndZero() {
        store.calls().insert(testCall(campaign, DAY_START));

        assertThat(store.calls().summarizeForCustomer(organizationId, customer.id()))
                .isEqualTo(CustomerCallSummary.NONE)
                .isEqualTo(new CustomerCallSummary(0, null, null));
    }

    @Test
    void givenCallsInSeveralCampaigns_whenCustomerSummarized_thenAllCountAndTheLatestNamesDateAndDisposition() {
        Campaign second = givenCampaign(organizationId);
        Customer neighbour = givenCustomer(organizationId, 2);
        Campaign theirs = givenCampaign(otherOrganizationId);
        Customer theirCustomer = givenCustomer(otherOrganizationId, 3);
        store.calls().insertAll(List.of(
                call(campaign, DAY_START.minusSeconds(60), CallDirection.OUTBOUND, "completed", 1_000),
                call(second, DAY_START.plusSeconds(30), CallDirection.INBOUND, "voicemail", 2_000),
                call(campaign, DAY_START, CallDirection.OUTBOUND, "busy", 0),
                testCall(campaign, DAY_START.plusSeconds(90)),
                TestData.call(organizationId, campaign.id(), neighbour.id(), DAY_START.plusSeconds(120),
                        CallDirection.OUTBOUND, "completed", 1_000, false)));
        store.calls().insert(TestData.call(otherOrganizationId, theirs.id(), theirCustomer.id(),
                DAY_START.plusSeconds(150), CallDirection.OUTBOUND, "completed", 1_000, false));

        assertThat(store.calls().summarizeForCustomer(organizationId, customer.id()))
                .isEqualTo(new CustomerCallSummary(3, DAY_START.plusSeconds(30), "voicemail"));
        assertThat(store.calls().summarizeForCustomer(otherOrganizationId, customer.id()))
                .isEqualTo(CustomerCallSummary.NONE);
    }

    @Test
    void givenLatestCallWithoutDisposition_whenCustomerSummarized_thenDispositionIsNull() {
        store.calls().insertAll(List.of(
                call(campaign, DAY_START, CallDirection.OUTBOUND, "completed", 1_000),
                call(campaign, DAY_START.plusMillis(1), CallDirection.INBOUND, null, 0)));

        assertThat(store.calls().summarizeForCustomer(organizationId, customer.id()))
                .isEqualTo(new CustomerCallSummary(2, DAY_START.plusMillis(1), null));
    }

    private Call call(Campaign target, Instant at, CallDirection direction, String disposition, long durationMs) {
        return TestData.call(organizationId, target.id(), customer.id(), at, direction, disposition, durationMs,
                false);
    }

    private Call testCall(Campaign target, Instant at) {
        return TestData.call(organizationId, target.id(), customer.id(), at, CallDirection.INBOUND, "completed",
                60_000, true);
    }
}
