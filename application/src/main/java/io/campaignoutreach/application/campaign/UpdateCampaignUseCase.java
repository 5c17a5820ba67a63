package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignId;

/** Use case: change a campaign's configuration or status (needs campaigns.manage; not for read-only keys). */
public interface UpdateCampaignUseCase {

    CampaignView update(AccessContext access, CampaignId id, CampaignChanges changes);
}
