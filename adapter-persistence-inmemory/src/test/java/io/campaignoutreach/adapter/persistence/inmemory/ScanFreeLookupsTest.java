package io.campaignoutreach.adapter.persistence.inmemory;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.sync.MedicareSyncService;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.customer.SyncedPolicy;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.stream.IntStream;
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

    @Test
    void givenTenTimesTheCustomers_whenABatchIsSynced_thenItReadsNoMoreRowsAndScansNoCustomers() {
        Scanned fewer = scannedBySyncingABatchInto(1_000);
        Scanned more = scannedBySyncingABatchInto(10_000);

        // A batch that read every customer, once per record or once in all, would read ten times the rows.
        assertThat(more.rows()).isEqualTo(fewer.rows());
        assertThat(more.customerScans()).isZero();
        assertThat(fewer.customerScans()).isZero();
    }

    /** What one sync batch read by scans: rows of every table, and scans of the customers. */
    private record Scanned(long rows, long customerScans) {
    }

    /**
     * Syncs {@code stored} customers batch by batch, then counts what one more batch reads by scans:
     * 100 records, a quarter matching stored customers by externalId, a quarter by mbiNumber, a
     * quarter by phone, and a quarter new.
     */
    private static Scanned scannedBySyncingABatchInto(int stored) {
        InMemoryStore memory = new InMemoryStore();
        StorePorts store = InMemoryRepositories.create(memory);
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        MedicareSyncService sync = new MedicareSyncService(store.customers(), store.customFields(),
                store.consentLedger(), store.transactions(), UUID::randomUUID, Clock.fixed(TestData.T0, ZoneOffset.UTC));
        AccessContext access = new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "sync",
                Set.of(Capability.CUSTOMERS_SYNC), false);
        for (int first = 0; first < stored; first += 100) {
            List<SyncedCustomer> batch = IntStream.range(first, first + 100)
                    .mapToObj(i -> synced(i, "crm-" + i, "MBI" + i)).toList();
            assertThat(sync.sync(access, new SyncMedicareCommand(batch)).succeeded()).isEqualTo(100);
        }
        List<SyncedCustomer> batch = IntStream.range(0, 100).mapToObj(i -> switch (i % 4) {
            case 0 -> synced(i * 7, "crm-" + i * 7, null);
            case 1 -> synced(stored + i, null, "MBI" + i * 7);
            case 2 -> synced(i * 7, null, null);
            default -> synced(stored + i, "crm-new-" + i, "MBI-new-" + i);
        }).toList();
        InMemoryCustomerRepository customers = (InMemoryCustomerRepository) store.customers();
        long rows = memory.rowsScanned();
        long customerScans = customers.scans();

        assertThat(sync.sync(access, new SyncMedicareCommand(batch)).succeeded()).isEqualTo(100);

        Scanned scanned = new Scanned(memory.rowsScanned() - rows, customers.scans() - customerScans);
        assertThat(store.customers().count(organization.id())).isEqualTo(stored + 25);
        return scanned;
    }

    /** A sync record with a policy; numbers run through area codes 212, 213 and so on. */
    private static SyncedCustomer synced(int n, String externalId, String mbi) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.FIRST_NAME, "Ada");
        fields.put(CustomerField.LAST_NAME, "Park " + n);
        fields.put(CustomerField.STATE, "FL");
        fields.put(CustomerField.CLIENT_CUSTOMER_ID, externalId);
        fields.put(CustomerField.MBI_NUMBER, mbi);
        PhoneNumber phone = new PhoneNumber(String.format(Locale.ROOT, "+1%d555%04d", 212 + n / 10_000,
                n % 10_000));
        return new SyncedCustomer(phone, fields, List.of(), List.of(new SyncedPolicy(Map.of(PolicyField.POLICY_TYPE,
                "MAPD", PolicyField.POLICY_NUMBER, "P-" + n))));
    }

    private static OrganizationId otherOrganization(StorePorts store) {
        Organization other = TestData.organization();
        store.organizations().insert(other);
        return other.id();
    }
}
