package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;

/** Which of an organization's texts to list: of one customer, of one campaign, or both; null matches any. */
public record MessageQuery(CustomerId customerId, CampaignId campaignId) {
}
