package io.campaignoutreach.domain.campaign;

import java.util.Objects;
import java.util.UUID;

/** Identifies a campaign. */
public record CampaignId(UUID value) {

    public CampaignId {
        Objects.requireNonNull(value, "value");
    }

    public static CampaignId of(UUID value) {
        return new CampaignId(value);
    }

    @Override
    public String toString() {
        return value.toString();
    }
}
