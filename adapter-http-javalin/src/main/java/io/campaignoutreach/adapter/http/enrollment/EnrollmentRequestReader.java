package io.campaignoutreach.adapter.http.enrollment;

import com.fasterxml.jackson.databind.node.NullNode;
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
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * Reads the body of the enrollment actions into the request the use case takes, binding it once.
 * Rules of the whole request (one of {@code customer} or {@code customers}, 1 to 1000 entries,
 * status, reason, idempotency key) reject the request; a malformed entry only fails itself, with
 * its field-level explanations (spec rules 3 and 5).
 */
final class EnrollmentRequestReader {

    static final int MAX_IDEMPOTENCY_KEY_LENGTH = 255;

    private static final List<String> CUSTOMER = List.of("customer");
    private static final List<String> CUSTOMERS = List.of("customers");
    // A selection sent as null names no customer: it is refused with the request, not failed as an
    // entry, and does not count as the one selection the request must make.
    private static final Violation CUSTOMER_SENT_AS_NULL = Values.wrongType(CUSTOMER, "object",
            NullNode.getInstance());
    private static final Violation CUSTOMERS_SENT_AS_NULL = Values.wrongType(CUSTOMERS, "array",
            NullNode.getInstance());

    /** What the three bodies share: the selection of customers and the idempotency key. */
    sealed interface Body permits EnrollBody, StatusBody {
        String idempotencyKey();

        Entry customer();

        List<Entry> customers();

        /** The list's own rule: 1 to 1000 entries, a longer list rejected whole rather than cut. */
        default Optional<Violation> sizeFault() {
            if (customers().isEmpty()) {
                return Optional.of(new Violation(CUSTOMERS, "must contain at least 1 entry", "at least 1 entry",
                        "0 entries", ViolationCode.TOO_SMALL));
            }
            if (customers().size() > EnrollmentJob.MAX_ENTRIES) {
                return Optional.of(new Violation(CUSTOMERS, "must contain at most " + EnrollmentJob.MAX_ENTRIES
                        + " entries; larger lists are rejected, not truncated", "at most "
                        + EnrollmentJob.MAX_ENTRIES + " entries", customers().size() + " entries",
                        ViolationCode.TOO_BIG));
            }
            return Optional.empty();
        }
    }

    /**
     * The body of enroll and restart. The selection is declared last: its faults are reported after
     * the others.
     */
    record EnrollBody(@CodePointLength(min = 1, max = MAX_IDEMPOTENCY_KEY_LENGTH) String idempotencyKey,
                      Entry customer, List<Entry> customers) implements Body {
    }

    /** The body of the status action. */
    record StatusBody(@CodePointLength(min = 1, max = MAX_IDEMPOTENCY_KEY_LENGTH) String idempotencyKey,
                      @NotNull SettableStatus status,
                      @Nullable @CodePointLength(max = EnrollmentJob.MAX_REASON_LENGTH) String reason,
                      Entry customer, List<Entry> customers) implements Body {
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
    }

    private EnrollmentRequestReader() {
    }

    /**
     * The request, or null when a request-level rule was broken ({@code violations} says which,
     * a path parameter's fault included; {@code campaignId} is null only then).
     */
    static EnrollmentJob.Request read(ObjectNode body, CampaignId campaignId, EnrollmentAction action,
                                      Violations violations) {
        RequestBodies.Bound<? extends Body> bound = action == EnrollmentAction.SET_STATUS
                ? RequestBodies.bindAsFound(body, StatusBody.class) : RequestBodies.bindAsFound(body, EnrollBody.class);
        Body request = bound.request();
        Findings findings = new Findings(bound.findings());
        List<CustomerReference> entries = entries(request, findings);
        violations.addAll(findings.ofRequest);
        if (!violations.isEmpty()) {
            return null;
        }
        EnrollmentStatus status = null;
        String reason = null;
        if (request instanceof StatusBody statusBody) {
            status = statusBody.status().status;
            reason = statusBody.reason();
        }
        return new EnrollmentJob.Request(campaignId, action, status, reason, request.idempotencyKey(), entries);
    }

