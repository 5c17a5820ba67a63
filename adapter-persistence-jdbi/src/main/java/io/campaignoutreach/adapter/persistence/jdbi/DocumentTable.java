package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.domain.shared.ConflictException;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Function;

/**
 * A table holding one configuration per row as a jsonb document, with its id, organization, name
 * and timestamps copied into columns. Shared by the transfer, routing and appointment stores. The
 * document is a record {@code D} of the adapter's own, written from and read into the domain's
 * {@code T}, so that a domain refactor cannot change what is stored.
 */
final class DocumentTable<T, D> {

    private final Handles handles;
    private final JsonCodec json;
    private final String table;
    private final Function<T, D> toDocument;
    private final DecodedDocuments<T> decoded;

    DocumentTable(Handles handles, JsonCodec json, String table, Class<D> type, Function<T, D> toDocument,
                  Function<D, T> toDomain) {
        this.handles = handles;
        this.json = json;
        this.table = table;
        this.toDocument = toDocument;
        this.decoded = new DecodedDocuments<>(text -> toDomain.apply(json.read(text, type)));
    }

    /** Inserts or replaces; an id taken by another organization is a conflict, never overwritten. */
    void save(UUID id, UUID organizationId, String name, Instant createdAt, Instant updatedAt, T document) {
        int written = handles.with(h -> h.createUpdate("insert into " + table
                        + " (id, organization_id, name, created_at, updated_at, document)"
                        + " values (:id, :org, :name, :createdAt, :updatedAt, cast(:document as jsonb))"
                        + " on conflict (id) do update set name = excluded.name, created_at = excluded.created_at,"
                        + " updated_at = excluded.updated_at, document = excluded.document"
                        + " where " + table + ".organization_id = excluded.organization_id")
                .bind("id", id)
                .bind("org", organizationId)
                .bind("name", name)
                .bind("createdAt", createdAt)
                .bind("updatedAt", updatedAt)
                .bind("document", json.write(toDocument.apply(document)))
                .execute());
        if (written == 0) {
            throw new ConflictException("configuration " + id + " belongs to another organization");
        }
    }

    void delete(UUID organizationId, UUID id) {
        handles.use(h -> h.createUpdate("delete from " + table + " where organization_id = :org and id = :id")
                .bind("org", organizationId)
                .bind("id", id)
                .execute());
    }

    Optional<T> findById(UUID organizationId, UUID id) {
        return handles.with(h -> h.createQuery("select document from " + table
                        + " where organization_id = :org and id = :id")
                .bind("org", organizationId)
                .bind("id", id)
                .mapTo(String.class)
                .findOne()
                .map(this::read));
    }

    List<T> findByIds(UUID organizationId, Collection<UUID> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery("select document from " + table
                        + " where organization_id = :org and id = any(:ids)")
                .bind("org", organizationId)
                .bind("ids", SqlArrays.of(UUID.class, ids))
                .mapTo(String.class)
                .map(this::read)
                .list());
    }

    private T read(String document) {
        return decoded.of(document);
    }

    /** Every configuration of the organization, by name ignoring case, then id. */
    List<T> findAll(UUID organizationId) {
        return handles.with(h -> h.createQuery("select document from " + table
                        + " where organization_id = :org order by lower(name) collate \"C\", id")
                .bind("org", organizationId)
                .mapTo(String.class)
                .map(this::read)
                .list());
    }

    /** The organization's documents whose text member {@code member} is one of {@code values}, by name then id. */
    List<T> findByMember(UUID organizationId, String member, Collection<String> values) {
        if (values.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery("select document from " + table
                        + " where organization_id = :org and (document ->> :member) = any(:values)"
                        + " order by lower(name) collate \"C\", id")
                .bind("org", organizationId)
                .bind("member", member)
                .bind("values", SqlArrays.of(String.class, values))
                .mapTo(String.class)
                .map(this::read)
                .list());
    }
}
