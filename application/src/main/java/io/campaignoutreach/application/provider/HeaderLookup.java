package io.campaignoutreach.application.provider;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A request's headers as a check reads them, by name regardless of case as HTTP defines them. The HTTP adapter
 * passes its framework's lookup ({@code name -> Optional.ofNullable(ctx.header(name))}); tests pass a map.
 */
@FunctionalInterface
public interface HeaderLookup {

    Optional<String> value(String name);

    /** A lookup over fixed headers, names matched regardless of case. */
    static HeaderLookup of(Map<String, String> headers) {
        Map<String, String> byName = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
        byName.putAll(headers);
        return name -> Optional.ofNullable(byName.get(name));
    }
}
