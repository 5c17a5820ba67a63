package io.campaignoutreach.domain.suppression;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.Objects;

/**
 * An organization's suppression of a phone number: while active the number is not dialed, whatever
 * the customer holding it says. Lifting is recorded on it rather than deleting it, so the history
 * of who suppressed and who lifted stays; a number suppressed again gets a new suppression.
 */
public record Suppression(SuppressionId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                          SuppressionSource source, String reason, Instant createdAt, Instant liftedAt,
                          String liftedBy) {

    /** The longest reason a client may give, in characters. */
    public static final int MAX_REASON_LENGTH = 500;

    public Suppression {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(phoneNumber, "phoneNumber");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(createdAt, "createdAt");
        if ((liftedAt == null) != (liftedBy == null)) {
            throw new IllegalArgumentException("a lifted suppression records both when and by whom");
        }
        if (liftedAt != null && liftedAt.isBefore(createdAt)) {
            throw new IllegalArgumentException("a suppression cannot be lifted before it was made");
        }
    }

    /** A new, active suppression; {@code reason} may be null. */
    public static Suppression create(SuppressionId id, OrganizationId organizationId, PhoneNumber phoneNumber,
                                     SuppressionSource source, String reason, Instant createdAt) {
        return new Suppression(id, organizationId, phoneNumber, source, reason, createdAt, null, null);
    }

    public boolean isActive() {
        return liftedAt == null;
    }

    /**
     * This suppression lifted at {@code at} by {@code by}; a lift is recorded once, so lifting a
     * lifted one is a conflict rather than a silent change of who lifted it.
     */
    public Suppression lift(Instant at, String by) {
        Objects.requireNonNull(at, "at");
        if (by == null || by.isBlank()) {
            throw new IllegalArgumentException("a lift names who lifted it");
        }
        if (!isActive()) {
            throw new ConflictException("suppression " + id + " was already lifted");
        }
        return new Suppression(id, organizationId, phoneNumber, source, reason, createdAt, at, by);
    }
}
