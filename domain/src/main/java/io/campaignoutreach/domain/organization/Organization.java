package io.campaignoutreach.domain.organization;

import java.time.Instant;
import java.util.Objects;

/**
 * The agency that owns campaigns, customers and API keys (the "client" of the API). Every piece
 * of data belongs to exactly one organization and is invisible to the others.
 */
public record Organization(OrganizationId id, String name, String smsCompanyName, Instant createdAt) {

    public static final int MAX_NAME_LENGTH = 255;

    public Organization {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(createdAt, "createdAt");
        if (name == null || name.isBlank() || name.length() > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("organization name must be 1 to " + MAX_NAME_LENGTH + " characters");
        }
    }

    /** A new organization; its SMS sender name defaults to the organization's name. */
    public static Organization create(OrganizationId id, String name, String smsCompanyName, Instant now) {
        String trimmed = name == null ? null : name.strip();
        String sender = smsCompanyName == null || smsCompanyName.isBlank() ? trimmed : smsCompanyName.strip();
        return new Organization(id, trimmed, sender, now);
    }
}
