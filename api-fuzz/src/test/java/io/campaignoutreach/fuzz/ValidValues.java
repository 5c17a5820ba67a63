package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.UUID;
import java.util.regex.Pattern;

/**
 * Generates a value a schema accepts: enums, formats, patterns, lengths, ranges, item counts and required
 * members are met; optional members and nulls appear at random. Every generated place is recorded as a
 * {@link Slot}, so that a mutation can later break exactly one rule at one place.
 */
final class ValidValues {

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String TEXT = "abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,-_'éüñ中\t";
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final String NULL_SCHEMA = "#/components/schemas/NullValue";

    private final ApiDocument document;
    private final SeedIds ids;

    ValidValues(ApiDocument document, SeedIds ids) {
        this.document = document;
        this.ids = ids;
    }

    /** A parameter's schema with its references followed. */
    JsonNode schemaOf(JsonNode parameter) {
        return document.deref(parameter.get("schema"));
    }

    JsonNode generate(JsonNode declared, List<String> path, Random random, List<Slot> slots) {
        JsonNode schema = document.deref(declared);
        slots.add(new Slot(path, schema));
        if (schema.has("oneOf") && !schema.has("type")) {
            return oneOf(schema, path, random, slots);
        }
        if (schema.path("nullable").asBoolean(false) && random.nextInt(8) == 0) {
            return NODES.nullNode();
        }
        if (schema.has("enum")) {
            List<JsonNode> values = new ArrayList<>();
            schema.get("enum").forEach(values::add);
            return values.get(random.nextInt(values.size()));
        }
        return switch (schema.path("type").asText()) {
            case "object" -> object(schema, path, random, slots);
            case "array" -> array(schema, path, random, slots);
            case "string" -> NODES.textNode(string(schema, last(path), random));
            case "integer" -> NODES.numberNode(integer(schema, random));
            case "number" -> NODES.numberNode(number(schema, random));
            case "boolean" -> NODES.booleanNode(random.nextBoolean());
            default -> NODES.textNode(text(0, 12, random)); // a schema without type takes any value
        };
    }

    private JsonNode oneOf(JsonNode schema, List<String> path, Random random, List<Slot> slots) {
        List<JsonNode> branches = new ArrayList<>();
        schema.get("oneOf").forEach(branches::add);
        boolean nullable = branches.removeIf(b -> b.path("$ref").asText().equals(NULL_SCHEMA));
        if (nullable && random.nextInt(8) == 0) {
            return NODES.nullNode();
        }
        return generate(branches.get(random.nextInt(branches.size())), path, random, slots);
    }

    private JsonNode object(JsonNode declared, List<String> path, Random random, List<Slot> slots) {
        ObjectNode object = NODES.objectNode();
        JsonNode schema = declared;
        List<String> required = new ArrayList<>();
        // An object's oneOf narrows it: "exactly one of these members" (required lists), or variants
        // that restrict members (e.g. by a type member); one alternative is chosen and merged in.
        List<String> excluded = new ArrayList<>();
        if (declared.has("oneOf")) {
            int chosen = random.nextInt(declared.get("oneOf").size());
            for (int i = 0; i < declared.get("oneOf").size(); i++) {
                List<String> members = i == chosen ? required : excluded;
                declared.get("oneOf").get(i).path("required").forEach(name -> members.add(name.asText()));
            }
            excluded.removeAll(required);
            schema = merge(declared, declared.get("oneOf").get(chosen));
            slots.set(slots.size() - 1, new Slot(path, schema));
        }
        schema.path("required").forEach(name -> required.add(name.asText()));
        for (Iterator<Map.Entry<String, JsonNode>> it = schema.path("properties").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> property = it.next();
            if (excluded.contains(property.getKey())) {
                continue;
            }
            if (required.contains(property.getKey()) || random.nextBoolean()) {
                object.set(property.getKey(), generate(property.getValue(), append(path, property.getKey()), random,
                        slots));
            }
        }
        JsonNode additional = schema.get("additionalProperties");
        if (additional != null && additional.isObject() && !schema.has("properties")) {
            for (int i = random.nextInt(3); i > 0; i--) {
                String key = "k" + text(1, 10, random).replaceAll("[^a-zA-Z0-9]", "");
                object.set(key, generate(additional, append(path, key), random, slots));
            }
        }
        return object;
    }

    /** {@code base} narrowed by {@code variant}: the variant's members replace or, when both are objects, narrow the base's. */
    private JsonNode merge(JsonNode base, JsonNode variant) {
        ObjectNode merged = base.deepCopy();
        merged.remove("oneOf");
        ObjectNode properties = merged.with("properties");
        variant.path("properties").fields().forEachRemaining(member -> {
            JsonNode own = document.deref(properties.path(member.getKey()));
            properties.set(member.getKey(), narrow(own, member.getValue()));
        });
        return merged;
    }

