package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.consent.ConsentSettingsRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Reads what one organization's due texts need in a few look-ups, their numbers locked first with
 * the lock the dial gate and the intake of opt-outs take ({@link TextNumbers}).
 */
public final class TextReads {

    private final OutreachQueue queue;
    private final CampaignRepository campaigns;
    private final CustomerRepository customers;
    private final SuppressionRepository suppressions;
    private final ConsentLedgerRepository consentLedger;
    private final ConsentSettingsRepository consentSettings;
    private final MessageRepository messages;
    private final OrganizationRepository organizations;

    public TextReads(OutreachQueue queue, CampaignRepository campaigns, CustomerRepository customers,
                     SuppressionRepository suppressions, ConsentLedgerRepository consentLedger,
                     ConsentSettingsRepository consentSettings, MessageRepository messages,
                     OrganizationRepository organizations) {
        this.queue = queue;
        this.campaigns = campaigns;
        this.customers = customers;
        this.suppressions = suppressions;
        this.consentLedger = consentLedger;
        this.consentSettings = consentSettings;
        this.messages = messages;
        this.organizations = organizations;
    }

    TextNumbers read(OrganizationId organization, List<Message> texts, Instant since) {
        List<PhoneNumber> phones = texts.stream().map(Message::phoneNumber).distinct().toList();
        // The same per-number lock the dial gate and the intake of opt-outs take.
        queue.numberActivity(organization, phones, since);
        Map<CampaignId, Campaign> campaignsById = campaigns.findByIds(organization,
                        texts.stream().map(Message::campaignId).filter(Objects::nonNull).distinct().toList())
                .stream().collect(Collectors.toMap(Campaign::id, Function.identity()));
        Map<CustomerId, Customer> customersById = customers.findByIds(organization,
                        texts.stream().map(Message::customerId).filter(Objects::nonNull).distinct().toList())
                .stream().collect(Collectors.toMap(Customer::id, Function.identity()));
        Set<PhoneNumber> suppressed = new HashSet<>();
        suppressions.findActive(organization, phones).forEach(s -> suppressed.add(s.phoneNumber()));
        Map<PhoneNumber, ConsentLedger> ledgers = new HashMap<>();
        consentLedger.entriesFor(organization, phones)
                .forEach((phone, entries) -> ledgers.put(phone, ConsentLedger.of(entries)));
        Map<PhoneNumber, TextActivity> activity = new HashMap<>(messages.activity(organization, phones,
                since));
        Set<CampaignId> informational = campaignsById.isEmpty() ? Set.of()
                : consentSettings.informationalCampaigns(organization);
        String brand = organizations.findById(organization).map(Organization::smsCompanyName)
                .orElse(null);
        return new TextNumbers(campaignsById, customersById, suppressed, ledgers, activity, informational, brand);
    }
}
