package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.customer.CustomerKeys;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Contract of {@link io.campaignoutreach.application.customer.CustomerRepository}: round trips of
 * profile, policies, custom values and related lists; scoping; optimistic locking; deleted
 * customers found by id but not by phone, by ids, by sync keys or in the count; key locks that
 * let racing units of work create a customer once.
 */
public abstract class CustomerRepositoryContract extends StoreContract {

    @BeforeEach
    void givenOrganizations() {
        givenTwoOrganizations();
    }

    @Test
    void givenFullyPopulatedCustomer_whenInsertedAndFound_thenEveryFieldRoundTrips() {
        Customer customer = TestData.customer(organizationId, TestData.phone(1));

        store.customers().insert(customer);

        assertThat(store.customers().findById(organizationId, customer.id())).contains(customer);
    }

    @Test
    void givenMinimalCustomer_whenInsertedAndFound_thenItRoundTrips() {
        Customer customer = Customer.reconstitute(CustomerId.of(TestData.newId()), organizationId, 0,
                TestData.phone(2), CustomerProfile.empty(), List.of(), List.of(), Map.of(), TestData.T0, TestData.T0,
                null);

        store.customers().insert(customer);

        assertThat(store.customers().findById(organizationId, customer.id())).contains(customer);
    }

    @Test
    void givenSeveralCustomers_whenInsertedTogether_thenEachRoundTrips() {
        Customer first = TestData.customer(organizationId, TestData.phone(1));
        Customer second = TestData.customer(organizationId, TestData.phone(2));

        store.customers().insertAll(List.of(first, second));

        assertThat(store.customers().findById(organizationId, first.id())).contains(first);
        assertThat(store.customers().findById(organizationId, second.id())).contains(second);
    }

    @Test
    void givenNoCustomers_whenNoneInsertedTogether_thenNothingIsStored() {
        store.customers().insertAll(List.of());

        assertThat(store.customers().count(organizationId)).isZero();
    }

    @Test
    void givenCustomerOfAnotherOrganization_whenFoundById_thenNothingIsFound() {
        Customer theirs = givenCustomer(otherOrganizationId, 1);

        assertThat(store.customers().findById(organizationId, theirs.id())).isEmpty();
        assertThat(store.customers().findById(organizationId, CustomerId.of(TestData.newId()))).isEmpty();
    }

    @Test
    void givenDeletedCustomer_whenFoundById_thenItIsFoundAsDeleted() {
        Customer deleted = TestData.customer(organizationId, TestData.phone(1)).delete(TestData.at(30));
        store.customers().insert(deleted);

        assertThat(store.customers().findById(organizationId, deleted.id())).contains(deleted);
    }

    @Test
    void givenStoredCustomer_whenUpdatedWithCurrentVersion_thenTheChangeIsStored() {
        Customer stored = givenCustomer(organizationId, 1);
        Customer changed = changed(stored, "Grace", TestData.at(60));

        store.customers().update(changed, stored.version());

        assertThat(store.customers().findById(organizationId, stored.id())).contains(changed);
    }

    @Test
    void givenStoredCustomer_whenDeletedThroughUpdate_thenFoundAsDeleted() {
        Customer stored = givenCustomer(organizationId, 1);
        Customer deleted = stored.delete(TestData.at(60));

        store.customers().update(deleted, stored.version());

        assertThat(store.customers().findById(organizationId, stored.id())).contains(deleted);
    }

    @Test
    void givenStoredCustomer_whenUpdatedWithStaleVersion_thenConflictAndNothingChanges() {
        Customer stored = givenCustomer(organizationId, 1);
        Customer first = changed(stored, "First", TestData.at(60));
        store.customers().update(first, stored.version());

        assertThatThrownBy(() -> store.customers().update(changed(stored, "Second", TestData.at(61)),
                stored.version())).isInstanceOf(ConflictException.class);

        assertThat(store.customers().findById(organizationId, stored.id())).contains(first);
    }

    @Test
    void givenSeveralStoredCustomers_whenUpdatedTogether_thenEveryChangeIsStored() {
        Customer first = givenCustomer(organizationId, 1);
        Customer second = givenCustomer(organizationId, 2);
        Customer deleted = second.delete(TestData.at(61));
        Customer other = givenCustomer(otherOrganizationId, 3);
        Customer renamed = changed(first, "Ada", TestData.at(60));
        Customer otherRenamed = changed(other, "Lin", TestData.at(62));

        store.customers().updateAll(List.of(new CustomerRepository.Change(renamed, first.version()),
                new CustomerRepository.Change(deleted, second.version()),
                new CustomerRepository.Change(otherRenamed, other.version())));

        assertThat(store.customers().findById(organizationId, first.id())).contains(renamed);
        assertThat(store.customers().findById(organizationId, second.id())).contains(deleted);
        assertThat(store.customers().findById(otherOrganizationId, other.id())).contains(otherRenamed);
    }

