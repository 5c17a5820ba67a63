package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/** Checks of single JSON values, shared by object members and array elements. */
public final class Values {

    private Values() {
    }

    public static Violation wrongType(List<String> at, String expected, JsonNode received) {
        String got = typeName(received);
        return new Violation(at, "Expected " + expected + ", received " + got, expected, got,
                ViolationCode.INVALID_TYPE);
    }

    public static String typeName(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "undefined";
        }
        return switch (node.getNodeType()) {
            case NULL -> "null";
            case BOOLEAN -> "boolean";
            case NUMBER -> node.isIntegralNumber() ? "integer" : "number";
            case STRING -> "string";
            case ARRAY -> "array";
            case OBJECT -> "object";
            default -> "unknown";
        };
    }

    public static Optional<Long> integer(JsonNode value, List<String> at, long min, long max, Violations violations) {
        if (!value.isNumber()) {
            violations.add(wrongType(at, "integer", value));
            return Optional.empty();
        }
        BigDecimal number = value.decimalValue();
        if (!value.isIntegralNumber()) {
            violations.add(wrongType(at, "integer", value));
            return Optional.empty();
        }
        if (number.compareTo(BigDecimal.valueOf(min)) < 0) {
            violations.add(new Violation(at, "must be at least " + min, "at least " + min, number.toPlainString(),
                    ViolationCode.TOO_SMALL));
            return Optional.empty();
        }
        if (number.compareTo(BigDecimal.valueOf(max)) > 0) {
            violations.add(new Violation(at, "must be at most " + max, "at most " + max,
                    abbreviateNumber(number), ViolationCode.TOO_BIG));
            return Optional.empty();
        }
        return Optional.of(number.longValueExact());
    }

    /** A text that is none of the names {@code allowed}. */
    public static Violation notOneOf(List<String> at, List<String> allowed, String text) {
        return new Violation(at, "must be one of: " + String.join(", ", allowed), String.join(" | ", allowed),
                abbreviate(text), ViolationCode.INVALID_ENUM_VALUE);
    }

    /** A text that is not a US phone number (D10). */
    public static Violation notAPhoneNumber(List<String> at, String text) {
        return new Violation(at, "must be a US phone number: 10 digits, or 11 starting with 1", "US phone number",
                abbreviate(text), ViolationCode.INVALID_STRING);
    }

    /**
     * {@code text} as a phone number in E.164, or null when it is null or not a US number; the
     * latter is recorded in {@code violations} at {@code at}, unless something was found there already.
     */
    public static PhoneNumber phoneNumber(List<String> at, String text, Violations violations) {
        PhoneNumber parsed = text == null ? null : PhoneNumber.parse(text).orElse(null);
        if (text != null && parsed == null && !violations.covers(at)) {
            violations.add(notAPhoneNumber(at, text));
        }
        return parsed;
    }

    /** Long received values are cut in error messages, so an error never echoes a whole huge input. */
    public static String abbreviate(String text) {
        return text.length() <= 64 ? text : text.substring(0, 61) + "...";
    }

    /** {@code path} followed by {@code segment}; unmodifiable. */
    public static List<String> append(List<String> path, String segment) {
        return MemberPath.of(path, segment);
    }

    /** A number as text, in scientific notation when its plain form would be long. */
    public static String abbreviateNumber(BigDecimal number) {
        String text = number.toPlainString();
        return text.length() <= 32 ? text : number.toString();
    }
}
