package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.ArrayList;
import java.util.List;

/**
 * Secondary adapter support: the ids of rows grouped by one of their values (a customer's
 * enrollments, say), so that reading a group does not scan the table. Changes are undone with
 * their unit of work like the table's own. Ids must not be lists themselves.
 */
final class GroupIndex<K, I> {

    /**
     * A group of one is kept as its id alone, and an emptied group is dropped: most keys (a phone
     * number, an external id) name a single row, and a list for each would cost as much as the key.
     */
    private final Table<K, Object> groups;

    GroupIndex(InMemoryStore store) {
        this.groups = new Table<>(store);
    }

    void add(K key, I id) {
        List<I> ids = new ArrayList<>(get(key));
        ids.add(id);
        store(key, ids);
    }

    void remove(K key, I id) {
        List<I> ids = new ArrayList<>(get(key));
        if (ids.remove(id)) {
            store(key, ids);
        }
    }

    List<I> get(K key) {
        return groups.get(key).map(GroupIndex::<I>members).orElse(List.of());
    }

    /** A new value each time, so that undoing the put restores the one before. */
    private void store(K key, List<I> ids) {
        if (ids.isEmpty()) {
            groups.remove(key);
        } else {
            groups.put(key, ids.size() == 1 ? ids.get(0) : List.copyOf(ids));
        }
    }

    @SuppressWarnings("unchecked")
    private static <I> List<I> members(Object group) {
        return group instanceof List<?> ids ? (List<I>) ids : List.of((I) group);
    }
}
