package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * Reads the members of one JSON object against their rules, recording every broken rule (D3) in
 * a shared {@link Violations} rather than stopping at the first. Each read returns a {@link Patch}:
 * absent when the member was not sent or was invalid, present (possibly null) otherwise.
 */
public final class JsonObjectReader {

    private final ObjectNode node;
    private final List<String> path;
    private final Violations violations;

    public JsonObjectReader(ObjectNode node, List<String> path, Violations violations) {
        this.node = node;
        this.path = MemberPath.stable(path);
        this.violations = violations;
    }

    public static JsonObjectReader root(ObjectNode node, Violations violations) {
        return new JsonObjectReader(node, List.of(), violations);
    }

    /** Refuses members not in {@code allowed}, read-only ones included (no mass assignment). */
    public JsonObjectReader allowOnly(Set<String> allowed) {
        List<String> unknown = new ArrayList<>();
        Iterator<String> names = node.fieldNames();
        while (names.hasNext()) {
            String name = names.next();
            if (!allowed.contains(name)) {
                unknown.add(name);
            }
        }
        if (!unknown.isEmpty()) {
            violations.add(new Violation(path, "Unrecognized key(s) in object: "
                    + String.join(", ", unknown.stream().map(k -> "'" + Values.abbreviate(k) + "'").toList()),
                    null, null, ViolationCode.UNRECOGNIZED_KEYS));
        }
        return this;
    }

    /** Reports each of {@code names} that the object lacks as required (D3 {@code invalid_type}). */
    public JsonObjectReader require(String... names) {
        for (String name : names) {
            if (!node.has(name)) {
                violations.add(new Violation(Values.append(path, name), "Required", "present", "undefined",
                        ViolationCode.INVALID_TYPE));
            }
        }
        return this;
    }

    public Patch<String> string(String name, boolean nullable, int minLength, int maxLength) {
        return read(name, nullable, "string", JsonNode::isTextual, (value, at) -> {
            String text = value.textValue();
            int length = text.codePointCount(0, text.length());
            if (length < minLength) {
                violations.add(new Violation(at, minLength == 1 ? "must not be empty"
                        : "must be at least " + minLength + " characters", "at least " + minLength + " characters",
                        length + " characters", ViolationCode.TOO_SMALL));
                return Optional.empty();
            }
            if (length > maxLength) {
                violations.add(new Violation(at, "must be at most " + maxLength + " characters",
                        "at most " + maxLength + " characters", length + " characters", ViolationCode.TOO_BIG));
                return Optional.empty();
            }
            return Optional.of(text);
        });
    }

    public Patch<Boolean> bool(String name, boolean nullable) {
        return read(name, nullable, "boolean", JsonNode::isBoolean, (value, at) -> Optional.of(value.booleanValue()));
    }

    /** An integer within {@code min..max}; a number with a fraction is the wrong type. */
    public Patch<Long> integer(String name, boolean nullable, long min, long max) {
        return read(name, nullable, "integer", JsonNode::isNumber,
                (value, at) -> Values.integer(value, at, min, max, violations));
    }

    public Patch<UUID> uuid(String name, boolean nullable) {
        return read(name, nullable, "string", JsonNode::isTextual, (value, at) -> Values.uuid(value, at, violations));
    }

    public Patch<Instant> dateTime(String name, boolean nullable) {
        return read(name, nullable, "string", JsonNode::isTextual, (value, at) -> {
            Optional<Instant> parsed = Timestamps.parseDateTime(value.textValue());
            if (parsed.isEmpty()) {
                violations.add(new Violation(at, "must be a UTC date-time such as 2026-01-31T09:30:00Z",
                        "date-time", Values.abbreviate(value.textValue()), ViolationCode.INVALID_STRING));
            }
            return parsed;
        });
    }

    /** One of a fixed set of names, parsed by {@code parse}. */
    public <E> Patch<E> oneOf(String name, boolean nullable, List<String> allowed, Function<String, Optional<E>> parse) {
        return read(name, nullable, "string", JsonNode::isTextual,
                (value, at) -> Values.oneOf(value, at, allowed, parse, violations));
    }

    /** An array of {@code minItems..maxItems} elements, each read by {@code element} with its index in the path. */
    public <T> Patch<List<T>> array(String name, boolean nullable, int minItems, int maxItems,
                                    BiFunction<JsonNode, List<String>, Optional<T>> element) {
        return read(name, nullable, "array", JsonNode::isArray, (value, at) -> {
            if (value.size() < minItems) {
                violations.add(new Violation(at, "must contain at least " + minItems + " item(s)",
                        "at least " + minItems + " items", value.size() + " items", ViolationCode.TOO_SMALL));
                return Optional.empty();
            }
            if (value.size() > maxItems) {
                violations.add(new Violation(at, "must contain at most " + maxItems + " item(s)",
                        "at most " + maxItems + " items", value.size() + " items", ViolationCode.TOO_BIG));
                return Optional.empty();
            }
            List<T> items = new ArrayList<>();
            boolean allValid = true;
            for (int i = 0; i < value.size(); i++) {
                Optional<T> item = element.apply(value.get(i), Values.append(at, String.valueOf(i)));
                if (item.isPresent()) {
                    items.add(item.get());
                } else {
                    allValid = false;
                }
            }
            return allValid ? Optional.of(items) : Optional.empty();
        });
    }

    public List<String> path() {
        return path;
    }

    public Violations violations() {
        return violations;
    }

    private <T> Patch<T> read(String name, boolean nullable, String expected, java.util.function.Predicate<JsonNode> isType,
                              BiFunction<JsonNode, List<String>, Optional<T>> convert) {
        if (!node.has(name)) {
            return Patch.absent();
        }
        JsonNode value = node.get(name);
        List<String> at = Values.append(path, name);
        if (value.isNull()) {
            if (nullable) {
                return Patch.of(null);
            }
            violations.add(Values.wrongType(at, expected, value));
            return Patch.absent();
        }
        if (!isType.test(value)) {
            violations.add(Values.wrongType(at, expected, value));
            return Patch.absent();
        }
        return convert.apply(value, at).map(Patch::of).orElse(Patch.absent());
    }
}
