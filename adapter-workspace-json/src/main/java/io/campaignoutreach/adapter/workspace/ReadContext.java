package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * What reading one document needs: the organization imported into, the import's "now" (the
 * default of omitted times), the ids of the file's elements, and where problems go.
 */
record ReadContext(Organization organization, Instant now, FileIds fileIds, Problems problems) {

    OrganizationId organizationId() {
        return organization.id();
    }

    /** The element's {@code createdAt}, or now when omitted. */
    Instant createdAt(JsonMembers element) {
        Instant createdAt = element.instant("createdAt");
        return createdAt == null ? now : createdAt;
    }

    /** A string member holding a US phone number (D10), normalized to +1 and 10 digits. */
    String phone(JsonMembers element, String member) {
        String text = element.string(member);
        if (text == null) {
            return null;
        }
        Optional<PhoneNumber> phone = PhoneNumber.parse(text);
        if (phone.isEmpty()) {
            element.problem(member, "not a US phone number");
            return null;
        }
        return phone.get().e164();
    }

    UUID resolve(JsonMembers element, String member, ElementKind kind) {
        return fileIds.resolve(element, member, kind);
    }

    /**
     * Builds a domain object once its members have been read without problems; a rule the domain
     * itself enforces (its constructor or factory refuses) becomes a problem at {@code path}.
     */
    <T> T build(String path, int problemsBefore, Supplier<T> build) {
        if (problems.total() > problemsBefore) {
            return null;
        }
        try {
            return build.get();
        } catch (ValidationException e) {
            for (Violation violation : e.violations()) {
                problems.add(violation.path().isEmpty() ? path : path + "." + String.join(".", violation.path()),
                        violation.message());
            }
        } catch (IllegalArgumentException | NullPointerException e) {
            problems.add(path, e.getMessage() == null ? "is not valid" : e.getMessage());
        }
        return null;
    }
}
