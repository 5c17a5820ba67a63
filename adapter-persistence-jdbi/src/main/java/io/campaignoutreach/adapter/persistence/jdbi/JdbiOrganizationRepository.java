package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** Secondary adapter: stores organizations in PostgreSQL. */
final class JdbiOrganizationRepository implements OrganizationRepository {

    private static final String COLUMNS = "id, name, sms_company_name, created_at";

    private final Handles handles;

    JdbiOrganizationRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(Organization organization) {
        SqlFailures.asConflict("organization " + organization.id() + " already exists", () ->
                handles.use(h -> h.createUpdate("""
                                insert into organizations (id, name, sms_company_name, created_at)
                                values (:id, :name, :smsCompanyName, :createdAt)""")
                        .bind("id", organization.id().value())
                        .bind("name", organization.name())
                        .bind("smsCompanyName", organization.smsCompanyName())
                        .bind("createdAt", organization.createdAt())
                        .execute()));
    }

    @Override
    public Optional<Organization> findById(OrganizationId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from organizations where id = :id")
                .bind("id", id.value())
                .map(RowMappers.of(OrganizationRow.class))
                .findOne()
                .map(OrganizationRow::toDomain));
    }

    @Override
    public List<Organization> findAll() {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from organizations order by created_at, id")
                .map(RowMappers.of(OrganizationRow.class))
                .map(OrganizationRow::toDomain)
                .list());
    }

    public record OrganizationRow(UUID id, String name, String smsCompanyName, Instant createdAt) {

        Organization toDomain() {
            return new Organization(OrganizationId.of(id), name, smsCompanyName, createdAt);
        }
    }
}