    @Test
    void givenSeveralCustomersOneOfThemStale_whenUpdatedTogether_thenConflictAndNoneChanges() {
        Customer first = givenCustomer(organizationId, 1);
        Customer second = givenCustomer(organizationId, 2);
        Customer secondMeanwhile = changed(second, "Meanwhile", TestData.at(59));
        store.customers().update(secondMeanwhile, second.version());

        assertThatThrownBy(() -> store.customers().updateAll(List.of(
                new CustomerRepository.Change(changed(first, "Ada", TestData.at(60)), first.version()),
                new CustomerRepository.Change(changed(second, "Stale", TestData.at(60)), second.version()))))
                .isInstanceOf(ConflictException.class);

        assertThat(store.customers().findById(organizationId, first.id())).contains(first);
        assertThat(store.customers().findById(organizationId, second.id())).contains(secondMeanwhile);
    }

    @Test
    void givenACustomerOfAnotherOrganization_whenUpdatedAsThisOnes_thenConflictAndItIsUnchanged() {
        Customer other = givenCustomer(otherOrganizationId, 1);
        Customer claimed = nextVersion(other, organizationId, other.phone(), TestData.at(60));

        assertThatThrownBy(() -> store.customers().update(claimed, other.version()))
                .isInstanceOf(ConflictException.class);

        assertThat(store.customers().findById(otherOrganizationId, other.id())).contains(other);
    }

    @Test
    void givenNoSuchCustomer_whenUpdated_thenConflict() {
        Customer never = TestData.customer(organizationId, TestData.phone(1));

        assertThatThrownBy(() -> store.customers().update(changed(never, "Nobody", TestData.at(1)), 0))
                .isInstanceOf(ConflictException.class);
        assertThat(store.customers().findById(organizationId, never.id())).isEmpty();
    }

