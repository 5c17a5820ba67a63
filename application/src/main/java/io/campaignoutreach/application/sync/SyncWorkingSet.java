package io.campaignoutreach.application.sync;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customer.SyncedCustomer;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The customers one sync batch may touch, read once before its records are applied, and as the
 * batch's earlier records have left them: a record matches and checks against these, so records of
 * one batch see each other's effects exactly as if each had been written before the next was read.
 */
final class SyncWorkingSet {

    /** The order the store gives when several customers share a key (P24): the oldest first. */
    private static final Comparator<Customer> OLDEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(customer -> customer.id().value().toString());

    private final Map<CustomerId, Customer> customers = new LinkedHashMap<>();
    private final Map<CustomerId, Long> storedVersions = new HashMap<>();
    private final Set<CustomerId> created = new LinkedHashSet<>();

    SyncWorkingSet(Collection<Customer> loaded) {
        loaded.forEach(customer -> {
            customers.put(customer.id(), customer);
            storedVersions.put(customer.id(), customer.version());
        });
    }

    /** D17's match order: externalId, then mbiNumber, then the normalized phone. */
    Optional<Customer> match(SyncedCustomer record) {
        if (record.externalId() != null) {
            Optional<Customer> byExternalId = oldest(c -> record.externalId().equals(
                    c.profile().get(CustomerField.CLIENT_CUSTOMER_ID)));
            if (byExternalId.isPresent()) {
                return byExternalId;
            }
        }
        if (record.mbiNumber() != null) {
            Optional<Customer> byMbi = oldest(c -> record.mbiNumber().equals(c.profile().get(CustomerField.MBI_NUMBER)));
            if (byMbi.isPresent()) {
                return byMbi;
            }
        }
        return oldest(c -> c.phone().equals(record.phone()));
    }

    /** Whether a live customer other than {@code customer} holds {@code phone}. */
    boolean heldByAnother(PhoneNumber phone, CustomerId customer) {
        return customers.values().stream()
                .anyMatch(c -> !c.isDeleted() && c.phone().equals(phone) && !c.id().equals(customer));
    }

    void created(Customer customer) {
        customers.put(customer.id(), customer);
        created.add(customer.id());
    }

    void changed(Customer customer) {
        customers.put(customer.id(), customer);
    }

    /** The customers the batch creates, as the batch leaves them. */
    List<Customer> toInsert() {
        return created.stream().map(customers::get).toList();
    }

    /** The stored customers the batch changed, with the versions they were read at. */
    List<CustomerRepository.Change> toUpdate() {
        List<CustomerRepository.Change> changes = new ArrayList<>();
        storedVersions.forEach((id, version) -> {
            Customer now = customers.get(id);
            if (now.version() != version) {
                changes.add(new CustomerRepository.Change(now, version));
            }
        });
        return changes;
    }

    private Optional<Customer> oldest(Predicate<Customer> matches) {
        return customers.values().stream().filter(c -> !c.isDeleted()).filter(matches).min(OLDEST_FIRST);
    }
}
