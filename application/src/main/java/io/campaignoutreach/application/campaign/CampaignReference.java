package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignKind;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.List;

/** What lists and usage counts need of a campaign, without its whole configuration. */
public record CampaignReference(CampaignId id, String name, CampaignKind kind, CampaignStatus status, String suite,
                                String mode, List<TransferConfigId> transferConfigIds,
                                AppointmentConfigId appointmentConfigId) {

    public CampaignReference {
        transferConfigIds = List.copyOf(transferConfigIds);
    }

    public static CampaignReference of(Campaign campaign) {
        return new CampaignReference(campaign.id(), campaign.profile().name(), campaign.profile().kind(),
                campaign.status(), campaign.profile().suite(), campaign.profile().mode(),
                campaign.links().transferConfigIds(),
                campaign.links().appointmentConfigId());
    }

    public boolean isReceptionist() {
        return Campaign.RECEPTIONIST_SUITE.equals(suite);
    }

    /** A retention journey: suite {@code retention} and mode {@code journey} (D9). */
    public boolean isRetentionJourney() {
        return Campaign.RETENTION_SUITE.equals(suite) && Campaign.JOURNEY_MODE.equals(mode);
    }
}
