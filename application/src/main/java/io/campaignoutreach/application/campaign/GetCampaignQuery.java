package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;

/** Query: one of the caller's campaigns with its figures and configurations, as a list shows it (needs campaigns.view). */
public interface GetCampaignQuery {

    CampaignView get(AccessContext access, CampaignId id);
}
