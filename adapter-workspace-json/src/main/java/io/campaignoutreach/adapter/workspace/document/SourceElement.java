package io.campaignoutreach.adapter.workspace.document;

import io.campaignoutreach.domain.source.DealType;
import io.campaignoutreach.domain.source.PricingModel;
import io.campaignoutreach.domain.source.SourceType;
import java.time.Instant;
import java.util.UUID;

/** A lead source as a workspace document gives it. */
public record SourceElement(UUID id, UUID campaignId, String sourceId, String name, String description,
                            Integer phoneNumberId, DealType dealType, SourceType sourceType,
                            PricingModel pricingModel, String payout, String commissionPerSale, String leadCost,
                            String durationThreshold, Boolean enabled, Instant createdAt)
        implements FileElement {
}
