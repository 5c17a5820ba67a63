package io.campaignoutreach.application.campaign;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.shared.Violations;

/** Use case: change a campaign's configuration or status (needs campaigns.manage; not for read-only keys). */
public interface UpdateCampaignUseCase {

    default CampaignView update(AccessContext access, CampaignId id, CampaignChanges changes) {
        return update(access, id, changes, new Violations());
    }

    /**
     * As {@link #update(AccessContext, CampaignId, CampaignChanges)}, for a caller that already
     * found broken rules in the same request ({@code found}; members it could not read left
     * absent): they are reported together with broken references and the campaign's own rules,
     * and nothing changes.
     */
    CampaignView update(AccessContext access, CampaignId id, CampaignChanges changes, Violations found);
}
