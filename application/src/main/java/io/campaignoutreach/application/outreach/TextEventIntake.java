package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.messaging.MessageEvent;
import io.campaignoutreach.application.messaging.MessageEventSink;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.domain.consent.InboundKeywords;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
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

    private final TransactionRunner transactions;
    private final MessageRepository messages;
    private final OutreachQueue queue;
    private final CustomerRepository customers;
    private final CustomerReplies replies;
    private final Clock clock;

    public TextEventIntake(TransactionRunner transactions, MessageRepository messages, OutreachQueue queue,
                           CustomerRepository customers, CustomerReplies replies, Clock clock) {
        this.customers = customers;
        this.transactions = transactions;
        this.messages = messages;
        this.queue = queue;
        this.replies = replies;
        this.clock = clock;
    }

    @Override
    public List<MessageEvent> deliver(List<MessageEvent> events) {
        return apply(null, events);
    }

    /**
     * A sink for a sender that speaks for {@code organizationId} alone (its provider account's webhooks): the
     * statuses of other organizations' texts are dropped, and a customer's text concerns this organization only,
     * since it was sent to its own number.
     */
    public MessageEventSink scopedTo(OrganizationId organizationId) {
        Objects.requireNonNull(organizationId, "organizationId");
        return events -> apply(organizationId, events);
    }

    private List<MessageEvent> apply(OrganizationId sender, List<MessageEvent> events) {
        transactions.inTransactionRetrying(RETRIES, () -> {
            Instant now = clock.instant();
            applyStatus(sender, events.stream().filter(MessageEvent.Status.class::isInstance)
                    .map(MessageEvent.Status.class::cast).toList(), now);
            events.stream().filter(MessageEvent.Inbound.class::isInstance).map(MessageEvent.Inbound.class::cast)
                    .forEach(inbound -> receive(sender, inbound, now));
            return null;
        });
        return List.of();
    }

    private void applyStatus(OrganizationId sender, List<MessageEvent.Status> statuses, Instant now) {
        Map<MessageId, MessageEvent.Status> byId = statuses.stream()
                .flatMap(status -> key(status.messageKey()).map(id -> Map.entry(id, status)).stream())
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, TextEventIntake::later));
        List<Message> changed = new ArrayList<>();
        for (Message text : messages.lock(byId.keySet())) {
            if (sender != null && !text.organizationId().equals(sender)) {
                continue;
            }
            MessageEvent.Status status = byId.get(text.id());
            Message moved = text.reported(status.status(), status.providerMessageId(), status.errorCode(), now);
            if (moved != text) {
                changed.add(moved);
            }
        }
        messages.update(changed);
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

    /**
     * The organizations a text from {@code from} to the service's number {@code to} concerns: those
     * that texted the number from it, then those that called it, then those that hold it as a
     * customer. The first answers it, and every one honors an opt-out; none means it is dropped.
     */
    public Set<OrganizationId> concerned(PhoneNumber from, PhoneNumber to) {
        Set<OrganizationId> senders = new LinkedHashSet<>(messages.senders(from, to));
        senders.addAll(queue.callers(from, to));
        senders.addAll(customers.holdersOf(from));
        return senders;
    }

    private void receive(OrganizationId sender, MessageEvent.Inbound inbound, Instant now) {
        Set<OrganizationId> senders = sender != null ? Set.of(sender) : concerned(inbound.from(), inbound.to());
        InboundKeywords.Intent intent = InboundKeywords.classify(inbound.body());
        // The number's locks first, in the one order every unit of work takes them.
        senders.stream().sorted(RoundReads.BY_ID)
                .forEach(organization -> queue.numberActivity(organization, List.of(inbound.from()), now));
        boolean answered = inbound.carrierReplied();
        for (OrganizationId organization : senders) {
            if (messages.received(organization, inbound.providerMessageId())) {
                answered = true;
                continue;
            }
            answered |= replies.receive(organization, inbound, intent, answered, now);
        }
    }
}