    /** The binding's findings, split by what they fail: the customer's entry, one of the list's, or the request. */
    private static final class Findings {
        private final List<Violation> ofRequest = new ArrayList<>();
        private final List<Violation> ofCustomer = new ArrayList<>();
        private final Map<Integer, List<Violation>> ofListEntry = new HashMap<>();

        Findings(List<Violation> found) {
            for (Violation finding : found) {
                List<String> path = finding.path();
                if (path.size() >= 2 && path.get(0).equals("customers")) {
                    ofListEntry.computeIfAbsent(Integer.valueOf(path.get(1)), i -> new ArrayList<>()).add(finding);
                } else if (!path.isEmpty() && path.get(0).equals("customer")
                        && !finding.equals(CUSTOMER_SENT_AS_NULL)) {
                    ofCustomer.add(finding);
                } else {
                    ofRequest.add(finding);
                }
            }
        }

        /** Whether {@code customers} was sent as a value that is not an array (so not bound, yet sent). */
        boolean listOfWrongType() {
            return ofRequest.stream().anyMatch(Findings::refusesList);
        }

        static boolean refusesList(Violation finding) {
            return finding.path().equals(CUSTOMERS) && !finding.equals(CUSTOMERS_SENT_AS_NULL);
        }

        List<Violation> ofListEntry(int index) {
            return ofListEntry.getOrDefault(index, List.of());
        }
    }

    private static List<CustomerReference> entries(Body body, Findings findings) {
        boolean single = body.customer() != null || !findings.ofCustomer.isEmpty();
        boolean list = body.customers() != null || findings.listOfWrongType();
        if (single == list) {
            // The list is not looked at when the selection itself is wrong.
            findings.ofRequest.removeIf(Findings::refusesList);
            findings.ofRequest.add(new Violation(List.of(), "Send exactly one of customer or customers",
                    "customer | customers", single ? "both" : "neither", ViolationCode.CUSTOM));
            return List.of();
        }
        if (single) {
            return List.of(entry(body.customer(), findings.ofCustomer, CUSTOMER));
        }
        if (body.customers() == null) {
            return List.of();
        }
        Optional<Violation> sizeFault = body.sizeFault();
        if (sizeFault.isPresent()) {
            findings.ofRequest.add(sizeFault.get());
            return List.of();
        }
        List<CustomerReference> entries = new ArrayList<>(body.customers().size());
        for (int i = 0; i < body.customers().size(); i++) {
            entries.add(entry(body.customers().get(i), findings.ofListEntry(i),
                    Values.append(CUSTOMERS, String.valueOf(i))));
        }
        return entries;
    }

    /**
     * One entry: exactly one of {@code customerId} (uuid) or {@code phoneNumber} (US number). A
     * member that broke a rule was sent, though not bound; {@code entry} is null when the entry
     * was not an object.
     */
    private static CustomerReference entry(Entry entry, List<Violation> faults, List<String> at) {
        if (entry == null) {
            return new CustomerReference.Malformed(faults);
        }
        List<Violation> problems = new ArrayList<>(faults);
        boolean byId = entry.customerId() != null || faultAt(faults, Values.append(at, "customerId"));
        boolean byPhone = entry.phoneNumber() != null || faultAt(faults, Values.append(at, "phoneNumber"));
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
            return new CustomerReference.Malformed(problems);
        }
        return reference.get();
    }

    private static boolean faultAt(List<Violation> faults, List<String> path) {
        return faults.stream().anyMatch(fault -> fault.path().equals(path));
    }

    private static Optional<CustomerReference> phone(String text, List<String> at, List<Violation> problems) {
        Optional<PhoneNumber> phone = PhoneNumber.parse(text);
        if (phone.isEmpty()) {
            problems.add(Values.notAPhoneNumber(at, text));
        }
        return phone.map(CustomerReference.ByPhone::new);
    }
}
