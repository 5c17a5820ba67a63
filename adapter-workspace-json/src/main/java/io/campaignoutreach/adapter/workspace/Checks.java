package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.customer.PhoneNumber;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The rules of one bound element, or of an object inside it, that its record's types do not
 * carry: required members, ranges, lengths, phone numbers, references. Each problem names the
 * member's path; a member that breaks a rule reads as null, so checking carries on.
 */
final class Checks {

    private final ReadContext context;
    private final String path;

    Checks(ReadContext context, String path) {
        this.context = context;
        this.path = path;
    }

    String path() {
        return path;
    }

    String path(String member) {
        return path + "." + member;
    }

    /** The checks of the object at {@code member}, or of its item {@code index} when given. */
    Checks in(String member, int... index) {
        return new Checks(context, path(member) + (index.length == 0 ? "" : "[" + index[0] + "]"));
    }

    void problem(String member, String message) {
        context.problems().add(member == null ? path : path(member), message);
    }

    /** Whether the member is there; when not, the problem "is required", followed by what it should be. */
    boolean required(String member, Object value, String what) {
        if (value == null) {
            problem(member, what == null ? "is required" : "is required: " + what);
        }
        return value != null;
    }

    /** A whole number of at least {@code min}; null after a problem. */
    <N extends Number> N atLeast(String member, N value, long min) {
        if (value != null && value.longValue() < min) {
            problem(member, min == 0 ? "must not be negative" : "must be at least " + min);
            return null;
        }
        return value;
    }

    /** A whole number from {@code min} to {@code max}; null after a problem. */
    <N extends Number> N range(String member, N value, long min, long max) {
        if (value != null && value.longValue() > max) {
            problem(member, "must be at most " + max);
            return null;
        }
        return atLeast(member, value, min);
    }

    /** Whole numbers from {@code min} to {@code max}, each checked at its index. */
    void each(String member, List<Integer> values, int min, int max) {
        for (int i = 0; i < values.size(); i++) {
            if (values.get(i) < min || values.get(i) > max) {
                problem(member + "[" + i + "]", "must be a whole number from " + min + " to " + max);
            }
        }
    }

    /** Text of at most {@code max} characters (code points, as the API counts them); null after a problem. */
    String text(String member, String value, int max) {
        if (value != null && value.codePointCount(0, value.length()) > max) {
            problem(member, "must be at most " + max + " characters");
            return null;
        }
        return value;
    }

    /** Text that must be there and not blank. */
    String nonBlank(String member, String value, int max) {
        if (required(member, value, null) && value.isBlank()) {
            problem(member, "must not be blank");
            return null;
        }
        return text(member, value, max);
    }

    /** A US phone number (D10), as +1 and 10 digits. */
    String phone(String member, String text) {
        if (text == null) {
            return null;
        }
        Optional<PhoneNumber> phone = PhoneNumber.parse(text);
        if (phone.isEmpty()) {
            problem(member, "not a US phone number");
            return null;
        }
        return phone.get().e164();
    }

    /** The new id of the element of {@code kind} the member names, or null when absent or not in the file. */
    UUID resolve(String member, UUID fileId, ElementKind kind) {
        return fileId == null ? null : context.fileIds().resolve(path(member), fileId, kind, context.problems());
    }

    /** As {@link #resolve}, for a reference the element must have. */
    UUID require(String member, UUID fileId, ElementKind kind) {
        return required(member, fileId, "the id of a " + kind.singular() + " of the file")
                ? resolve(member, fileId, kind) : null;
    }
}
