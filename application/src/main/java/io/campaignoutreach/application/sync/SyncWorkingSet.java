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
import java.util.function.Function;

/**
 * The customers one sync batch may touch, read once before its records are applied, and as the
 * batch's earlier records have left them: a record matches and checks against these, so records of
 * one batch see each other's effects exactly as if each had been written before the next was read.
 * Each key a record may match by is indexed, and the index follows every change, so a batch costs
 * time in proportion to its records, not to its records times the customers they may touch.
 */
final class SyncWorkingSet {

    /** The order the store gives when several customers share a key (P24): the oldest first. */
    private static final Comparator<Customer> OLDEST_FIRST = Comparator.comparing(Customer::createdAt)
            .thenComparing(customer -> customer.id().value().toString());

    private final Map<CustomerId, Customer> customers = new LinkedHashMap<>();
    private final Map<CustomerId, Long> storedVersions = new HashMap<>();
    private final Set<CustomerId> created = new LinkedHashSet<>();
    private final KeyIndex byExternalId = new KeyIndex(c -> c.profile().get(CustomerField.CLIENT_CUSTOMER_ID));
    private final KeyIndex byMbi = new KeyIndex(c -> c.profile().get(CustomerField.MBI_NUMBER));
    private final KeyIndex byPhone = new KeyIndex(Customer::phone);

    SyncWorkingSet(Collection<Customer> loaded) {
        loaded.forEach(customer -> {
            put(customer);
            storedVersions.put(customer.id(), customer.version());
        });
    }

    /** D17's match order: externalId, then mbiNumber, then the normalized phone. */
    Optional<Customer> match(SyncedCustomer record) {
        if (record.externalId() != null) {
            Optional<Customer> found = oldest(byExternalId.holders(record.externalId()));
            if (found.isPresent()) {
                return found;
            }
        }
        if (record.mbiNumber() != null) {
            Optional<Customer> found = oldest(byMbi.holders(record.mbiNumber()));
            if (found.isPresent()) {
                return found;
            }
        }
        return oldest(byPhone.holders(record.phone()));
    }

    /** Whether a live customer other than {@code customer} holds {@code phone}. */
    boolean heldByAnother(PhoneNumber phone, CustomerId customer) {
        return byPhone.holders(phone).stream().map(customers::get)
                .anyMatch(c -> !c.isDeleted() && !c.id().equals(customer));
    }

    void created(Customer customer) {
        put(customer);
        created.add(customer.id());
    }

    void changed(Customer customer) {
        put(customer);
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

    private void put(Customer customer) {
        Customer previous = customers.put(customer.id(), customer);
        for (KeyIndex index : List.of(byExternalId, byMbi, byPhone)) {
            index.replace(previous, customer);
        }
    }

    private Optional<Customer> oldest(Set<CustomerId> holders) {
        return holders.stream().map(customers::get).filter(c -> !c.isDeleted()).min(OLDEST_FIRST);
    }

    /** The customers holding each value of one key, as they are now. */
    private static final class KeyIndex {

        private final Function<Customer, Object> key;
        private final Map<Object, Set<CustomerId>> holders = new HashMap<>();

        KeyIndex(Function<Customer, Object> key) {
            this.key = key;
        }

        Set<CustomerId> holders(Object value) {
            return holders.getOrDefault(value, Set.of());
        }

        /** {@code now} in place of {@code before} (null for a customer new to the set). */
        void replace(Customer before, Customer now) {
            Object was = before == null ? null : key.apply(before);
            Object is = key.apply(now);
            if (was != null && !was.equals(is)) {
                Set<CustomerId> ids = holders.get(was);
                ids.remove(now.id());
                if (ids.isEmpty()) {
                    holders.remove(was);
                }
            }
            if (is != null) {
                holders.computeIfAbsent(is, value -> new LinkedHashSet<>()).add(now.id());
            }
        }
    }
}
