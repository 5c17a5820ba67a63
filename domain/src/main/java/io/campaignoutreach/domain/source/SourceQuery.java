package io.campaignoutreach.domain.source;

import io.campaignoutreach.domain.campaign.CampaignId;

/** Which sources to list; null filters match everything. Sources are listed newest first (D4). */
public record SourceQuery(Boolean enabled, DealType dealType, CampaignId campaignId) {

    public static SourceQuery all() {
        return new SourceQuery(null, null, null);
    }

    /** The in-memory reading of the filter; the SQL store expresses the same rule in its query. */
    public boolean matches(Source source) {
        return (enabled == null || enabled.equals(source.enabled()))
                && (dealType == null || dealType == source.dealType())
                && (campaignId == null || campaignId.equals(source.campaignId()));
    }
}
