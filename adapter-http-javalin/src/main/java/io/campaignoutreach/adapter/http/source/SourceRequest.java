package io.campaignoutreach.adapter.http.source;

import io.campaignoutreach.adapter.http.request.Nullable;
import io.campaignoutreach.application.source.SourceChanges;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.shared.Patch;
import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceTerms;
import io.campaignoutreach.domain.source.SourceType;
import jakarta.validation.constraints.Pattern;
import java.util.UUID;
import org.hibernate.validator.constraints.CodePointLength;

/**
 * The body of POST /v2/sources and PATCH /v2/sources/{id} (D15): the members a client may set.
 * Which of them a new source needs is the use case's rule.
 */
record SourceRequest(
        @CodePointLength(min = 1, max = Source.MAX_SOURCE_ID_LENGTH) Patch<String> sourceId,
        @Nullable @CodePointLength(max = Source.MAX_NAME_LENGTH) Patch<String> name,
        @Nullable @CodePointLength(max = Source.MAX_DESCRIPTION_LENGTH) Patch<String> description,
        Patch<UUID> campaignId,
        @Nullable Patch<Integer> phoneNumberId,
        Patch<DealType> dealType,
        Patch<SourceType> sourceType,
        Patch<PricingModel> pricingModel,
        @Nullable @CodePointLength(max = 32) @Pattern(regexp = SourceTerms.MONEY_FORMAT, message = MONEY)
        Patch<String> payout,
        @Nullable @CodePointLength(max = 32) @Pattern(regexp = SourceTerms.MONEY_FORMAT, message = MONEY)
        Patch<String> commissionPerSale,
        @Nullable @CodePointLength(max = 32) @Pattern(regexp = SourceTerms.MONEY_FORMAT, message = MONEY)
        Patch<String> leadCost,
        @Nullable @CodePointLength(max = 32) @Pattern(regexp = SourceTerms.SECONDS_FORMAT,
                message = "whole seconds, up to 6 digits, e.g. 90")
        Patch<String> durationThreshold,
        @Nullable Patch<Boolean> enabled) {

    static final String MONEY = "a decimal of up to 10 digits and 4 decimals, e.g. 12.50";

    SourceChanges toChanges() {
        return new SourceChanges(sourceId, name, description, campaignId.map(CampaignId::of), phoneNumberId, dealType,
                sourceType, pricingModel, payout, commissionPerSale, leadCost, durationThreshold, enabled);
    }
}
