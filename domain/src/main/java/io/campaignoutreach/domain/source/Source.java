package io.campaignoutreach.domain.source;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.Objects;

/**
 * A lead source of a campaign: where its leads come from, how it is paid (deal type, pricing
 * model and terms) and whether it is enabled. {@code sourceId} is the organization's own name for
 * it, unique in the organization.
 */
public record Source(
        SourceId id,
        OrganizationId organizationId,
        String sourceId,
        String name,
        String description,
        CampaignId campaignId,
        Integer phoneNumberId,
        DealType dealType,
        SourceType sourceType,
        PricingModel pricingModel,
        String payout,
        String commissionPerSale,
        String leadCost,
        String durationThreshold,
        Boolean enabled,
        long version,
        Instant createdAt,
        Instant updatedAt) {

    public static final int MAX_SOURCE_ID_LENGTH = 255;
    public static final int MAX_NAME_LENGTH = 255;
    public static final int MAX_DESCRIPTION_LENGTH = 1000;

    public Source {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(organizationId, "organizationId");
        Objects.requireNonNull(sourceId, "sourceId");
        Objects.requireNonNull(campaignId, "campaignId");
        Objects.requireNonNull(dealType, "dealType");
        Objects.requireNonNull(sourceType, "sourceType");
        Objects.requireNonNull(pricingModel, "pricingModel");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
        if (sourceId.isEmpty() || sourceId.length() > MAX_SOURCE_ID_LENGTH) {
            throw new IllegalArgumentException("sourceId must be 1 to " + MAX_SOURCE_ID_LENGTH + " characters");
        }
        if (!SourceTerms.isMoney(payout) || !SourceTerms.isMoney(commissionPerSale) || !SourceTerms.isMoney(leadCost)) {
            throw new IllegalArgumentException("money terms are decimal strings of up to 10 digits and 4 decimals");
        }
        if (!SourceTerms.isSeconds(durationThreshold)) {
            throw new IllegalArgumentException("durationThreshold is whole seconds, up to 6 digits");
        }
    }

    /** This source after a change: the next version at {@code now}, or itself when nothing changed. */
    public Source changed(Source proposed, Instant now) {
        Source same = new Source(id, organizationId, proposed.sourceId, proposed.name, proposed.description,
                proposed.campaignId, proposed.phoneNumberId, proposed.dealType, proposed.sourceType,
                proposed.pricingModel, proposed.payout, proposed.commissionPerSale, proposed.leadCost,
                proposed.durationThreshold, proposed.enabled, version, createdAt, updatedAt);
        if (same.equals(this)) {
            return this;
        }
        return new Source(id, organizationId, proposed.sourceId, proposed.name, proposed.description,
                proposed.campaignId, proposed.phoneNumberId, proposed.dealType, proposed.sourceType,
                proposed.pricingModel, proposed.payout, proposed.commissionPerSale, proposed.leadCost,
                proposed.durationThreshold, proposed.enabled, version + 1, createdAt, now);
    }
}
