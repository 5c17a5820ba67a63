package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.access.MissingCapabilityException;
import io.campaignoutreach.application.access.ReadOnlyKeyException;
import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.customer.CustomerWriteService;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotencyConflictException;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.CustomValue;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerChanges;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.customer.PolicyField;
import io.campaignoutreach.domain.customer.SyncedPolicy;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Customers created, changed and deleted one at a time: the rules every store must keep alike. */
public abstract class CustomerWritesContract extends StoreContract {

    private CustomerWriteService writes;
    private AccessContext trusted;

    @BeforeEach
    void setUpWrites() {
        givenTwoOrganizations();
        Clock clock = Clock.fixed(TestData.T0, ZoneOffset.UTC);
        writes = new CustomerWriteService(store.customers(), store.customerReads(), store.customFields(),
                new IdempotentCreates(store.idempotencyKeys(), store.transactions(), clock), store.transactions(),
                TestData::newId, clock);
        trusted = AccessContext.trusted(organizationId, "writes test");
    }

    private static CustomerChanges changes(PhoneNumber phone, Map<CustomerField, Object> fields) {
        return new CustomerChanges(phone, fields, List.of(), List.of());
    }

    private Customer create(PhoneNumber phone, Map<CustomerField, Object> fields) {
        return writes.createCustomer(trusted, changes(phone, fields), null).value().customer();
    }

    @Test
    void givenOnlyANumber_whenCreated_thenALeadIsStoredWithItAndItsPolicies() {
        CustomerChanges sent = new CustomerChanges(TestData.phone(1), Map.of(CustomerField.FIRST_NAME, "Ada"),
                List.of(), List.of(SyncedPolicy.of(Map.of(PolicyField.POLICY_TYPE, "MA",
                        PolicyField.POLICY_NUMBER, "P-1"))));

        CustomerView created = writes.createCustomer(trusted, sent, null).value();

        Customer stored = store.customers().findById(organizationId, created.customer().id()).orElseThrow();
        assertThat(stored).isEqualTo(created.customer());
        assertThat(stored.phone()).isEqualTo(TestData.phone(1));
        assertThat(stored.profile().get(CustomerField.STATUS)).isEqualTo("Lead");
        assertThat(stored.profile().get(CustomerField.FIRST_NAME)).isEqualTo("Ada");
        assertThat(stored.policies()).singleElement()
                .satisfies(policy -> assertThat(policy.values()).containsEntry(PolicyField.POLICY_NUMBER, "P-1"));
        assertThat(created.campaigns()).isEmpty();
    }

    @Test
    void givenANumberALiveCustomerHas_whenAnotherIsCreatedOrChangedToIt_thenRefusedAndNothingWritten() {
        Customer holder = create(TestData.phone(1), Map.of());
        Customer other = create(TestData.phone(2), Map.of());

        assertThatThrownBy(() -> create(TestData.phone(1), Map.of(CustomerField.FIRST_NAME, "Bo")))
                .isInstanceOf(PhoneNumberTakenException.class);
        assertThatThrownBy(() -> writes.updateCustomer(trusted, other.id(), changes(holder.phone(), Map.of())))
                .isInstanceOf(PhoneNumberTakenException.class);
        assertThat(store.customers().count(organizationId)).isEqualTo(2);
        assertThat(store.customers().findById(organizationId, other.id())).contains(other);
    }

    @Test
    void givenANumberOfADeletedCustomerOrOfAnotherOrganization_whenCreated_thenItIsFree() {
        Customer deleted = create(TestData.phone(1), Map.of());
        writes.deleteCustomer(trusted, deleted.id());
        writes.createCustomer(AccessContext.trusted(otherOrganizationId, "other"),
                changes(TestData.phone(2), Map.of()), null);

        assertThat(create(TestData.phone(1), Map.of()).id()).isNotEqualTo(deleted.id());
        assertThat(create(TestData.phone(2), Map.of()).phone()).isEqualTo(TestData.phone(2));
    }

    @Test
    void givenARequiredCustomField_whenACustomerIsCreatedWithoutIt_thenRefusedAtCustomFields() {
        store.customFields().insert(TestData.customField(organizationId, RecordType.CUSTOMERS, "plan_tier"));

        assertThatThrownBy(() -> create(TestData.phone(1), Map.of()))
                .isInstanceOfSatisfying(ValidationException.class, e -> assertThat(e.violations())
                        .extracting(Violation::path).containsExactly(List.of("customFields")));
        assertThat(store.customers().count(organizationId)).isZero();
        CustomerChanges withValue = new CustomerChanges(TestData.phone(1), Map.of(),
                List.of(new CustomValue("plan_tier", "Gold")), List.of());
        assertThat(writes.createCustomer(trusted, withValue, null).value().customer().customValues())
                .containsExactly(new CustomValue("plan_tier", "Gold"));
    }

