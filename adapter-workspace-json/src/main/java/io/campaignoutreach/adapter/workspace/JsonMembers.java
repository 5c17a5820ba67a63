package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.shared.Timestamps;
import io.campaignoutreach.domain.shared.Uuids;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;

/**
 * The members of one JSON object of a workspace document, read by name and type. A member that is
 * missing or null reads as null (or the default given); one of the wrong type is a problem at its
 * path and reads as null too, so reading carries on and every problem is found. {@link #finish}
 * reports the members nobody asked for, since a misspelt name would otherwise be silently lost.
 */
final class JsonMembers {

    private final JsonNode json;
    private final String path;
    private final Problems problems;
    private final Set<String> read = new HashSet<>();

    private JsonMembers(JsonNode json, String path, Problems problems) {
        this.json = json;
        this.path = path;
        this.problems = problems;
    }

    /** The object at {@code path}, or empty (and a problem) when the value is not an object. */
    static Optional<JsonMembers> of(JsonNode json, String path, Problems problems) {
        if (json == null || !json.isObject()) {
            problems.add(path, "must be an object, not " + describe(json));
            return Optional.empty();
        }
        return Optional.of(new JsonMembers(json, path, problems));
    }

    String path() {
        return path;
    }

    String path(String member) {
        return path.isEmpty() ? member : path + "." + member;
    }

    Problems problems() {
        return problems;
    }

    void problem(String member, String message) {
        problems.add(member == null ? path : path(member), message);
    }

    /** Names of all members present, in document order. */
    List<String> names() {
        List<String> names = new ArrayList<>();
        json.fieldNames().forEachRemaining(names::add);
        return names;
    }

    boolean has(String member) {
        JsonNode value = json.get(member);
        return value != null && !value.isNull();
    }

    /** The raw value, marked as read; null when missing or JSON null. */
    JsonNode raw(String member) {
        read.add(member);
        JsonNode value = json.get(member);
        return value == null || value.isNull() ? null : value;
    }

    String string(String member) {
        JsonNode value = raw(member);
        if (value == null) {
            return null;
        }
        if (!value.isTextual()) {
            problem(member, "must be a string, not " + describe(value));
            return null;
        }
        return value.textValue();
    }

    String string(String member, int maxLength) {
        String text = string(member);
        if (text != null && text.codePointCount(0, text.length()) > maxLength) {
            problem(member, "must be at most " + maxLength + " characters");
            return null;
        }
        return text;
    }

    /** A string that must be present and not blank. */
    String requiredString(String member, int maxLength) {
        boolean present = has(member);
        String text = string(member, maxLength);
        if (!present) {
            problem(member, "is required");
        } else if (text != null && text.isBlank()) {
            problem(member, "must not be blank");
            return null;
        }
        return text;
    }

    Boolean bool(String member) {
        JsonNode value = raw(member);
        if (value == null) {
            return null;
        }
        if (!value.isBoolean()) {
            problem(member, "must be true or false, not " + describe(value));
            return null;
        }
        return value.booleanValue();
    }

    boolean bool(String member, boolean fallback) {
        Boolean value = bool(member);
        return value == null ? fallback : value;
    }

    /** A whole number in {@code [min, max]}. */
    Long whole(String member, long min, long max) {
        JsonNode value = raw(member);
        if (value == null) {
            return null;
        }
        if (!value.isIntegralNumber() || !value.canConvertToLong()) {
            problem(member, "must be a whole number, not " + describe(value));
            return null;
        }
        long number = value.longValue();
        if (number < min) {
            problem(member, min == 0 ? "must not be negative" : "must be at least " + min);
            return null;
        }
        if (number > max) {
            problem(member, "must be at most " + max);
            return null;
        }
        return number;
    }

    Integer int32(String member) {
        return int32(member, Integer.MIN_VALUE, Integer.MAX_VALUE);
    }

    Integer int32(String member, int min, int max) {
        Long number = whole(member, min, max);
        return number == null ? null : number.intValue();
    }

    BigDecimal decimal(String member, boolean allowNegative) {
        JsonNode value = raw(member);
        if (value == null) {
            return null;
        }
        if (!value.isNumber()) {
            problem(member, "must be a number, not " + describe(value));
            return null;
        }
        BigDecimal number = value.decimalValue();
        if (!allowNegative && number.signum() < 0) {
            problem(member, "must not be negative");
            return null;
        }
        return number;
    }

    Instant instant(String member) {
        String text = string(member);
        if (text == null) {
            return null;
        }
        Optional<Instant> instant = Timestamps.parseDateTime(text);
        if (instant.isEmpty()) {
            problem(member, "must be a UTC date-time such as 2026-05-01T14:30:00Z");
            return null;
        }
        return instant.get();
    }

    LocalDate date(String member) {
        String text = string(member);
        if (text == null) {
            return null;
        }
        Optional<LocalDate> date = Timestamps.parseDate(text);
        if (date.isEmpty()) {
            problem(member, "must be a date YYYY-MM-DD");
            return null;
        }
        return date.get();
    }

    UUID uuid(String member) {
        String text = string(member);
        if (text == null) {
            return null;
        }
        Optional<UUID> uuid = Uuids.parse(text);
        if (uuid.isEmpty()) {
            problem(member, "must be a uuid");
            return null;
        }
        return uuid.get();
    }

