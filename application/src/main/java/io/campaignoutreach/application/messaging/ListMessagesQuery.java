package io.campaignoutreach.application.messaging;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/**
 * Query: the organization's texts, newest first (then by id, highest first), a page at a time. A
 * customer or campaign of another organization, or an unknown one, is not found.
 */
public interface ListMessagesQuery {

    /** The texts sent to and received from one customer (needs customers:view, as the customer's read). */
    Page<Message> ofCustomer(AccessContext access, CustomerId customerId, PageRequest page);

    /** The texts one campaign decided on (needs campaigns.view, as the campaign's other reads). */
    Page<Message> ofCampaign(AccessContext access, CampaignId campaignId, PageRequest page);

    /**
     * The received texts a person should review, such as an opt-out among other words (needs
     * inquiries.view, as the other things customers raised that a person handles).
     */
    Page<Message> toReview(AccessContext access, PageRequest page);
}
