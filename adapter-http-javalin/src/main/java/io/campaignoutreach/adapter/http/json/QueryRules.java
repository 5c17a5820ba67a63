package io.campaignoutreach.adapter.http.json;

import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The rules every query string meets before a route reads it: only the parameters the route
 * takes (as unknown body members are refused), and text within the text rules.
 */
public final class QueryRules {

    private QueryRules() {
    }

    /** Throws the violations of {@code params} against the names a route {@code takes}. */
    public static void check(Map<String, List<String>> params, Set<String> takes) {
        Violations violations = new Violations();
        for (Map.Entry<String, List<String>> param : params.entrySet()) {
            String name = param.getKey();
            if (!takes.contains(name)) {
                violations.add(new Violation(List.of(name), unknownMessage(name, takes), null,
                        Values.abbreviate(name), ViolationCode.UNRECOGNIZED_KEYS));
            } else if (param.getValue().stream().anyMatch(TextRules::hasControlCharacter)) {
                violations.add(new Violation(List.of(name), TextRules.CONTROL_CHARACTER_MESSAGE, "text",
                        "control character", ViolationCode.INVALID_STRING));
            }
        }
        violations.throwIfAny();
    }

    private static String unknownMessage(String name, Set<String> takes) {
        String known = takes.isEmpty() ? "this endpoint takes no query parameters"
                : "this endpoint takes " + String.join(", ", new TreeSet<>(takes));
        return "Unknown query parameter '" + Values.abbreviate(name) + "'; " + known;
    }
}
