package io.campaignoutreach.application.customer;

import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Outbound port: stores customers with their policies and custom values. A phone number belongs to
 * at most one live (not deleted) customer of an organization: storing a live customer with a number
 * another live customer of its organization holds is refused with a
 * {@link io.campaignoutreach.domain.customer.PhoneNumberTakenException} and nothing is written.
 */
public interface CustomerRepository {

    void insert(Customer customer);

    /** Inserts many customers in one round trip where the store allows it; all or none. */
    void insertAll(Collection<Customer> customers);

    /** Stores a changed customer if the stored one still has {@code expectedVersion}, else a conflict. */
    void update(Customer customer, long expectedVersion);

    /** A changed customer and the version the stored one must still have. */
    record Change(Customer customer, long expectedVersion) {
    }

    /**
     * Stores changed customers in one round trip where the store allows it, all or none: a stored
     * version that differs is a conflict, a phone number another live customer holds is refused.
     */
    void updateAll(Collection<Change> changes);

    /** The customer, deleted or not: callers decide what a deleted customer means to them. */
    Optional<Customer> findById(OrganizationId organizationId, CustomerId id);

    /** Customers, not deleted, among {@code ids}. */
    List<Customer> findByIds(OrganizationId organizationId, Collection<CustomerId> ids);

    /** Customers, not deleted, whose phone is one of {@code phones}, oldest first. */
    List<Customer> findByPhones(OrganizationId organizationId, Collection<PhoneNumber> phones);

    /** The organizations with a live customer on {@code phone}: whom a text from that number may concern. */
    List<OrganizationId> holdersOf(PhoneNumber phone);

    /**
     * Which live customers of the organization {@code ids} and {@code phones} name, as {@link CustomerKeys}:
     * ids only, so that a store can answer without reading whole customers (an enrollment request
     * names up to a thousand of them before it is accepted).
     */
    default CustomerKeys findKeys(OrganizationId organizationId, Collection<CustomerId> ids,
                                  Collection<PhoneNumber> phones) {
        Set<CustomerId> live = new HashSet<>();
        findByIds(organizationId, ids).forEach(customer -> live.add(customer.id()));
        Map<PhoneNumber, CustomerId> byPhone = new HashMap<>();
        findByPhones(organizationId, phones).forEach(customer -> byPhone.putIfAbsent(customer.phone(), customer.id()));
        return new CustomerKeys(live, byPhone);
    }

    /** Customers, not deleted, whose {@code clientCustomerId} is exactly one of those given, oldest first. */
    List<Customer> findByClientCustomerIds(OrganizationId organizationId, Collection<String> clientCustomerIds);

    /** Customers, not deleted, whose {@code mbiNumber} is exactly one of those given, oldest first. */
    List<Customer> findByMbiNumbers(OrganizationId organizationId, Collection<String> mbiNumbers);

    /**
     * Customers, not deleted, matching any of the keys a sync matches records by: a
     * {@code clientCustomerId}, an {@code mbiNumber} or a phone number among those given, each
     * once, oldest first. A store may answer in one statement what the three lookups answer.
     */
    default List<Customer> findByAnyKey(OrganizationId organizationId, Collection<String> clientCustomerIds,
                                        Collection<String> mbiNumbers, Collection<PhoneNumber> phones) {
        Set<Customer> found = new LinkedHashSet<>(findByClientCustomerIds(organizationId, clientCustomerIds));
        found.addAll(findByMbiNumbers(organizationId, mbiNumbers));
        found.addAll(findByPhones(organizationId, phones));
        return found.stream().sorted(Comparator.comparing(Customer::createdAt)
                .thenComparing(customer -> customer.id().value().toString())).toList();
    }

    /**
     * Locks each of {@code keys} of the organization until the current unit of work ends: another
     * unit of work locking one of them waits until then. Units that lock the keys a customer is
     * looked up by before they look it up and insert it create it once. Outside a unit of work
     * this holds nothing.
     */
    void lockKeys(OrganizationId organizationId, Collection<String> keys);

    /** The key {@link #lockKeys} locks a phone number by, for every writer that gives a customer a number. */
    static String phoneKey(PhoneNumber phone) {
        return "phone:" + phone.e164();
    }

    /**
     * Locks the organization's customers among {@code ids} until the current unit of work ends, and
     * answers the profiles of those that are not deleted: another unit of work locking one of them
     * waits until then. A unit that decides from a customer's enrollments (one live retention
     * journey at most) locks the customer before it reads them, so two units deciding for one
     * customer decide one after the other, in any process. Outside a unit of work this holds
     * nothing. Only profiles are read: enrolling needs no more of a customer, and a store can leave
     * the rest unread.
     */
    Map<CustomerId, CustomerProfile> lockProfiles(OrganizationId organizationId, Collection<CustomerId> ids);

    /** How many customers of the organization are not deleted. */
    long count(OrganizationId organizationId);
}
