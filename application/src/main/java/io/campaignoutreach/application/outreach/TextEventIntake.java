package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.messaging.TextRequests;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.consent.InboundKeywords;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.messaging.KeywordReplies;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageDirection;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;

/**
 * Where carriers' text events come in, each delivery in one unit of work: the status of a text the
 * service sent moves forward; a text from a customer is stored once per organization that texted the
 * number from that service number, and an opt-out, opt-in or help keyword acts at once (P66). An
 * opt-out is recorded under the number's lock, the one the dial gate and the text gate take, so
 * nothing starts after it commits; it revokes texts of every purpose and marketing on every channel.
 * One answer goes to a keyword, from the organization that texted the number last, unless the
 * carrier answered it itself or the number had opted out already.
 */
public final class TextEventIntake implements MessageEventSink {

    private static final int RETRIES = 3;

    private final StorePorts store;
    private final Clock clock;
    private final IdGenerator ids;

    public TextEventIntake(StorePorts store, Clock clock, IdGenerator ids) {
        this.store = store;
        this.clock = clock;
        this.ids = ids;
    }

    @Override
    public List<MessageEvent> deliver(List<MessageEvent> events) {
        store.transactions().inTransactionRetrying(RETRIES, () -> {
            Instant now = clock.instant();
            applyStatus(events.stream().filter(MessageEvent.Status.class::isInstance)
                    .map(MessageEvent.Status.class::cast).toList(), now);
            events.stream().filter(MessageEvent.Inbound.class::isInstance).map(MessageEvent.Inbound.class::cast)
                    .forEach(inbound -> receive(inbound, now));
            return null;
        });
        return List.of();
    }

