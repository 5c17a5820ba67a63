package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

/**
 * Secondary adapter support: rows by key, read and changed under the store's lock, with every
 * change undone when its unit of work fails.
 */
final class Table<K, V> {

    private final InMemoryStore store;
    private final Map<K, V> rows = new HashMap<>();
    /** How many times every row was read, so tests can pin look-ups that must not scan. */
    private final AtomicLong scans = new AtomicLong();

    Table(InMemoryStore store) {
        this.store = store;
    }

    Optional<V> get(K key) {
        return Optional.ofNullable(rows.get(key));
    }

    boolean contains(K key) {
        return rows.containsKey(key);
    }

    Stream<V> rows() {
        scans.incrementAndGet();
        store.scanned(rows.size());
        return rows.values().stream();
    }

    long scans() {
        return scans.get();
    }

    void put(K key, V value) {
        boolean existed = rows.containsKey(key);
        V previous = rows.put(key, value);
        store.onRollback(() -> {
            if (existed) {
                rows.put(key, previous);
            } else {
                rows.remove(key);
            }
        });
    }

    void remove(K key) {
        if (!rows.containsKey(key)) {
            return;
        }
        V previous = rows.remove(key);
        store.onRollback(() -> rows.put(key, previous));
    }
}
