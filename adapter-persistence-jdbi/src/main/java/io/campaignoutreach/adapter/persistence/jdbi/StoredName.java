package io.campaignoutreach.adapter.persistence.jdbi;

import java.util.Collections;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * The names the store writes for the constants of one domain enumeration, in a column or inside a
 * document. They are the adapter's own (listed in {@link StoredNames} and {@link StoredFieldNames},
 * pinned by {@code StoredNamesTest}), not the domain's wire names, so that renaming a constant or
 * the name the API shows for it cannot change what is stored, nor stop stored rows from reading.
 * A null constant is stored as SQL null, and read back as null.
 */
final class StoredName<E extends Enum<E>> {

    private final String what;
    private final Map<E, String> names;
    private final Map<String, E> constants = new HashMap<>();

    /** {@code name} gives every constant its stored name; two constants may not share one. */
    StoredName(Class<E> type, String what, Function<E, String> name) {
        this.what = what;
        Map<E, String> byConstant = new EnumMap<>(type);
        for (E constant : type.getEnumConstants()) {
            String stored = name.apply(constant);
            byConstant.put(constant, stored);
            if (constants.put(stored, constant) != null) {
                throw new IllegalStateException("two " + what + " constants are stored as " + stored);
            }
        }
        this.names = Collections.unmodifiableMap(byConstant);
    }

    String of(E constant) {
        return constant == null ? null : names.get(constant);
    }

    /** The constant stored as {@code stored}; a name no constant has means the row is not the store's. */
    E parse(String stored) {
        if (stored == null) {
            return null;
        }
        return find(stored).orElseThrow(() -> new IllegalStateException("stored " + what + " is unknown: " + stored));
    }

    Optional<E> find(String stored) {
        return Optional.ofNullable(constants.get(stored));
    }

    /** Every constant with its stored name, in declaration order. */
    Map<E, String> names() {
        return names;
    }
}
