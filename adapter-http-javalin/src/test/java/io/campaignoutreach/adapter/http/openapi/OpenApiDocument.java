package io.campaignoutreach.adapter.http.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;

/** The published contract, docs/openapi.yaml, read as a JSON tree with lookups of its operations and responses. */
final class OpenApiDocument {

    static final ObjectMapper MAPPER = new ObjectMapper();
    /**
     * Surefire runs with the module as working directory; docs/ is beside it. The property lets a
     * changed copy be checked, e.g. to see that the test catches a broken document.
     */
    static final Path FILE = Path.of(System.getProperty("openapi.document", "../docs/openapi.yaml"));

    private final JsonNode root;

    private OpenApiDocument(JsonNode root) {
        this.root = root;
    }

    static OpenApiDocument load() {
        try {
            return parse(Files.readString(FILE));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static OpenApiDocument parse(String yaml) {
        Object tree = new Yaml(new SafeConstructor(new LoaderOptions())).load(yaml);
        return new OpenApiDocument(MAPPER.valueToTree(plain(tree)));
    }

    /**
     * YAML 1.1 turns unquoted dates into timestamps and numeric keys into numbers, which JSON has no
     * place for; refusing them keeps the document readable the same way by every tool.
     */
    private static Object plain(Object node) {
        if (node instanceof Map<?, ?> map) {
            Map<String, Object> copy = new java.util.LinkedHashMap<>();
            map.forEach((key, value) -> {
                if (!(key instanceof String name)) {
                    throw new IllegalStateException("non-string key in openapi.yaml: " + key + " (quote it)");
                }
                copy.put(name, plain(value));
            });
            return copy;
        }
        if (node instanceof List<?> list) {
            return list.stream().map(OpenApiDocument::plain).toList();
        }
        if (node instanceof java.util.Date) {
            throw new IllegalStateException("unquoted date in openapi.yaml: " + node + " (quote it)");
        }
        return node;
    }

    JsonNode root() {
        return root;
    }

    /** Every operation of every path, in document order. */
    List<Operation> operations() {
        List<Operation> operations = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = root.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> methods = path.getValue().fields(); methods.hasNext(); ) {
                Map.Entry<String, JsonNode> method = methods.next();
                operations.add(new Operation(method.getKey().toUpperCase(Locale.ROOT), path.getKey(),
                        method.getValue()));
            }
        }
        return operations;
    }

    /** A node itself, or what its {@code $ref} points at. */
    JsonNode deref(JsonNode node) {
        JsonNode current = node;
        while (current.has("$ref")) {
            current = root.at(current.get("$ref").asText().substring(1));
        }
        return current;
    }

    /** One method on one path. */
    record Operation(String method, String path, JsonNode node) {

        String key() {
            return method + " " + path;
        }

        boolean isPublic() {
            return node.has("security") && node.get("security").isEmpty();
        }

        /** The documented statuses, e.g. 200 and 422. */
        List<String> statuses() {
            List<String> statuses = new ArrayList<>();
            node.path("responses").fieldNames().forEachRemaining(statuses::add);
            return statuses;
        }

        /** Whether {@code concretePath} is an instance of this operation's path template. */
        boolean matches(String concretePath) {
            return concretePath.matches("^" + path.replaceAll("\\{[^/]+}", "[^/]+") + "$");
        }
    }
}
