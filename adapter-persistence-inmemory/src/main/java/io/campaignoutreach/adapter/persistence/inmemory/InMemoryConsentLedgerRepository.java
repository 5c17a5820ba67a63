package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/** Secondary adapter: keeps the consent ledger in memory, append-only. */
final class InMemoryConsentLedgerRepository implements ConsentLedgerRepository {

    private static final Comparator<ConsentEntry> OLDEST_FIRST = Comparator.comparing(ConsentEntry::occurredAt)
            .thenComparing(e -> e.id().value(), IdOrder.UNSIGNED);

    private final InMemoryStore store;
    private final Table<ConsentEntryId, ConsentEntry> entries;
    /** Each number's entries oldest first, so reads by number do not scan the whole ledger. */
    private final Table<NumberKey, List<ConsentEntry>> byNumber;

    InMemoryConsentLedgerRepository(InMemoryStore store) {
        this.store = store;
        this.entries = new Table<>(store);
        this.byNumber = new Table<>(store);
    }

    @Override
    public void append(Collection<ConsentEntry> appended) {
        store.inTransaction(() -> {
            for (ConsentEntry entry : appended) {
                if (entries.contains(entry.id())) {
                    throw new ConflictException("consent entry " + entry.id() + " already exists");
                }
                entries.put(entry.id(), entry);
                NumberKey key = new NumberKey(entry.organizationId(), entry.phoneNumber());
                List<ConsentEntry> ledger = new ArrayList<>(byNumber.get(key).orElse(List.of()));
                ledger.add(entry);
                ledger.sort(OLDEST_FIRST);
                byNumber.put(key, List.copyOf(ledger));
            }
            return null;
        });
    }

    @Override
    public Map<PhoneNumber, List<ConsentEntry>> entriesFor(OrganizationId organizationId,
                                                           Collection<PhoneNumber> phoneNumbers) {
        return store.read(() -> {
            Map<PhoneNumber, List<ConsentEntry>> found = new LinkedHashMap<>();
            for (PhoneNumber phone : new LinkedHashSet<>(phoneNumbers)) {
                byNumber.get(new NumberKey(organizationId, phone)).ifPresent(ledger -> found.put(phone, ledger));
            }
            return found;
        });
    }

    @Override
    public Page<ConsentEntry> page(OrganizationId organizationId, PhoneNumber phoneNumber, PageRequest request) {
        return store.read(() -> {
            List<ConsentEntry> newestFirst = new ArrayList<>(
                    byNumber.get(new NumberKey(organizationId, phoneNumber)).orElse(List.of()));
            Collections.reverse(newestFirst);
            return new Page<>(newestFirst.stream().skip(request.offset()).limit(request.perPage()).toList(),
                    newestFirst.size(), request);
        });
    }

    private record NumberKey(OrganizationId organizationId, PhoneNumber phoneNumber) {
    }
}