    /** One of an enumeration's wire names; {@code allowed} lists them for the message. */
    <E> E choice(String member, Function<String, Optional<E>> parse, List<String> allowed) {
        String text = string(member);
        if (text == null) {
            return null;
        }
        Optional<E> value = parse.apply(text);
        if (value.isEmpty()) {
            problem(member, "must be one of " + String.join(", ", allowed) + ", not \"" + text + "\"");
            return null;
        }
        return value.get();
    }

    /** The elements of an array member; missing reads as empty, a non-array is a problem. */
    List<JsonNode> array(String member) {
        JsonNode value = raw(member);
        if (value == null) {
            return List.of();
        }
        if (!value.isArray()) {
            problem(member, "must be an array, not " + describe(value));
            return List.of();
        }
        List<JsonNode> items = new ArrayList<>();
        value.forEach(items::add);
        return items;
    }

    /** An array of objects, each with its path {@code member[i]}; items that are not objects are problems. */
    List<JsonMembers> objects(String member) {
        List<JsonNode> items = array(member);
        List<JsonMembers> objects = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            of(items.get(i), path(member) + "[" + i + "]", problems).ifPresent(objects::add);
        }
        return objects;
    }

    Optional<JsonMembers> object(String member) {
        JsonNode value = raw(member);
        return value == null ? Optional.empty() : of(value, path(member), problems);
    }

    /** An array of strings; a non-string item is a problem and left out. */
    List<String> strings(String member) {
        List<JsonNode> items = array(member);
        List<String> strings = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            if (items.get(i).isTextual()) {
                strings.add(items.get(i).textValue());
            } else {
                problems.add(path(member) + "[" + i + "]", "must be a string, not " + describe(items.get(i)));
            }
        }
        return strings;
    }

    /** An array of whole numbers in {@code [min, max]}; others are problems and left out. */
    List<Integer> integers(String member, int min, int max) {
        List<JsonNode> items = array(member);
        List<Integer> numbers = new ArrayList<>(items.size());
        for (int i = 0; i < items.size(); i++) {
            JsonNode item = items.get(i);
            if (item.isIntegralNumber() && item.canConvertToInt() && item.intValue() >= min && item.intValue() <= max) {
                numbers.add(item.intValue());
            } else {
                problems.add(path(member) + "[" + i + "]", "must be a whole number from " + min + " to " + max);
            }
        }
        return numbers;
    }

    /** An object whose values are all strings. */
    Map<String, String> stringMap(String member) {
        JsonNode value = raw(member);
        Map<String, String> map = new LinkedHashMap<>();
        if (value == null) {
            return map;
        }
        if (!value.isObject()) {
            problem(member, "must be an object, not " + describe(value));
            return map;
        }
        value.fields().forEachRemaining(entry -> {
            if (entry.getValue().isTextual()) {
                map.put(entry.getKey(), entry.getValue().textValue());
            } else {
                problems.add(path(member) + "." + entry.getKey(), "must be a string, not "
                        + describe(entry.getValue()));
            }
        });
        return map;
    }

    /** Any JSON object, kept as given (String, Boolean, Long, Double, BigDecimal, List, Map or null values). */
    Map<String, Object> openObject(String member) {
        JsonNode value = raw(member);
        if (value == null) {
            return new LinkedHashMap<>();
        }
        if (!value.isObject()) {
            problem(member, "must be an object, not " + describe(value));
            return new LinkedHashMap<>();
        }
        @SuppressWarnings("unchecked")
        Map<String, Object> map = (Map<String, Object>) open(value);
        return map;
    }

    /** Any JSON value, kept as given. */
    Object open(String member) {
        JsonNode value = raw(member);
        return value == null ? null : open(value);
    }

    static Object open(JsonNode value) {
        if (value == null || value.isNull()) {
            return null;
        }
        if (value.isTextual()) {
            return value.textValue();
        }
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isIntegralNumber()) {
            return value.canConvertToLong() ? (Object) value.longValue() : value.decimalValue();
        }
        if (value.isNumber()) {
            return value.doubleValue();
        }
        if (value.isArray()) {
            List<Object> list = new ArrayList<>();
            value.forEach(item -> list.add(open(item)));
            return list;
        }
        Map<String, Object> map = new LinkedHashMap<>();
        value.fields().forEachRemaining(entry -> map.put(entry.getKey(), open(entry.getValue())));
        return map;
    }

    /** Reports every member present that was not read: unknown members are errors, not ignored. */
    void finish() {
        Iterator<String> names = json.fieldNames();
        List<String> unknown = new ArrayList<>();
        names.forEachRemaining(name -> {
            if (!read.contains(name)) {
                unknown.add(name);
            }
        });
        Collections.sort(unknown);
        unknown.forEach(name -> problems.add(path(name), "unknown member"));
    }

    /** Marks a member as handled without reading it through this class. */
    void markRead(String member) {
        read.add(member);
    }

    static String describe(JsonNode value) {
        if (value == null || value.isNull()) {
            return "null";
        }
        if (value.isTextual()) {
            return "a string";
        }
        if (value.isBoolean()) {
            return "a boolean";
        }
        if (value.isNumber()) {
            return "a number";
        }
        if (value.isArray()) {
            return "an array";
        }
        return "an object";
    }
}
