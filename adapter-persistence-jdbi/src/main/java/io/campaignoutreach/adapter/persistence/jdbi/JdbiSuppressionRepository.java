package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.suppression.Suppression;
import io.campaignoutreach.domain.suppression.SuppressionId;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.mapper.RowMapper;

/** Secondary adapter: stores suppressed phone numbers in PostgreSQL, lifted ones included. */
final class JdbiSuppressionRepository implements SuppressionRepository {

    private static final String COLUMNS =
            "id, organization_id, phone_number, source, reason, created_at, lifted_at, lifted_by";

    private final Handles handles;

    JdbiSuppressionRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public boolean addIfAbsent(Suppression s) {
        // A number already suppressed inserts nothing instead of failing: the engine adds one in the
        // unit of work that records a call's result, which a failed statement would abort. A taken id
        // still fails, as a unique violation.
        int inserted = SqlFailures.asConflict("suppression " + s.id() + " already exists", () ->
                handles.with(h -> h.createUpdate("insert into suppressions (" + COLUMNS + """
                                ) values (:id, :org, :phone, :source, :reason, :createdAt, :liftedAt, :liftedBy)
                                on conflict (organization_id, phone_number) where lifted_at is null do nothing""")
                        .bind("id", s.id().value())
                        .bind("org", s.organizationId().value())
                        .bind("phone", s.phoneNumber().e164())
                        .bind("source", StoredNames.SUPPRESSION_SOURCE.of(s.source()))
                        .bind("reason", s.reason())
                        .bind("createdAt", s.createdAt())
                        .bind("liftedAt", s.liftedAt())
                        .bind("liftedBy", s.liftedBy())
                        .execute()));
        return inserted == 1;
    }

    @Override
    public Optional<Suppression> findById(OrganizationId organizationId, SuppressionId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from suppressions"
                        + " where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(SuppressionRow.class))
                .map(SuppressionRow::toDomain)
                .findOne());
    }

    @Override
    public List<Suppression> findActive(OrganizationId organizationId, Collection<PhoneNumber> phoneNumbers) {
        if (phoneNumbers.isEmpty()) {
            return List.of();
        }
        List<String> numbers = phoneNumbers.stream().map(PhoneNumber::e164).distinct().toList();
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from suppressions"
                        + " where organization_id = :org and phone_number = any(:phones) and lifted_at is null")
                .bind("org", organizationId.value())
                .bind("phones", SqlArrays.of(String.class, numbers))
                .map(RowMappers.of(SuppressionRow.class))
                .map(SuppressionRow::toDomain)
                .list());
    }

    @Override
    public Page<Suppression> findActive(OrganizationId organizationId, PageRequest request) {
        RowMapper<SuppressionRow> rows = RowMappers.of(SuppressionRow.class);
        return handles.with(h -> PagedQuery.read(h, COLUMNS,
                "from suppressions where organization_id = :org and lifted_at is null",
                "order by created_at desc, id desc", query -> query.bind("org", organizationId.value()),
                (row, ctx) -> rows.map(row, ctx).toDomain(), request));
    }

    @Override
    public boolean recordLift(Suppression lifted) {
        if (lifted.isActive()) {
            return false;
        }
        return handles.with(h -> h.createUpdate("""
                        update suppressions set lifted_at = :liftedAt, lifted_by = :liftedBy
                        where organization_id = :org and id = :id and lifted_at is null""")
                .bind("liftedAt", lifted.liftedAt())
                .bind("liftedBy", lifted.liftedBy())
                .bind("org", lifted.organizationId().value())
                .bind("id", lifted.id().value())
                .execute()) == 1;
    }

    public record SuppressionRow(UUID id, UUID organizationId, String phoneNumber, String source, String reason,
                                 Instant createdAt, Instant liftedAt, String liftedBy) {

        Suppression toDomain() {
            return new Suppression(SuppressionId.of(id), OrganizationId.of(organizationId),
                    new PhoneNumber(phoneNumber), StoredNames.SUPPRESSION_SOURCE.parse(source), reason, createdAt,
                    liftedAt, liftedBy);
        }
    }
}
