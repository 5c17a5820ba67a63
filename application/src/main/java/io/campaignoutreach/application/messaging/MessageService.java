package io.campaignoutreach.application.messaging;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignBehaviorsService;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;

/**
 * Reads of the organization's texts. The store pages within the caller's organization only, and the
 * customer or campaign named must be the organization's: an id of another one is not found, as it is
 * for the customer's and the campaign's own reads, rather than an empty page that would tell it exists.
 */
public final class MessageService implements ListMessagesQuery {

    private final MessageRepository messages;
    private final CustomerRepository customers;
    private final CampaignRepository campaigns;

    public MessageService(MessageRepository messages, CustomerRepository customers, CampaignRepository campaigns) {
        this.messages = messages;
        this.customers = customers;
        this.campaigns = campaigns;
    }

    @Override
    public Page<Message> ofCustomer(AccessContext access, CustomerId customerId, PageRequest page) {
        access.require(Capability.CUSTOMERS_VIEW);
        // A deleted customer is not found, as its read is not.
        customers.findById(access.organizationId(), customerId).filter(customer -> !customer.isDeleted())
                .orElseThrow(() -> new NotFoundException("Customer"));
        return messages.page(access.organizationId(), MessageQuery.ofCustomer(customerId), page);
    }

    @Override
    public Page<Message> ofCampaign(AccessContext access, CampaignId campaignId, PageRequest page) {
        CampaignBehaviorsService.viewable(campaigns, access, campaignId);
        return messages.page(access.organizationId(), MessageQuery.ofCampaign(campaignId), page);
    }

    @Override
    public Page<Message> toReview(AccessContext access, PageRequest page) {
        access.require(Capability.INQUIRIES_VIEW);
        return messages.page(access.organizationId(), MessageQuery.forReview(), page);
    }
}
