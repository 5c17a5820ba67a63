package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.consent.ConsentSettingsRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Set;

/** Secondary adapter: each organization's declared informational campaigns, in memory. */
final class InMemoryConsentSettingsRepository implements ConsentSettingsRepository {

    private final InMemoryStore store;
    private final Table<OrganizationId, Set<CampaignId>> informational;

    InMemoryConsentSettingsRepository(InMemoryStore store) {
        this.store = store;
        this.informational = new Table<>(store);
    }

    @Override
    public Set<CampaignId> informationalCampaigns(OrganizationId organizationId) {
        return store.read(() -> informational.get(organizationId).orElse(Set.of()));
    }

    @Override
    public void replaceInformationalCampaigns(OrganizationId organizationId, Set<CampaignId> campaignIds) {
        store.inTransaction(() -> {
            informational.put(organizationId, Set.copyOf(campaignIds));
            return null;
        });
    }
}
