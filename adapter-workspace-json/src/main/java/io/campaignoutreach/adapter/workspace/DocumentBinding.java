package io.campaignoutreach.adapter.workspace;

import com.fasterxml.jackson.annotation.JsonSetter;
import com.fasterxml.jackson.annotation.Nulls;
import com.fasterxml.jackson.core.JsonPointer;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JavaType;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Binds one part of a workspace document (an element, or the top level) to its record with
 * Jackson. Jackson stops at the first value that does not fit, so a part that does not bind is one
 * problem, at the member's path, e.g. {@code customers[1].createdAt: must be a UTC date-time ...}.
 */
final class DocumentBinding {

    static final JsonMapper JSON = JsonMapper.builder()
            .addModule(DocumentValues.module())
            .disable(MapperFeature.ALLOW_COERCION_OF_SCALARS)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .enable(DeserializationFeature.FAIL_ON_READING_DUP_TREE_KEY)
            // A null item of a list is an error; a member set to null counts as omitted, in maps too.
            .withConfigOverride(List.class, list -> list.setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.FAIL)))
            .withConfigOverride(Map.class, map -> map.setSetterInfo(JsonSetter.Value.forContentNulls(Nulls.SKIP)))
            .build();

    private DocumentBinding() {
    }

    /** The record the JSON value binds to, or empty and one problem at {@code path}. */
    static <T> Optional<T> bind(JsonNode json, JavaType type, String path, Problems problems) {
        try {
            T bound = JSON.treeToValue(json, type);
            if (bound == null) {
                problems.add(path, "must be " + expected(type.getRawClass()) + ", not null");
            }
            return Optional.ofNullable(bound);
        } catch (JsonMappingException e) {
            String where = where(e);
            problems.add(path.isEmpty() && where.startsWith(".") ? where.substring(1) : path + where,
                    message(e, json.at(pointer(e))));
        } catch (InputCoercionException e) {
            // Jackson gives no path for a number too large for a long.
            problems.add(path, "holds a number out of range: " + e.getOriginalMessage());
        } catch (JsonProcessingException | IllegalArgumentException e) {
            problems.add(path, "is not valid: " + e.getMessage());
        }
        return Optional.empty();
    }

    static <T> Optional<T> bind(JsonNode json, Class<T> type, String path, Problems problems) {
        return bind(json, JSON.constructType(type), path, problems);
    }

    private static String message(JsonMappingException e, JsonNode value) {
        if (e instanceof UnrecognizedPropertyException) {
            return "unknown member";
        }
        if (e instanceof DocumentValues.ValueFault) {
            return e.getOriginalMessage();
        }
        Class<?> target = e instanceof MismatchedInputException mismatch ? mismatch.getTargetType()
                : e.getCause() instanceof InputCoercionException coercion ? coercion.getTargetType() : null;
        if (value.isIntegralNumber() && (target == Integer.class || target == int.class)) {
            return "must be a whole number from " + Integer.MIN_VALUE + " to " + Integer.MAX_VALUE;
        }
        return "must be " + expected(target) + ", not " + describe(value);
    }

    private static String expected(Class<?> target) {
        if (target == null) {
            return "another kind of value";
        }
        if (target == String.class) {
            return "a string";
        }
        if (target == Boolean.class || target == boolean.class) {
            return "true or false";
        }
        if (target == Integer.class || target == Long.class || target == int.class || target == long.class) {
            return "a whole number";
        }
        if (Number.class.isAssignableFrom(target) || target == BigDecimal.class) {
            return "a number";
        }
        return Collection.class.isAssignableFrom(target) || target.isArray() ? "an array" : "an object";
    }

    private static String describe(JsonNode value) {
        if (value.isMissingNode() || value.isNull()) {
            return "null";
        }
        return value.isTextual() ? "a string" : value.isBoolean() ? "a boolean" : value.isNumber() ? "a number"
                : value.isArray() ? "an array" : "an object";
    }

    /** The exception's path below the bound part, e.g. {@code .transfer.talkDurationMs} or {@code [2]}. */
    private static String where(JsonMappingException e) {
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference step : e.getPath()) {
            path.append(step.getIndex() >= 0 ? "[" + step.getIndex() + "]" : "." + step.getFieldName());
        }
        return path.toString();
    }

    private static JsonPointer pointer(JsonMappingException e) {
        JsonPointer pointer = JsonPointer.empty();
        for (JsonMappingException.Reference step : e.getPath()) {
            pointer = step.getIndex() >= 0 ? pointer.appendIndex(step.getIndex())
                    : pointer.appendProperty(step.getFieldName());
        }
        return pointer;
    }
}
