package io.campaignoutreach.application.source;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;

/**
 * The members of a source a client may set (D15). For a new source, absent members take their
 * defaults (a generated {@code sourceId}, outbound, enabled); for a change they keep their value.
 */
public record SourceChanges(
        Patch<String> sourceId,
        Patch<String> name,
        Patch<String> description,
        Patch<CampaignId> campaignId,
        Patch<Integer> phoneNumberId,
        Patch<DealType> dealType,
        Patch<SourceType> sourceType,
        Patch<PricingModel> pricingModel,
        Patch<String> payout,
        Patch<String> commissionPerSale,
        Patch<String> leadCost,
        Patch<String> durationThreshold,
        Patch<Boolean> enabled) {
}
