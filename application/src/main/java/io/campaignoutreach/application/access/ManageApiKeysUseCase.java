package io.campaignoutreach.application.access;

import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Set;

/** Use case (operator): create, list and revoke an organization's API keys (D7, D23). */
public interface ManageApiKeysUseCase {

    /** Creates a key; the returned secret is the only copy. */
    ApiKey.Issued create(CreateApiKeyCommand command);

    List<ApiKey> list(OrganizationId organizationId);

    /** Revokes the key; revoking twice is harmless. */
    ApiKey revoke(ApiKeyId id);

    /** What a new key needs. */
    record CreateApiKeyCommand(OrganizationId organizationId, String name, Set<Capability> capabilities,
                               boolean readOnly, Instant expiresAt) {
        public CreateApiKeyCommand {
            if (organizationId == null) {
                throw new IllegalArgumentException("an organization is required");
            }
            if (name == null || name.isBlank()) {
                throw new IllegalArgumentException("a key name is required");
            }
            if (capabilities == null || capabilities.isEmpty()) {
                throw new IllegalArgumentException("at least one capability is required");
            }
            capabilities = Set.copyOf(capabilities);
        }
    }
}
