package io.campaignoutreach.application.idempotency;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A key's first request, as stored: which operation it was, the fingerprint of what it asked for and the id of
 * the record it made.
 */
public record IdempotentCreation(OrganizationId organizationId, String key, String operation, String fingerprint,
                                 String resourceId, Instant createdAt) {

    public IdempotentCreation {
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(operation, "operation");
        Objects.requireNonNull(fingerprint, "fingerprint");
        Objects.requireNonNull(resourceId, "resourceId");
        Objects.requireNonNull(createdAt, "createdAt");
    }

    /** Whether {@code operation} with this fingerprint is the same request again. */
    boolean repeats(String otherOperation, String otherFingerprint) {
        return operation.equals(otherOperation) && fingerprint.equals(otherFingerprint);
    }
}
