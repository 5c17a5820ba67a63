package io.campaignoutreach.application.campaign;

import java.util.List;

/**
 * Which campaigns use a configuration: how many ({@code assignedCampaignCount}), the first
 * {@link #LISTED} of them by name ({@code usedByCampaigns}), and whether a receptionist campaign is
 * among all of them. The list is bounded so that a page of campaigns sharing one configuration
 * does not grow with the number of campaigns sharing it (decision P54).
 */
public record ConfigUsage(List<CampaignReference> usedByCampaigns, int assignedCampaignCount,
                          boolean usedByReceptionist) {

    /** At most this many campaigns are listed; the count carries the total. */
    public static final int LISTED = 25;

    public ConfigUsage {
        usedByCampaigns = List.copyOf(usedByCampaigns);
    }

    /** The same usage with {@code listed} as the campaigns it lists. */
    public ConfigUsage listing(List<CampaignReference> listed) {
        return new ConfigUsage(listed, assignedCampaignCount, usedByReceptionist);
    }

    /** The usage by {@code users}, every campaign using the configuration, in name order. */
    public static ConfigUsage of(List<CampaignReference> users) {
        return new ConfigUsage(users.subList(0, Math.min(LISTED, users.size())), users.size(),
                users.stream().anyMatch(CampaignReference::isReceptionist));
    }
}
