package io.campaignoutreach.application.suppression;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Outbound port: keeps an organization's suppressed phone numbers, at most one active suppression
 * per number, and every lifted one as history (none is ever deleted).
 */
public interface SuppressionRepository {

    /**
     * Stores an active suppression unless the organization's number is already suppressed, in which
     * case the one stored stays as it is and this returns false. Never fails for that, so it can run
     * inside a unit of work that must still commit (a failed statement would abort it on PostgreSQL).
     */
    boolean addIfAbsent(Suppression suppression);

    /** One of the organization's suppressions, active or lifted. */
    Optional<Suppression> findById(OrganizationId organizationId, SuppressionId id);

    /** The active suppressions of those of {@code phoneNumbers} that the organization has suppressed. */
    List<Suppression> findActive(OrganizationId organizationId, Collection<PhoneNumber> phoneNumbers);

    /** The active suppression of one number, if it is suppressed. */
    default Optional<Suppression> findActive(OrganizationId organizationId, PhoneNumber phoneNumber) {
        return findActive(organizationId, List.of(phoneNumber)).stream().findFirst();
    }

    /** A page of the organization's active suppressions, newest first (then by id). */
    Page<Suppression> findActive(OrganizationId organizationId, PageRequest request);

    /**
     * Records {@code lifted}'s lift on the stored suppression if that one is still active; false, and
     * nothing changed, when it is not stored or was lifted already.
     */
    boolean recordLift(Suppression lifted);
}
