package io.campaignoutreach.application.idempotency;

import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Optional;

/** Outbound port: the idempotency keys of creates, one per key in an organization. */
public interface IdempotencyKeyRepository {

    /**
     * Stores a key's first request; a {@link io.campaignoutreach.domain.shared.ConflictException} when the
     * organization holds the key already (another request with it won a race), and nothing is stored.
     */
    void insert(IdempotentCreation creation);

    Optional<IdempotentCreation> find(OrganizationId organizationId, String key);

    /** Frees the key if it was stored before {@code storedBefore}: its life is over. */
    void release(OrganizationId organizationId, String key, Instant storedBefore);
}