    /** A member's schema narrowed by a variant's: a reference replaces it, other keywords add to it. */
    private JsonNode narrow(JsonNode own, JsonNode narrowing) {
        if (own == null || own.isMissingNode() || narrowing.has("$ref")) {
            return narrowing;
        }
        if (own.has("properties") && narrowing.has("properties")) {
            return merge(own, narrowing);
        }
        ObjectNode narrowed = own.deepCopy();
        narrowing.fields().forEachRemaining(keyword -> narrowed.set(keyword.getKey(), keyword.getKey().equals("items")
                ? narrow(document.deref(own.path("items")), keyword.getValue()) : keyword.getValue()));
        narrowed.remove("nullable");
        return narrowed;
    }

    private JsonNode array(JsonNode schema, List<String> path, Random random, List<Slot> slots) {
        int min = schema.path("minItems").asInt(0);
        int max = Math.min(schema.path("maxItems").asInt(Integer.MAX_VALUE), min + 3);
        ArrayNode array = NODES.arrayNode();
        int size = min + random.nextInt(max - min + 1);
        for (int i = 0; i < size; i++) {
            JsonNode item = generate(schema.get("items"), append(path, String.valueOf(i)), random, slots);
            if (schema.path("uniqueItems").asBoolean(false) && contains(array, item)) {
                continue;
            }
            array.add(item);
        }
        return array;
    }

    String string(JsonNode schema, String name, Random random) {
        switch (schema.path("format").asText()) {
            case "uuid" -> {
                return ids.forName(name, random).orElseGet(() -> UUID.randomUUID().toString());
            }
            case "date-time" -> {
                long seconds = 1_700_000_000L + random.nextInt(200_000_000);
                return WRITTEN.format(Instant.ofEpochSecond(seconds, random.nextInt(1000) * 1_000_000L));
            }
            case "date" -> {
                return LocalDate.of(1940 + random.nextInt(90), 1 + random.nextInt(12), 1 + random.nextInt(28))
                        .toString();
            }
            default -> {
            }
        }
        int min = schema.path("minLength").asInt(0);
        int max = schema.path("maxLength").asInt(min + 24);
        if (min == 0 && schema.has("pattern") && Slot.isTextRule(schema.get("pattern").asText())
                && !schema.get("pattern").asText().endsWith("]*$")) {
            min = 1; // a non-blank rule needs one character
        }
        if (schema.has("pattern") && !Slot.isTextRule(schema.get("pattern").asText())) {
            for (int tries = 0; tries < 50; tries++) {
                String sample = RegexSampler.sample(schema.get("pattern").asText(), random);
                int length = sample.codePointCount(0, sample.length());
                if (length >= min && length <= max) {
                    return sample;
                }
            }
            throw new IllegalStateException("no sample of " + schema.get("pattern") + " fits " + min + ".." + max);
        }
        // Free text (the text rule, perhaps asking for a non-blank value): varied text that fits.
        Pattern rule = Pattern.compile(schema.path("pattern").asText(""));
        for (int tries = 0; tries < 50; tries++) {
            String text = text(min, Math.min(max, min + 24), random);
            if (rule.matcher(text).find()) {
                return text;
            }
        }
        throw new IllegalStateException("no text fits " + schema);
    }

    private static long integer(JsonNode schema, Random random) {
        long min = schema.has("minimum") ? schema.get("minimum").asLong() : -1000;
        long max = schema.has("maximum") ? Math.min(schema.get("maximum").asLong(), min + 100_000) : min + 2000;
        return min + (long) (random.nextDouble() * (max - min + 1));
    }

    private static BigDecimal number(JsonNode schema, Random random) {
        BigDecimal min = schema.has("minimum") ? schema.get("minimum").decimalValue() : BigDecimal.valueOf(-1000);
        BigDecimal max = schema.has("maximum") ? schema.get("maximum").decimalValue() : min.add(BigDecimal.valueOf(2000));
        BigDecimal span = max.subtract(min);
        return min.add(span.multiply(BigDecimal.valueOf(random.nextDouble()))).setScale(2, RoundingMode.DOWN).max(min);
    }

    static String text(int min, int max, Random random) {
        int length = min + random.nextInt(Math.max(1, max - min + 1));
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < length; i++) {
            out.append(TEXT.charAt(random.nextInt(TEXT.length())));
        }
        return out.toString();
    }

    static List<String> append(List<String> path, String segment) {
        List<String> longer = new ArrayList<>(path);
        longer.add(segment);
        return List.copyOf(longer);
    }

    private static String last(List<String> path) {
        for (int i = path.size() - 1; i >= 0; i--) {
            if (!path.get(i).matches("\\d+")) {
                return path.get(i);
            }
        }
        return "";
    }

    private static boolean contains(ArrayNode array, JsonNode item) {
        for (JsonNode existing : array) {
            if (existing.equals(item)) {
                return true;
            }
        }
        return false;
    }
}
