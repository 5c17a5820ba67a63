package io.campaignoutreach.adapter.http.json;

import java.util.Locale;

/**
 * An enumeration of the HTTP adapter's own whose values the API reads and writes by these names: by default
 * the constant's name in lower case.
 */
public interface WireNamed {

    default String wireName() {
        return ((Enum<?>) this).name().toLowerCase(Locale.ROOT);
    }
}
