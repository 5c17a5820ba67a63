package io.campaignoutreach.adapter.http.enrollment;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.http.json.Values;
import io.campaignoutreach.adapter.http.json.WireNamed;
import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.adapter.http.request.RequestBodies;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.shared.Violation;
import io.campaignoutreach.domain.shared.ViolationCode;
import io.campaignoutreach.domain.shared.Violations;
import jakarta.validation.constraints.NotNull;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * Reads the body of the enrollment actions into the request the use case takes. Rules of the
 * whole request (one of {@code customer} or {@code customers}, 1 to 1000 entries, status, reason,
 * idempotency key) reject the request; a malformed entry only fails itself, with its field-level
 * explanations (spec rules 3 and 5).
 */
final class EnrollmentRequestReader {

    static final int MAX_IDEMPOTENCY_KEY_LENGTH = 255;

    /** The body of enroll and restart. */
    record EnrollBody(@Nullable JsonNode customer, @Nullable JsonNode customers,
                      @CodePointLength(min = 1, max = MAX_IDEMPOTENCY_KEY_LENGTH) String idempotencyKey) {
    }

    /** The body of the status action. */
    record StatusBody(@Nullable JsonNode customer, @Nullable JsonNode customers,
                      @CodePointLength(min = 1, max = MAX_IDEMPOTENCY_KEY_LENGTH) String idempotencyKey,
                      @NotNull SettableStatus status,
                      @Nullable @CodePointLength(max = EnrollmentJob.MAX_REASON_LENGTH) String reason) {
    }

    /** One entry of either: a customer by id or by phone number. */
    record Entry(UUID customerId, String phoneNumber) {
    }

    /** The statuses a client may set: an enrollment's end. */
    enum SettableStatus implements WireNamed {
        COMPLETED(EnrollmentStatus.COMPLETED), FAILED(EnrollmentStatus.FAILED), CANCELLED(EnrollmentStatus.CANCELLED);

        private final EnrollmentStatus status;

        SettableStatus(EnrollmentStatus status) {
            this.status = status;
        }

        @Override
        public String wireName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private EnrollmentRequestReader() {
    }

    /**
     * The request, or null when a request-level rule was broken ({@code violations} says which,
     * a path parameter's fault included; {@code campaignId} is null only then).
     */
    static EnrollmentJob.Request read(ObjectNode body, CampaignId campaignId, EnrollmentAction action,
                                      Violations violations) {
        String key;
        SettableStatus status = null;
        String reason = null;
        if (action == EnrollmentAction.SET_STATUS) {
            StatusBody request = RequestBodies.bind(body, StatusBody.class, List.of(), violations);
            key = request.idempotencyKey();
            status = request.status();
            reason = request.reason();
        } else {
            key = RequestBodies.bind(body, EnrollBody.class, List.of(), violations).idempotencyKey();
        }
        List<CustomerReference> entries = entries(body, violations);
        if (!violations.isEmpty()) {
            return null;
        }
        return new EnrollmentJob.Request(campaignId, action, status == null ? null : status.status, reason, key,
                entries);
    }

    private static List<CustomerReference> entries(ObjectNode body, Violations violations) {
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
        List<CustomerReference> entries = new ArrayList<>(array.size());
        for (int i = 0; i < array.size(); i++) {
            entries.add(entry(array.get(i), Values.append(at, String.valueOf(i))));
        }
        return entries;
    }

    /** One entry: exactly one of {@code customerId} (uuid) or {@code phoneNumber} (US number). */
    private static CustomerReference entry(JsonNode node, List<String> at) {
        if (!node.isObject()) {
            return new CustomerReference.Malformed(List.of(Values.wrongType(at, "object", node)));
        }
        Violations problems = new Violations();
        Entry entry = RequestBodies.bind((ObjectNode) node, Entry.class, at, problems);
        boolean byId = node.has("customerId");
        boolean byPhone = node.has("phoneNumber");
        if (byId == byPhone) {
            problems.add(new Violation(at, "Give exactly one of customerId or phoneNumber", "customerId | phoneNumber",
                    byId ? "both" : "neither", ViolationCode.CUSTOM));
        }
        Optional<CustomerReference> reference = Optional.empty();
        if (byId && !byPhone && entry.customerId() != null) {
            reference = Optional.of(new CustomerReference.ById(CustomerId.of(entry.customerId())));
        } else if (byPhone && !byId && entry.phoneNumber() != null) {
            reference = phone(entry.phoneNumber(), Values.append(at, "phoneNumber"), problems);
        }
        if (!problems.isEmpty() || reference.isEmpty()) {
            return new CustomerReference.Malformed(problems.list());
        }
        return reference.get();
    }

    private static Optional<CustomerReference> phone(String text, List<String> at, Violations problems) {
        Optional<PhoneNumber> phone = PhoneNumber.parse(text);
        if (phone.isEmpty()) {
            problems.add(new Violation(at, "must be a US phone number: 10 digits, or 11 starting with 1",
                    "US phone number", Values.abbreviate(text), ViolationCode.INVALID_STRING));
        }
        return phone.map(CustomerReference.ByPhone::new);
    }
}
