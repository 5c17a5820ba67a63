package io.campaignoutreach.fuzz;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Judges each exchange and keeps the figures: requests by validity, status and mutation, and failures
 * grouped into classes (what went wrong, for which operation and request shape) with one example each.
 */
final class Ledger {

    /**
     * Codes of rules the schema cannot state: a reference to an id the generator could not know
     * exists, and rules across members (e.g. a start after an end). A valid request refused only for
     * these is counted apart and listed, not failed.
     */
    private static final Set<String> DOMAIN_CODES = Set.of("not_found", "custom");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final DocumentValidator validator;
    private final Map<String, AtomicInteger> byStatus = new TreeMap<>();
    private final Map<String, AtomicInteger> byMutation = new TreeMap<>();
    private final Map<String, FailureClass> failures = new TreeMap<>();
    private final Map<String, FailureClass> domainRefusals = new TreeMap<>();
    private int sent;
    private int valid;
    private int invalid;

    Ledger(DocumentValidator validator) {
        this.validator = validator;
    }

    /** One kind of failure, how often it happened, and the first request that showed it. */
    static final class FailureClass {
        private int count;
        private String example;

        int count() {
            return count;
        }
    }

    synchronized void record(FuzzRequest request, Exchange.Answer answer) {
        sent++;
        byStatus.computeIfAbsent(String.valueOf(answer.status()), s -> new AtomicInteger()).incrementAndGet();
        String shape = request.valid() ? "valid" : request.mutation() + " " + normalize(request.detail());
        if (request.valid()) {
            valid++;
        } else {
            invalid++;
            byMutation.computeIfAbsent(request.mutation().name(), m -> new AtomicInteger()).incrementAndGet();
        }
        String where = request.operation() + " | " + shape + " | " + answer.status();
        if (request.valid()) {
            validator.request(request).stream().limit(1).forEach(report ->
                    fail("generator made a request the document refuses: " + normalize(report), where, request, answer));
        }
        if (answer.status() >= 500) {
            fail("server error", where, request, answer);
        }
        for (String report : validator.response(request, answer)) {
            fail("response not as documented: " + normalize(report), where, request, answer);
        }
        if (request.valid() && answer.status() >= 400 && answer.status() != 409 && answer.status() < 500) {
            List<String> codes = errorCodes(answer.body());
            if (answer.status() == 422 && !codes.isEmpty() && DOMAIN_CODES.containsAll(codes)) {
                note(domainRefusals, request.operation() + " | " + errorSummary(answer.body()), request, answer);
            } else {
                fail("valid request refused: " + errorSummary(answer.body()), where, request, answer);
            }
        }
        if (!request.valid() && answer.status() < 400) {
            fail("invalid request accepted", where, request, answer);
        } else if (!request.valid() && answer.status() < 500 && answer.status() != 429
                && answer.status() != request.mutation().expectedStatus(request.detail())) {
            fail("refused with another status than the document gives (" + request.mutation()
                    .expectedStatus(request.detail()) + ")", where, request, answer);
        }
    }

    private void fail(String what, String where, FuzzRequest request, Exchange.Answer answer) {
        note(failures, what + " | " + where, request, answer);
    }

    private static void note(Map<String, FailureClass> classes, String key, FuzzRequest request,
                             Exchange.Answer answer) {
        FailureClass failure = classes.computeIfAbsent(key, k -> new FailureClass());
        if (failure.count++ == 0) {
            String body = answer.body() == null ? "" : answer.body();
            failure.example = request.describe() + "\n      -> " + answer.status() + " "
                    + (body.length() > 400 ? body.substring(0, 400) + "…" : body);
        }
    }

    synchronized int failureCount() {
        return failures.values().stream().mapToInt(FailureClass::count).sum();
    }

    synchronized int sent() {
        return sent;
    }

    synchronized String report() {
        StringBuilder out = new StringBuilder("\n==== API fuzz: figures\n");
        out.append("requests sent: ").append(sent).append(" (valid ").append(valid).append(", invalid ")
                .append(invalid).append(")\n");
        out.append("by status: ").append(byStatus).append('\n');
        out.append("invalid by mutation: ").append(byMutation).append('\n');
        out.append("valid requests refused by a rule the schema cannot state (not failures): ")
                .append(domainRefusals.values().stream().mapToInt(FailureClass::count).sum()).append('\n');
        domainRefusals.forEach((key, c) -> out.append("  ").append(c.count).append(" x ").append(key).append('\n'));
        out.append("failures: ").append(failureCount()).append(" in ").append(failures.size()).append(" classes\n");
        failures.forEach((key, c) -> out.append("  ").append(c.count).append(" x ").append(key).append("\n    e.g. ")
                .append(c.example).append('\n'));
        return out.toString();
    }

    private static List<String> errorCodes(String body) {
        List<String> codes = new ArrayList<>();
        parse(body).path("errors").forEach(error -> codes.add(error.path("code").asText()));
        return codes;
    }

    /** The body's code and, for a validation error, each broken rule as path:code. */
    private static String errorSummary(String body) {
        JsonNode error = parse(body);
        List<String> rules = new ArrayList<>();
        error.path("errors").forEach(e -> {
            List<String> path = new ArrayList<>();
            e.path("path").forEach(p -> path.add(p.asText().matches("\\d+") ? "N" : p.asText()));
            rules.add(String.join(".", path) + ":" + e.path("code").asText());
        });
        return error.path("code").asText() + (rules.isEmpty() ? "" : " " + rules.stream().distinct().sorted().toList());
    }

    private static JsonNode parse(String body) {
        try {
            return body == null || body.isEmpty() ? JSON.createObjectNode() : JSON.readTree(body);
        } catch (Exception notJson) {
            return JSON.createObjectNode();
        }
    }

    /** Folds numbers, ids and quoted values away so that one cause makes one class. */
    private static String normalize(String text) {
        return text.replaceAll("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}", "<id>")
                .replaceAll("/\\d+(?=/|$| )", "/N").replaceAll("\"[^\"]*\"", "\"…\"");
    }
}
