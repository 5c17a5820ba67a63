package io.campaignoutreach.adapter.http.request;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.NullNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNames;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;

/**
 * Checks a JSON body against the Java types of a request record before Jackson binds it: members
 * the record does not declare, values of the wrong JSON type, nulls where the record does not
 * allow them, and text that is not the uuid, date-time, date or name its type needs. Every finding
 * is recorded, and the member (or array element) is taken out so that binding sees only what
 * fits; Jackson then binds, and the record's constraints say what else is wrong.
 */
final class BodyShape {

    private final Violations violations;

    BodyShape(Violations violations) {
        this.violations = violations;
    }

    /** {@code body}, less what does not fit {@code type}, a record class; paths start at {@code at}. */
    ObjectNode check(ObjectNode body, Class<?> type, List<String> at) {
        return (ObjectNode) fit(body, type, at, false).orElseThrow();
    }

    /** The value as the type takes it, or empty (recorded) when it does not fit. */
    private Optional<JsonNode> fit(JsonNode value, Type type, List<String> at, boolean nullable) {
        if (value.isNull()) {
            if (nullable) {
                return Optional.of(value);
            }
            violations.add(Values.wrongType(at, expectedJsonType(type), value));
            return Optional.empty();
        }
        Class<?> raw = raw(type);
        if (raw == Patch.class) {
            return fit(value, argument(type, 0), at, nullable);
        }
        if (raw == JsonNode.class) {
            return Optional.of(value);
        }
        if (raw == List.class) {
            return value.isArray() ? Optional.of(elements((ArrayNode) value, argument(type, 0), at)) : wrong(at, type,
                    value);
        }
        if (raw == Map.class) {
            return value.isObject() ? Optional.of(entries((ObjectNode) value, raw(argument(type, 0)),
                    argument(type, 1), at)) : wrong(at, type, value);
        }
        if (raw.isRecord()) {
            return value.isObject() ? Optional.of(members((ObjectNode) value, raw, at)) : wrong(at, type, value);
        }
        return scalar(value, raw, at);
    }

    private ObjectNode members(ObjectNode object, Class<?> record, List<String> at) {
        RecordMembers members = RecordMembers.of(record);
        unrecognized(object, members.names(), at);
        ObjectNode fitting = object.objectNode();
        for (RecordMembers.Member component : members.members()) {
            JsonNode member = object.get(component.name());
            if (member != null) {
                fit(member, component.genericType(), Values.append(at, component.name()), component.nullable())
                        .ifPresent(fit -> fitting.set(component.name(), fit));
            }
        }
        return fitting;
    }

