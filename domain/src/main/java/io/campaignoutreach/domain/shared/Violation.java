package io.campaignoutreach.domain.shared;

import java.util.List;
import java.util.Objects;

/**
 * One broken rule of a request: where ({@code path} from the body root, or a parameter's name),
 * what was expected and received, and a sentence for people.
 */
public record Violation(List<String> path, String message, String expected, String received, ViolationCode code) {

    public Violation {
        path = List.copyOf(path);
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(code, "code");
    }

    public static Violation of(List<String> path, ViolationCode code, String message) {
        return new Violation(path, message, null, null, code);
    }

    /** Whether this is about the value at its path (not the request as a whole, nor an object's extra members). */
    public boolean concernsValue() {
        return !path.isEmpty() && code != ViolationCode.UNRECOGNIZED_KEYS;
    }

    /** A member that must be sent and was not. */
    public static Violation required(List<String> path) {
        return new Violation(path, "Required", "present", "undefined", ViolationCode.INVALID_TYPE);
    }

    public static Violation notFound(List<String> path, String what) {
        return new Violation(path, what + " not found", null, null, ViolationCode.NOT_FOUND);
    }
}
