package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.shared.Patch;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Where a path falls in a request: members in the order the record declares them, array elements
 * by index, map entries in the order sent. Errors are listed in this order, so the first one named
 * in the summary is the first a reader of the body meets.
 */
final class MemberOrder {

    private MemberOrder() {
    }

    static List<Integer> of(Class<?> record, JsonNode body, List<String> path) {
        List<Integer> key = new ArrayList<>();
        Type type = record;
        JsonNode node = body;
        for (String segment : path) {
            while (BodyShape.raw(type) == Patch.class) {
                type = BodyShape.argument(type, 0);
            }
            Class<?> raw = BodyShape.raw(type);
            int position;
            if (raw.isRecord()) {
                RecordComponent[] components = raw.getRecordComponents();
                position = -1;
                for (int i = 0; i < components.length && position < 0; i++) {
                    if (components[i].getName().equals(segment)) {
                        position = i;
                        type = components[i].getGenericType();
                    }
                }
            } else if (raw == List.class) {
                position = index(segment);
                type = BodyShape.argument(type, 0);
            } else if (raw == Map.class) {
                position = positionOf(node, segment);
                type = BodyShape.argument(type, 1);
            } else {
                break;
            }
            key.add(position);
            if (position < 0) {
                break;
            }
            node = node == null ? null : node.isArray() ? node.get(position) : node.get(segment);
        }
        return key;
    }

    /** Shorter paths (an object's own findings) before the paths inside it. */
    static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.min(a.size(), b.size()); i++) {
            int difference = Integer.compare(a.get(i), b.get(i));
            if (difference != 0) {
                return difference;
            }
        }
        return Integer.compare(a.size(), b.size());
    }

    private static int index(String segment) {
        try {
            return Integer.parseInt(segment);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    private static int positionOf(JsonNode node, String name) {
        if (node == null || !node.isObject()) {
            return -1;
        }
        int position = 0;
        for (Iterator<String> names = node.fieldNames(); names.hasNext(); position++) {
            if (names.next().equals(name)) {
                return position;
            }
        }
        return -1;
    }
}
