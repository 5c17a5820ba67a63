package io.campaignoutreach.application.configuration;

import io.campaignoutreach.application.campaign.ConfigUsage;
import java.util.ArrayList;
import java.util.List;

/** The records naming a configuration, in words: the campaigns a usage lists, then the other configurations. */
final class CampaignUsers {

    private CampaignUsers() {
    }

    static ConfigurationKind.Users of(ConfigUsage campaigns, List<String> configurations) {
        List<String> named = new ArrayList<>();
        campaigns.usedByCampaigns().forEach(campaign -> named.add("campaign \"" + campaign.name() + "\""));
        named.addAll(configurations);
        return new ConfigurationKind.Users(named,
                campaigns.assignedCampaignCount() - campaigns.usedByCampaigns().size());
    }

    static String named(String what, String name) {
        return what + " \"" + name + "\"";
    }
}
