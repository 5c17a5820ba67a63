package io.campaignoutreach.domain.campaign;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** Who speaks first on a campaign's calls: the voice AI, or a human agent. */
public enum CampaignKind {
    VOICE_AI, AGENT_FIRST;

    public String wireName() {
        return name().toLowerCase(Locale.ROOT);
    }

    public static Optional<CampaignKind> fromWireName(String name) {
        return Arrays.stream(values()).filter(k -> k.wireName().equals(name)).findFirst();
    }
}
