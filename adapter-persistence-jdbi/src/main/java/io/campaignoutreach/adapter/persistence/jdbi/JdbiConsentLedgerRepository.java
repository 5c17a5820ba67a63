package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.PreparedBatch;

/** Secondary adapter: the consent ledger in PostgreSQL, append-only. */
final class JdbiConsentLedgerRepository implements ConsentLedgerRepository {

    private static final String COLUMNS = "id, organization_id, phone_number, channel, purpose, kind, source,"
            + " evidence, occurred_at, recorded_at, honored_at";
    private static final String INSERT = "insert into consent_entries (" + COLUMNS + """
            ) values (:id, :org, :phone, :channel, :purpose, :kind, :source, :evidence, :occurredAt,
                      :recordedAt, :honoredAt)""";

    private final Handles handles;

    JdbiConsentLedgerRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void append(Collection<ConsentEntry> entries) {
        if (entries.isEmpty()) {
            return;
        }
        SqlFailures.asConflict("one of the consent entries already exists", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    // A change of consent waits for a gate in flight on the number, and the next sees it.
                    entries.stream().collect(Collectors.groupingBy(ConsentEntry::organizationId,
                                    () -> new TreeMap<>(Comparator.comparing(OrganizationId::value)),
                                    Collectors.mapping(ConsentEntry::phoneNumber, Collectors.toSet())))
                            .forEach((organization, numbers) -> NumberLocks.lock(h, organization, numbers));
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    entries.forEach(entry -> bind(batch, entry).add());
                    return batch.execute();
                })));
    }

    @Override
    public Map<PhoneNumber, List<ConsentEntry>> entriesFor(OrganizationId organizationId,
                                                           Collection<PhoneNumber> phoneNumbers) {
        if (phoneNumbers.isEmpty()) {
            return Map.of();
        }
        List<String> numbers = phoneNumbers.stream().map(PhoneNumber::e164).distinct().toList();
        Map<PhoneNumber, List<ConsentEntry>> found = new LinkedHashMap<>();
        handles.with(h -> h.createQuery("select " + COLUMNS + " from consent_entries"
                        + " where organization_id = :org and phone_number = any(:phones)"
                        + " order by phone_number, occurred_at, id")
                .bind("org", organizationId.value())
                .bind("phones", SqlArrays.of(String.class, numbers))
                .map(RowMappers.of(ConsentEntryRow.class))
                .map(ConsentEntryRow::toDomain)
                .list())
                .forEach(entry -> found.computeIfAbsent(entry.phoneNumber(), n -> new ArrayList<>()).add(entry));
        found.replaceAll((number, entries) -> List.copyOf(entries));
        return found;
    }

    @Override
    public Page<ConsentEntry> page(OrganizationId organizationId, PhoneNumber phoneNumber, PageRequest request) {
        RowMapper<ConsentEntryRow> rows = RowMappers.of(ConsentEntryRow.class);
        return handles.with(h -> PagedQuery.read(h, COLUMNS,
                "from consent_entries where organization_id = :org and phone_number = :phone",
                "order by occurred_at desc, id desc",
                query -> query.bind("org", organizationId.value()).bind("phone", phoneNumber.e164()),
                (row, ctx) -> rows.map(row, ctx).toDomain(), request));
    }

    private static PreparedBatch bind(PreparedBatch batch, ConsentEntry e) {
        return batch.bind("id", e.id().value())
                .bind("org", e.organizationId().value())
                .bind("phone", e.phoneNumber().e164())
                .bind("channel", StoredNames.CONSENT_CHANNEL.of(e.channel()))
                .bind("purpose", StoredNames.CONSENT_PURPOSE.of(e.purpose()))
                .bind("kind", StoredNames.CONSENT_KIND.of(e.kind()))
                .bind("source", StoredNames.CONSENT_SOURCE.of(e.source()))
                .bind("evidence", e.evidence())
                .bind("occurredAt", e.occurredAt())
                .bind("recordedAt", e.recordedAt())
                .bind("honoredAt", e.honoredAt());
    }

    public record ConsentEntryRow(UUID id, UUID organizationId, String phoneNumber, String channel, String purpose,
                                  String kind, String source, String evidence, Instant occurredAt,
                                  Instant recordedAt, Instant honoredAt) {

        ConsentEntry toDomain() {
            return new ConsentEntry(ConsentEntryId.of(id), OrganizationId.of(organizationId),
                    new PhoneNumber(phoneNumber), StoredNames.CONSENT_CHANNEL.parse(channel),
                    StoredNames.CONSENT_PURPOSE.parse(purpose), StoredNames.CONSENT_KIND.parse(kind),
                    StoredNames.CONSENT_SOURCE.parse(source), evidence, occurredAt, recordedAt, honoredAt);
        }
    }
}
