package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.organization.Organization;
import java.util.Objects;

/**
 * A campaign with what its reads show beside it: the organization (client), customer figures,
 * and its default transfer and appointment configurations (null when it has none).
 */
public record CampaignView(Campaign campaign, Organization client, CustomerStats customerStats,
                           TransferConfigView transferConfig, AppointmentConfigView appointmentConfig) {

    public CampaignView {
        Objects.requireNonNull(campaign, "campaign");
        Objects.requireNonNull(client, "client");
        Objects.requireNonNull(customerStats, "customerStats");
    }
}
