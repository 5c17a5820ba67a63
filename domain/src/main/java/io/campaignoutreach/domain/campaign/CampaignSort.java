package io.campaignoutreach.domain.campaign;

import java.util.Arrays;
import java.util.Optional;

/** Orders of the campaign list; ties are always broken by id in the same direction. */
public enum CampaignSort {
    CREATED_AT("createdAt"), UPDATED_AT("updatedAt"), NAME("name"), STATUS("status"), START_DATE("startDate");

    private final String wireName;

    CampaignSort(String wireName) {
        this.wireName = wireName;
    }

    public String wireName() {
        return wireName;
    }

    public static Optional<CampaignSort> fromWireName(String name) {
        return Arrays.stream(values()).filter(s -> s.wireName.equals(name)).findFirst();
    }
}
