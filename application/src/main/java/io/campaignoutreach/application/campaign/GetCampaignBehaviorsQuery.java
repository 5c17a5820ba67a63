package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.CampaignBehaviors;

/** Query: the behaviors and configuration checks of one of the caller's campaigns (needs campaigns.view; D20). */
public interface GetCampaignBehaviorsQuery {

    CampaignBehaviors behaviors(AccessContext access, CampaignId campaignId);
}
