package io.campaignoutreach.adapter.persistence.inmemory;

import java.util.Comparator;
import java.util.UUID;

/**
 * Secondary adapter support: orders ids as PostgreSQL orders uuids, byte by byte without sign,
 * which is also the order of their text; Java's {@link UUID#compareTo} compares signed halves.
 */
final class IdOrder {

    static final Comparator<UUID> UNSIGNED = (a, b) -> {
        int high = Long.compareUnsigned(a.getMostSignificantBits(), b.getMostSignificantBits());
        return high != 0 ? high : Long.compareUnsigned(a.getLeastSignificantBits(), b.getLeastSignificantBits());
    };

    private IdOrder() {
    }
}
