package io.campaignoutreach.application.access;

import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.access.ApiKey;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.NotFoundException;
import java.time.Clock;
import java.util.List;

/** Operator service behind {@link ManageApiKeysUseCase}. */
public final class ManageApiKeysService implements ManageApiKeysUseCase {

    private final ApiKeyRepository keys;
    private final OrganizationRepository organizations;
    private final IdGenerator ids;
    private final Clock clock;

    public ManageApiKeysService(ApiKeyRepository keys, OrganizationRepository organizations, IdGenerator ids,
                                Clock clock) {
        this.keys = keys;
        this.organizations = organizations;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public ApiKey.Issued create(CreateApiKeyCommand command) {
        organizations.findById(command.organizationId())
                .orElseThrow(() -> new NotFoundException("Organization " + command.organizationId()));
        ApiKey.Issued issued = ApiKey.issue(ApiKeyId.of(ids.newId()), command.organizationId(), command.name(),
                command.capabilities(), command.readOnly(), command.expiresAt(), clock.instant());
        keys.insert(issued.key());
        return issued;
    }

    @Override
    public List<ApiKey> list(OrganizationId organizationId) {
        return keys.findByOrganization(organizationId);
    }

    @Override
    public ApiKey revoke(ApiKeyId id) {
        ApiKey key = keys.findById(id).orElseThrow(() -> new NotFoundException("API key " + id));
        ApiKey revoked = key.revoke(clock.instant());
        if (revoked != key) {
            keys.update(revoked);
        }
        return revoked;
    }
}
