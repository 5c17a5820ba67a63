package io.campaignoutreach.application.messaging;

import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Map;

/** Outbound port: the texts sent to and received from customers' numbers. */
public interface MessageRepository {

    /** Stores new texts, or none when one's id is taken (a conflict) or an inbound text is stored already. */
    void add(Collection<Message> messages);

    /** Stores the new state of texts already stored. */
    void update(Collection<Message> messages);

    /**
     * Pending texts due at {@code now}, earliest first, at most {@code limit}, locked against other
     * units of work until this one ends; those another unit of work holds are skipped.
     */
    List<Message> lockDue(Instant now, int limit);

    /** The texts with these ids, locked until the unit of work ends; unknown ids are left out. */
    List<Message> lock(Collection<MessageId> ids);

    /** Whether the organization already stored the inbound text the carrier knows by this id. */
    boolean received(OrganizationId organizationId, String providerMessageId);

    /**
     * What the organization sent each of {@code numbers} that it sent anything: its campaign texts
     * from {@code since} on (those handed to the carrier), and whether any text ever went to it.
     */
    Map<PhoneNumber, TextActivity> activity(OrganizationId organizationId, Collection<PhoneNumber> numbers,
                                            Instant since);

    /** The organizations that sent the number a text from {@code serviceNumber}, latest sender first. */
    List<OrganizationId> senders(PhoneNumber number, PhoneNumber serviceNumber);

    /** A page of the organization's texts that match, newest first (then by id, highest first). */
    Page<Message> page(OrganizationId organizationId, MessageQuery query, PageRequest request);
}
