package io.campaignoutreach.domain.organization;

import java.util.Objects;
import java.util.UUID;

/** Identifies an organization (the agency, called the client in the API). */
public record OrganizationId(UUID value) {

    public OrganizationId {
        Objects.requireNonNull(value, "value");
    }

    public static OrganizationId of(UUID value) {
        return new OrganizationId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
