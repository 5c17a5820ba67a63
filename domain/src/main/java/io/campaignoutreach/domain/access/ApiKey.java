package io.campaignoutreach.domain.access;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * An organization's credential for the API (D7). It carries capabilities, may be read-only
 * (trial keys: never POST or PATCH), may expire and may be revoked. The secret itself is not
 * part of it: only its hash.
 */
public record ApiKey(
        ApiKeyId id,
        OrganizationId organizationId,
        String name,
        String displayPrefix,
        String secretHash,
        Set<Capability> capabilities,
        boolean readOnly,
        Instant createdAt,
        Instant expiresAt,
        Instant revokedAt,
        Instant lastUsedAt) {

    public static final int MAX_NAME_LENGTH = 255;

    public ApiKey {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(secretHash, "secretHash");
        Objects.requireNonNull(createdAt, "createdAt");
        capabilities = capabilities.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(capabilities));
        if (name == null || name.isBlank() || name.length() > MAX_NAME_LENGTH) {
            throw new IllegalArgumentException("key name must be 1 to " + MAX_NAME_LENGTH + " characters");
        }
    }

    /** Creates a key and its secret; the secret is returned once and never stored. */
    public static Issued issue(ApiKeyId id, OrganizationId organizationId, String name, Set<Capability> capabilities,
                               boolean readOnly, Instant expiresAt, Instant now) {
        if (expiresAt != null && !expiresAt.isAfter(now)) {
            throw new IllegalArgumentException("expiresAt must be in the future");
        }
        ApiKeySecret secret = ApiKeySecret.generate();
        ApiKey key = new ApiKey(id, organizationId, name.strip(), secret.displayPrefix(), secret.hash(),
                capabilities, readOnly, now, expiresAt, null, null);
        return new Issued(key, secret);
    }

    /** A freshly issued key with the only copy of its secret. */
    public record Issued(ApiKey key, ApiKeySecret secret) {
    }

    public boolean isActiveAt(Instant now) {
        return revokedAt == null && (expiresAt == null || now.isBefore(expiresAt));
    }

    /** Compares in constant time, so the time taken does not tell how much of a key was right. */
    public boolean matchesHash(String presentedHash) {
        return MessageDigest.isEqual(secretHash.getBytes(StandardCharsets.US_ASCII),
                presentedHash.getBytes(StandardCharsets.US_ASCII));
    }

    public boolean grants(Capability capability) {
        return capabilities.contains(Capability.ALL) || capabilities.contains(capability);
    }

    public ApiKey revoke(Instant now) {
        if (revokedAt != null) {
            return this;
        }
        return new ApiKey(id, organizationId, name, displayPrefix, secretHash, capabilities, readOnly, createdAt,
                expiresAt, now, lastUsedAt);
    }
}
