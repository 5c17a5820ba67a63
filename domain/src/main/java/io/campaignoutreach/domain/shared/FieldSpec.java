package io.campaignoutreach.domain.shared;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The rule of one field of a record with many plain fields (customers, policies): its kind, the
 * maximum length of text and the allowed labels of an enumeration. Values are kept as String,
 * Boolean or Integer.
 */
public record FieldSpec(FieldKind kind, int maxLength, List<String> allowed) {

    public FieldSpec {
        Objects.requireNonNull(kind, "kind");
        allowed = List.copyOf(allowed);
    }

    public static FieldSpec string(int maxLength) {
        return new FieldSpec(FieldKind.STRING, maxLength, List.of());
    }

    public static FieldSpec oneOf(String... labels) {
        return new FieldSpec(FieldKind.ENUM, 0, List.of(labels));
    }

    public static FieldSpec of(FieldKind kind) {
        return new FieldSpec(kind, 0, List.of());
    }

    /**
     * The value in its written form: date-times as {@code YYYY-MM-DDTHH:MM:SS.sssZ} (D12) and uuids
     * in lowercase (D11), so that every reader sees one spelling. Call only with a value that fits.
     */
    public Object canonical(Object value) {
        if (value instanceof String text) {
            return switch (kind) {
                case DATE_TIME -> Timestamps.format(Timestamps.parseDateTime(text).orElseThrow());
                case UUID -> text.toLowerCase(java.util.Locale.ROOT);
                default -> text;
            };
        }
        return value;
    }

    /** Why a value does not fit this field, or empty when it does; null always fits. */
    public Optional<String> problem(Object value) {
        if (value == null) {
            return Optional.empty();
        }
        return switch (kind) {
            case BOOLEAN -> value instanceof Boolean ? Optional.empty() : Optional.of("expected a boolean");
            case INT32 -> value instanceof Integer ? Optional.empty() : Optional.of("expected a 32-bit integer");
            case STRING -> !(value instanceof String s) ? Optional.of("expected a string")
                    // characters (code points), not UTF-16 units, as the HTTP adapter counts them (P14)
                    : s.codePointCount(0, s.length()) > maxLength
                            ? Optional.of("must be at most " + maxLength + " characters")
                    : Optional.empty();
            case ENUM -> allowed.contains(value) ? Optional.empty()
                    : Optional.of("expected one of " + String.join(", ", allowed));
            case DATE -> value instanceof String s && Timestamps.parseDate(s).isPresent() ? Optional.empty()
                    : Optional.of("expected a date YYYY-MM-DD");
            case DATE_TIME -> value instanceof String s && Timestamps.parseDateTime(s).isPresent() ? Optional.empty()
                    : Optional.of("expected a UTC date-time ending in Z");
            case UUID -> value instanceof String s && Uuids.isValid(s) ? Optional.empty()
                    : Optional.of("expected a uuid");
        };
    }
}
