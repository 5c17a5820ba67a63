package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageDirection;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;

/** Opens an inquiry from a customer's own words by text, where the campaign that texted them takes inquiries. */
final class TextInquiries {

    private final MessageRepository messages;
    private final CampaignRepository campaigns;
    private final InquiryRepository inquiries;
    private final IdGenerator ids;

    TextInquiries(MessageRepository messages, CampaignRepository campaigns, InquiryRepository inquiries,
                  IdGenerator ids) {
        this.messages = messages;
        this.campaigns = campaigns;
        this.inquiries = inquiries;
        this.ids = ids;
    }

    /**
     * A customer's own words, when the campaign that texted them last takes inquiries: an inquiry is
     * opened on that campaign and enrollment, and the campaign's {@code newInquiry} text answers it.
     * Returns that text, if the campaign sends one.
     */
    Optional<Message> open(Customer customer, MessageEvent.Inbound inbound, Instant now) {
        Optional<Message> lastSent = messages.page(customer.organizationId(),
                        new MessageQuery(customer.id(), null), PageRequest.first()).items().stream()
                .filter(m -> m.direction() == MessageDirection.OUTBOUND && m.campaignId() != null
                        && m.enrollmentId() != null)
                .findFirst();
        Optional<Campaign> campaign = lastSent.flatMap(m -> campaigns.findById(customer.organizationId(),
                m.campaignId())).filter(c -> c.outcomes().features().inquiries());
        if (campaign.isEmpty()) {
            return Optional.empty();
        }
        inquiries.insert(Inquiry.builder(InquiryId.of(ids.newId()), customer.organizationId(),
                campaign.get().id(), customer.id(), lastSent.get().enrollmentId(), inbound.body(), InquiryStatus.NEW)
                .reconstitute(0, now, now));
        return new TextRequests(ids, inbound.to()).request(SmsType.NEW_INQUIRY, campaign.get(), customer,
                lastSent.get().enrollmentId(), Map.of(), now);
    }
}
