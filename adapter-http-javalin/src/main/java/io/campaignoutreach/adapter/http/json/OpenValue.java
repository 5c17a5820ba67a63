package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A body member whose schema leaves its form open, as the JSON tree gave it, for a route that decides by other
 * members which form it must have: a workflow node's {@code next} is a node id in most nodes and an object of
 * node ids in a call node.
 */
public sealed interface OpenValue {

    /** The value of a member bound as a JSON tree; null when it was not sent. */
    static OpenValue of(JsonNode node) {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return new Nothing();
        }
        if (node.isTextual()) {
            return new Text(node.textValue());
        }
        if (node.isObject()) {
            Map<String, OpenValue> members = new LinkedHashMap<>();
            node.fields().forEachRemaining(member -> members.put(member.getKey(), of(member.getValue())));
            return new Members(Collections.unmodifiableMap(members));
        }
        return new Other();
    }

    /** Not sent, or null. */
    record Nothing() implements OpenValue {
    }

    record Text(String text) implements OpenValue {
    }

    /** An object, its members in the order sent. */
    record Members(Map<String, OpenValue> members) implements OpenValue {
    }

    /** A number, a boolean or an array. */
    record Other() implements OpenValue {
    }
}
