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
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Checks a JSON body against the Java types of a request record before Jackson binds it: members
 * the record does not declare, values of the wrong JSON type, nulls where the record does not
 * allow them, and text that is not the uuid, date-time, date or name its type needs. Every finding
 * is recorded, and the member (or array element) is taken out of the body itself, which is the
 * request's own and read no further, so that binding sees only what fits; Jackson then binds, and
 * the record's constraints say what else is wrong.
 */
final class BodyShape {

    private final Violations violations;

    BodyShape(Violations violations) {
        this.violations = violations;
    }

    /** Takes out of {@code body} what does not fit {@code type}, a record class. */
    void check(ObjectNode body, Class<?> type) {
        members(body, type, List.of());
    }

    /** Whether the value fits the type; what does not is recorded, and the caller takes it out. */
    private boolean fits(JsonNode value, Type type, List<String> at, boolean nullable) {
        if (value.isNull()) {
            return nullable || wrong(at, type, value);
        }
        Class<?> raw = raw(type);
        if (raw == Patch.class) {
            return fits(value, argument(type, 0), at, nullable);
        }
        if (raw == JsonNode.class) {
            return true;
        }
        if (raw == List.class) {
            if (!value.isArray()) {
                return wrong(at, type, value);
            }
            elements((ArrayNode) value, argument(type, 0), at);
            return true;
        }
        if (raw == Map.class || raw.isRecord()) {
            if (!value.isObject()) {
                return wrong(at, type, value);
            }
            if (raw == Map.class) {
                entries((ObjectNode) value, raw(argument(type, 0)), argument(type, 1), at);
            } else {
                members((ObjectNode) value, raw, at);
            }
            return true;
        }
        return scalar(value, raw, at);
    }

    private void members(ObjectNode object, Class<?> record, List<String> at) {
        RecordMembers members = RecordMembers.of(record);
        List<String> misfits = unrecognized(object, members.names(), at);
        for (RecordMembers.Member component : members.members()) {
            JsonNode member = object.get(component.name());
            if (member != null && !fits(member, component.genericType(), Values.append(at, component.name()),
                    component.nullable())) {
                misfits.add(component.name());
            }
        }
        object.remove(misfits);
    }

    /** The names of the object's members not in {@code known}, recorded as one finding. */
    private List<String> unrecognized(ObjectNode object, Set<String> known, List<String> at) {
        List<String> unknown = new ArrayList<>();
        Iterator<String> names = object.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!known.contains(name)) {
                unknown.add(name);
            }
        }
        if (!unknown.isEmpty()) {
            violations.add(new Violation(at, "Unrecognized key(s) in object: " + unknown.stream()
                    .map(name -> "'" + Values.abbreviate(name) + "'").collect(Collectors.joining(", ")), null, null,
                    ViolationCode.UNRECOGNIZED_KEYS));
        }
        return unknown;
    }

    /** Elements that do not fit become null, so that the others keep their index. */
    private void elements(ArrayNode array, Type elementType, List<String> at) {
        for (int i = 0; i < array.size(); i++) {
            if (!fits(array.get(i), elementType, Values.append(at, String.valueOf(i)), false)) {
                array.set(i, NullNode.getInstance());
            }
        }
    }

    /** A map keyed by an enumeration takes its wire names as members, and nothing else. */
    private void entries(ObjectNode object, Class<?> keyType, Type valueType, List<String> at) {
        List<String> misfits = keyType.isEnum() ? unrecognized(object, Set.copyOf(WireNames.of(keyType)), at)
                : new ArrayList<>();
        object.fields().forEachRemaining(entry -> {
            if (!misfits.contains(entry.getKey())
                    && !fits(entry.getValue(), valueType, Values.append(at, entry.getKey()), false)) {
                misfits.add(entry.getKey());
            }
        });
        object.remove(misfits);
    }

    private boolean scalar(JsonNode value, Class<?> type, List<String> at) {
        if (type == String.class) {
            return value.isTextual() || wrong(at, type, value);
        }
        if (type == Boolean.class) {
            return value.isBoolean() || wrong(at, type, value);
        }
        if (type == Integer.class || type == Long.class) {
            return integer(value, type == Integer.class ? Integer.MIN_VALUE : Long.MIN_VALUE,
                    type == Integer.class ? Integer.MAX_VALUE : Long.MAX_VALUE, at);
        }
        if (type == BigDecimal.class) {
            return value.isNumber() || wrong(at, type, value);
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
                return true;
            }
            violations.add(Values.notOneOf(at, names, text));
            return false;
        }
        throw new IllegalArgumentException("request records cannot declare a member of type " + type.getName());
    }

    /** A whole number the Java type holds; its own limits are the record's to state. */
    private boolean integer(JsonNode value, long min, long max, List<String> at) {
        if (!value.isIntegralNumber()) {
            violations.add(Values.wrongType(at, "integer", value));
            return false;
        }
        return Values.integer(value, at, min, max, violations).isPresent();
    }

    private boolean format(boolean valid, JsonNode value, List<String> at, String message, String expected) {
        if (!valid) {
            violations.add(new Violation(at, message, expected, Values.abbreviate(value.textValue()),
                    ViolationCode.INVALID_STRING));
        }
        return valid;
    }

    /** Records the value as the wrong type; always false, so a check can end in it. */
    private boolean wrong(List<String> at, Type type, JsonNode value) {
        violations.add(Values.wrongType(at, expectedJsonType(type), value));
        return false;
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
