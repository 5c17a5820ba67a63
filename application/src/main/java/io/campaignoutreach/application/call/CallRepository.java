package io.campaignoutreach.application.call;

import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Collection;
import java.util.Map;

/** Outbound port: stores calls and counts them for campaign statistics. */
public interface CallRepository {

    void insert(Call call);

    void insertAll(Collection<Call> calls);

    /**
     * Per campaign, call counts overall and since {@code dayStart} (inclusive); test calls are left
     * out. Campaigns with no calls are left out.
     */
    Map<CampaignId, CallCounts> countByCampaign(OrganizationId organizationId, Collection<CampaignId> campaignIds,
                                                Instant dayStart);
}