    @Test
    void givenMixedCustomers_whenFoundByIds_thenOnlyLiveCustomersOfTheOrganizationAreReturned() {
        Customer first = givenCustomer(organizationId, 1);
        Customer second = givenCustomer(organizationId, 2);
        Customer deleted = TestData.customer(organizationId, TestData.phone(3)).delete(TestData.at(5));
        store.customers().insert(deleted);
        Customer theirs = givenCustomer(otherOrganizationId, 4);
        givenCustomer(organizationId, 5);

        List<Customer> found = store.customers().findByIds(organizationId,
                List.of(second.id(), first.id(), deleted.id(), theirs.id(), CustomerId.of(TestData.newId())));

        assertThat(found).containsExactlyInAnyOrder(first, second);
        assertThat(store.customers().findByIds(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenMixedCustomers_whenFoundByPhones_thenLiveCustomersOfTheOrganizationComeOldestFirst() {
        Customer newer = insertCustomer(organizationId, 1, TestData.at(20));
        Customer older = insertCustomer(organizationId, 2, TestData.at(10));
        Customer deleted = TestData.customer(organizationId, TestData.phone(3), TestData.at(5))
                .delete(TestData.at(6));
        store.customers().insert(deleted);
        insertCustomer(otherOrganizationId, 1, TestData.at(1));
        insertCustomer(organizationId, 4, TestData.at(1));

        List<Customer> found = store.customers().findByPhones(organizationId,
                List.of(TestData.phone(1), TestData.phone(2), TestData.phone(3), TestData.phone(9)));

        assertThat(found).containsExactly(older, newer);
        assertThat(store.customers().findByPhones(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenMixedCustomers_whenTheirKeysAreResolved_thenOnlyLiveCustomersOfTheOrganizationAreNamed() {
        Customer byId = insertCustomer(organizationId, 1, TestData.at(20));
        Customer byPhone = insertCustomer(organizationId, 2, TestData.at(10));
        Customer both = insertCustomer(organizationId, 3, TestData.at(5));
        Customer deleted = TestData.customer(organizationId, TestData.phone(4), TestData.at(5)).delete(TestData.at(6));
        store.customers().insert(deleted);
        Customer theirs = insertCustomer(otherOrganizationId, 5, TestData.at(1));

        CustomerKeys keys = store.customers().findKeys(organizationId,
                List.of(byId.id(), both.id(), deleted.id(), theirs.id(), CustomerId.of(TestData.newId())),
                List.of(TestData.phone(2), TestData.phone(3), TestData.phone(4), TestData.phone(5), TestData.phone(9)));

        assertThat(keys.ids()).containsExactlyInAnyOrder(byId.id(), both.id());
        assertThat(keys.phones()).containsOnly(Map.entry(TestData.phone(2), byPhone.id()),
                Map.entry(TestData.phone(3), both.id()));
        assertThat(store.customers().findKeys(organizationId, List.of(), List.of()))
                .isEqualTo(new CustomerKeys(Set.of(), Map.of()));
    }

    @Test
    void givenOnlyIdsOrOnlyPhones_whenTheirKeysAreResolved_thenEachKindAloneIsAnswered() {
        Customer customer = insertCustomer(organizationId, 1, TestData.at(20));

        assertThat(store.customers().findKeys(organizationId, List.of(customer.id(), customer.id()), List.of()))
                .isEqualTo(new CustomerKeys(Set.of(customer.id()), Map.of()));
        assertThat(store.customers().findKeys(organizationId, List.of(), List.of(TestData.phone(1), TestData.phone(1))))
                .isEqualTo(new CustomerKeys(Set.of(), Map.of(TestData.phone(1), customer.id())));
    }

    @Test
    void givenAPhoneOnceHeldByADeletedCustomer_whenItsKeyIsResolved_thenTheLiveHolderIsNamed() {
        Customer formerHolder = TestData.customer(organizationId, TestData.phone(1), TestData.at(1))
                .delete(TestData.at(2));
        store.customers().insert(formerHolder);
        Customer holder = insertCustomer(organizationId, 1, TestData.at(10));

        CustomerKeys keys = store.customers().findKeys(organizationId, List.of(formerHolder.id()),
                List.of(TestData.phone(1)));

        assertThat(keys.ids()).isEmpty();
        assertThat(keys.phones()).containsOnly(Map.entry(TestData.phone(1), holder.id()));
    }

    @Test
    void givenMixedCustomers_whenLockedForADecision_thenTheLiveOnesOfTheOrganizationAnswerWithTheirProfiles() {
        Customer live = insertCustomer(organizationId, 1, TestData.at(20));
        Customer deleted = TestData.customer(organizationId, TestData.phone(2), TestData.at(5)).delete(TestData.at(6));
        store.customers().insert(deleted);
        Customer theirs = insertCustomer(otherOrganizationId, 3, TestData.at(1));

        Map<CustomerId, CustomerProfile> profiles = store.transactions().inTransaction(() -> store.customers()
                .lockProfiles(organizationId, List.of(live.id(), live.id(), deleted.id(), theirs.id(),
                        CustomerId.of(TestData.newId()))));

        assertThat(profiles).containsOnly(Map.entry(live.id(), live.profile()));
        assertThat(store.customers().lockProfiles(organizationId, List.of())).isEmpty();
    }

    @Test
    void givenLiveAndDeletedCustomers_whenCounted_thenOnlyLiveCustomersOfTheOrganizationCount() {
        givenCustomer(organizationId, 1);
        givenCustomer(organizationId, 2);
        store.customers().insert(TestData.customer(organizationId, TestData.phone(3)).delete(TestData.at(1)));
        givenCustomer(otherOrganizationId, 4);

        assertThat(store.customers().count(organizationId)).isEqualTo(2);
        assertThat(store.customers().count(otherOrganizationId)).isEqualTo(1);
    }

    @Test
    void givenMixedCustomers_whenFoundByClientCustomerId_thenLiveOnesOfTheOrganizationWithExactlyThatIdComeOldestFirst() {
        Customer newer = insertKeyed(organizationId, 1, TestData.at(20), "crm-1", null);
        Customer older = insertKeyed(organizationId, 2, TestData.at(10), "crm-1", "1EG4TE5MK73");
        insertKeyed(organizationId, 3, TestData.at(1), "CRM-1", null);
        insertKeyed(organizationId, 4, TestData.at(1), "crm-2", null);
        insertKeyed(otherOrganizationId, 5, TestData.at(1), "crm-1", null);
        store.customers().insert(keyed(TestData.customer(organizationId, TestData.phone(6), TestData.at(1)), "crm-1",
                null).delete(TestData.at(2)));

        assertThat(store.customers().findByClientCustomerIds(organizationId, List.of("crm-1"))).containsExactly(older, newer);
        assertThat(store.customers().findByClientCustomerIds(organizationId, List.of("crm-9"))).isEmpty();
        assertThat(store.customers().findByMbiNumbers(organizationId, List.of("crm-1"))).isEmpty();
    }

    @Test
    void givenMixedCustomers_whenFoundByMbiNumber_thenLiveOnesOfTheOrganizationWithExactlyThatNumberComeOldestFirst() {
        Customer newer = insertKeyed(organizationId, 1, TestData.at(20), null, "1EG4TE5MK73");
        Customer older = insertKeyed(organizationId, 2, TestData.at(10), "crm-1", "1EG4TE5MK73");
        insertKeyed(organizationId, 3, TestData.at(1), null, "1eg4te5mk73");
        insertKeyed(otherOrganizationId, 4, TestData.at(1), null, "1EG4TE5MK73");
        store.customers().insert(keyed(TestData.customer(organizationId, TestData.phone(5), TestData.at(1)), null,
                "1EG4TE5MK73").delete(TestData.at(2)));

        assertThat(store.customers().findByMbiNumbers(organizationId, List.of("1EG4TE5MK73"))).containsExactly(older, newer);
        assertThat(store.customers().findByClientCustomerIds(organizationId, List.of("1EG4TE5MK73"))).isEmpty();
    }

    @Test
    void givenCustomersMatchingBySeveralKeys_whenFoundByAnyKey_thenEachLiveOneOfTheOrganizationOnceOldestFirst() {
        Customer byId = insertKeyed(organizationId, 1, TestData.at(30), "crm-1", null);
        Customer byMbiAndPhone = insertKeyed(organizationId, 2, TestData.at(10), null, "1EG4TE5MK73");
        Customer byAll = insertKeyed(organizationId, 3, TestData.at(20), "crm-3", "2EG4TE5MK73");
        insertKeyed(organizationId, 4, TestData.at(1), "crm-9", null);
        insertKeyed(otherOrganizationId, 5, TestData.at(1), "crm-1", "1EG4TE5MK73");
        store.customers().insert(keyed(TestData.customer(organizationId, TestData.phone(6), TestData.at(1)), "crm-1",
                null).delete(TestData.at(2)));

        assertThat(store.customers().findByAnyKey(organizationId, List.of("crm-1", "crm-3"),
                List.of("1EG4TE5MK73", "2EG4TE5MK73"),
                List.of(TestData.phone(2), TestData.phone(3), TestData.phone(5))))
                .containsExactly(byMbiAndPhone, byAll, byId);
        assertThat(store.customers().findByAnyKey(organizationId, List.of(), List.of(), List.of(TestData.phone(4))))
                .extracting(Customer::phone).containsExactly(TestData.phone(4));
        assertThat(store.customers().findByAnyKey(organizationId, List.of(), List.of(), List.of())).isEmpty();
    }

    @Test
    void givenUnitsRacingToFindOrInsertTheSameCustomers_whenEachLocksItsKeysFirst_thenEachCustomerIsCreatedOnce()
            throws Exception {
        int racers = 4;
        int phones = 8;
        ExecutorService pool = Executors.newFixedThreadPool(racers);
        CyclicBarrier start = new CyclicBarrier(racers);
        try {
            List<Future<?>> runs = new ArrayList<>();
            for (int racer = 0; racer < racers; racer++) {
                boolean reversed = racer % 2 == 1;
                runs.add(pool.submit(() -> {
                    for (int n = 1; n <= phones; n++) {
                        PhoneNumber phone = TestData.phone(n);
                        // Two keys each, locked in either order: the store must not let the racers deadlock.
                        List<String> keys = reversed ? List.of("mbi:" + n, "phone:" + phone)
                                : List.of("phone:" + phone, "mbi:" + n);
                        start.await(10, TimeUnit.SECONDS);
                        store.transactions().inTransaction(() -> {
                            store.customers().lockKeys(organizationId, keys);
                            if (store.customers().findByPhones(organizationId, List.of(phone)).isEmpty()) {
                                store.customers().insert(TestData.customer(organizationId, phone));
                            }
                        });
                    }
                    return null;
                }));
            }
            for (Future<?> run : runs) {
                run.get(60, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }

        assertThat(store.customers().count(organizationId)).isEqualTo(phones);
        store.customers().lockKeys(organizationId, List.of("phone:outside a unit of work"));
    }

    @Test
    void givenLiveCustomerWithAPhone_whenAnotherIsInsertedWithIt_thenRefusedAsTakenAndNothingIsStored() {
        Customer holder = givenCustomer(organizationId, 1);
        Customer second = TestData.customer(organizationId, TestData.phone(1));

        assertThatThrownBy(() -> store.customers().insert(second)).isInstanceOf(PhoneNumberTakenException.class)
                .hasMessageNotContaining(TestData.phone(1).e164());
        assertThatThrownBy(() -> store.customers().insertAll(List.of(
                TestData.customer(organizationId, TestData.phone(2)), second)))
                .isInstanceOf(PhoneNumberTakenException.class);

        assertThat(store.customers().findByPhones(organizationId, List.of(TestData.phone(1), TestData.phone(2))))
                .containsExactly(holder);
    }

    @Test
    void givenTwoNewCustomersWithOnePhone_whenInsertedTogether_thenRefusedAsTakenAndNeitherIsStored() {
        List<Customer> sharing = List.of(TestData.customer(organizationId, TestData.phone(1)),
                TestData.customer(organizationId, TestData.phone(1)));

        assertThatThrownBy(() -> store.customers().insertAll(sharing)).isInstanceOf(PhoneNumberTakenException.class);

        assertThat(store.customers().count(organizationId)).isZero();
    }

    @Test
    void givenTwoCustomers_whenOneIsUpdatedToTheOthersPhone_thenRefusedAsTakenAndNothingChanges() {
        Customer holder = givenCustomer(organizationId, 1);
        Customer mover = givenCustomer(organizationId, 2);
        Customer moved = nextVersion(mover, organizationId, holder.phone(), TestData.at(5));

        assertThatThrownBy(() -> store.customers().update(moved, mover.version()))
                .isInstanceOf(PhoneNumberTakenException.class);

        assertThat(store.customers().findById(organizationId, mover.id())).contains(mover);
    }

    @Test
    void givenPhoneOfADeletedCustomerOrAnotherOrganization_whenACustomerTakesIt_thenStored() {
        store.customers().insert(TestData.customer(organizationId, TestData.phone(1)).delete(TestData.at(1)));
        givenCustomer(otherOrganizationId, 2);
        Customer mover = givenCustomer(organizationId, 3);
        Customer first = TestData.customer(organizationId, TestData.phone(1));
        Customer moved = nextVersion(mover, organizationId, TestData.phone(2), TestData.at(5));

        store.customers().insert(first);
        store.customers().update(moved, mover.version());
        store.customers().insert(TestData.customer(organizationId, TestData.phone(3)));

        assertThat(store.customers().findByPhones(organizationId, List.of(TestData.phone(1)))).containsExactly(first);
        assertThat(store.customers().findById(organizationId, mover.id())).contains(moved);
        assertThat(store.customers().count(organizationId)).isEqualTo(3);
    }

    @Test
    void givenCustomerKeepingItsPhone_whenUpdated_thenItIsNotRefusedByItsOwnNumber() {
        Customer customer = givenCustomer(organizationId, 1);
        Customer renamed = changed(customer, "Grace", TestData.at(5));

        store.customers().update(renamed, customer.version());

        assertThat(store.customers().findById(organizationId, customer.id())).contains(renamed);
    }

    private Customer insertKeyed(OrganizationId organization, int phone, Instant createdAt, String clientCustomerId,
                                 String mbiNumber) {
        Customer customer = keyed(TestData.customer(organization, TestData.phone(phone), createdAt), clientCustomerId,
                mbiNumber);
        store.customers().insert(customer);
        return customer;
    }

    private static Customer keyed(Customer customer, String clientCustomerId, String mbiNumber) {
        Map<CustomerField, Object> keys = new HashMap<>();
        keys.put(CustomerField.CLIENT_CUSTOMER_ID, clientCustomerId);
        keys.put(CustomerField.MBI_NUMBER, mbiNumber);
        return Customer.reconstitute(customer.id(), customer.organizationId(), customer.version(), customer.phone(),
                customer.profile().with(keys), customer.policies(), customer.customValues(),
                customer.relatedLists(), customer.createdAt(), customer.updatedAt(), customer.deletedAt());
    }

    private Customer insertCustomer(OrganizationId organization, int phone, Instant createdAt) {
        Customer customer = TestData.customer(organization, TestData.phone(phone), createdAt);
        store.customers().insert(customer);
        return customer;
    }

    /** The customer's next version as stored under {@code organization} with {@code phone}, all else kept. */
    private static Customer nextVersion(Customer customer, OrganizationId organization, PhoneNumber phone, Instant now) {
        return Customer.reconstitute(customer.id(), organization, customer.version() + 1, phone, customer.profile(),
                customer.policies(), customer.customValues(), customer.relatedLists(), customer.createdAt(), now, null);
    }

    private static Customer changed(Customer customer, String firstName, Instant now) {
        return Customer.reconstitute(customer.id(), customer.organizationId(), customer.version() + 1,
                customer.phone(), customer.profile().with(Map.of(CustomerField.FIRST_NAME, firstName)),
                List.of(), customer.customValues().subList(0, 1), Map.of("providers", List.of()),
                customer.createdAt(), now, null);
    }
}
