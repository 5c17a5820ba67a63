package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ValidationException;
import io.campaignoutreach.domain.shared.Violation;
import java.time.Instant;
import java.util.function.Supplier;

/**
 * What reading one document needs: the organization imported into, the import's "now" (the
 * default of omitted times), the ids of the file's elements, and where problems go.
 */
record ReadContext(Organization organization, Instant now, FileIds fileIds, Problems problems) {

    OrganizationId organizationId() {
        return organization.id();
    }

    /** The checks of the element or object at {@code path}. */
    Checks at(String path) {
        return new Checks(this, path);
    }

    /** An element's {@code createdAt}, or now when omitted. */
    Instant createdAt(Instant createdAt) {
        return createdAt == null ? now : createdAt;
    }

    /**
     * Builds a domain object once its members have been checked without problems; a rule the domain
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
