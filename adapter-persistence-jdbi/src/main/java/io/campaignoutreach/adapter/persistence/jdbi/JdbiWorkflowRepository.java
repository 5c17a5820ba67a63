package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.workflow.WorkflowRepository;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.mapper.RowMapper;

/** Secondary adapter: stores workflows in PostgreSQL, their nodes as jsonb. */
final class JdbiWorkflowRepository implements WorkflowRepository {

    private static final TypeReference<List<NodeDocument>> NODES = new TypeReference<>() {
    };

    private static final String COLUMNS =
            "id, organization_id, name, nodes, entry_node_id, published, version, created_at, updated_at";

    private final Handles handles;
    private final JsonCodec json;

    JdbiWorkflowRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void save(Workflow workflow) {
        int written = handles.with(h -> h.createUpdate("""
                        insert into workflows (id, organization_id, name, nodes, entry_node_id, published, version,
                                               created_at, updated_at)
                        values (:id, :org, :name, cast(:nodes as jsonb), :entryNodeId, :published, :version,
                                :createdAt, :updatedAt)
                        on conflict (id) do update
                           set name = excluded.name, nodes = excluded.nodes, entry_node_id = excluded.entry_node_id,
                               published = excluded.published, version = excluded.version,
                               created_at = excluded.created_at, updated_at = excluded.updated_at
                         where workflows.organization_id = excluded.organization_id""")
                .bind("id", workflow.id().value())
                .bind("org", workflow.organizationId().value())
                .bind("name", workflow.name())
                .bind("nodes", json.write(workflow.nodes().stream().map(NodeDocument::from).toList()))
                .bind("entryNodeId", workflow.entryNodeId())
                .bind("published", workflow.published())
                .bind("version", workflow.version())
                .bind("createdAt", workflow.createdAt())
                .bind("updatedAt", workflow.updatedAt())
                .execute());
        if (written == 0) {
            throw new ConflictException("workflow " + workflow.id() + " belongs to another organization");
        }
    }

    @Override
    public Optional<Workflow> findById(OrganizationId organizationId, WorkflowId id) {
        return findOne(organizationId, id, "");
    }

    @Override
    public Optional<Workflow> lockById(OrganizationId organizationId, WorkflowId id) {
        return findOne(organizationId, id, " for update");
    }

    private Optional<Workflow> findOne(OrganizationId organizationId, WorkflowId id, String lock) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from workflows where organization_id = :org and id = :id" + lock)
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(WorkflowRow.class))
                .findOne()
                .map(row -> row.toDomain(json)));
    }

    @Override
    public Page<Workflow> findPage(OrganizationId organizationId, PageRequest page) {
        RowMapper<WorkflowRow> rows = RowMappers.of(WorkflowRow.class);
        return handles.with(h -> PagedQuery.read(h, COLUMNS, "from workflows where organization_id = :org",
                "order by lower(name) collate \"C\", id", query -> query.bind("org", organizationId.value()),
                (row, ctx) -> rows.map(row, ctx).toDomain(json), page));
    }

    public record WorkflowRow(UUID id, UUID organizationId, String name, String nodes, String entryNodeId,
                              boolean published, int version, Instant createdAt, Instant updatedAt) {

        Workflow toDomain(JsonCodec json) {
            return new Workflow(WorkflowId.of(id), OrganizationId.of(organizationId), name,
                    json.read(nodes, NODES).stream().map(NodeDocument::toDomain).toList(), entryNodeId, published,
                    version, createdAt, updatedAt);
        }
    }
}
