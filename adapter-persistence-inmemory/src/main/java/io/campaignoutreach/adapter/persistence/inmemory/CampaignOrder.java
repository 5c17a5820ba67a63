package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.shared.SortDirection;
import java.time.Instant;
import java.util.Comparator;
import java.util.Locale;

/**
 * Secondary adapter support: the campaign list orders of D4 as the SQL store sorts them. Names
 * compare case-insensitively, statuses by wire name, ties by id in the same direction, and
 * campaigns without a start date come last whichever the direction.
 */
final class CampaignOrder {

    private CampaignOrder() {
    }

    static Comparator<Campaign> of(CampaignSort sort, SortDirection direction) {
        Comparator<Campaign> byField = switch (sort) {
            case CREATED_AT -> Comparator.comparing(Campaign::createdAt);
            case UPDATED_AT -> Comparator.comparing(Campaign::updatedAt);
            case NAME -> Comparator.comparing(c -> c.profile().name().toLowerCase(Locale.ROOT));
            case STATUS -> Comparator.comparing(c -> c.status().wireName());
            case START_DATE -> Comparator.comparing(Campaign::startDate,
                    Comparator.nullsLast(Comparator.<Instant>naturalOrder()));
        };
        Comparator<Campaign> directed = byField.thenComparing(c -> c.id().value(), IdOrder.UNSIGNED);
        if (direction == SortDirection.DESC) {
            directed = directed.reversed();
        }
        Comparator<Campaign> undatedLast = Comparator.comparing(c -> sort == CampaignSort.START_DATE
                && c.startDate() == null);
        return undatedLast.thenComparing(directed);
    }
}
