package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/** Query: a page of the caller's campaigns with their figures and configurations (needs campaigns.view). */
public interface ListCampaignsQuery {

    Page<CampaignView> list(AccessContext access, CampaignQuery query, PageRequest page);
}
