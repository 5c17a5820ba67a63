package io.campaignoutreach.application.outreach;

import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Texts a carrier refused because their recipient opted out with it (replied STOP to the sender, which the
 * carrier honors before the service hears of it): the customer's STOP is recorded as if the service had received
 * it, so the opt-out holds whatever carrier or number texts next. As a STOP does, it revokes marketing on every
 * channel and informational texts.
 */
public final class CarrierOptOuts {

    static final String EVIDENCE = "the carrier refused a text: the recipient had opted out with it";

    private final ConsentLedgerRepository ledger;
    private final OutreachQueue queue;
    private final IdGenerator ids;

    public CarrierOptOuts(ConsentLedgerRepository ledger, OutreachQueue queue, IdGenerator ids) {
        this.ledger = ledger;
        this.queue = queue;
        this.ids = ids;
    }

    /** Inside the unit of work that records the carrier's answers; takes the numbers' locks as every append does. */
    void record(Collection<Message> refused, Instant now) {
        Map<OrganizationId, List<PhoneNumber>> numbers = refused.stream().collect(Collectors.groupingBy(
                Message::organizationId, Collectors.mapping(Message::phoneNumber, Collectors.toList())));
        List<ConsentEntry> entries = new ArrayList<>();
        numbers.entrySet().stream().sorted(Map.Entry.comparingByKey(RoundReads.BY_ID)).forEach(each -> {
            List<PhoneNumber> distinct = each.getValue().stream().distinct().toList();
            queue.numberActivity(each.getKey(), distinct, now);
            for (PhoneNumber number : distinct) {
                entries.addAll(ConsentEntry.revokeAllMarketing(this::entryId, each.getKey(), number,
                        ConsentSource.INBOUND_KEYWORD, EVIDENCE, now, now));
                entries.add(ConsentEntry.revoked(entryId(), each.getKey(), number, ConsentChannel.SMS,
                        ConsentPurpose.INFORMATIONAL, ConsentSource.INBOUND_KEYWORD, EVIDENCE, now, now));
            }
        });
        ledger.append(entries);
    }

    private ConsentEntryId entryId() {
        return ConsentEntryId.of(ids.newId());
    }
}
