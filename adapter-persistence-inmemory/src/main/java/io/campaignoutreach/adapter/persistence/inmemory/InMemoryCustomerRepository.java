package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Secondary adapter: keeps customers in memory; deleted ones stay, visible by id only. */
public final class InMemoryCustomerRepository implements CustomerRepository {

    private static final Comparator<Customer> OLDEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(c -> c.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<CustomerId, Customer> customers;

    InMemoryCustomerRepository(InMemoryStore store) {
        this.store = store;
        this.customers = new Table<>(store);
    }

    @Override
    public void insert(Customer customer) {
        insertAll(List.of(customer));
    }

    @Override
    public void insertAll(Collection<Customer> batch) {
        store.write(() -> {
            Set<CustomerId> ids = new HashSet<>();
            for (Customer customer : batch) {
                if (!ids.add(customer.id()) || customers.contains(customer.id())) {
                    throw new ConflictException("customer " + customer.id() + " already exists");
                }
            }
            Set<String> taken = new HashSet<>();
            customers.rows().filter(c -> !c.isDeleted()).forEach(c -> taken.add(phoneKey(c)));
            for (Customer customer : batch) {
                if (!customer.isDeleted() && !taken.add(phoneKey(customer))) {
                    throw new PhoneNumberTakenException();
                }
            }
            batch.forEach(customer -> customers.put(customer.id(), customer));
        });
    }

    @Override
    public void update(Customer customer, long expectedVersion) {
        store.write(() -> {
            boolean current = customers.get(customer.id())
                    .filter(stored -> stored.organizationId().equals(customer.organizationId()))
                    .filter(stored -> stored.version() == expectedVersion)
                    .isPresent();
            if (!current) {
                throw new ConflictException("customer " + customer.id() + " was changed or removed meanwhile");
            }
            refuseTakenPhone(customer);
            customers.put(customer.id(), customer);
        });
    }

    /** All or none: a stale version or a taken number undoes the changes stored before it. */
    @Override
    public void updateAll(Collection<Change> changes) {
        store.write(() -> changes.forEach(change -> update(change.customer(), change.expectedVersion())));
    }

    /**
     * Like PostgreSQL's partial unique index on (organization, phone) of live customers: a live
     * customer may not take a number another live customer of its organization holds.
     */
    private void refuseTakenPhone(Customer customer) {
        if (customer.isDeleted()) {
            return;
        }
        boolean taken = customers.rows().anyMatch(other -> !other.id().equals(customer.id())
                && !other.isDeleted() && phoneKey(other).equals(phoneKey(customer)));
        if (taken) {
            throw new PhoneNumberTakenException();
        }
    }

    private static String phoneKey(Customer customer) {
        return customer.organizationId() + " " + customer.phone().e164();
    }

    @Override
    public Optional<Customer> findById(OrganizationId organizationId, CustomerId id) {
        return store.read(() -> customers.get(id).filter(c -> c.organizationId().equals(organizationId)));
    }

    @Override
    public List<Customer> findByIds(OrganizationId organizationId, Collection<CustomerId> ids) {
        return store.read(() -> ids.stream().distinct().map(customers::get).flatMap(Optional::stream)
                .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted())
                .toList());
    }

    @Override
    public List<Customer> findByPhones(OrganizationId organizationId, Collection<PhoneNumber> phones) {
        Set<PhoneNumber> wanted = Set.copyOf(phones);
        return store.read(() -> customers.rows()
                .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted())
                .filter(c -> wanted.contains(c.phone()))
                .sorted(OLDEST_FIRST)
                .toList());
    }

    @Override
    public List<Customer> findByClientCustomerIds(OrganizationId organizationId, Collection<String> ids) {
        return findLiveBy(organizationId, CustomerField.CLIENT_CUSTOMER_ID, ids);
    }

    @Override
    public List<Customer> findByMbiNumbers(OrganizationId organizationId, Collection<String> mbiNumbers) {
        return findLiveBy(organizationId, CustomerField.MBI_NUMBER, mbiNumbers);
    }

    private List<Customer> findLiveBy(OrganizationId organizationId, CustomerField field, Collection<String> values) {
        if (values.isEmpty()) {
            return List.of();
        }
        // A HashSet, since a customer without the field asks whether it holds null.
        Set<Object> wanted = new HashSet<>(values);
        return store.read(() -> customers.rows()
                .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted())
                .filter(c -> wanted.contains(c.profile().get(field)))
                .sorted(OLDEST_FIRST)
                .toList());
    }

    /** Nothing to do: a unit of work holds the whole store until it ends, so no other can come between. */
    @Override
    public void lockKeys(OrganizationId organizationId, Collection<String> keys) {
    }

    /** Nothing to do: a unit of work holds the whole store until it ends, so no other can come between. */
    @Override
    public void lockAll(OrganizationId organizationId, Collection<CustomerId> ids) {
    }

    @Override
    public long count(OrganizationId organizationId) {
        return store.read(() -> customers.rows()
                .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted())
                .count());
    }
}
