package io.campaignoutreach.adapter.http.json;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.adapter.http.error.ApiError;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The rules a parsed request body meets whatever resource reads it, each broken one reported at
 * its path among the request's other violations: nesting at most {@link #MAX_NESTING_DEPTH}
 * deep, strings (member names included) at most {@link #MAX_STRING_LENGTH} characters and within
 * the {@link TextRules}. A string holding half a surrogate pair is not text at all, so the body is
 * refused as invalid JSON.
 */
final class BodyRules {

    /** Deepest JSON nesting accepted in a request body; the body's own object is the first level. */
    static final int MAX_NESTING_DEPTH = 32;
    /** Longest single JSON string accepted in a request body, in characters. */
    static final int MAX_STRING_LENGTH = 100_000;

    private final Violations violations;

    private BodyRules(Violations violations) {
        this.violations = violations;
    }

    /** Adds every broken rule of {@code body} to {@code violations}; throws at once on an unpaired surrogate. */
    static void check(JsonNode body, Violations violations) {
        new BodyRules(violations).visit(body, new ArrayList<>(), 1);
    }

    /**
     * The violation of a body the parser gave up on, reported at the root: nested past the parser's
     * own bound, or with a number or member name longer than it reads ({@code reason} is the parser's).
     */
    static Violation pastParserLimit(String reason) {
        boolean nesting = reason != null && reason.contains("nesting");
        return nesting ? tooDeep(List.of()) : new Violation(List.of(), "holds a number or member name that is too long",
                "shorter numbers and names", "too long", ViolationCode.TOO_BIG);
    }

    private static Violation tooDeep(List<String> path) {
        return new Violation(path, "nesting must be at most " + MAX_NESTING_DEPTH + " levels deep",
                "at most " + MAX_NESTING_DEPTH + " levels", "deeper", ViolationCode.TOO_BIG);
    }

    private void visit(JsonNode node, List<String> path, int depth) {
        if (node.isTextual()) {
            text(node.textValue(), path);
            return;
        }
        if (!node.isContainerNode()) {
            return;
        }
        if (depth > MAX_NESTING_DEPTH) {
            violations.add(tooDeep(path));
            return;
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                path.add(String.valueOf(i));
                visit(node.get(i), path, depth + 1);
                path.remove(path.size() - 1);
            }
            return;
        }
        Iterator<Map.Entry<String, JsonNode>> members = node.fields();
        while (members.hasNext()) {
            Map.Entry<String, JsonNode> member = members.next();
            // A member name can only be valid when short, and a path never echoes a huge input whole.
            path.add(Values.abbreviate(member.getKey()));
            text(member.getKey(), path);
            visit(member.getValue(), path, depth + 1);
            path.remove(path.size() - 1);
        }
    }

    private void text(String text, List<String> path) {
        if (TextRules.hasUnpairedSurrogate(text)) {
            throw ApiError.invalidJson("Request body is not valid JSON text: a string at "
                    + (path.isEmpty() ? "the root" : String.join(".", path)) + " holds an unpaired surrogate escape");
        }
        int length = text.codePointCount(0, text.length());
        if (length > MAX_STRING_LENGTH) {
            violations.add(new Violation(path, "must be at most " + MAX_STRING_LENGTH + " characters",
                    "at most " + MAX_STRING_LENGTH + " characters", length + " characters", ViolationCode.TOO_BIG));
        } else if (TextRules.hasControlCharacter(text)) {
            violations.add(new Violation(path, TextRules.CONTROL_CHARACTER_MESSAGE, "text", "control character",
                    ViolationCode.INVALID_STRING));
        }
    }
}
