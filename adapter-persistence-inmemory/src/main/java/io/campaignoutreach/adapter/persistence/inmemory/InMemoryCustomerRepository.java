package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.PhoneNumberTakenException;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

/** Secondary adapter: keeps customers in memory; deleted ones stay, visible by id only. */
public final class InMemoryCustomerRepository implements CustomerRepository {

    private static final Comparator<Customer> OLDEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(c -> c.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<CustomerId, Customer> customers;
    /** Live customers by each key they are looked up by (phone, externalId, mbiNumber), so look-ups do not scan. */
    private final GroupIndex<LookupKey, CustomerId> byKey;

    /** What a customer is looked up by. */
    private enum KeyKind { PHONE, EXTERNAL_ID, MBI_NUMBER }

    /**
     * A look-up key. It holds the customer's own strings, where a key joined into one string would
     * be a copy of them per key and customer.
     */
    private record LookupKey(OrganizationId organizationId, KeyKind kind, String value) {
    }

    InMemoryCustomerRepository(InMemoryStore store) {
        this.store = store;
        this.customers = new Table<>(store);
        this.byKey = new GroupIndex<>(store);
    }

    /** How many times every customer was read; tests pin look-ups that must not scan. */
    long scans() {
        return customers.scans();
    }

    /** Stores the customer, with the texts customers share held once, and keeps the look-up index in step. */
    private void put(Customer customer) {
        customers.get(customer.id()).ifPresent(previous -> keysOf(previous).forEach(key -> byKey.remove(key,
                previous.id())));
        Customer stored = SharedTexts.of(customer);
        customers.put(stored.id(), stored);
        keysOf(stored).forEach(key -> byKey.add(key, stored.id()));
    }

    /** The keys a live customer is found by; a deleted one is found by none. */
    private static List<LookupKey> keysOf(Customer customer) {
        if (customer.isDeleted()) {
            return List.of();
        }
        List<LookupKey> keys = new ArrayList<>(3);
        keys.add(phoneKey(customer.organizationId(), customer.phone()));
        Object externalId = customer.profile().get(CustomerField.CLIENT_CUSTOMER_ID);
        if (externalId != null) {
            keys.add(new LookupKey(customer.organizationId(), KeyKind.EXTERNAL_ID, externalId.toString()));
        }
        Object mbi = customer.profile().get(CustomerField.MBI_NUMBER);
        if (mbi != null) {
            keys.add(new LookupKey(customer.organizationId(), KeyKind.MBI_NUMBER, mbi.toString()));
        }
        return keys;
    }

    private static LookupKey phoneKey(OrganizationId organizationId, PhoneNumber phone) {
        return new LookupKey(organizationId, KeyKind.PHONE, phone.e164());
    }

    /** The live customers found by these keys, oldest first. */
    private List<Customer> found(Collection<LookupKey> keys) {
        return keys.stream().distinct().flatMap(key -> byKey.get(key).stream()).distinct()
                .map(customers::get).flatMap(Optional::stream)
                .sorted(OLDEST_FIRST)
                .toList();
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
            Set<LookupKey> inBatch = new HashSet<>();
            for (Customer customer : batch) {
                LookupKey phone = phoneKey(customer.organizationId(), customer.phone());
                if (!customer.isDeleted() && (!inBatch.add(phone) || !byKey.get(phone).isEmpty())) {
                    throw new PhoneNumberTakenException();
                }
            }
            batch.forEach(this::put);
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
            put(customer);
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
        boolean taken = byKey.get(phoneKey(customer.organizationId(), customer.phone())).stream()
                .anyMatch(holder -> !holder.equals(customer.id()));
        if (taken) {
            throw new PhoneNumberTakenException();
        }
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
        return store.read(() -> found(phones.stream().map(phone -> phoneKey(organizationId, phone)).toList()));
    }

    @Override
    public List<OrganizationId> holdersOf(PhoneNumber phone) {
        return store.read(() -> customers.rows().filter(c -> !c.isDeleted() && c.phone().equals(phone))
                .map(Customer::organizationId).distinct().toList());
    }

    @Override
    public List<Customer> findByClientCustomerIds(OrganizationId organizationId, Collection<String> ids) {
        return findLiveBy(organizationId, KeyKind.EXTERNAL_ID, ids);
    }

    @Override
    public List<Customer> findByMbiNumbers(OrganizationId organizationId, Collection<String> mbiNumbers) {
        return findLiveBy(organizationId, KeyKind.MBI_NUMBER, mbiNumbers);
    }

    private List<Customer> findLiveBy(OrganizationId organizationId, KeyKind kind, Collection<String> values) {
        return store.read(() -> found(values.stream().map(value -> new LookupKey(organizationId, kind, value))
                .toList()));
    }

    /** Nothing to do: a unit of work holds the whole store until it ends, so no other can come between. */
    @Override
    public void lockKeys(OrganizationId organizationId, Collection<String> keys) {
    }

    /** Nothing to lock: a unit of work holds the whole store until it ends, so no other can come between. */
    @Override
    public Map<CustomerId, CustomerProfile> lockProfiles(OrganizationId organizationId, Collection<CustomerId> ids) {
        Map<CustomerId, CustomerProfile> profiles = new HashMap<>();
        findByIds(organizationId, ids).forEach(customer -> profiles.put(customer.id(), customer.profile()));
        return profiles;
    }

    /** The organization's customers that are not deleted, in no order; a scan. */
    Stream<Customer> liveOf(OrganizationId organizationId) {
        return customers.rows().filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted());
    }

    @Override
    public long count(OrganizationId organizationId) {
        return store.read(() -> customers.rows()
                .filter(c -> c.organizationId().equals(organizationId) && !c.isDeleted())
                .count());
    }
}
