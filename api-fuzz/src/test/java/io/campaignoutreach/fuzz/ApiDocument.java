package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** docs/openapi.yaml as a JSON tree: its operations, with references followed on demand. */
final class ApiDocument {

    private static final Set<String> METHODS = Set.of("get", "post", "put", "patch", "delete");

    private final JsonNode root;
    private final String text;

    private ApiDocument(JsonNode root, String text) {
        this.root = root;
        this.text = text;
    }

    static ApiDocument load(Path file) {
        try {
            String text = java.nio.file.Files.readString(file);
            return new ApiDocument(new ObjectMapper(new YAMLFactory()).readTree(text), text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    String text() {
        return text;
    }

    /** The node itself, or what its local {@code $ref} points at, followed until it is no reference. */
    JsonNode deref(JsonNode node) {
        JsonNode current = node;
        while (current != null && current.has("$ref")) {
            current = root.at(current.get("$ref").asText().substring(1));
        }
        return current;
    }

    /** The operations under /v2, the only ones that take input worth generating. */
    List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = root.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            if (!path.getKey().startsWith("/v2/")) {
                continue;
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = path.getValue().fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> method = it.next();
                if (METHODS.contains(method.getKey())) {
                    operations.add(operation(path.getKey(), method.getKey(), method.getValue()));
                }
            }
        }
        return operations;
    }

    private Operation operation(String path, String method, JsonNode node) {
        List<JsonNode> parameters = new ArrayList<>();
        node.path("parameters").forEach(parameter -> parameters.add(deref(parameter)));
        JsonNode body = node.at("/requestBody/content/application~1json/schema");
        return new Operation(method.toUpperCase(java.util.Locale.ROOT), path, parameters,
                body.isMissingNode() ? null : body, node.at("/requestBody/required").asBoolean(false));
    }

    /** One documented operation: its parameters (references followed) and its JSON body schema, if any. */
    record Operation(String method, String path, List<JsonNode> parameters, JsonNode body, boolean bodyRequired) {

        String key() {
            return method + " " + path;
        }

        List<JsonNode> parameters(String in) {
            return parameters.stream().filter(p -> p.path("in").asText().equals(in)).toList();
        }

        @Override
        public String toString() {
            return key();
        }
    }
}
