package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.customer.CustomerReads.CustomerRead;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The customer read's one look-up: the customer, its enrollments with their campaigns' names, its calls. */
public abstract class CustomerReadsContract extends StoreContract {

    @Test
    void givenACustomerInTwoCampaignsWithCalls_whenRead_thenEverythingTheReadShowsComesTogether() {
        givenTwoOrganizations();
        Campaign spring = CampaignBuilder.aCampaign(organizationId).name("Spring").build();
        Campaign autumn = CampaignBuilder.aCampaign(organizationId).name("Autumn").build();
        store.campaigns().insert(spring);
        store.campaigns().insert(autumn);
        Customer customer = givenCustomer(organizationId, 1);
        Enrollment first = Enrollment.start(EnrollmentId.of(orderedId("10")), organizationId, spring.id(),
                customer.id(), "start", TestData.T0);
        Enrollment second = Enrollment.start(EnrollmentId.of(orderedId("90")), organizationId, autumn.id(),
                customer.id(), null, TestData.T0.plusSeconds(60));
        store.enrollments().insert(second);
        store.enrollments().insert(first);
        store.calls().insert(TestData.call(organizationId, spring.id(), customer.id(), TestData.T0.plusSeconds(5),
                CallDirection.OUTBOUND, "voicemail", 1_000, false));
        store.calls().insert(TestData.call(organizationId, spring.id(), customer.id(), TestData.T0.plusSeconds(9),
                CallDirection.OUTBOUND, "answered", 1_000, false));
        store.calls().insert(TestData.call(organizationId, spring.id(), customer.id(), TestData.T0.plusSeconds(99),
                CallDirection.OUTBOUND, "test", 1_000, true));

        CustomerRead read = store.customerReads().find(organizationId, customer.id()).orElseThrow();

        assertThat(read.customer()).isEqualTo(customer);
        assertThat(read.enrollments()).containsExactly(first, second);
        assertThat(read.campaignNames()).isEqualTo(Map.of(spring.id(), "Spring", autumn.id(), "Autumn"));
        assertThat(read.calls().totalCalls()).isEqualTo(2);
        assertThat(read.calls().lastCallAt()).isEqualTo(TestData.T0.plusSeconds(9));
        assertThat(read.calls().lastCallDisposition()).isEqualTo("answered");
    }

    @Test
    void givenACustomerWithNothingElse_whenRead_thenNoEnrollmentsAndNoCalls() {
        givenTwoOrganizations();
        Customer customer = givenCustomer(organizationId, 2);

        CustomerRead read = store.customerReads().find(organizationId, customer.id()).orElseThrow();

        assertThat(read.enrollments()).isEmpty();
        assertThat(read.calls().totalCalls()).isZero();
        assertThat(read.calls().lastCallAt()).isNull();
    }

    @Test
    void givenAnotherOrganizationsCustomer_whenRead_thenNothingIsFound() {
        givenTwoOrganizations();
        Customer theirs = givenCustomer(otherOrganizationId, 3);

        assertThat(store.customerReads().find(organizationId, theirs.id())).isEmpty();
        assertThat(store.customerReads().find(otherOrganizationId, theirs.id())).isPresent();
    }
}
