package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.CampaignStatistics;

/** Query: the statistics of one of the caller's campaigns (needs campaigns.view; docs/metrics.md). */
public interface GetCampaignStatsQuery {

    CampaignStatistics stats(AccessContext access, CampaignId campaignId);
}
