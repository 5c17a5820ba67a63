package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores API keys by the hash of their secret; the secret itself is never given to it. */
public interface ApiKeyRepository {

    void insert(ApiKey key);

    /** Replaces the stored key with the same id (revocation). */
    void update(ApiKey key);

    Optional<ApiKey> findById(ApiKeyId id);

    Optional<ApiKey> findBySecretHash(String secretHash);

    /** The organization's keys, oldest first. */
    List<ApiKey> findByOrganization(OrganizationId organizationId);

    /** Records that the key was used; keeps the latest instant only. */
    void recordUse(ApiKeyId id, Instant usedAt);
}
