package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.fuzz.ApiDocument.Operation;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.function.Predicate;

/**
 * Builds requests for an operation: valid ones from its parameter and body schemas with the seeded ids,
 * and broken ones by applying one {@link Mutation} to a valid one.
 */
final class RequestFactory {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] CONTROL = {"\u0000", "\u0001", "\u0008", "\u000b", "\u000c", "\u001b", "\u001f", "\u007f"};
    private static final int HUGE = 100_001;
    private static final int DEEP = 40;

    private final ValidValues values;
    private final SeedIds ids;
    private final String apiKey;

    RequestFactory(ValidValues values, SeedIds ids, String apiKey) {
        this.values = values;
        this.ids = ids;
        this.apiKey = apiKey;
    }

    /** A request the document calls valid, addressing seeded resources. */
    FuzzRequest valid(Operation operation, Random random) {
        return draft(operation, random).toRequest(null, "");
    }

    /**
     * A request broken by {@code mutation}; when that mutation has no place in this operation (e.g. a
     * body mutation of a GET), by another one chosen at random among those that have.
     */
    FuzzRequest invalid(Operation operation, Mutation mutation, Random random) {
        List<Mutation> order = new ArrayList<>(List.of(Mutation.values()));
        java.util.Collections.shuffle(order, random);
        order.remove(mutation);
        order.add(0, mutation);
        for (Mutation candidate : order) {
            Draft draft = draft(operation, random);
            Optional<String> detail = apply(draft, candidate, random);
            if (detail.isPresent()) {
                return draft.toRequest(candidate, detail.get());
            }
        }
        throw new IllegalStateException("no mutation applies to " + operation);
    }

    private Draft draft(Operation operation, Random random) {
        Draft draft = new Draft(operation);
        draft.path = operation.path();
        for (JsonNode parameter : operation.parameters("path")) {
            String name = parameter.get("name").asText();
            draft.path = draft.path.replace("{" + name + "}", pathValue(operation, name, random));
        }
        if (operation.path().contains("{jobId}")) {
            draft.path = ids.anyJob(random).orElseThrow(() -> new IllegalStateException("no job seeded"));
        }
        if (operation.path().contains("{enrollmentId}")) {
            draft.path = ids.anyAttemptsPath(random);
        }
        for (JsonNode parameter : operation.parameters("query")) {
            if (parameter.path("required").asBoolean(false) || random.nextBoolean()) {
                draft.query.add(Map.entry(parameter.get("name").asText(), queryValue(parameter, random)));
            }
        }
        draft.headers.put("x-api-key", List.of(apiKey));
        if (operation.body() != null) {
            draft.body = values.generate(operation.body(), List.of(), random, draft.slots);
            draft.headers.put("Content-Type", List.of("application/json"));
        }
        MemberRules.apply(operation.path(), draft.path, draft.query, draft.body, ids);
        return draft;
    }

    private String pathValue(Operation operation, String name, Random random) {
        String template = operation.path();
        if (operation.method().equals("DELETE") && template.equals("/v2/customers/{id}")) {
            // A delete is answered 204 once: its customers are seeded for it alone, so that the others stay.
            return any(ids.of(SeedIds.DELETABLE_CUSTOMERS), name, random);
        }
        if (name.equals("phoneNumber")) {
            return SeedIds.CONSENTED_NUMBER;
        }
        if (name.equals("channel")) {
            return random.nextBoolean() ? "calls" : "texts";
        }
        String kind = switch (name) {
            case "campaignId" -> "campaigns";
            case "jobId" -> "";
            default -> template.startsWith("/v2/customers/") ? "customers"
                    : template.startsWith("/v2/routing-groups/") ? "transferConfigs"
                    : template.startsWith("/v2/transfer-configs/") ? "transferConfigs"
                    : template.startsWith("/v2/routing-configs/") ? "routingConfigs"
                    : template.startsWith("/v2/appointment-configs/") ? "appointmentConfigs"
                    : template.startsWith("/v2/sources/") ? "sources"
                    : template.startsWith("/v2/inquiries/") ? "inquiries"
                    : template.startsWith("/v2/suppressions/") ? "suppressions"
                    : template.startsWith("/v2/workflows/") ? "workflows" : "";
        };
        return any(ids.of(kind), name, random);
    }

    private static String any(List<String> seeded, String name, Random random) {
        return seeded.isEmpty() ? "{" + name + "}" : seeded.get(random.nextInt(seeded.size()));
    }

    private String queryValue(JsonNode parameter, Random random) {
        JsonNode schema = parameter.get("schema");
        String name = parameter.get("name").asText();
        JsonNode value = values.generate(schema, List.of(name), random, new ArrayList<>());
        return value.isNull() ? "" : value.asText();
    }

    // ------------------------------------------------------------------ mutations

    private Optional<String> apply(Draft draft, Mutation mutation, Random random) {
        return switch (mutation) {
            case WRONG_TYPE -> onSlot(draft, random, slot -> !slot.type().isEmpty(), slot -> {
                JsonNode wrong = slot.type().equals("string") ? NODES.numberNode(12345) : NODES.textNode("fuzz");
                return replace(draft, slot, wrong);
            });
            case MISSING_REQUIRED -> missingRequired(draft, random);
            case UNKNOWN_MEMBER -> onSlot(draft, random,
                    slot -> slot.type().equals("object") && !slot.schema().path("additionalProperties").asBoolean(true),
                    slot -> {
                        ((ObjectNode) JsonPaths.at(draft.body, slot.path())).put("fuzzUnknown", 1);
                        return slot.pointer() + "/fuzzUnknown";
                    });
            case OUT_OF_RANGE -> onSlot(draft, random, slot -> outOfRange(slot.schema()).isPresent(),
                    slot -> replace(draft, slot, outOfRange(slot.schema()).orElseThrow()));
            case CONTROL_CHARACTER -> onSlot(draft, random, Slot::isFreeText,
                    slot -> replace(draft, slot, NODES.textNode("fuzz" + CONTROL[random.nextInt(CONTROL.length)]
                            + ValidValues.text(1, 8, random))));
            case HUGE_STRING -> onSlot(draft, random, Slot::isFreeText,
                    slot -> replace(draft, slot, NODES.textNode("a".repeat(HUGE))));
            case DEEP_NESTING -> onSlot(draft, random, slot -> !slot.path().isEmpty(),
                    slot -> replace(draft, slot, nested(DEEP)));
            case MALFORMED_BODY -> malformedBody(draft, random);
            case WRONG_CONTENT_TYPE -> {
                if (draft.body == null) {
                    yield Optional.empty();
                }
                draft.headers.put("Content-Type", List.of("text/plain"));
                yield Optional.of("text/plain");
            }
            case BAD_PATH_UUID -> badPathUuid(draft, random);
            case UNKNOWN_QUERY_PARAMETER -> {
                draft.query.add(Map.entry("fuzzExtra", "1"));
                yield Optional.of("fuzzExtra");
            }
            case BAD_QUERY_VALUE -> badQueryValue(draft, random);
            case QUERY_CONTROL_CHARACTER -> queryControlCharacter(draft, random);
            case BAD_API_KEY -> badApiKey(draft, random);
        };
    }

    /** Applies {@code change} to a random slot whose value is present and that {@code fits}; empty when none fits. */
    private Optional<String> onSlot(Draft draft, Random random, Predicate<Slot> fits,
                                    java.util.function.Function<Slot, String> change) {
        if (draft.body == null) {
            return Optional.empty();
        }
        List<Slot> candidates = draft.slots.stream().filter(fits).filter(slot -> !isLenient(draft, slot))
                .filter(slot -> !JsonPaths.at(draft.body, slot.path()).isMissingNode())
                .filter(slot -> !JsonPaths.at(draft.body, slot.path()).isNull())
                .filter(slot -> !slot.type().equals("object") || JsonPaths.at(draft.body, slot.path()).isObject())
                .filter(slot -> !slot.type().equals("array") || JsonPaths.at(draft.body, slot.path()).isArray())
                .filter(slot -> !slot.path().isEmpty() || slot.type().equals("object")).toList();
        if (candidates.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(change.apply(candidates.get(random.nextInt(candidates.size()))));
    }

    /**
     * An enrollment entry the server deliberately accepts even when it breaks its schema (it fails
     * alone in the job), so breaking it makes no invalid request. The list around the entries is strict.
     */
    private static boolean isLenient(Draft draft, Slot slot) {
        List<String> path = slot.path();
        return draft.operation.path().contains("/enrollment") && !path.isEmpty()
                && (path.get(0).equals("customer") || path.get(0).equals("customers") && path.size() > 1);
    }

    private String replace(Draft draft, Slot slot, JsonNode value) {
        if (slot.path().isEmpty()) {
            draft.body = value;
        } else {
            JsonPaths.set(draft.body, slot.path(), value);
        }
        return slot.pointer();
    }

    private Optional<String> missingRequired(Draft draft, Random random) {
        Optional<String> fromBody = onSlot(draft, random,
                slot -> slot.type().equals("object") && slot.schema().path("required").size() > 0
                        && JsonPaths.at(draft.body, slot.path()).isObject(),
                slot -> {
                    JsonNode required = slot.schema().get("required");
                    String name = required.get(random.nextInt(required.size())).asText();
                    ((ObjectNode) JsonPaths.at(draft.body, slot.path())).remove(name);
                    return slot.pointer() + "/" + name;
                });
        if (fromBody.isPresent()) {
            return fromBody;
        }
        for (JsonNode parameter : draft.operation.parameters("query")) {
            if (parameter.path("required").asBoolean(false)) {
                String name = parameter.get("name").asText();
                draft.query.removeIf(entry -> entry.getKey().equals(name));
                return Optional.of("query " + name);
            }
        }
        return Optional.empty();
    }

    /** A value that breaks one of the schema's own rules, if it has one. */
    private static Optional<JsonNode> outOfRange(JsonNode schema) {
        if (schema.has("enum")) {
            return Optional.of(NODES.textNode("zzz-not-listed"));
        }
        if (schema.path("format").asText().equals("uuid")) {
            return Optional.of(NODES.textNode("not-a-uuid"));
        }
        if (schema.path("format").asText().equals("date-time")) {
            return Optional.of(NODES.textNode("2026-02-30T00:00:00Z"));
        }
        if (schema.path("format").asText().equals("date")) {
            return Optional.of(NODES.textNode("2026-02-30"));
        }
        if (schema.has("maxLength") && schema.get("maxLength").asInt() < HUGE) {
            return Optional.of(NODES.textNode("a".repeat(schema.get("maxLength").asInt() + 1)));
        }
        if (schema.path("minLength").asInt(0) > 0) {
            return Optional.of(NODES.textNode(""));
        }
        if (schema.has("pattern") && !Slot.isTextRule(schema.get("pattern").asText())) {
            return Optional.of(NODES.textNode("!"));
        }
        if (schema.has("minimum")) {
            return Optional.of(NODES.numberNode(schema.get("minimum").decimalValue().subtract(BigDecimal.ONE)));
        }
        if (schema.has("maximum")) {
            return Optional.of(NODES.numberNode(schema.get("maximum").decimalValue().add(BigDecimal.ONE)));
        }
        if (schema.has("maxItems")) {
            ArrayNode tooMany = NODES.arrayNode();
            for (int i = 0; i <= schema.get("maxItems").asInt(); i++) {
                tooMany.add(NODES.objectNode());
            }
            return Optional.of(tooMany);
        }
        if (schema.path("minItems").asInt(0) > 0) {
            return Optional.of(NODES.arrayNode());
        }
        return Optional.empty();
    }

    private static JsonNode nested(int depth) {
        JsonNode node = NODES.textNode("deep");
        for (int i = 0; i < depth; i++) {
            node = i % 2 == 0 ? NODES.arrayNode().add(node) : NODES.objectNode().set("d", node);
        }
        return node;
    }

    private Optional<String> malformedBody(Draft draft, Random random) {
        if (draft.operation.body() == null) {
            return Optional.empty();
        }
        String[] texts = {"{", "{\"a\":", "not json", "[]", "\"text\"", "{\"name\":\"\\ud800\"}", "{}}"};
        int pick = random.nextInt(texts.length + 1);
        if (pick == texts.length) {
            draft.raw = new byte[] {'{', '"', 'n', '"', ':', '"', (byte) 0xff, (byte) 0xfe, '"', '}'};
            return Optional.of("not UTF-8");
        }
        draft.raw = texts[pick].getBytes(StandardCharsets.UTF_8);
        return Optional.of(texts[pick]);
    }

    private Optional<String> badPathUuid(Draft draft, Random random) {
        List<JsonNode> parameters = draft.operation.parameters("path");
        if (parameters.isEmpty()) {
            return Optional.empty();
        }
        String[] bad = {"not-a-uuid", "123", "00000000-0000-0000-0000-00000000000g", "%20"};
        String template = draft.operation.path();
        JsonNode parameter = parameters.get(random.nextInt(parameters.size()));
        String name = parameter.get("name").asText();
        StringBuilder path = new StringBuilder();
        String[] templateParts = template.split("/");
        String[] actualParts = draft.path.split("/");
        for (int i = 1; i < templateParts.length; i++) {
            path.append('/').append(templateParts[i].equals("{" + name + "}") ? bad[random.nextInt(bad.length)]
                    : actualParts[i]);
        }
        draft.path = path.toString();
        return Optional.of("path " + name);
    }

    private Optional<String> badQueryValue(Draft draft, Random random) {
        List<JsonNode> constrained = draft.operation.parameters("query").stream()
                .filter(p -> outOfRange(values.schemaOf(p)).isPresent() || values.schemaOf(p).has("type")
                        && List.of("integer", "boolean").contains(values.schemaOf(p).get("type").asText()))
                .toList();
        if (constrained.isEmpty()) {
            return Optional.empty();
        }
        JsonNode parameter = constrained.get(random.nextInt(constrained.size()));
        String name = parameter.get("name").asText();
        JsonNode schema = values.schemaOf(parameter);
        String value = outOfRange(schema).map(JsonNode::asText)
                .orElse(schema.get("type").asText().equals("integer") ? "1.5" : "yes");
        draft.query.removeIf(entry -> entry.getKey().equals(name));
        draft.query.add(Map.entry(name, value));
        return Optional.of("query " + name + "=" + (value.length() > 40 ? value.length() + " chars" : value));
    }

    private Optional<String> queryControlCharacter(Draft draft, Random random) {
        List<JsonNode> freeText = draft.operation.parameters("query").stream()
                .filter(p -> new Slot(List.of(), values.schemaOf(p)).isFreeText()).toList();
        if (freeText.isEmpty()) {
            return Optional.empty();
        }
        String name = freeText.get(random.nextInt(freeText.size())).get("name").asText();
        draft.query.removeIf(entry -> entry.getKey().equals(name));
        draft.query.add(Map.entry(name, "fuzz" + CONTROL[random.nextInt(CONTROL.length)]));
        return Optional.of("query " + name);
    }

    private Optional<String> badApiKey(Draft draft, Random random) {
        switch (random.nextInt(4)) {
            case 0 -> draft.headers.remove("x-api-key");
            case 1 -> draft.headers.put("x-api-key", List.of("cc_" + "0".repeat(40)));
            case 2 -> draft.headers.put("x-api-key", List.of("not a key"));
            default -> draft.headers.put("x-api-key", List.of(apiKey, apiKey));
        }
        List<String> sent = draft.headers.getOrDefault("x-api-key", List.of());
        return Optional.of(sent.isEmpty() ? "no key" : sent.size() > 1 ? "key header twice" : "key " + sent.get(0));
    }

    /** A request being built: its parts stay open to one mutation. */
    private static final class Draft {
        private final Operation operation;
        private final List<Slot> slots = new ArrayList<>();
        private final List<Map.Entry<String, String>> query = new ArrayList<>();
        private final Map<String, List<String>> headers = new LinkedHashMap<>();
        private String path;
        private JsonNode body;
        private byte[] raw;

        private Draft(Operation operation) {
            this.operation = operation;
        }

        private FuzzRequest toRequest(Mutation mutation, String detail) {
            byte[] bytes = raw != null ? raw : body == null ? null : body.toString().getBytes(StandardCharsets.UTF_8);
            return new FuzzRequest(operation.key(), operation.method(), path, List.copyOf(query), Map.copyOf(headers),
                    bytes, mutation, detail);
        }
    }
}
