package io.campaignoutreach.adapter.http.openapi;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.NullNode;
import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.time.format.ResolverStyle;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Checks a JSON value against a schema of the OpenAPI 3.0 subset docs/openapi.yaml uses. A keyword
 * outside that subset is itself reported, so the document cannot rely on a rule nobody checks.
 * Formats are read as the server writes them: lowercase uuids (D11) and D12 timestamps.
 */
final class SchemaValidator {

    private static final Set<String> CHECKED = Set.of("$ref", "type", "nullable", "enum", "format", "properties",
            "required", "additionalProperties", "items", "allOf", "oneOf", "minimum", "maximum", "minLength", "maxLength",
            "pattern", "minItems", "maxItems", "uniqueItems");
    private static final Set<String> ANNOTATIONS = Set.of("description", "example", "default", "title");
    private static final Pattern UUID = Pattern.compile(
            "^([0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}"
                    + "|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$");
    private static final Pattern DATE_TIME = Pattern.compile("^(\\d{4}-\\d{2}-\\d{2})T(\\d{2}):(\\d{2}):(\\d{2})\\.\\d{3}Z$");
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd").withResolverStyle(ResolverStyle.STRICT);

    private final JsonNode document;

    SchemaValidator(JsonNode document) {
        this.document = document;
    }

    /** Every way {@code value} breaks {@code schema}, each prefixed by its location in the value; empty when valid. */
    List<String> validate(JsonNode schema, JsonNode value) {
        List<String> problems = new ArrayList<>();
        check(schema, value, "$", problems);
        return problems;
    }

    /** Follows a local reference such as {@code #/components/schemas/Campaign}. */
    JsonNode resolve(String ref) {
        if (!ref.startsWith("#/")) {
            throw new IllegalArgumentException("only local references are supported: " + ref);
        }
        JsonNode target = document.at(ref.substring(1));
        if (target.isMissingNode()) {
            throw new IllegalArgumentException("unresolved reference " + ref);
        }
        return target;
    }

    private void check(JsonNode schema, JsonNode value, String at, List<String> problems) {
        for (Iterator<String> names = schema.fieldNames(); names.hasNext(); ) {
            String keyword = names.next();
            if (!CHECKED.contains(keyword) && !ANNOTATIONS.contains(keyword)) {
                problems.add(at + ": schema keyword '" + keyword + "' is not supported by the validator");
            }
        }
        if (schema.has("$ref")) {
            check(resolve(schema.get("$ref").asText()), value, at, problems);
            return;
        }
        if (schema.has("oneOf")) {
            checkOneOf(schema.get("oneOf"), value, at, problems);
        }
        if (value.isNull()) {
            checkNull(schema, at, problems);
            return;
        }
        for (JsonNode part : schema.path("allOf")) {
            check(part, value, at, problems);
        }
        if (schema.has("type") && !hasType(value, schema.get("type").asText())) {
            problems.add(at + ": expected " + schema.get("type").asText() + ", found " + value.getNodeType());
            return;
        }
        if (schema.has("enum") && !contains(schema.get("enum"), value)) {
            problems.add(at + ": " + value + " is not one of " + schema.get("enum"));
        }
        if (schema.has("format")) {
            checkFormat(schema.get("format").asText(), value, at, problems);
        }
        checkLimits(schema, value, at, problems);
        if (value.isObject()) {
            checkObject(schema, value, at, problems);
        }
        if (value.isArray() && schema.has("items")) {
            for (int i = 0; i < value.size(); i++) {
                check(schema.get("items"), value.get(i), at + "[" + i + "]", problems);
            }
        }
    }

    /**
     * OpenAPI 3.0.3: nullable adds null to an explicit type, and a schema without type allows null, but
     * nullable does not reach into allOf: null must pass every part, as strict validators read it.
     */
    private void checkNull(JsonNode schema, String at, List<String> problems) {
        boolean nullable = schema.path("nullable").asBoolean(false);
        if (schema.has("type") && !nullable) {
            problems.add(at + ": null is not allowed");
            return;
        }
        if (nullable && schema.has("enum") && !contains(schema.get("enum"), NullNode.getInstance())) {
            problems.add(at + ": null is not in the enum " + schema.get("enum"));
            return;
        }
        List<String> partProblems = new ArrayList<>();
        for (JsonNode part : schema.path("allOf")) {
            check(part, NullNode.getInstance(), at, partProblems);
        }
        if (!partProblems.isEmpty()) {
            problems.add(at + ": null is not allowed");
        }
    }

    /** Exactly one alternative must accept the value; when none does, the problems of each are reported. */
    private void checkOneOf(JsonNode alternatives, JsonNode value, String at, List<String> problems) {
        List<String> rejections = new ArrayList<>();
        int matches = 0;
        for (int i = 0; i < alternatives.size(); i++) {
            List<String> own = new ArrayList<>();
            check(alternatives.get(i), value, at, own);
            if (own.isEmpty()) {
                matches++;
            } else {
                rejections.add("oneOf[" + i + "]: " + String.join("; ", own));
            }
        }
        if (matches == 0) {
            problems.add(at + ": matches none of the oneOf schemas (" + String.join(" | ", rejections) + ")");
        } else if (matches > 1) {
            problems.add(at + ": matches " + matches + " of the oneOf schemas, not exactly one");
        }
    }

