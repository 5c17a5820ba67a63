package io.campaignoutreach.application.consent;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.Set;

/**
 * Outbound port: what an organization declares of its campaigns' purpose. A campaign named here is
 * informational (reminders, service calls, no sales), so its AI-voice calls need no written
 * marketing consent; every other campaign is marketing, the safe default (P65).
 */
public interface ConsentSettingsRepository {

    /** The organization's campaigns declared informational; empty when it declared none. */
    Set<CampaignId> informationalCampaigns(OrganizationId organizationId);

    /** Replaces the organization's declaration with {@code campaignIds}. */
    void replaceInformationalCampaigns(OrganizationId organizationId, Set<CampaignId> campaignIds);
}