    @Test
    void givenAnIdempotencyKey_whenTheCreateComesAgain_thenTheFirstCustomerIsAnsweredAndAnotherBodyConflicts() {
        IdempotentRequest request = new IdempotentRequest("create-1", "fingerprint-1");
        Created<CustomerView> first = writes.createCustomer(trusted, changes(TestData.phone(1), Map.of()), request);
        Created<CustomerView> again = writes.createCustomer(trusted, changes(TestData.phone(1), Map.of()), request);

        assertThat(first.replayed()).isFalse();
        assertThat(again.replayed()).isTrue();
        assertThat(again.value().customer()).isEqualTo(first.value().customer());
        assertThatThrownBy(() -> writes.createCustomer(trusted, changes(TestData.phone(2), Map.of()),
                new IdempotentRequest("create-1", "fingerprint-2"))).isInstanceOf(IdempotencyConflictException.class);
        assertThat(store.customers().count(organizationId)).isEqualTo(1);
    }

    @Test
    void givenACustomer_whenChangedInPart_thenOnlyWhatWasSentChangesAndNullClears() {
        Map<CustomerField, Object> fields = new HashMap<>();
        fields.put(CustomerField.FIRST_NAME, "Ada");
        fields.put(CustomerField.EMAIL, "ada@example.com");
        Customer created = create(TestData.phone(1), fields);
        Map<CustomerField, Object> change = new HashMap<>();
        change.put(CustomerField.LAST_NAME, "Byron");
        change.put(CustomerField.EMAIL, null);

        Customer changed = writes.updateCustomer(trusted, created.id(), changes(TestData.phone(3), change))
                .customer();

        assertThat(changed.version()).isEqualTo(created.version() + 1);
        assertThat(changed.phone()).isEqualTo(TestData.phone(3));
        assertThat(changed.profile().get(CustomerField.FIRST_NAME)).isEqualTo("Ada");
        assertThat(changed.profile().get(CustomerField.LAST_NAME)).isEqualTo("Byron");
        assertThat(changed.profile().get(CustomerField.EMAIL)).isNull();
        assertThat(store.customers().findById(organizationId, created.id())).contains(changed);
        assertThat(writes.updateCustomer(trusted, created.id(), CustomerChanges.none()).customer())
                .isEqualTo(changed);
    }

    @Test
    void givenADeletedCustomer_whenReadListedChangedOrDeletedAgain_thenNotFoundAndItsHistoryIsKept() {
        Customer created = create(TestData.phone(1), Map.of());

        writes.deleteCustomer(trusted, created.id());

        assertThat(store.customers().findById(organizationId, created.id()))
                .hasValueSatisfying(customer -> assertThat(customer.deletedAt()).isEqualTo(TestData.T0));
        assertThat(store.customerReads().findPage(organizationId, CustomerQuery.all(), new PageRequest(1, 50))
                .items()).isEmpty();
        assertThatThrownBy(() -> writes.deleteCustomer(trusted, created.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> writes.updateCustomer(trusted, created.id(), CustomerChanges.none()))
                .isInstanceOf(NotFoundException.class);
    }

    @Test
    void givenAnotherOrganizationsCustomer_whenChangedOrDeleted_thenNotFoundAndUntouched() {
        Customer theirs = givenCustomer(otherOrganizationId, 1);

        assertThatThrownBy(() -> writes.updateCustomer(trusted, theirs.id(), changes(TestData.phone(2), Map.of())))
                .isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> writes.deleteCustomer(trusted, theirs.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> writes.deleteCustomer(trusted, CustomerId.of(TestData.newId())))
                .isInstanceOf(NotFoundException.class);
        assertThat(store.customers().findById(otherOrganizationId, theirs.id())).contains(theirs);
    }

    @Test
    void givenKeysThatMayNotWriteCustomers_whenTheyTry_thenRefusedBeforeAnythingIsWritten() {
        Customer created = create(TestData.phone(1), Map.of());
        IdempotentRequest request = new IdempotentRequest("k", "fingerprint-1");
        writes.createCustomer(trusted, changes(TestData.phone(2), Map.of()), request);
        AccessContext viewer = new AccessContext(organizationId, null, "viewer", Set.of(Capability.CUSTOMERS_VIEW),
                false);
        AccessContext readOnly = new AccessContext(organizationId, null, "read only", Set.of(Capability.ALL), true);

        for (AccessContext refused : List.of(viewer, readOnly)) {
            Class<? extends RuntimeException> expected = refused == viewer ? MissingCapabilityException.class
                    : ReadOnlyKeyException.class;
            assertThatThrownBy(() -> writes.createCustomer(refused, changes(TestData.phone(2), Map.of()), request))
                    .isInstanceOf(expected);
            assertThatThrownBy(() -> writes.updateCustomer(refused, created.id(), CustomerChanges.none()))
                    .isInstanceOf(expected);
            assertThatThrownBy(() -> writes.deleteCustomer(refused, created.id())).isInstanceOf(expected);
        }
        assertThat(store.customers().findById(organizationId, created.id())).contains(created);
    }
}
