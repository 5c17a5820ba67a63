package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.insight.FlowOccupancy;

/** Query: where one of the caller's campaigns' enrollments are in its flow workflow (needs campaigns.view; D21). */
public interface GetFlowOccupancyQuery {

    FlowOccupancy flowOccupancy(AccessContext access, CampaignId campaignId);
}
