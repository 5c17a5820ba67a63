package io.campaignoutreach.domain.insight;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Writes plain values (maps, lists, strings, booleans, numbers, null) as canonical JSON: no
 * white space, object members sorted by name, strings escaped the one way, so that equal values
 * always give the same text and therefore the same hash.
 */
final class CanonicalJson {

    private CanonicalJson() {
    }

    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out);
        return out.toString();
    }

    private static void write(Object value, StringBuilder out) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            string(text, out);
        } else if (value instanceof Boolean || value instanceof Integer || value instanceof Long) {
            out.append(value);
        } else if (value instanceof Map<?, ?> map) {
            out.append('{');
            boolean first = true;
            for (Map.Entry<String, Object> member : sorted(map).entrySet()) {
                out.append(first ? "" : ",");
                first = false;
                string(member.getKey(), out);
                out.append(':');
                write(member.getValue(), out);
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            for (int i = 0; i < list.size(); i++) {
                out.append(i == 0 ? "" : ",");
                write(list.get(i), out);
            }
            out.append(']');
        } else {
            throw new IllegalArgumentException("not a plain JSON value: " + value.getClass().getName());
        }
    }

    private static Map<String, Object> sorted(Map<?, ?> map) {
        Map<String, Object> byName = new TreeMap<>();
        map.forEach((key, member) -> byName.put(String.valueOf(key), member));
        return byName;
    }

    private static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
