package io.campaignoutreach.domain.shared;

import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.function.BiConsumer;

/**
 * The values a record sets among many optional fields (a customer's profile, a policy's fields),
 * in the fields' declaration order; unmodifiable. Only the fields set are held: an {@link EnumMap}
 * keeps a slot for each of the 68 customer or 49 policy fields, most of them empty, and a store
 * with a hundred thousand customers in memory held that emptiness a quarter of a million times.
 */
public final class FieldValues<F extends Enum<F>> extends AbstractMap<F, Object> {

    /** Each field set followed by its value, in the fields' order. */
    private final Object[] entries;

    private FieldValues(Object[] entries) {
        this.entries = entries;
    }

    /** The values of {@code values} other than null, in its order (the fields' order). */
    public static <F extends Enum<F>> FieldValues<F> of(EnumMap<F, ?> values) {
        Object[] entries = new Object[2 * values.size()];
        int next = 0;
        for (Map.Entry<F, ?> entry : values.entrySet()) {
            if (entry.getValue() != null) {
                entries[next++] = entry.getKey();
                entries[next++] = entry.getValue();
            }
        }
        // One pass over the map; a map that held nulls leaves slots to trim.
        return new FieldValues<>(next == entries.length ? entries : Arrays.copyOf(entries, next));
    }

    @Override
    public int size() {
        return entries.length / 2;
    }

    @Override
    public boolean containsKey(Object field) {
        return indexOf(field) >= 0;
    }

    @Override
    public Object get(Object field) {
        int index = indexOf(field);
        return index < 0 ? null : entries[index + 1];
    }

    /**
     * Where {@code field} is in {@link #entries}, or -1. The fields are held in declaration order, so
     * they are searched by halves: writing a customer reads each of its 68 fields in turn.
     */
    private int indexOf(Object field) {
        if (!(field instanceof Enum<?> wanted)) {
            return -1;
        }
        int low = 0;
        int high = entries.length / 2 - 1;
        while (low <= high) {
            int middle = (low + high) >>> 1;
            Enum<?> held = (Enum<?>) entries[2 * middle];
            if (held.ordinal() < wanted.ordinal()) {
                low = middle + 1;
            } else if (held.ordinal() > wanted.ordinal()) {
                high = middle - 1;
            } else {
                return held == wanted ? 2 * middle : -1;
            }
        }
        return -1;
    }

    /**
     * Two of these hold the same mappings exactly when they hold the same fields and values in the
     * same order, which is compared without the entries and look-ups a map's equality makes: a sync
     * compares each customer's profile and policies before and after.
     */
    @Override
    public boolean equals(Object o) {
        if (o instanceof FieldValues<?> other) {
            return Arrays.equals(entries, other.entries);
        }
        return super.equals(o);
    }

    @Override
    public int hashCode() {
        return super.hashCode();
    }

    @Override
    @SuppressWarnings("unchecked")
    public void forEach(BiConsumer<? super F, ? super Object> action) {
        for (int i = 0; i < entries.length; i += 2) {
            action.accept((F) entries[i], entries[i + 1]);
        }
    }

    @Override
    public Set<Entry<F, Object>> entrySet() {
        return new AbstractSet<>() {
            @Override
            public int size() {
                return FieldValues.this.size();
            }

            @Override
            public Iterator<Entry<F, Object>> iterator() {
                return new Iterator<>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < entries.length;
                    }

                    @Override
                    @SuppressWarnings("unchecked")
                    public Entry<F, Object> next() {
                        if (!hasNext()) {
                            throw new NoSuchElementException();
                        }
                        Entry<F, Object> entry = new SimpleImmutableEntry<>((F) entries[next], entries[next + 1]);
                        next += 2;
                        return entry;
                    }
                };
            }
        };
    }
}
