package io.campaignoutreach.application.usecase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.adapter.persistence.inmemory.InMemoryRepositories;
import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.application.sync.MedicareSyncService;
import io.campaignoutreach.application.sync.SyncBatchRejectedException;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncMedicareCommand;
import io.campaignoutreach.application.sync.SyncMedicareUseCase.SyncResult;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The sync use case on its own: access rules, the record count, and records that lose a race (P26). */
class MedicareSyncServiceTest {

    private final Clock clock = Clock.fixed(Instant.parse("2026-06-01T10:00:00Z"), ZoneOffset.UTC);
    private final StorePorts memory = InMemoryRepositories.create();
    /** How many of the next updates fail as if another request had changed the customer first. */
    private final AtomicInteger lostRaces = new AtomicInteger();
    private MedicareSyncService service;
    private Organization org;
    private Customer customer;

    @BeforeEach
    void setUp() {
        org = TestData.organization();
        memory.organizations().insert(org);
        customer = TestData.customer(org.id(), TestData.phone(1));
        memory.customers().insert(customer);
        service = new MedicareSyncService(new RacingCustomers(memory.customers()), memory.customFields(),
                memory.consentLedger(), memory.transactions(), UUID::randomUUID, clock);
    }

    private AccessContext access(boolean readOnly, Capability... capabilities) {
        return new AccessContext(org.id(), ApiKeyId.of(UUID.randomUUID()), "key", Set.of(capabilities), readOnly);
    }

    private static SyncedCustomer record(PhoneNumber phone, String lastName) {
        Map<CustomerField, Object> fields = new EnumMap<>(CustomerField.class);
        fields.put(CustomerField.FIRST_NAME, "Ada");
        fields.put(CustomerField.LAST_NAME, lastName);
        return new SyncedCustomer(phone, fields, List.of(), List.of());
    }

    private SyncResult sync(SyncedCustomer... records) {
        return service.sync(access(false, Capability.CUSTOMERS_SYNC),
                new SyncMedicareCommand(List.of(records)));
    }

    @Test
    void givenUpdateThatLosesARaceOnce_whenSynced_thenTheRecordIsTriedAgainAndApplied() {
        lostRaces.set(1);

        SyncResult result = sync(record(customer.phone(), "King"));

        assertThat(result.succeeded()).isEqualTo(1);
        assertThat(lostRaces).hasValue(0);
        assertThat(memory.customers().findById(org.id(), customer.id()).orElseThrow().profile()
                .get(CustomerField.LAST_NAME)).isEqualTo("King");
    }

    @Test
    void givenUpdateThatLosesTheRaceTwice_whenSynced_thenOnlyThatRecordFailsNamingItsCustomer() {
        lostRaces.set(2);

        SyncResult result = sync(record(customer.phone(), "King"), record(TestData.phone(2), "New"));

        assertThat(result.succeeded()).isEqualTo(1);
        assertThat(result.failed()).isEqualTo(1);
        assertThat(result.errors()).singleElement().satisfies(error -> {
            assertThat(error.id()).isEqualTo(customer.id());
            assertThat(error.externalId()).isNull();
            assertThat(error.error()).startsWith("Record 0 was not applied: ").contains("send the record again");
        });
        assertThat(memory.customers().findById(org.id(), customer.id())).contains(customer);
        assertThat(memory.customers().findByPhones(org.id(), List.of(TestData.phone(2)))).hasSize(1);
    }

    @Test
    void givenKeysThatMayNotSync_whenSyncing_thenRefusedBeforeAnyWork() {
        SyncMedicareCommand command = new SyncMedicareCommand(List.of(record(TestData.phone(3), "Lee")));

        assertThatThrownBy(() -> service.sync(access(false, Capability.CUSTOMERS_VIEW), command))
                .isInstanceOf(MissingCapabilityException.class).hasMessageContaining("customers.sync");
        assertThatThrownBy(() -> service.sync(access(true, Capability.ALL), command))
                .isInstanceOf(ReadOnlyKeyException.class);
        assertThat(memory.customers().count(org.id())).isEqualTo(1);
    }

    @Test
    void givenNoRecordsOrTooMany_whenCommandBuilt_thenRejectedAtRecords() {
        List<SyncedCustomer> tooMany = IntStream.range(0, 101)
                .mapToObj(i -> record(TestData.phone(100 + i), "L")).toList();

        assertThatThrownBy(() -> new SyncMedicareCommand(List.of())).isInstanceOf(SyncBatchRejectedException.class)
                .satisfies(e -> assertThat(((SyncBatchRejectedException) e).violations()).singleElement()
                        .satisfies(v -> assertThat(v.path()).containsExactly("records")));
        assertThatThrownBy(() -> new SyncMedicareCommand(tooMany)).isInstanceOf(SyncBatchRejectedException.class);
    }

    /** The store's customers, except that an update can be made to lose to an imagined concurrent writer. */
    private final class RacingCustomers implements CustomerRepository {
        private final CustomerRepository customers;

        RacingCustomers(CustomerRepository customers) {
            this.customers = customers;
        }

        @Override
        public void update(Customer changed, long expectedVersion) {
            if (lostRaces.getAndUpdate(n -> Math.max(0, n - 1)) > 0) {
                throw new ConflictException("customer " + changed.id() + " was changed by someone else");
            }
            customers.update(changed, expectedVersion);
        }

        @Override
        public void insert(Customer customer) {
            customers.insert(customer);
        }

        @Override
        public void insertAll(Collection<Customer> batch) {
            customers.insertAll(batch);
        }

        @Override
        public Optional<Customer> findById(OrganizationId organizationId, CustomerId id) {
            return customers.findById(organizationId, id);
        }

        @Override
        public List<Customer> findByIds(OrganizationId organizationId, Collection<CustomerId> ids) {
            return customers.findByIds(organizationId, ids);
        }

        @Override
        public List<Customer> findByPhones(OrganizationId organizationId, Collection<PhoneNumber> phones) {
            return customers.findByPhones(organizationId, phones);
        }

        @Override
        public List<OrganizationId> holdersOf(PhoneNumber phone) {
            return customers.holdersOf(phone);
        }

        @Override
        public void updateAll(Collection<Change> changes) {
            changes.forEach(change -> update(change.customer(), change.expectedVersion()));
        }

        @Override
        public List<Customer> findByClientCustomerIds(OrganizationId organizationId, Collection<String> ids) {
            return customers.findByClientCustomerIds(organizationId, ids);
        }

        @Override
        public List<Customer> findByMbiNumbers(OrganizationId organizationId, Collection<String> mbiNumbers) {
            return customers.findByMbiNumbers(organizationId, mbiNumbers);
        }

        @Override
        public void lockKeys(OrganizationId organizationId, Collection<String> keys) {
            customers.lockKeys(organizationId, keys);
        }

        @Override
        public Map<CustomerId, CustomerProfile> lockProfiles(OrganizationId organizationId,
                                                             Collection<CustomerId> ids) {
            return customers.lockProfiles(organizationId, ids);
        }

        @Override
        public long count(OrganizationId organizationId) {
            return customers.count(organizationId);
        }
    }
}
