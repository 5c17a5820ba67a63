package io.campaignoutreach.application.campaign;

import java.util.List;

/** Which campaigns use a configuration, and whether a receptionist campaign is among them. */
public record ConfigUsage(List<CampaignReference> usedByCampaigns) {

    public ConfigUsage {
        usedByCampaigns = List.copyOf(usedByCampaigns);
    }

    public int assignedCampaignCount() {
        return usedByCampaigns.size();
    }

    public boolean usedByReceptionist() {
        return usedByCampaigns.stream().anyMatch(CampaignReference::isReceptionist);
    }
}
