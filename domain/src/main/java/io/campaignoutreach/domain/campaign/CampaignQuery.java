package io.campaignoutreach.domain.campaign;

import io.campaignoutreach.domain.shared.SortDirection;
import java.util.Locale;
import java.util.Objects;

/**
 * Which campaigns to list and in what order. {@code search} is a case-insensitive substring of
 * the name or description (D5); null filters match everything.
 */
public record CampaignQuery(CampaignStatus status, String search, CampaignSort sortBy, SortDirection direction) {

    public CampaignQuery {
        Objects.requireNonNull(sortBy, "sortBy");
        Objects.requireNonNull(direction, "direction");
        search = search == null || search.isEmpty() ? null : search;
    }

    public static CampaignQuery all() {
        return new CampaignQuery(null, null, CampaignSort.CREATED_AT, SortDirection.DESC);
    }

    /** The in-memory reading of the filter; the SQL store expresses the same rule in its query. */
    public boolean matches(Campaign campaign) {
        if (status != null && campaign.status() != status) {
            return false;
        }
        if (search == null) {
            return true;
        }
        String needle = search.toLowerCase(Locale.ROOT);
        String name = campaign.profile().name().toLowerCase(Locale.ROOT);
        String description = campaign.profile().description();
        return name.contains(needle)
                || (description != null && description.toLowerCase(Locale.ROOT).contains(needle));
    }
}
