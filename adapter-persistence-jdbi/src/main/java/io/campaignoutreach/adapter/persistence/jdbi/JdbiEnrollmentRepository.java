package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Agenda;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.function.Function;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.SqlStatement;

/** Secondary adapter: stores enrollments in PostgreSQL, one per customer and campaign by a unique constraint. */
final class JdbiEnrollmentRepository implements EnrollmentRepository {

    static final String COLUMNS = """
            id, organization_id, campaign_id, customer_id, status, current_node_id, workflow_status, status_reason,
            failure_reason, attempts, version, created_at, updated_at, run_started_at, due_at, wait_until,
            review_required""";
    private static final String INSERT = "insert into enrollments (" + COLUMNS + """
            ) values (:id, :org, :campaignId, :customerId, :status, :currentNodeId, :workflowStatus, :statusReason,
                      :failureReason, :attempts, :version, :createdAt, :updatedAt, :runStartedAt, :dueAt, :waitUntil,
                      :reviewRequired)""";

    private static final Comparator<Enrollment> PAIR_ORDER = Comparator
            .comparing((Enrollment enrollment) -> enrollment.customerId().value())
            .thenComparing(enrollment -> enrollment.campaignId().value());

    private final Handles handles;

    JdbiEnrollmentRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(Enrollment enrollment) {
        SqlFailures.asConflict(duplicate(enrollment), () ->
                handles.use(h -> bind(h.createUpdate(INSERT), enrollment).execute()));
    }

