package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageDirection;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.messaging.MessageKind;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Secondary adapter: keeps texts in memory, with the pending ones and each number's texts indexed. */
final class InMemoryMessageRepository implements MessageRepository {

    private static final Comparator<Message> NEWEST_FIRST = Comparator.comparing(Message::createdAt)
            .thenComparing(m -> m.id().value(), IdOrder.UNSIGNED).reversed();
    private static final Comparator<Message> EARLIEST_DUE = Comparator.comparing(Message::dueAt)
            .thenComparing(m -> m.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<MessageId, Message> messages;
    /** The pending texts, so the engine's look-up of due texts does not scan every text. */
    private final Table<MessageId, MessageId> pending;
    /** Each organization's number's texts, so a round's look-up by number does not scan. */
    private final Table<NumberKey, List<MessageId>> byNumber;
    private final Table<InboundKey, MessageId> inbound;

    InMemoryMessageRepository(InMemoryStore store) {
        this.store = store;
        this.messages = new Table<>(store);
        this.pending = new Table<>(store);
        this.byNumber = new Table<>(store);
        this.inbound = new Table<>(store);
    }

    @Override
    public void add(Collection<Message> added) {
        store.inTransaction(() -> {
            for (Message message : added) {
                InboundKey key = InboundKey.of(message);
                if (messages.contains(message.id()) || (key != null && inbound.contains(key))) {
                    throw new ConflictException("text " + message.id() + " is stored already");
                }
                put(message);
                if (key != null) {
                    inbound.put(key, message.id());
                }
                NumberKey number = new NumberKey(message.organizationId(), message.phoneNumber());
                List<MessageId> ids = new ArrayList<>(byNumber.get(number).orElse(List.of()));
                ids.add(message.id());
                byNumber.put(number, List.copyOf(ids));
            }
            return null;
        });
    }

    @Override
    public void update(Collection<Message> updated) {
        store.write(() -> updated.forEach(message -> {
            if (!messages.contains(message.id())) {
                throw new IllegalStateException("text " + message.id() + " is not stored");
            }
            put(message);
        }));
    }

    private void put(Message message) {
        messages.put(message.id(), message);
        if (message.isPending()) {
            pending.put(message.id(), message.id());
        } else {
            pending.remove(message.id());
        }
    }

    @Override
    public List<Message> lockDue(Instant now, int limit) {
        return store.read(() -> pending.rows()
                .map(id -> messages.get(id).orElseThrow())
                .filter(m -> !m.dueAt().isAfter(now))
                .sorted(EARLIEST_DUE)
                .limit(limit)
                .toList());
    }

    @Override
    public List<Message> lock(Collection<MessageId> ids) {
        return store.read(() -> new LinkedHashSet<>(ids).stream().map(messages::get).flatMap(Optional::stream)
                .toList());
    }

    @Override
    public boolean received(OrganizationId organizationId, String providerMessageId) {
        return store.read(() -> inbound.contains(new InboundKey(organizationId, providerMessageId)));
    }

    @Override
    public Map<PhoneNumber, TextActivity> activity(OrganizationId organizationId, Collection<PhoneNumber> numbers,
                                                   Instant since) {
        return store.read(() -> {
            Map<PhoneNumber, TextActivity> found = new LinkedHashMap<>();
            for (PhoneNumber number : new LinkedHashSet<>(numbers)) {
                List<Message> sent = byNumber.get(new NumberKey(organizationId, number)).orElse(List.of()).stream()
                        .map(id -> messages.get(id).orElseThrow()).filter(InMemoryMessageRepository::handedOver)
                        .toList();
                if (sent.isEmpty()) {
                    continue;
                }
                TextActivity activity = new TextActivity(0, null, true);
                for (Message message : sent) {
                    if (message.kind() == MessageKind.CAMPAIGN && message.sentAt().isAfter(since)) {
                        activity = activity.plusCampaignText(message.sentAt());
                    }
                }
                found.put(number, activity);
            }
            return found;
        });
    }

    @Override
    public List<OrganizationId> senders(PhoneNumber number, PhoneNumber serviceNumber) {
        return store.read(() -> messages.rows()
                .filter(m -> m.phoneNumber().equals(number) && m.serviceNumber().equals(serviceNumber)
                        && handedOver(m))
                .sorted(NEWEST_FIRST)
                .map(Message::organizationId)
                .distinct()
                .toList());
    }

    @Override
    public Page<Message> page(OrganizationId organizationId, MessageQuery query, PageRequest request) {
        return store.read(() -> {
            List<Message> matching = messages.rows()
                    .filter(m -> m.organizationId().equals(organizationId)
                            && (query.customerId() == null || query.customerId().equals(m.customerId()))
                            && (query.campaignId() == null || query.campaignId().equals(m.campaignId()))
                            && (!query.toReview() || m.toReview()))
                    .sorted(NEWEST_FIRST)
                    .toList();
            return new Page<>(matching.stream().skip(request.offset()).limit(request.perPage()).toList(),
                    matching.size(), request);
        });
    }

    /** An outbound text the carrier was asked to send. */
    private static boolean handedOver(Message message) {
        return message.direction() == MessageDirection.OUTBOUND && message.status().handedOver();
    }

    private record NumberKey(OrganizationId organizationId, PhoneNumber phoneNumber) {
    }

    private record InboundKey(OrganizationId organizationId, String providerMessageId) {
        static InboundKey of(Message message) {
            return message.direction() == MessageDirection.INBOUND
                    ? new InboundKey(message.organizationId(), message.providerMessageId()) : null;
        }
    }
}
