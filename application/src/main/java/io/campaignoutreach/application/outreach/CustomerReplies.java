package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.consent.InboundKeywords;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.messaging.KeywordReplies;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * What a customer's text does in one organization (P66): stored, and under the number's lock (the
 * one the dial gate and the text gate take) an opt-out revokes texts of every purpose and marketing
 * on every channel, an opt-in restores texts, help is answered; other words may open an inquiry.
 */
public final class CustomerReplies {

    private final OutreachQueue queue;
    private final CustomerRepository customers;
    private final ConsentLedgerRepository consentLedger;
    private final OrganizationRepository organizations;
    private final MessageRepository messages;
    private final TextInquiries inquiries;
    private final IdGenerator ids;

    public CustomerReplies(OutreachQueue queue, CustomerRepository customers, ConsentLedgerRepository consentLedger,
                           OrganizationRepository organizations, MessageRepository messages,
                           CampaignRepository campaigns, InquiryRepository inquiryRepository, IdGenerator ids) {
        this.queue = queue;
        this.customers = customers;
        this.consentLedger = consentLedger;
        this.organizations = organizations;
        this.messages = messages;
        this.inquiries = new TextInquiries(messages, campaigns, inquiryRepository, ids);
        this.ids = ids;
    }

    /** Stores the text for one organization and acts on it; returns whether it answered the customer. */
    boolean receive(OrganizationId organization, MessageEvent.Inbound inbound, InboundKeywords.Intent intent,
                    boolean answeredAlready, Instant now) {
        queue.numberActivity(organization, List.of(inbound.from()), now);
        Optional<Customer> customer = customers.findByPhones(organization, List.of(inbound.from())).stream()
                .findFirst();
        Message received = Message.received(MessageId.of(ids.newId()), organization, inbound.from(), inbound.to(),
                customer.map(Customer::id).orElse(null), inbound.body(), inbound.providerMessageId(), inbound.at());
        if (intent == InboundKeywords.Intent.OPT_OUT_IN_TEXT) {
            received = received.toReview("an opt-out among other words: honored at once, for a person to confirm");
        }
        ConsentLedger ledger = ConsentLedger.of(consentLedger.entriesFor(organization,
                List.of(inbound.from())).getOrDefault(inbound.from(), List.of()));
        String brand = organizations.findById(organization).map(Organization::smsCompanyName).orElse(null);
        // A carrier's clock a little ahead of ours must not date the customer's act after its recording.
        Instant occurred = inbound.at().isAfter(now) ? now : inbound.at();
        Acted acted = act(intent, ledger, new Act(organization, inbound, occurred, now), brand);
        List<Message> texts = new ArrayList<>(List.of(received));
        if (intent == InboundKeywords.Intent.NONE && customer.isPresent()) {
            inquiries.open(customer.get(), inbound, now).ifPresent(texts::add);
        }
        boolean answers = acted.reply() != null && !answeredAlready;
        if (answers) {
            texts.add(Message.pending(MessageId.of(ids.newId()), organization, inbound.from(), inbound.to(),
                    acted.replyKind(), null, customer.map(Customer::id).orElse(null), null, null, acted.reply(), now,
                    now));
        }
        consentLedger.append(acted.entries());
        messages.add(texts);
        return answers;
    }

    /** One text's keyword, in one organization, at its instants. */
    private record Act(OrganizationId organization, MessageEvent.Inbound inbound, Instant occurred, Instant now) {
        /** The text as the ledger keeps it: its evidence, as long as the ledger keeps any. */
        String evidence() {
            String body = inbound.body().strip();
            return body.codePointCount(0, body.length()) <= ConsentEntry.MAX_EVIDENCE_LENGTH ? body
                    : body.substring(0, body.offsetByCodePoints(0, ConsentEntry.MAX_EVIDENCE_LENGTH));
        }
    }

    /** What a keyword does: the ledger entries it appends and the answer it gets, if any. */
    private record Acted(List<ConsentEntry> entries, MessageKind replyKind, String reply) {
        static final Acted NOTHING = new Acted(List.of(), null, null);
    }

    private Acted act(InboundKeywords.Intent intent, ConsentLedger ledger, Act act, String brand) {
        return switch (intent) {
            case OPT_OUT, OPT_OUT_IN_TEXT -> optOut(ledger, act, brand);
            case OPT_IN -> new Acted(Arrays.stream(ConsentPurpose.values())
                    .map(purpose -> ConsentEntry.given(entryId(), act.organization(), act.inbound().from(),
                            ConsentChannel.SMS, purpose, ConsentSource.INBOUND_KEYWORD, act.evidence(),
                            act.occurred(), act.now()))
                    .toList(), MessageKind.OPT_IN_CONFIRMATION, KeywordReplies.optIn(brand));
            case HELP -> new Acted(List.of(), MessageKind.HELP_REPLY,
                    KeywordReplies.help(brand, TextRequests.displayed(act.inbound().to())));
            case NONE -> Acted.NOTHING;
        };
    }

    /**
     * Texts of both purposes and marketing on every channel revoked; confirmed once, unless the number
     * had opted out of texts already.
     */
    private Acted optOut(ConsentLedger ledger, Act act, String brand) {
        boolean optedOutAlready = ledger.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)
                && ledger.revoked(ConsentChannel.SMS, ConsentPurpose.INFORMATIONAL);
        List<ConsentEntry> entries = new ArrayList<>(ConsentEntry.revokeAllMarketing(this::entryId,
                act.organization(), act.inbound().from(), ConsentSource.INBOUND_KEYWORD, act.evidence(),
                act.occurred(), act.now()));
        entries.add(ConsentEntry.revoked(entryId(), act.organization(), act.inbound().from(), ConsentChannel.SMS,
                ConsentPurpose.INFORMATIONAL, ConsentSource.INBOUND_KEYWORD, act.evidence(), act.occurred(),
                act.now()));
        return optedOutAlready ? new Acted(entries, null, null)
                : new Acted(entries, MessageKind.OPT_OUT_CONFIRMATION, KeywordReplies.optOut(brand));
    }

    private ConsentEntryId entryId() {
        return ConsentEntryId.of(ids.newId());
    }
}
