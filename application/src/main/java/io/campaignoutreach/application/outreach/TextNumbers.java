package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.TextPurposes;
import java.time.Instant;
import java.util.Map;
import java.util.Set;

/** What one organization's due texts need, read by {@link TextReads} with their numbers locked. */
final class TextNumbers {
    private final Map<CampaignId, Campaign> campaigns;
    private final Map<CustomerId, Customer> customers;
    private final Set<PhoneNumber> suppressed;
    private final Map<PhoneNumber, ConsentLedger> ledgers;
    private final Map<PhoneNumber, TextActivity> activity;
    private final Set<CampaignId> informational;
    private final String brand;

    TextNumbers(Map<CampaignId, Campaign> campaigns, Map<CustomerId, Customer> customers,
                    Set<PhoneNumber> suppressed, Map<PhoneNumber, ConsentLedger> ledgers,
                    Map<PhoneNumber, TextActivity> activity, Set<CampaignId> informational, String brand) {
        this.campaigns = campaigns;
        this.customers = customers;
        this.suppressed = suppressed;
        this.ledgers = ledgers;
        this.activity = activity;
        this.informational = informational;
        this.brand = brand;
    }

    Campaign campaign(Message text) {
        return text.campaignId() == null ? null : campaigns.get(text.campaignId());
    }

    Customer customer(Message text) {
        return text.customerId() == null ? null : customers.get(text.customerId());
    }

    boolean suppressed(PhoneNumber number) {
        return suppressed.contains(number);
    }

    ConsentLedger ledger(PhoneNumber number) {
        return ledgers.getOrDefault(number, ConsentLedger.empty());
    }

    TextActivity activity(PhoneNumber number) {
        return activity.getOrDefault(number, TextActivity.NONE);
    }

    ConsentPurpose purpose(Message text, Campaign campaign) {
        return TextPurposes.of(text.smsType(), informational.contains(campaign.id()));
    }

    String brand() {
        return brand;
    }

    /** Counts a text this round handed over, so a later text of the round sees it. */
    void handedOver(Message text, Instant at) {
        TextActivity was = activity(text.phoneNumber());
        activity.put(text.phoneNumber(), text.smsType() != null ? was.plusCampaignText(at) : was.plusReply());
    }
}
