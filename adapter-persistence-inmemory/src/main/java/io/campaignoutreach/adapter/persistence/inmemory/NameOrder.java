package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.Comparator;
import java.util.Locale;
import java.util.UUID;
import java.util.function.Function;

/** PostgreSQL's order of named records ({@code lower(name) collate "C", id}), for the lists that store orders so. */
final class NameOrder {

    private NameOrder() {
    }

    static <T> Comparator<T> of(Function<T, String> name, Function<T, UUID> id) {
        return Comparator.comparing((T record) -> name.apply(record).toLowerCase(Locale.ROOT))
                .thenComparing(id, IdOrder.UNSIGNED);
    }
}
