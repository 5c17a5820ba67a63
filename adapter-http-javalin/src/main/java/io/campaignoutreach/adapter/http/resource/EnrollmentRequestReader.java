package io.campaignoutreach.adapter.http.resource;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Json;
import io.campaignoutreach.adapter.http.json.JsonObjectReader;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.RequestedEntry;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * Reads the body of the enrollment actions. Rules of the whole request (one of {@code customer}
 * or {@code customers}, 1 to 1000 entries, status, reason, idempotency key) reject the request;
 * a malformed entry only fails itself, with its field-level explanations (spec rules 3 and 5).
 */
final class EnrollmentRequestReader {

    static final int MAX_IDEMPOTENCY_KEY_LENGTH = 255;
    static final List<String> SETTABLE_STATUSES = List.of("completed", "failed", "cancelled");

    /** The request as read: its entries in input order, and the status members of the status action. */
    record EnrollmentRequest(List<RequestedEntry> entries, String idempotencyKey, EnrollmentStatus status,
                             String reason) {
    }

    private EnrollmentRequestReader() {
    }

    /** The request, or null when a request-level rule was broken ({@code violations} says which). */
    static EnrollmentRequest read(ObjectNode body, boolean statusAction, Violations violations) {
        Set<String> members = statusAction ? Set.of("customer", "customers", "idempotencyKey", "status", "reason")
                : Set.of("customer", "customers", "idempotencyKey");
        JsonObjectReader in = JsonObjectReader.root(body, violations).allowOnly(members);
        Patch<String> key = in.string("idempotencyKey", false, 1, MAX_IDEMPOTENCY_KEY_LENGTH);
        EnrollmentStatus status = null;
        String reason = null;
        if (statusAction) {
            if (!in.has("status")) {
                violations.add(new Violation(List.of("status"), "Required", "completed | failed | cancelled",
                        "undefined", ViolationCode.INVALID_TYPE));
            }
            status = in.oneOf("status", false, SETTABLE_STATUSES, EnrollmentStatus::fromWireName).orElse(null);
            reason = in.string("reason", true, 0, EnrollmentJob.MAX_REASON_LENGTH).orElse(null);
        }
        List<RequestedEntry> entries = entries(body, violations);
        if (!violations.isEmpty()) {
            return null;
        }
        return new EnrollmentRequest(entries, key.orElse(null), status, reason);
    }

    private static List<RequestedEntry> entries(ObjectNode body, Violations violations) {
        // A member sent as null names no customer: it is refused as the wrong type, and does not
        // count as the one selection the request must make.
        for (String member : List.of("customer", "customers")) {
            if (body.has(member) && body.get(member).isNull()) {
                violations.add(Values.wrongType(List.of(member), member.equals("customer") ? "object" : "array",
                        body.get(member)));
            }
        }
        boolean single = body.hasNonNull("customer");
        boolean list = body.hasNonNull("customers");
        if (single == list) {
            violations.add(new Violation(List.of(), "Send exactly one of customer or customers", "customer | customers",
                    single ? "both" : "neither", ViolationCode.CUSTOM));
            return List.of();
        }
        if (single) {
            return List.of(entry(body.get("customer"), List.of("customer")));
        }
        JsonNode array = body.get("customers");
        List<String> at = List.of("customers");
        if (!array.isArray()) {
            violations.add(Values.wrongType(at, "array", array));
            return List.of();
        }
        if (array.isEmpty()) {
            violations.add(new Violation(at, "must contain at least 1 entry", "at least 1 entry", "0 entries",
                    ViolationCode.TOO_SMALL));
            return List.of();
        }
        if (array.size() > EnrollmentJob.MAX_ENTRIES) {
            violations.add(new Violation(at, "must contain at most " + EnrollmentJob.MAX_ENTRIES
                    + " entries; larger lists are rejected, not truncated", "at most " + EnrollmentJob.MAX_ENTRIES
                    + " entries", array.size() + " entries", ViolationCode.TOO_BIG));
            return List.of();
        }
        List<RequestedEntry> entries = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            entries.add(entry(array.get(i), Values.append(at, String.valueOf(i))));
        }
        return entries;
    }

    /** One entry: exactly one of {@code customerId} (uuid) or {@code phoneNumber} (US number). */
    private static RequestedEntry entry(JsonNode node, List<String> at) {
        String asSent = canonical(node);
        if (!node.isObject()) {
            return malformed(asSent, Values.wrongType(at, "object", node));
        }
        Violations problems = new Violations();
        new JsonObjectReader((ObjectNode) node, at, problems).allowOnly(Set.of("customerId", "phoneNumber"));
        boolean byId = node.has("customerId");
        boolean byPhone = node.has("phoneNumber");
        if (byId == byPhone) {
            problems.add(new Violation(at, "Give exactly one of customerId or phoneNumber", "customerId | phoneNumber",
                    byId ? "both" : "neither", ViolationCode.CUSTOM));
        }
        Optional<CustomerReference> reference = Optional.empty();
        if (byId && !byPhone) {
            reference = Values.uuid(node.get("customerId"), Values.append(at, "customerId"), problems)
                    .map(id -> new CustomerReference.ById(CustomerId.of(id)));
        } else if (byPhone && !byId) {
            reference = phone(node.get("phoneNumber"), Values.append(at, "phoneNumber"), problems);
        }
        if (!problems.isEmpty() || reference.isEmpty()) {
            return new RequestedEntry(asSent, new CustomerReference.Malformed(problems.list()));
        }
        return new RequestedEntry(asSent, reference.get());
    }

    private static Optional<CustomerReference> phone(JsonNode value, List<String> at, Violations problems) {
        if (!value.isTextual()) {
            problems.add(Values.wrongType(at, "string", value));
            return Optional.empty();
        }
        Optional<PhoneNumber> phone = PhoneNumber.parse(value.textValue());
        if (phone.isEmpty()) {
            problems.add(new Violation(at, "must be a US phone number: 10 digits, or 11 starting with 1",
                    "US phone number", JsonObjectReader.abbreviate(value.textValue()), ViolationCode.INVALID_STRING));
        }
        return phone.map(CustomerReference.ByPhone::new);
    }

    private static RequestedEntry malformed(String asSent, Violation violation) {
        return new RequestedEntry(asSent, new CustomerReference.Malformed(List.of(violation)));
    }

    /** The entry as sent, with object members in name order so that member order does not count. */
    static String canonical(JsonNode node) {
        try {
            return Json.mapper().writeValueAsString(sorted(node));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    private static Object sorted(JsonNode node) {
        if (node.isObject()) {
            Map<String, Object> members = new TreeMap<>();
            Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
            while (fields.hasNext()) {
                Map.Entry<String, JsonNode> field = fields.next();
                members.put(field.getKey(), sorted(field.getValue()));
            }
            return members;
        }
        if (node.isArray()) {
            List<Object> items = new ArrayList<>();
            node.forEach(item -> items.add(sorted(item)));
            return items;
        }
        return node;
    }
}
