package io.campaignoutreach.adapter.http.consent;

import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.domain.campaign.CampaignId;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Size;
import java.util.List;
import java.util.UUID;

/** The body of PUT /v2/consent-settings: every campaign the organization declares informational. */
record InformationalCampaignsRequest(
        @NotNull @Size(max = ConsentUseCases.MAX_INFORMATIONAL_CAMPAIGNS) List<UUID> informationalCampaigns) {

    /** The ids as sent, in order; an element that was not a uuid is null (its fault is already found). */
    List<CampaignId> campaignIds() {
        return informationalCampaigns == null ? null
                : informationalCampaigns.stream().map(id -> id == null ? null : CampaignId.of(id)).toList();
    }
}