    private void unrecognized(ObjectNode object, Set<String> known, List<String> at) {
        List<String> unknown = new ArrayList<>();
        Iterator<String> names = object.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                unknown.add("'" + Values.abbreviate(name) + "'");
            }
        }
        if (!unknown.isEmpty()) {
            violations.add(new Violation(at, "Unrecognized key(s) in object: " + String.join(", ", unknown), null, null,
                    ViolationCode.UNRECOGNIZED_KEYS));
        }
    }

    /** Elements that do not fit become null, so that the others keep their index. */
    private ArrayNode elements(ArrayNode array, Type elementType, List<String> at) {
        ArrayNode fitting = array.arrayNode();
        for (int i = 0; i < array.size(); i++) {
            fitting.add(fit(array.get(i), elementType, Values.append(at, String.valueOf(i)), false)
                    .orElse(NullNode.getInstance()));
        }
        return fitting;
    }

    /** A map keyed by an enumeration takes its wire names as members, and nothing else. */
    private ObjectNode entries(ObjectNode object, Class<?> keyType, Type valueType, List<String> at) {
        if (keyType.isEnum()) {
            unrecognized(object, Set.copyOf(WireNames.of(keyType)), at);
        }
        ObjectNode fitting = object.objectNode();
        object.fields().forEachRemaining(entry -> {
            if (!keyType.isEnum() || WireNames.parse(keyType, entry.getKey()).isPresent()) {
                fit(entry.getValue(), valueType, Values.append(at, entry.getKey()), false)
                        .ifPresent(fit -> fitting.set(entry.getKey(), fit));
            }
        });
        return fitting;
    }

    private Optional<JsonNode> scalar(JsonNode value, Class<?> type, List<String> at) {
        if (type == String.class) {
            return value.isTextual() ? Optional.of(value) : wrong(at, type, value);
        }
        if (type == Boolean.class) {
            return value.isBoolean() ? Optional.of(value) : wrong(at, type, value);
        }
        if (type == Integer.class || type == Long.class) {
            return integer(value, type == Integer.class ? Integer.MIN_VALUE : Long.MIN_VALUE,
                    type == Integer.class ? Integer.MAX_VALUE : Long.MAX_VALUE, at);
        }
        if (type == BigDecimal.class) {
            return value.isNumber() ? Optional.of(value) : wrong(at, type, value);
        }
        if (!value.isTextual()) {
            return wrong(at, type, value);
        }
        String text = value.textValue();
        if (type == UUID.class) {
            return format(Uuids.parse(text).isPresent(), value, at, "must be a uuid", "uuid");
        }
        if (type == Instant.class) {
            return format(Timestamps.parseDateTime(text).isPresent(), value, at,
                    "must be a UTC date-time such as 2026-01-31T09:30:00Z", "date-time");
        }
        if (type == LocalDate.class) {
            return format(Timestamps.parseDate(text).isPresent(), value, at, "must be a date YYYY-MM-DD", "date");
        }
        if (type.isEnum() && WireNames.knows(type)) {
            List<String> names = WireNames.of(type);
            if (names.contains(text)) {
                return Optional.of(value);
            }
            violations.add(new Violation(at, "must be one of: " + String.join(", ", names), String.join(" | ", names),
                    Values.abbreviate(text), ViolationCode.INVALID_ENUM_VALUE));
            return Optional.empty();
        }
        throw new IllegalArgumentException("request records cannot declare a member of type " + type.getName());
    }

    /** A whole number the Java type holds; its own limits are the record's to state. */
    private Optional<JsonNode> integer(JsonNode value, long min, long max, List<String> at) {
        if (!value.isIntegralNumber()) {
            violations.add(Values.wrongType(at, "integer", value));
            return Optional.empty();
        }
        return Values.integer(value, at, min, max, violations).map(fits -> value);
    }

    private Optional<JsonNode> format(boolean valid, JsonNode value, List<String> at, String message,
                                      String expected) {
        if (valid) {
            return Optional.of(value);
        }
        violations.add(new Violation(at, message, expected, Values.abbreviate(value.textValue()),
                ViolationCode.INVALID_STRING));
        return Optional.empty();
    }

    private Optional<JsonNode> wrong(List<String> at, Type type, JsonNode value) {
        violations.add(Values.wrongType(at, expectedJsonType(type), value));
        return Optional.empty();
    }

    /** The JSON type a Java type is written as, named as in the error shape. */
    static String expectedJsonType(Type type) {
        Class<?> raw = raw(type);
        if (raw == Patch.class) {
            return expectedJsonType(argument(type, 0));
        }
        if (raw == List.class) {
            return "array";
        }
        if (raw == Map.class || raw.isRecord()) {
            return "object";
        }
        if (raw == Boolean.class) {
            return "boolean";
        }
        if (raw == Integer.class || raw == Long.class) {
            return "integer";
        }
        if (raw == BigDecimal.class) {
            return "number";
        }
        return "string";
    }

    static Class<?> raw(Type type) {
        return type instanceof ParameterizedType parameterized ? (Class<?>) parameterized.getRawType()
                : (Class<?>) type;
    }

    static Type argument(Type type, int index) {
        return ((ParameterizedType) type).getActualTypeArguments()[index];
    }
}
