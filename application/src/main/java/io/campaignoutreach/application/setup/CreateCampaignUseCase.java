package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.Campaign;

/**
 * Use case: create a campaign (needs campaigns.manage; not for read-only keys). A workflow or
 * configuration it names that the organization does not have is a
 * {@link io.campaignoutreach.domain.shared.ValidationException}.
 */
public interface CreateCampaignUseCase {

    Campaign createCampaign(AccessContext access, NewCampaign command);
}