    @Override
    public void insertAll(Collection<Enrollment> enrollments) {
        if (enrollments.isEmpty()) {
            return;
        }
        // One transaction, so a duplicate part-way leaves none of the enrollments behind.
        SqlFailures.asConflict("a customer already has an enrollment in one of the campaigns", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    enrollments.forEach(enrollment -> bind(batch, enrollment).add());
                    return batch.execute();
                })));
    }

    @Override
    public List<Enrollment> insertMissing(Collection<Enrollment> enrollments) {
        if (enrollments.isEmpty()) {
            return List.of();
        }
        // One statement over arrays: a batch with RETURNING runs row by row in the driver. Within the
        // statement a repeated pair meets the row its first occurrence inserted and is skipped like a
        // stored one; DO NOTHING never aborts the transaction. Rows go in pair order (a stable sort, so
        // the first of repeats stays first): two units of work inserting overlapping pairs then wait
        // for each other instead of deadlocking.
        List<Enrollment> ordered = new ArrayList<>(enrollments);
        ordered.sort(PAIR_ORDER);
        Set<UUID> inserted = handles.inTransaction(() -> handles.with(h -> new HashSet<>(h.createQuery("""
                        insert into enrollments (id, organization_id, campaign_id, customer_id, status,
                                    current_node_id, workflow_status, status_reason, failure_reason, attempts,
                                    version, created_at, updated_at, run_started_at, due_at, wait_until,
                                    review_required)
                        select e.id, e.org, e.campaign_id, e.customer_id, e.status, e.current_node_id,
                               e.workflow_status, e.status_reason, e.failure_reason, e.attempts, e.version,
                               cast(e.created_at as timestamptz), cast(e.updated_at as timestamptz),
                               cast(e.run_started_at as timestamptz), cast(e.due_at as timestamptz),
                               cast(e.wait_until as timestamptz), e.review_required
                          from unnest(:ids, :orgs, :campaignIds, :customerIds, :statuses, :nodes, :workflowStatuses,
                                      :statusReasons, :failureReasons, :attempts, :versions, :createdAts, :updatedAts,
                                      :runStartedAts, :dueAts, :waitUntils, :reviewRequired)
                               with ordinality
                               as e (id, org, campaign_id, customer_id, status, current_node_id, workflow_status,
                                     status_reason, failure_reason, attempts, version, created_at, updated_at,
                                     run_started_at, due_at, wait_until, review_required, ord)
                         order by e.ord
                        on conflict (customer_id, campaign_id) do nothing
                        returning id""")
                .bind("ids", SqlArrays.of(UUID.class, column(ordered, e -> e.id().value())))
                .bind("orgs", SqlArrays.of(UUID.class, column(ordered, e -> e.organizationId().value())))
                .bind("campaignIds", SqlArrays.of(UUID.class, column(ordered, e -> e.campaignId().value())))
                .bind("customerIds", SqlArrays.of(UUID.class, column(ordered, e -> e.customerId().value())))
                .bind("statuses", SqlArrays.of(String.class,
                        column(ordered, e -> StoredNames.ENROLLMENT_STATUS.of(e.status()))))
                .bind("nodes", SqlArrays.of(String.class, column(ordered, Enrollment::currentNodeId)))
                .bind("workflowStatuses", SqlArrays.of(String.class,
                        column(ordered, e -> StoredNames.WORKFLOW_STATUS.of(e.workflowStatus()))))
                .bind("statusReasons", SqlArrays.of(String.class, column(ordered, Enrollment::statusReason)))
                .bind("failureReasons", SqlArrays.of(String.class, column(ordered, Enrollment::failureReason)))
                .bind("attempts", SqlArrays.of(Integer.class, column(ordered, Enrollment::attempts)))
                .bind("versions", SqlArrays.of(Long.class, column(ordered, Enrollment::version)))
                .bind("createdAts", SqlArrays.of(String.class, column(ordered, e -> e.createdAt().toString())))
                .bind("updatedAts", SqlArrays.of(String.class, column(ordered, e -> e.updatedAt().toString())))
                .bind("runStartedAts", SqlArrays.of(String.class,
                        column(ordered, e -> e.agenda().runStartedAt().toString())))
                .bind("dueAts", SqlArrays.of(String.class, column(ordered, e -> text(e.agenda().dueAt()))))
                .bind("waitUntils", SqlArrays.of(String.class, column(ordered, e -> text(e.agenda().waitUntil()))))
                .bind("reviewRequired", SqlArrays.of(Boolean.class, column(ordered, e -> e.agenda().reviewRequired())))
                .mapTo(UUID.class)
                .list())));
        // In input order; removing each id as it is reported keeps a repeated object from counting twice.
        return enrollments.stream().filter(enrollment -> inserted.remove(enrollment.id().value())).toList();
    }

    private static String text(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    /** One column of the rows, in row order; nulls kept. */
    private static <T> List<T> column(List<Enrollment> rows, Function<Enrollment, T> value) {
        List<T> values = new ArrayList<>(rows.size());
        rows.forEach(row -> values.add(value.apply(row)));
        return values;
    }

    @Override
    public void updateAll(Collection<Enrollment> enrollments) {
        if (enrollments.isEmpty()) {
            return;
        }
        // One statement in one transaction, so a stale version part-way leaves none of the changes
        // behind. The rows go in id order, which a nested loop over them locks in, so two units of work
        // updating overlapping enrollments cannot deadlock (the engine's callers hold them locked
        // already, taken in id order). The owner columns are compared with IS NOT DISTINCT FROM, which
        // no index serves: a generic plan built on stale statistics would otherwise walk a whole
        // campaign's rows through the (organization, campaign) index for every row instead of taking
        // the primary key.
        List<Enrollment> ordered = new ArrayList<>(enrollments);
        ordered.sort(Comparator.comparing(enrollment -> enrollment.id().value()));
        // Benchmark "engine": one statement for a round's enrollments, not one each, on the path of every
        // dial and every call's end. Instants travel as text, which the statement casts back.
        handles.inTransaction(() -> handles.with(h -> {
            int updated = h.createUpdate("""
                            update enrollments e
                               set status = u.status, current_node_id = u.current_node_id,
                                   workflow_status = u.workflow_status, status_reason = u.status_reason,
                                   failure_reason = u.failure_reason, attempts = u.attempts, version = u.version,
                                   updated_at = u.updated_at::timestamptz,
                                   run_started_at = u.run_started_at::timestamptz,
                                   due_at = u.due_at::timestamptz, wait_until = u.wait_until::timestamptz,
                                   review_required = u.review_required
                              from unnest(:ids, :orgs, :campaigns, :customers, :statuses, :nodes, :workflowStatuses,
                                          :statusReasons, :failureReasons, :attempts, :versions, :updatedAts,
                                          :runStartedAts, :dueAts, :waitUntils, :reviews)
                                   as u (id, organization_id, campaign_id, customer_id, status, current_node_id,
                                         workflow_status, status_reason, failure_reason, attempts, version, updated_at,
                                         run_started_at, due_at, wait_until, review_required)
                             where e.id = u.id and e.version = u.version - 1
                               and (e.organization_id, e.campaign_id, e.customer_id)
                                   is not distinct from (u.organization_id, u.campaign_id, u.customer_id)""")
                    .bind("ids", uuids(ordered, e -> e.id().value()))
                    .bind("orgs", uuids(ordered, e -> e.organizationId().value()))
                    .bind("campaigns", uuids(ordered, e -> e.campaignId().value()))
                    .bind("customers", uuids(ordered, e -> e.customerId().value()))
                    .bind("statuses", texts(ordered, e -> StoredNames.ENROLLMENT_STATUS.of(e.status())))
                    .bind("nodes", texts(ordered, Enrollment::currentNodeId))
                    .bind("workflowStatuses", texts(ordered,
                            e -> StoredNames.WORKFLOW_STATUS.of(e.workflowStatus())))
                    .bind("statusReasons", texts(ordered, Enrollment::statusReason))
                    .bind("failureReasons", texts(ordered, Enrollment::failureReason))
                    .bind("attempts", SqlArrays.of(Integer.class,
                            ordered.stream().map(Enrollment::attempts).toList()))
                    .bind("versions", SqlArrays.of(Long.class, ordered.stream().map(Enrollment::version).toList()))
                    .bind("updatedAts", texts(ordered, e -> instant(e.updatedAt())))
                    .bind("runStartedAts", texts(ordered, e -> instant(e.agenda().runStartedAt())))
                    .bind("dueAts", texts(ordered, e -> instant(e.agenda().dueAt())))
                    .bind("waitUntils", texts(ordered, e -> instant(e.agenda().waitUntil())))
                    .bind("reviews", SqlArrays.of(Boolean.class, ordered.stream()
                            .map(e -> e.agenda().reviewRequired()).toList()))
                    .execute();
            if (updated != ordered.size()) {
                // Thrown inside the unit of work, so that none of the batch's changes stays.
                throw new ConflictException("an enrollment was changed or removed by someone else");
            }
            return null;
        }));
    }

    private static Argument uuids(List<Enrollment> enrollments, Function<Enrollment, UUID> value) {
        return SqlArrays.of(UUID.class, enrollments.stream().map(value).toList());
    }

    private static Argument texts(List<Enrollment> enrollments, Function<Enrollment, String> value) {
        return SqlArrays.of(String.class, enrollments.stream().map(value).toList());
    }

    private static String instant(Instant instant) {
        return instant == null ? null : instant.toString();
    }

    @Override
    public Optional<Enrollment> findById(OrganizationId organizationId, EnrollmentId id) {
        return findOldestFirst(organizationId, "id", id.value()).stream().findFirst();
    }

    @Override
    public List<Enrollment> findByCustomer(OrganizationId organizationId, CustomerId customerId) {
        return findOldestFirst(organizationId, "customer_id", customerId.value());
    }

    @Override
    public List<Enrollment> findByCampaign(OrganizationId organizationId, CampaignId campaignId) {
        return findOldestFirst(organizationId, "campaign_id", campaignId.value());
    }

    /** Read in order through the index of V16, with or without a status. */
    @Override
    public Page<Enrollment> findPageByCampaign(OrganizationId organizationId, CampaignId campaignId,
                                               EnrollmentStatus status, PageRequest page) {
        String from = "from enrollments where organization_id = :org and campaign_id = :campaign"
                + (status == null ? "" : " and status = :status");
        RowMapper<EnrollmentRow> rows = RowMappers.of(EnrollmentRow.class);
        return handles.with(h -> PagedQuery.read(h, COLUMNS, from, "order by created_at desc, id desc", query -> {
            query.bind("org", organizationId.value()).bind("campaign", campaignId.value());
            return status == null ? query : query.bind("status", StoredNames.ENROLLMENT_STATUS.of(status));
        }, (row, ctx) -> rows.map(row, ctx).toDomain(), page));
    }

    /** The organization's enrollments whose {@code column} (a constant of this class) is {@code value}. */
    private List<Enrollment> findOldestFirst(OrganizationId organizationId, String column, UUID value) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + " from enrollments"
                        + " where organization_id = :org and " + column + " = :value order by created_at, id")
                .bind("org", organizationId.value())
                .bind("value", value)
                .map(RowMappers.of(EnrollmentRow.class))
                .map(EnrollmentRow::toDomain)
                .list());
    }

    @Override
    public List<Enrollment> findByCustomers(OrganizationId organizationId, Collection<CustomerId> customerIds,
                                            Collection<CampaignId> campaignIds) {
        if (customerIds.isEmpty() || campaignIds.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery("select " + COLUMNS + """
                         from enrollments
                        where organization_id = :org and customer_id = any(:customerIds)
                          and campaign_id = any(:campaignIds)""")
                .bind("org", organizationId.value())
                .bind("customerIds", SqlArrays.of(UUID.class,
                        customerIds.stream().map(CustomerId::value).distinct().toList()))
                .bind("campaignIds", SqlArrays.of(UUID.class,
                        campaignIds.stream().map(CampaignId::value).distinct().toList()))
                .map(RowMappers.of(EnrollmentRow.class))
                .map(EnrollmentRow::toDomain)
                .list());
    }

    @Override
    public Map<CampaignId, Map<EnrollmentStatus, Long>> countByStatus(OrganizationId organizationId,
                                                                      Collection<CampaignId> campaignIds) {
        if (campaignIds.isEmpty()) {
            return Map.of();
        }
        List<StatusCountRow> rows = handles.with(h -> h.createQuery("""
                        select campaign_id, status, count(*) as enrollments
                          from enrollments
                         where organization_id = :org and campaign_id = any(:campaignIds)
                         group by campaign_id, status""")
                .bind("org", organizationId.value())
                .bind("campaignIds", SqlArrays.of(UUID.class, campaignIds.stream().map(CampaignId::value).toList()))
                .map(RowMappers.of(StatusCountRow.class))
                .list());
        Map<CampaignId, Map<EnrollmentStatus, Long>> counts = new LinkedHashMap<>();
        rows.forEach(row -> counts.computeIfAbsent(CampaignId.of(row.campaignId()),
                        id -> new EnumMap<>(EnrollmentStatus.class))
                .put(StoredNames.ENROLLMENT_STATUS.parse(row.status()), row.enrollments()));
        return counts;
    }

    private static String duplicate(Enrollment enrollment) {
        return "customer " + enrollment.customerId() + " already has an enrollment in campaign "
                + enrollment.campaignId();
    }

    private static <S extends SqlStatement<S>> S bind(S statement, Enrollment e) {
        return statement.bind("id", e.id().value())
                .bind("org", e.organizationId().value())
                .bind("campaignId", e.campaignId().value())
                .bind("customerId", e.customerId().value())
                .bind("status", StoredNames.ENROLLMENT_STATUS.of(e.status()))
                .bind("currentNodeId", e.currentNodeId())
                .bind("workflowStatus", StoredNames.WORKFLOW_STATUS.of(e.workflowStatus()))
                .bind("statusReason", e.statusReason())
                .bind("failureReason", e.failureReason())
                .bind("attempts", e.attempts())
                .bind("version", e.version())
                .bind("createdAt", e.createdAt())
                .bind("updatedAt", e.updatedAt())
                .bind("runStartedAt", e.agenda().runStartedAt())
                .bindByType("dueAt", e.agenda().dueAt(), Instant.class)
                .bindByType("waitUntil", e.agenda().waitUntil(), Instant.class)
                .bind("reviewRequired", e.agenda().reviewRequired());
    }

    public record StatusCountRow(UUID campaignId, String status, long enrollments) {
    }

    public record EnrollmentRow(UUID id, UUID organizationId, UUID campaignId, UUID customerId, String status,
                         String currentNodeId, String workflowStatus, String statusReason, String failureReason,
                         int attempts, long version, Instant createdAt, Instant updatedAt, Instant runStartedAt,
                         Instant dueAt, Instant waitUntil, boolean reviewRequired) {

        Enrollment toDomain() {
            return Enrollment.builder(EnrollmentId.of(id), OrganizationId.of(organizationId),
                            CampaignId.of(campaignId), CustomerId.of(customerId),
                            StoredNames.ENROLLMENT_STATUS.parse(status))
                    .currentNodeId(currentNodeId).workflowStatus(StoredNames.WORKFLOW_STATUS.parse(workflowStatus))
                    .statusReason(statusReason).failureReason(failureReason).attempts(attempts)
                    .agenda(new Agenda(runStartedAt, dueAt, waitUntil, reviewRequired))
                    .reconstitute(version, createdAt, updatedAt);
        }
    }
}
