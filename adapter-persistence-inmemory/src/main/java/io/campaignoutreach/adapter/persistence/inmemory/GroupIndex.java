package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.ArrayList;
import java.util.List;

/**
 * Secondary adapter support: the ids of rows grouped by one of their values (a customer's
 * enrollments, say), so that reading a group does not scan the table. Changes are undone with
 * their unit of work like the table's own.
 */
final class GroupIndex<K, I> {

    private final Table<K, List<I>> groups;

    GroupIndex(InMemoryStore store) {
        this.groups = new Table<>(store);
    }

    void add(K key, I id) {
        List<I> ids = new ArrayList<>(groups.get(key).orElse(List.of()));
        ids.add(id);
        // A new list each time, so that undoing the put restores the one before.
        groups.put(key, List.copyOf(ids));
    }

    void remove(K key, I id) {
        List<I> ids = new ArrayList<>(get(key));
        if (ids.remove(id)) {
            groups.put(key, List.copyOf(ids));
        }
    }

    List<I> get(K key) {
        return groups.get(key).orElse(List.of());
    }
}
