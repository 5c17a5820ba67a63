package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;

/**
 * Which of an organization's texts to list: of one customer, of one campaign, or both; null matches
 * any. {@code toReview} keeps only received texts listed for a person to review
 * ({@link io.campaignoutreach.domain.messaging.Message#toReview()}).
 */
public record MessageQuery(CustomerId customerId, CampaignId campaignId, boolean toReview) {

    /** Every text, of any customer and campaign. */
    public static final MessageQuery ALL = new MessageQuery(null, null, false);

    public MessageQuery(CustomerId customerId, CampaignId campaignId) {
        this(customerId, campaignId, false);
    }

    public static MessageQuery ofCustomer(CustomerId customerId) {
        return new MessageQuery(customerId, null, false);
    }

    public static MessageQuery ofCampaign(CampaignId campaignId) {
        return new MessageQuery(null, campaignId, false);
    }

    /** The received texts a person should review, of any customer. */
    public static MessageQuery forReview() {
        return new MessageQuery(null, null, true);
    }
}
