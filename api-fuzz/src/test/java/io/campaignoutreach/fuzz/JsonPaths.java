package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** Reads and changes the value at a path of a JSON tree; the root itself is not replaceable here. */
final class JsonPaths {

    private JsonPaths() {
    }

    static JsonNode at(JsonNode root, List<String> path) {
        JsonNode node = root;
        for (String segment : path) {
            node = node.isArray() ? node.path(Integer.parseInt(segment)) : node.path(segment);
        }
        return node;
    }

    static void set(JsonNode root, List<String> path, JsonNode value) {
        JsonNode parent = at(root, path.subList(0, path.size() - 1));
        String last = path.get(path.size() - 1);
        if (parent instanceof ArrayNode array) {
            array.set(Integer.parseInt(last), value);
        } else if (parent instanceof ObjectNode object) {
            object.set(last, value);
        }
    }
}
