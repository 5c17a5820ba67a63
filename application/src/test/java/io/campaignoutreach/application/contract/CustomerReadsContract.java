package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.CustomerReads.CustomerRead;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.CustomerSearch;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import java.util.EnumMap;
import java.util.List;
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

    /** PostgreSQL orders uuids byte by byte without sign: an id starting f0 comes after one starting 10. */
    @Test
    void givenEnrollmentsStartedAtTheSameInstant_whenRead_thenTheyComeInTheOrderOfTheirIds() {
        givenTwoOrganizations();
        Campaign spring = CampaignBuilder.aCampaign(organizationId).name("Spring").build();
        Campaign autumn = CampaignBuilder.aCampaign(organizationId).name("Autumn").build();
        Campaign winter = CampaignBuilder.aCampaign(organizationId).name("Winter").build();
        store.campaigns().insert(spring);
        store.campaigns().insert(autumn);
        store.campaigns().insert(winter);
        Customer customer = givenCustomer(organizationId, 3);
        Enrollment high = Enrollment.start(EnrollmentId.of(orderedId("f0")), organizationId, spring.id(),
                customer.id(), null, TestData.T0);
        Enrollment low = Enrollment.start(EnrollmentId.of(orderedId("10")), organizationId, autumn.id(),
                customer.id(), null, TestData.T0);
        Enrollment earlier = Enrollment.start(EnrollmentId.of(orderedId("ff")), organizationId, winter.id(),
                customer.id(), null, TestData.T0.minusSeconds(1));
        store.enrollments().insert(high);
        store.enrollments().insert(low);
        store.enrollments().insert(earlier);

        CustomerRead read = store.customerReads().find(organizationId, customer.id()).orElseThrow();

        assertThat(read.enrollments()).containsExactly(earlier, low, high);
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

    @Test
    void givenCustomersNamingASource_whenRead_thenTheOrganizationsSourceComesWithTheReadAndAnotherOrganizationsNot() {
        givenTwoOrganizations();
        Campaign campaign = givenCampaign(organizationId);
        Source ours = TestData.source(organizationId, campaign.id(), "src-ours");
        Source theirs = TestData.source(otherOrganizationId, givenCampaign(otherOrganizationId).id(), "src-theirs");
        store.sources().insert(ours);
        store.sources().insert(theirs);
        Customer withOurs = customerFrom(ours, 41);
        Customer withTheirs = customerFrom(theirs, 42);

        assertThat(store.customerReads().find(organizationId, withOurs.id()).orElseThrow().currentSource())
                .isEqualTo(ours);
        assertThat(store.customerReads().find(organizationId, withTheirs.id()).orElseThrow().currentSource())
                .isNull();
        assertThat(store.customerReads().find(organizationId, givenCustomer(organizationId, 43).id()).orElseThrow()
                .currentSource()).isNull();
    }

    private Customer customerFrom(Source source, int phone) {
        Map<CustomerField, Object> values = new EnumMap<>(CustomerField.class);
        values.put(CustomerField.FIRST_NAME, "Sourced");
        values.put(CustomerField.CURRENT_SOURCE_ID, source.id().value().toString());
        Customer customer = Customer.reconstitute(CustomerId.of(TestData.newId()), organizationId, 0,
                TestData.phone(phone), CustomerProfile.of(values), List.of(), List.of(), Map.of(), TestData.T0,
                TestData.T0, null);
        store.customers().insert(customer);
        return customer;
    }

    @Test
    void givenCustomers_whenListed_thenNewestFirstPagedWithTheTotalAndNeverDeletedOrAnotherOrganizations() {
        givenTwoOrganizations();
        Customer oldest = listed("10", 11, "Grace", "Hopper", "Lead", "crm-11", 0);
        Customer tied = listed("90", 12, "Alan", "Turing", "Active", "crm-12", 60);
        Customer tiedLower = listed("20", 13, "Ada", "Lovelace", "Active", "crm-13", 60);
        Customer newest = listed("30", 14, "Edsger", "Dijkstra", "Inactive", null, 120);
        Customer deleted = listed("40", 15, "Deleted", "Person", "Lead", "crm-15", 180);
        store.customers().update(deleted.delete(TestData.T0.plusSeconds(200)), deleted.version());
        store.customers().insert(TestData.customer(otherOrganizationId, TestData.phone(16),
                TestData.T0.plusSeconds(240)));

        Page<Customer> first = page(1);
        Page<Customer> second = page(2);
        Page<Customer> past = page(3);

        // Ties on creation are broken by id, descending and compared as unsigned bytes.
        assertThat(first.items()).containsExactly(newest, tied, tiedLower);
        assertThat(second.items()).containsExactly(oldest);
        assertThat(first.itemsTotal()).isEqualTo(4);
        assertThat(second.itemsTotal()).isEqualTo(4);
        assertThat(past.items()).isEmpty();
        assertThat(past.itemsTotal()).isEqualTo(4);
    }

    @Test
    void givenCustomers_whenSearchedAndFiltered_thenOnlyThoseMatchingEveryFilter() {
        givenTwoOrganizations();
        Customer grace = listed("10", 21, "Grace", "Hopper", "Lead", "CRM-77", 0);
        Customer ada = listed("20", 22, "Ada", "Lovelace", "Active", "crm-100", 60);
        Customer alan = listed("30", 23, "Alan", "Turing", "Active", null, 120);
        Campaign spring = CampaignBuilder.aCampaign(organizationId).name("Spring").build();
        store.campaigns().insert(spring);
        store.enrollments().insert(TestData.enrollment(organizationId, spring.id(), ada.id(),
                EnrollmentStatus.COMPLETED, TestData.T0));
        store.enrollments().insert(TestData.enrollment(organizationId, spring.id(), grace.id(),
                EnrollmentStatus.PENDING, TestData.T0));

        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of("grace hop")))).containsExactly(grace);
        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of("LOVE")))).containsExactly(ada);
        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of("crm-")))).containsExactly(ada, grace);
        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of("(212) 555-00")))).hasSize(3);
        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of(TestData.phone(23).e164().substring(2)))))
                .containsExactly(alan);
        assertThat(listed(new CustomerQuery(null, null, CustomerSearch.of("100%")))).isEmpty();
        assertThat(listed(new CustomerQuery("Active", null, null))).containsExactly(alan, ada);
        assertThat(listed(new CustomerQuery(null, spring.id(), null))).containsExactly(ada, grace);
        assertThat(listed(new CustomerQuery("Active", spring.id(), CustomerSearch.of("a")))).containsExactly(ada);
        assertThat(listed(new CustomerQuery(null, CampaignId.of(orderedId("99")), null))).isEmpty();
    }

    private Page<Customer> page(int number) {
        return store.customerReads().findPage(organizationId, CustomerQuery.all(), new PageRequest(number, 3));
    }

    private List<Customer> listed(CustomerQuery query) {
        Page<Customer> page = store.customerReads().findPage(organizationId, query, new PageRequest(1, 100));
        assertThat(page.itemsTotal()).isEqualTo(page.items().size());
        return page.items();
    }

    private Customer listed(String idByte, int phone, String first, String last, String status, String externalId,
                            long createdSecondsAfterT0) {
        Customer template = TestData.customer(organizationId, TestData.phone(phone),
                TestData.T0.plusSeconds(createdSecondsAfterT0));
        Map<CustomerField, Object> values = new EnumMap<>(CustomerField.class);
        values.put(CustomerField.FIRST_NAME, first);
        values.put(CustomerField.LAST_NAME, last);
        values.put(CustomerField.STATUS, status);
        if (externalId != null) {
            values.put(CustomerField.CLIENT_CUSTOMER_ID, externalId);
        }
        Customer customer = Customer.reconstitute(CustomerId.of(orderedId(idByte)), organizationId, 0,
                template.phone(), CustomerProfile.of(values), List.of(), List.of(), Map.of(), template.createdAt(),
                template.updatedAt(), null);
        store.customers().insert(customer);
        return customer;
    }
}
