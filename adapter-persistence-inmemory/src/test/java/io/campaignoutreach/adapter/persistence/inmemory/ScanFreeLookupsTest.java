package io.campaignoutreach.adapter.persistence.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.ports.StorePorts;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a customer read asks the in-memory store is found through indexes, not by reading every
 * enrollment or call: the read costs the same whatever the store holds.
 */
class ScanFreeLookupsTest {

    @Test
    void givenAThousandCustomers_whenOneCustomersEnrollmentsAndCallsAreRead_thenNoTableIsScanned() {
        StorePorts store = InMemoryRepositories.create();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        Campaign campaign = TestData.campaign(organization.id());
        store.campaigns().insert(campaign);
        List<Customer> customers = new ArrayList<>();
        List<Enrollment> enrollments = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            Customer customer = TestData.customer(organization.id(), TestData.phone(i));
            customers.add(customer);
            enrollments.add(TestData.enrollment(organization.id(), campaign.id(), customer.id()));
            store.calls().insert(TestData.call(organization.id(), campaign.id(), customer.id(), TestData.T0,
                    CallDirection.OUTBOUND, "answered", 1_000, false));
        }
        store.customers().insertAll(customers);
        store.enrollments().insertAll(enrollments);
        InMemoryEnrollmentRepository enrollmentTable = (InMemoryEnrollmentRepository) store.enrollments();
        InMemoryCallRepository callTable = (InMemoryCallRepository) store.calls();
        long enrollmentScans = enrollmentTable.scans();
        long callScans = callTable.scans();
        Customer reader = customers.get(500);

        List<Enrollment> theirs = store.enrollments().findByCustomer(organization.id(), reader.id());
        long calls = store.calls().summarizeForCustomer(organization.id(), reader.id()).totalCalls();

        assertThat(theirs).extracting(Enrollment::customerId).containsExactly(reader.id());
        assertThat(calls).isEqualTo(1);
        assertThat(store.enrollments().findByCustomer(otherOrganization(store), reader.id())).isEmpty();
        assertThat(enrollmentTable.scans()).isEqualTo(enrollmentScans);
        assertThat(callTable.scans()).isEqualTo(callScans);
    }

    @Test
    void givenManyCustomers_whenMoreAreAddedAndLookedUpByPhoneExternalIdOrMbi_thenNoTableIsScanned() {
        StorePorts store = InMemoryRepositories.create();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        List<Customer> customers = new ArrayList<>();
        for (int i = 0; i < 1_000; i++) {
            customers.add(TestData.customer(organization.id(), TestData.phone(i)));
        }
        store.customers().insertAll(customers);
        InMemoryCustomerRepository table = (InMemoryCustomerRepository) store.customers();
        long scans = table.scans();
        Customer known = customers.get(321);

        store.customers().insertAll(List.of(TestData.customer(organization.id(), TestData.phone(5_000))));
        Customer renumbered = Customer.reconstitute(known.id(), known.organizationId(), known.version() + 1,
                TestData.phone(6_000), known.profile(), known.policies(), known.customValues(), known.relatedLists(),
                known.createdAt(), known.updatedAt(), null);
        store.customers().update(renumbered, known.version());

        assertThat(store.customers().findByPhones(organization.id(), List.of(TestData.phone(6_000))))
                .extracting(Customer::id).containsExactly(known.id());
        assertThat(store.customers().findByPhones(organization.id(), List.of(TestData.phone(321)))).isEmpty();
        assertThat(table.scans()).isEqualTo(scans);
    }

    private static OrganizationId otherOrganization(StorePorts store) {
        Organization other = TestData.organization();
        store.organizations().insert(other);
        return other.id();
    }
}
