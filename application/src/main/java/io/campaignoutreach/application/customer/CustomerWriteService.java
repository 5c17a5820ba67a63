package io.campaignoutreach.application.customer;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.idempotency.Created;
import io.campaignoutreach.application.idempotency.IdempotentCreates;
import io.campaignoutreach.application.idempotency.IdempotentRequest;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerChanges;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Clock;
import java.util.List;
import java.util.Objects;
import java.util.UUID;

/**
 * Customers written one at a time, as a client's own records are: created, changed and deleted, each in
 * one unit of work. A number is locked by the key the Medicare sync locks it by before it is looked up,
 * so a create or a change of number and a sync racing for one number give it to one customer (P43); the
 * store's rule is the last guard. A change or a delete stores the customer only if no other writer
 * changed it since it was read, and is tried again from the start when one did.
 */
public final class CustomerWriteService implements CreateCustomerUseCase, UpdateCustomerUseCase,
        DeleteCustomerUseCase {

    /** The operation a create's idempotency key is stored with. */
    public static final String CREATE_OPERATION = "customers.create";
    static final int WRITE_ATTEMPTS = 3;

    private final CustomerRepository customers;
    private final CustomerReads reads;
    private final CustomFieldRepository customFields;
    private final IdempotentCreates idempotent;
    private final TransactionRunner transactions;
    private final IdGenerator ids;
    private final Clock clock;

    public CustomerWriteService(CustomerRepository customers, CustomerReads reads, CustomFieldRepository customFields,
                                IdempotentCreates idempotent, TransactionRunner transactions, IdGenerator ids,
                                Clock clock) {
        this.customers = customers;
        this.reads = reads;
        this.customFields = customFields;
        this.idempotent = idempotent;
        this.transactions = transactions;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Created<CustomerView> createCustomer(AccessContext access, CustomerChanges customer,
                                                IdempotentRequest idempotency) {
        // Checked before a repeat is answered, so a key that may not create customers learns nothing from one.
        access.requireWrite(Capability.CUSTOMERS_SYNC);
        Objects.requireNonNull(customer.phone(), "a new customer needs a phone number");
        OrganizationId organizationId = access.organizationId();
        Created<Customer> created = idempotent.create(organizationId, idempotency, CREATE_OPERATION,
                () -> transactions.inTransaction(() -> insert(organizationId, customer)),
                made -> made.id().toString(),
                id -> customers.findById(organizationId, CustomerId.of(UUID.fromString(id)))
                        .orElseThrow(() -> new NotFoundException("Customer")));
        return new Created<>(CustomerService.live(reads, organizationId, created.value().id()), created.replayed());
    }

    private Customer insert(OrganizationId organizationId, CustomerChanges customer) {
        claimNumber(organizationId, customer.phone(), null);
        Customer created = Customer.fromChanges(CustomerId.of(ids.newId()), organizationId, customer,
                customFields.findByRecordType(organizationId, RecordType.CUSTOMERS), ids::newId, clock.instant());
        customers.insert(created);
        return created;
    }

    @Override
    public CustomerView updateCustomer(AccessContext access, CustomerId id, CustomerChanges changes) {
        access.requireWrite(Capability.CUSTOMERS_SYNC);
        OrganizationId organizationId = access.organizationId();
        transactions.inTransactionRetrying(WRITE_ATTEMPTS, () -> {
            Customer current = live(organizationId, id);
            if (changes.phone() != null && !changes.phone().equals(current.phone())) {
                claimNumber(organizationId, changes.phone(), id);
            }
            Customer changed = current.change(changes,
                    customFields.findByRecordType(organizationId, RecordType.CUSTOMERS), ids::newId, clock.instant());
            if (changed != current) {
                customers.update(changed, current.version());
            }
            return changed;
        });
        return CustomerService.live(reads, organizationId, id);
    }

    @Override
    public void deleteCustomer(AccessContext access, CustomerId id) {
        access.requireWrite(Capability.CUSTOMERS_SYNC);
        OrganizationId organizationId = access.organizationId();
        transactions.inTransactionRetrying(WRITE_ATTEMPTS, () -> {
            Customer current = live(organizationId, id);
            customers.update(current.delete(clock.instant()), current.version());
            return null;
        });
    }

    private Customer live(OrganizationId organizationId, CustomerId id) {
        return customers.findById(organizationId, id).filter(customer -> !customer.isDeleted())
                .orElseThrow(() -> new NotFoundException("Customer"));
    }

    /** Locks the number for the unit of work, and refuses it when a live customer other than {@code holder} has it. */
    private void claimNumber(OrganizationId organizationId, PhoneNumber phone, CustomerId holder) {
        customers.lockKeys(organizationId, List.of(CustomerRepository.phoneKey(phone)));
        if (customers.findByPhones(organizationId, List.of(phone)).stream()
                .anyMatch(customer -> !customer.id().equals(holder))) {
            throw new PhoneNumberTakenException();
        }
    }
}
