package io.campaignoutreach.adapter.http.source;

import io.campaignoutreach.application.source.SourceView;
import io.campaignoutreach.domain.source.Source;
import java.time.Instant;

/** A source as the API writes it (the spec's Source), with its campaign's name. */
record SourceResponse(String id, String sourceId, String name, String description, String campaignId,
                      Integer phoneNumberId, String dealType, String sourceType, String pricingModel, String payout,
                      String commissionPerSale, String leadCost, String durationThreshold, Boolean enabled,
                      Instant createdAt, Instant updatedAt, String campaignName) {

    static SourceResponse from(SourceView view) {
        Source s = view.source();
        return new SourceResponse(s.id().toString(), s.sourceId(), s.name(), s.description(),
                s.campaignId().toString(), s.phoneNumberId(), s.dealType().wireName(), s.sourceType().wireName(),
                s.pricingModel().wireName(), s.payout(), s.commissionPerSale(), s.leadCost(), s.durationThreshold(),
                s.enabled(), s.createdAt(), s.updatedAt(), view.campaignName());
    }
}
