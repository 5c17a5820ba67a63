package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;

/** A place in a generated body: the path from the body root, the schema that governs it (references followed). */
record Slot(List<String> path, JsonNode schema) {

    String type() {
        return schema.path("type").asText();
    }

    boolean isFreeText() {
        return type().equals("string") && !schema.has("enum") && !schema.has("format")
                && (!schema.has("pattern") || isTextRule(schema.get("pattern").asText()));
    }

    /** The text rule's pattern (no control characters) limits what is sent, not its shape. */
    static boolean isTextRule(String pattern) {
        return pattern.startsWith("^[^\\u0000");
    }

    String pointer() {
        return "/" + String.join("/", path);
    }
}