    private void applyStatus(List<MessageEvent.Status> statuses, Instant now) {
        Map<MessageId, MessageEvent.Status> byId = statuses.stream()
                .flatMap(status -> key(status.messageKey()).map(id -> Map.entry(id, status)).stream())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, TextEventIntake::later));
        List<Message> changed = new ArrayList<>();
        for (Message text : store.messages().lock(byId.keySet())) {
            MessageEvent.Status status = byId.get(text.id());
            Message moved = text.reported(status.status(), status.providerMessageId(), status.errorCode(), now);
            if (moved != text) {
                changed.add(moved);
            }
        }
        store.messages().update(changed);
    }

    /** Of two statuses of one text in a delivery, the one further along. */
    private static MessageEvent.Status later(MessageEvent.Status a, MessageEvent.Status b) {
        return a.status().mayMoveTo(b.status()) || a.status() == b.status() ? b : a;
    }

    private static Optional<MessageId> key(String messageKey) {
        try {
            return Optional.of(MessageId.of(UUID.fromString(messageKey)));
        } catch (IllegalArgumentException notOurs) {
            return Optional.empty();
        }
    }

    private void receive(MessageEvent.Inbound inbound, Instant now) {
        // Those that texted the number from this one, then those that called it: the first answers. A
        // number nobody contacted from here concerns no organization.
        Set<OrganizationId> senders = new LinkedHashSet<>(store.messages().senders(inbound.from(), inbound.to()));
        senders.addAll(store.outreach().callers(inbound.from(), inbound.to()));
        InboundKeywords.Intent intent = InboundKeywords.classify(inbound.body());
        boolean answered = inbound.carrierReplied();
        for (OrganizationId organization : senders) {
            if (store.messages().received(organization, inbound.providerMessageId())) {
                answered = true;
                continue;
            }
            answered |= receiveFor(organization, inbound, intent, answered, now);
        }
    }

    /** Stores the text for one organization and acts on it; returns whether it answered the customer. */
    private boolean receiveFor(OrganizationId organization, MessageEvent.Inbound inbound,
                               InboundKeywords.Intent intent, boolean answeredAlready, Instant now) {
        store.outreach().numberActivity(organization, List.of(inbound.from()), now);
        Optional<Customer> customer = store.customers().findByPhones(organization, List.of(inbound.from())).stream()
                .findFirst();
        Message received = Message.received(MessageId.of(ids.newId()), organization, inbound.from(), inbound.to(),
                customer.map(Customer::id).orElse(null), inbound.body(), inbound.providerMessageId(), inbound.at());
        if (intent == InboundKeywords.Intent.OPT_OUT_IN_TEXT) {
            received = received.toReview("an opt-out among other words: honored at once, for a person to confirm");
        }
        ConsentLedger ledger = ConsentLedger.of(store.consentLedger().entriesFor(organization,
                List.of(inbound.from())).getOrDefault(inbound.from(), List.of()));
        List<ConsentEntry> entries = new ArrayList<>();
        Optional<String> reply = Optional.empty();
        MessageKind replyKind = null;
        String brand = store.organizations().findById(organization).map(Organization::smsCompanyName).orElse(null);
        switch (intent) {
            case OPT_OUT, OPT_OUT_IN_TEXT -> {
                boolean optedOutAlready = ledger.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)
                        && ledger.revoked(ConsentChannel.SMS, ConsentPurpose.INFORMATIONAL);
                entries.addAll(ConsentEntry.revokeAllMarketing(this::entryId, organization, inbound.from(),
                        ConsentSource.INBOUND_KEYWORD, inbound.body(), inbound.at(), now));
                entries.add(ConsentEntry.revoked(entryId(), organization, inbound.from(), ConsentChannel.SMS,
                        ConsentPurpose.INFORMATIONAL, ConsentSource.INBOUND_KEYWORD, inbound.body(), inbound.at(),
                        now));
                if (!optedOutAlready) {
                    reply = Optional.of(KeywordReplies.optOut(brand));
                    replyKind = MessageKind.OPT_OUT_CONFIRMATION;
                }
            }
            case OPT_IN -> {
                for (ConsentPurpose purpose : ConsentPurpose.values()) {
                    entries.add(ConsentEntry.given(entryId(), organization, inbound.from(), ConsentChannel.SMS,
                            purpose, ConsentSource.INBOUND_KEYWORD, inbound.body(), inbound.at(), now));
                }
                reply = Optional.of(KeywordReplies.optIn(brand));
                replyKind = MessageKind.OPT_IN_CONFIRMATION;
            }
            case HELP -> {
                reply = Optional.of(KeywordReplies.help(brand, TextRequests.displayed(inbound.to())));
                replyKind = MessageKind.HELP_REPLY;
            }
            case NONE -> {
            }
        }
        List<Message> texts = new ArrayList<>(List.of(received));
        if (intent == InboundKeywords.Intent.NONE && customer.isPresent()) {
            openInquiry(customer.get(), inbound, now).ifPresent(texts::add);
        }
        boolean answers = reply.isPresent() && !answeredAlready;
        if (answers) {
            texts.add(Message.pending(MessageId.of(ids.newId()), organization, inbound.from(), inbound.to(),
                    replyKind, null, customer.map(Customer::id).orElse(null), null, null, reply.get(), now, now));
        }
        store.consentLedger().append(entries);
        store.messages().add(texts);
        return answers;
    }

    /**
     * A customer's own words, when the campaign that texted them last takes inquiries: an inquiry is
     * opened on that campaign and enrollment, and the campaign's {@code newInquiry} text answers it.
     * Returns that text, if the campaign sends one.
     */
    private Optional<Message> openInquiry(Customer customer, MessageEvent.Inbound inbound, Instant now) {
        Optional<Message> lastSent = store.messages().page(customer.organizationId(),
                        new MessageQuery(customer.id(), null), PageRequest.first()).items().stream()
                .filter(m -> m.direction() == MessageDirection.OUTBOUND && m.campaignId() != null
                        && m.enrollmentId() != null)
                .findFirst();
        Optional<Campaign> campaign = lastSent.flatMap(m -> store.campaigns().findById(customer.organizationId(),
                m.campaignId())).filter(c -> c.outcomes().features().inquiries());
        if (campaign.isEmpty()) {
            return Optional.empty();
        }
        store.inquiries().insert(Inquiry.builder(InquiryId.of(ids.newId()), customer.organizationId(),
                campaign.get().id(), customer.id(), lastSent.get().enrollmentId(), inbound.body(), InquiryStatus.NEW)
                .reconstitute(0, now, now));
        return new TextRequests(ids, inbound.to()).request(SmsType.NEW_INQUIRY, campaign.get(), customer,
                lastSent.get().enrollmentId(), Map.of(), now);
    }

    private ConsentEntryId entryId() {
        return ConsentEntryId.of(ids.newId());
    }
}
