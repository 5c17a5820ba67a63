package io.campaignoutreach.domain.inquiry;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Open JSON values an inquiry keeps as given (severity triggers, further concerns): only the plain
 * JSON types, copied so that the caller's collections cannot change the inquiry afterwards.
 */
final class OpenValues {

    private OpenValues() {
    }

    /** An unmodifiable copy; anything but String, Boolean, Number, List, Map with text keys or null is refused. */
    static Object copy(Object value) {
        if (value == null || value instanceof String || value instanceof Boolean || value instanceof Number) {
            return value;
        }
        if (value instanceof List<?> list) {
            List<Object> copy = new ArrayList<>(list.size());
            list.forEach(item -> copy.add(copy(item)));
            return Collections.unmodifiableList(copy);
        }
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> copy = new LinkedHashMap<>();
            map.forEach((key, item) -> {
                if (!(key instanceof String name)) {
                    throw new IllegalArgumentException("open JSON objects have text keys only");
                }
                copy.put(name, copy(item));
            });
            return Collections.unmodifiableMap(copy);
        }
        throw new IllegalArgumentException("not a JSON value: " + value.getClass().getSimpleName());
    }
}
