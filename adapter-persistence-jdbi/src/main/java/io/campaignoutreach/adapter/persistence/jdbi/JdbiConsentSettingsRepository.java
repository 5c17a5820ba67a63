package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.consent.ConsentSettingsRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/** Secondary adapter: each organization's declared informational campaigns in PostgreSQL. */
final class JdbiConsentSettingsRepository implements ConsentSettingsRepository {

    private final Handles handles;

    JdbiConsentSettingsRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public Set<CampaignId> informationalCampaigns(OrganizationId organizationId) {
        return handles.with(h -> h.createQuery(
                        "select campaign_id from informational_campaigns where organization_id = :org")
                .bind("org", organizationId.value())
                .mapTo(UUID.class)
                .stream().map(CampaignId::of).collect(Collectors.toUnmodifiableSet()));
    }

    @Override
    public void replaceInformationalCampaigns(OrganizationId organizationId, Set<CampaignId> campaignIds) {
        handles.inTransaction(() -> handles.with(h -> {
            h.createUpdate("delete from informational_campaigns where organization_id = :org")
                    .bind("org", organizationId.value()).execute();
            h.createUpdate("""
                            insert into informational_campaigns (organization_id, campaign_id)
                            select :org, c from unnest(:campaigns) as c""")
                    .bind("org", organizationId.value())
                    .bind("campaigns", SqlArrays.of(UUID.class, campaignIds.stream().map(CampaignId::value).toList()))
                    .execute();
            return null;
        }));
    }
}