    private void checkObject(JsonNode schema, JsonNode value, String at, List<String> problems) {
        JsonNode properties = schema.path("properties");
        for (JsonNode required : schema.path("required")) {
            if (!value.has(required.asText())) {
                problems.add(at + ": required member '" + required.asText() + "' is missing");
            }
        }
        JsonNode additional = schema.get("additionalProperties");
        for (Iterator<Map.Entry<String, JsonNode>> members = value.fields(); members.hasNext(); ) {
            Map.Entry<String, JsonNode> member = members.next();
            String memberAt = at + "." + member.getKey();
            if (properties.has(member.getKey())) {
                check(properties.get(member.getKey()), member.getValue(), memberAt, problems);
            } else if (additional != null && additional.isBoolean() && !additional.asBoolean()) {
                problems.add(at + ": member '" + member.getKey() + "' is not in the schema");
            } else if (additional != null && additional.isObject()) {
                check(additional, member.getValue(), memberAt, problems);
            }
        }
    }

    private static void checkLimits(JsonNode schema, JsonNode value, String at, List<String> problems) {
        if (value.isNumber()) {
            BigDecimal number = value.decimalValue();
            if (schema.has("minimum") && number.compareTo(schema.get("minimum").decimalValue()) < 0) {
                problems.add(at + ": " + number + " is below the minimum " + schema.get("minimum"));
            }
            if (schema.has("maximum") && number.compareTo(schema.get("maximum").decimalValue()) > 0) {
                problems.add(at + ": " + number + " is above the maximum " + schema.get("maximum"));
            }
        }
        if (value.isTextual()) {
            int length = value.asText().codePointCount(0, value.asText().length());
            if (schema.has("minLength") && length < schema.get("minLength").asInt()) {
                problems.add(at + ": shorter than " + schema.get("minLength") + " characters");
            }
            if (schema.has("maxLength") && length > schema.get("maxLength").asInt()) {
                problems.add(at + ": longer than " + schema.get("maxLength") + " characters");
            }
            // OpenAPI takes ECMA-262 patterns, unanchored; the document's patterns are anchored and use only
            // syntax that Java reads the same way.
            if (schema.has("pattern") && !Pattern.compile(schema.get("pattern").asText()).matcher(value.asText()).find()) {
                problems.add(at + ": " + value + " does not match the pattern " + schema.get("pattern").asText());
            }
        }
        if (value.isArray()) {
            if (schema.has("minItems") && value.size() < schema.get("minItems").asInt()) {
                problems.add(at + ": fewer than " + schema.get("minItems") + " items");
            }
            if (schema.has("maxItems") && value.size() > schema.get("maxItems").asInt()) {
                problems.add(at + ": more than " + schema.get("maxItems") + " items");
            }
            if (schema.path("uniqueItems").asBoolean(false) && hasRepeats(value)) {
                problems.add(at + ": items repeat");
            }
        }
    }

    private static void checkFormat(String format, JsonNode value, String at, List<String> problems) {
        String text = value.asText();
        boolean valid = switch (format) {
            case "uuid" -> UUID.matcher(text).matches();
            case "date-time" -> {
                var m = DATE_TIME.matcher(text);
                yield m.matches() && isDate(m.group(1)) && Integer.parseInt(m.group(2)) < 24
                        && Integer.parseInt(m.group(3)) < 60 && Integer.parseInt(m.group(4)) < 60;
            }
            case "date" -> isDate(text);
            case "int32" -> value.canConvertToInt();
            case "int64" -> value.canConvertToLong();
            default -> {
                problems.add(at + ": format '" + format + "' is not supported by the validator");
                yield true;
            }
        };
        if (!valid) {
            problems.add(at + ": " + value + " is not a " + format);
        }
    }

    private static boolean isDate(String text) {
        try {
            LocalDate.parse(text, DATE);
            return true;
        } catch (DateTimeException e) {
            return false;
        }
    }

    private static boolean hasType(JsonNode value, String type) {
        return switch (type) {
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isTextual();
            case "integer" -> value.isIntegralNumber();
            case "number" -> value.isNumber();
            case "boolean" -> value.isBoolean();
            default -> throw new IllegalArgumentException("unknown schema type " + type);
        };
    }

    private static boolean hasRepeats(JsonNode array) {
        Set<JsonNode> seen = new HashSet<>();
        for (JsonNode item : array) {
            if (!seen.add(item)) {
                return true;
            }
        }
        return false;
    }

    private static boolean contains(JsonNode values, JsonNode value) {
        for (JsonNode allowed : values) {
            if (allowed.equals(value)) {
                return true;
            }
        }
        return false;
    }
}
