package io.campaignoutreach.adapter.persistence.jdbi;

import com.fasterxml.jackson.core.type.TypeReference;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.enrollmentjob.JobQueueStats;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Violation;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.statement.StatementContext;
import org.jdbi.v3.core.statement.Update;

/**
 * Secondary adapter: stores enrollment jobs and their entries in PostgreSQL and serves them as a
 * queue shared by every server process, claimed with {@code FOR UPDATE SKIP LOCKED}.
 */
final class JdbiEnrollmentJobRepository implements EnrollmentJobRepository {

    private static final String JOB_COLUMNS = """
            id, organization_id, campaign_id, action, target_status, reason, idempotency_key, fingerprint, status,
            resolved_count, total, created_at, updated_at, completed_at, lease_owner, lease_expires_at, attempts""";
    /** The job's columns and its row's version, for {@link JobItemsCache}. */
    private static final String JOB_READ = JOB_COLUMNS + ", xmin::text::bigint as row_xmin";
    /** A job's entries with its row's version (see {@link #readItems}). */
    static final String ITEMS_READ = """
            select idx, customer_id, duplicate_of, code, customer_campaign_id, validation_errors, missing_fields,
                   (select xmin::text::bigint from enrollment_jobs where id = :jobId) as row_xmin,
                   (select updated_at from enrollment_jobs where id = :jobId) as row_updated_at
              from enrollment_job_items
             where job_id = :jobId
             order by idx""";
    private static final TypeReference<List<ViolationDocument>> VIOLATIONS = new TypeReference<>() {
    };
    private static final TypeReference<List<String>> FIELD_NAMES = new TypeReference<>() {
    };

    private final Handles handles;
    private final JsonCodec json;
    private final JobItemsCache itemsCache = new JobItemsCache();

    JdbiEnrollmentJobRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void insert(EnrollmentJob job) {
        // The key's unique index fails the job row before any entry is written; inside a caller's unit
        // of work the failure aborts it, so the caller's other writes go too.
        SqlFailures.asConflict("idempotency key already used by another job of the organization", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    h.createUpdate("insert into enrollment_jobs (" + JOB_COLUMNS + """
                                    ) values (:id, :org, :campaignId, :action, :targetStatus, :reason,
                                              :idempotencyKey, :fingerprint, :status, :resolvedCount, :total,
                                              :createdAt, :updatedAt, :completedAt, :leaseOwner, :leaseExpiresAt,
                                              :attempts)""")
                            .bind("id", job.id().value())
                            .bind("org", job.organizationId().value())
                            .bind("campaignId", job.campaignId().value())
                            .bind("action", StoredNames.JOB_ACTION.of(job.action()))
                            .bind("targetStatus", StoredNames.ENROLLMENT_STATUS.of(job.targetStatus()))
                            .bind("reason", job.reason())
                            .bind("idempotencyKey", job.idempotencyKey())
                            .bind("fingerprint", job.fingerprint())
                            .bind("status", StoredNames.JOB_STATUS.of(job.status()))
                            .bind("resolvedCount", job.resolvedCount())
                            .bind("total", job.total())
                            .bind("createdAt", job.createdAt())
                            .bind("updatedAt", job.updatedAt())
                            .bind("completedAt", job.completedAt())
                            .bind("leaseOwner", job.leaseOwner())
                            .bind("leaseExpiresAt", job.leaseExpiresAt())
                            .bind("attempts", job.attempts())
                            .execute();
                    // One statement over arrays, so a full-size job's entries cost one round trip; a JDBC
                    // batch is split by the driver into several.
                    return ItemColumns.of(job.items(), json).bindAll(h.createUpdate("""
                            insert into enrollment_job_items (job_id, idx, customer_id, duplicate_of, code,
                                        customer_campaign_id, validation_errors, missing_fields)
                            select :jobId, e.idx, e.customer_id, e.duplicate_of, e.code, e.customer_campaign_id,
                                   cast(e.validation_errors as jsonb), cast(e.missing_fields as jsonb)
                              from unnest(:idx, :customerIds, :duplicateOf, :codes, :customerCampaignIds,
                                          :validationErrors, :missingFields)
                                   as e (idx, customer_id, duplicate_of, code, customer_campaign_id,
                                         validation_errors, missing_fields)"""))
                            .bind("jobId", job.id().value())
                            .execute();
                })));
    }

    @Override
    public Optional<EnrollmentJob> findById(OrganizationId organizationId, EnrollmentJobId id) {
        return handles.with(h -> h.createQuery("select " + JOB_READ
                        + " from enrollment_jobs where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(JdbiEnrollmentJobRepository::jobRow)
                .findOne()
                .map(row -> withItems(h, row)));
    }

    @Override
    public Optional<EnrollmentJob> findByIdempotencyKey(OrganizationId organizationId, String idempotencyKey) {
        return handles.with(h -> h.createQuery("select " + JOB_READ + """
                         from enrollment_jobs
                        where organization_id = :org and idempotency_key = :key""")
                .bind("org", organizationId.value())
                .bind("key", idempotencyKey)
                .map(JdbiEnrollmentJobRepository::jobRow)
                .findOne()
                .map(row -> withItems(h, row)));
    }

    @Override
    public Optional<EnrollmentJob> claimNext(String owner, Instant now, Instant leaseUntil) {
        // One statement: the subquery locks the oldest claimable row, skipping rows another worker is
        // claiming right now, and rechecks it against the newest committed version before the update.
        // "status in (...)" repeats the claim index's predicate word for word, so the planner walks that index.
        boolean ownUnit = !handles.inUnitOfWork();
        return handles.inTransaction(() -> handles.with(h -> h.createQuery("""
                        update enrollment_jobs
                           set status = 'processing', lease_owner = :owner, lease_expires_at = :until,
                               attempts = attempts + 1, updated_at = :now, completed_at = null
                         where id = (select id
                                       from enrollment_jobs
                                      where status in ('queued', 'processing')
                                        and (status = 'queued' or lease_expires_at is null or lease_expires_at <= :now)
                                      order by created_at, id
                                      limit 1
                                        for update skip locked)
                        returning\s""" + JOB_READ)
                .bind("owner", owner)
                .bind("until", leaseUntil)
                .bind("now", now)
                .map(JdbiEnrollmentJobRepository::jobRow)
                .findOne()
                .map(row -> {
                    EnrollmentJob job = withItems(h, row);
                    if (ownUnit) {
                        // The claim changes no entry, so those read in its transaction are the stored ones.
                        // A claim inside a caller's unit keeps none: a later write there could change them
                        // under this same version of the row (same transaction, same instant).
                        h.afterCommit(() -> itemsCache.put(row.id(), row.version(), job.items()));
                    }
                    return job;
                })));
    }

    @Override
    public boolean holdLease(EnrollmentJobId id, String owner, Instant leaseUntil) {
        // The update's row lock lasts until the caller's unit of work ends, so a worker taking the job
        // over after an expiry waits for these effects and their results instead of racing them.
        return handles.with(h -> h.createUpdate("update enrollment_jobs set lease_expires_at = :until"
                        + " where id = :id and lease_owner = :owner and status in ('queued', 'processing')")
                .bind("until", leaseUntil)
                .bind("id", id.value())
                .bind("owner", owner)
                .execute()) == 1;
    }

    @Override
    public void recordProgress(EnrollmentJob job, List<JobItem> changed) {
        handles.inTransaction(() -> handles.with(h -> {
            int updated = h.createUpdate("""
                            update enrollment_jobs
                               set status = :status, updated_at = :updatedAt, completed_at = :completedAt,
                                   lease_owner = :leaseOwner, lease_expires_at = :leaseExpiresAt
                             where id = :id and organization_id = :org""")
                    .bind("status", StoredNames.JOB_STATUS.of(job.status()))
                    .bind("updatedAt", job.updatedAt())
                    .bind("completedAt", job.completedAt())
                    .bind("leaseOwner", job.leaseOwner())
                    .bind("leaseExpiresAt", job.leaseExpiresAt())
                    .bind("id", job.id().value())
                    .bind("org", job.organizationId().value())
                    .execute();
            if (updated == 0) {
                throw new IllegalStateException("enrollment job " + job.id() + " is not stored");
            }
            if (changed.isEmpty()) {
                return null;
            }
            int written = ItemColumns.of(changed, json).bindResults(h.createUpdate("""
                            update enrollment_job_items i
                               set code = e.code, customer_campaign_id = e.customer_campaign_id,
                                   validation_errors = cast(e.validation_errors as jsonb),
                                   missing_fields = cast(e.missing_fields as jsonb)
                              from unnest(:idx, :codes, :customerCampaignIds, :validationErrors, :missingFields)
                                   as e (idx, code, customer_campaign_id, validation_errors, missing_fields)
                             where i.job_id = :jobId and i.idx = e.idx"""))
                    .bind("jobId", job.id().value())
                    .execute();
            if (written != changed.size()) {
                throw new IllegalStateException("enrollment job " + job.id() + " lacks some of the changed entries");
            }
            return null;
        }));
    }

    @Override
    public int releaseIdempotencyKeys(Instant createdBefore) {
        return handles.with(h -> h.createUpdate("update enrollment_jobs set idempotency_key = null"
                        + " where idempotency_key is not null and created_at < :before")
                .bind("before", createdBefore)
                .execute());
    }

    @Override
    public boolean releaseIdempotencyKey(OrganizationId organizationId, String idempotencyKey,
                                         Instant createdBefore) {
        return handles.with(h -> h.createUpdate("""
                        update enrollment_jobs set idempotency_key = null
                         where organization_id = :org and idempotency_key = :key and created_at < :before""")
                .bind("org", organizationId.value())
                .bind("key", idempotencyKey)
                .bind("before", createdBefore)
                .execute()) > 0;
    }

    @Override
    public int purgeFinishedBefore(Instant completedBefore) {
        // Entries go with their job through the foreign key's cascade.
        return handles.with(h -> h.createUpdate("delete from enrollment_jobs"
                        + " where status in ('completed', 'partial', 'failed') and completed_at < :before")
                .bind("before", completedBefore)
                .execute());
    }

    @Override
    public JobQueueStats queueStats(Instant now) {
        // The claim index holds exactly the queued and processing rows, so this reads that index and
        // not the finished jobs that make up most of the table.
        return handles.with(h -> h.createQuery("""
                        select count(*) filter (where status = 'queued') as queued,
                               count(*) filter (where status = 'processing') as processing,
                               min(created_at) filter (where status = 'queued') as oldest_queued_at
                          from enrollment_jobs
                         where status in ('queued', 'processing')""")
                .map((rs, ctx) -> JobQueueStats.of(rs.getLong("queued"), rs.getLong("processing"),
                        instant(rs, "oldest_queued_at"), now))
                .one());
    }

    private EnrollmentJob withItems(Handle h, JobRow row) {
        List<JobItem> items = itemsCache.find(row.id(), row.version());
        return row.toDomain(items != null ? items : readItems(h, row.id()));
    }

    /**
     * Reads the job's entries together with its row's version, in one statement and so from one
     * snapshot, and keeps them under that version when they are committed ones. The version comes
     * from scalar subqueries, which run once, rather than a join, which a planner misled by fresh
     * statistics ran as a scan of the jobs for every entry.
     */
    private List<JobItem> readItems(Handle h, UUID jobId) {
        return h.createQuery(ITEMS_READ)
                .bind("jobId", jobId)
                .scanResultSet((results, ctx) -> {
                    ResultSet rs = results.get();
                    List<JobItem> items = new ArrayList<>();
                    JobItemsCache.Version version = null;
                    while (rs.next()) {
                        if (version == null) {
                            version = new JobItemsCache.Version(rs.getLong("row_xmin"),
                                    instant(rs, "row_updated_at"));
                        }
                        items.add(itemRow(rs).toDomain(json));
                    }
                    if (version != null && !handles.inUnitOfWork()) {
                        itemsCache.put(jobId, version, items);
                    }
                    return items;
                });
    }

    private static JobRow jobRow(ResultSet rs, StatementContext ctx) throws SQLException {
        return new JobRow(rs.getObject("id", UUID.class), rs.getObject("organization_id", UUID.class),
                rs.getObject("campaign_id", UUID.class), rs.getString("action"), rs.getString("target_status"),
                rs.getString("reason"), rs.getString("idempotency_key"), rs.getString("fingerprint"),
                rs.getString("status"), rs.getInt("resolved_count"), rs.getInt("total"),
                instant(rs, "created_at"), instant(rs, "updated_at"), instant(rs, "completed_at"),
                rs.getString("lease_owner"), instant(rs, "lease_expires_at"), rs.getInt("attempts"),
                new JobItemsCache.Version(rs.getLong("row_xmin"), instant(rs, "updated_at")));
    }

    private static ItemRow itemRow(ResultSet rs) throws SQLException {
        return new ItemRow(rs.getInt("idx"), rs.getObject("customer_id", UUID.class),
                rs.getObject("duplicate_of", Integer.class), rs.getString("code"),
                rs.getObject("customer_campaign_id", UUID.class), rs.getString("validation_errors"),
                rs.getString("missing_fields"));
    }

    private static Instant instant(ResultSet rs, String column) throws SQLException {
        OffsetDateTime value = rs.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    /**
     * Entries as one array per column, bound to {@code unnest} so that any number of entries is one
     * statement. Empty lists, nearly every entry's, are stored as null to keep the rows small.
     */
    record ItemColumns(List<Integer> indexes, List<UUID> customerIds, List<Integer> duplicateOf, List<String> codes,
                       List<UUID> customerCampaignIds, List<String> validationErrors, List<String> missingFields) {

        static ItemColumns of(List<JobItem> items, JsonCodec json) {
            int size = items.size();
            ItemColumns columns = new ItemColumns(new ArrayList<>(size), new ArrayList<>(size), new ArrayList<>(size),
                    new ArrayList<>(size), new ArrayList<>(size), new ArrayList<>(size), new ArrayList<>(size));
            for (JobItem item : items) {
                columns.indexes.add(item.index());
                columns.customerIds.add(item.customerId() == null ? null : item.customerId().value());
                columns.duplicateOf.add(item.duplicateOf());
                columns.codes.add(StoredNames.ITEM_CODE.of(item.code()));
                columns.customerCampaignIds.add(item.customerCampaignId() == null ? null
                        : item.customerCampaignId().value());
                columns.validationErrors.add(item.validationErrors().isEmpty() ? null
                        : json.write(item.validationErrors().stream().map(ViolationDocument::from).toList()));
                columns.missingFields.add(item.missingFields().isEmpty() ? null : json.write(item.missingFields()));
            }
            return columns;
        }

        /** Binds every column, for inserting the entries. */
        Update bindAll(Update update) {
            return bindResults(update.bind("customerIds", SqlArrays.of(UUID.class, customerIds))
                    .bind("duplicateOf", SqlArrays.of(Integer.class, duplicateOf)));
        }

        /** Binds the index and the result columns, which are all that progress changes. */
        Update bindResults(Update update) {
            return update.bind("idx", SqlArrays.of(Integer.class, indexes))
                    .bind("codes", SqlArrays.of(String.class, codes))
                    .bind("customerCampaignIds", SqlArrays.of(UUID.class, customerCampaignIds))
                    .bind("validationErrors", SqlArrays.of(String.class, validationErrors))
                    .bind("missingFields", SqlArrays.of(String.class, missingFields));
        }
    }

    record JobRow(UUID id, UUID organizationId, UUID campaignId, String action, String targetStatus, String reason,
                  String idempotencyKey, String fingerprint, String status, int resolvedCount, int total,
                  Instant createdAt, Instant updatedAt, Instant completedAt, String leaseOwner,
                  Instant leaseExpiresAt, int attempts, JobItemsCache.Version version) {

        EnrollmentJob toDomain(List<JobItem> items) {
            if (items.size() != total) {
                throw new IllegalStateException("stored enrollment job " + id + " is missing entries");
            }
            return EnrollmentJob.reconstitute(EnrollmentJobId.of(id), OrganizationId.of(organizationId),
                    CampaignId.of(campaignId), StoredNames.JOB_ACTION.parse(action),
                    StoredNames.ENROLLMENT_STATUS.parse(targetStatus), reason, idempotencyKey, fingerprint,
                    StoredNames.JOB_STATUS.parse(status), items, resolvedCount, createdAt, updatedAt, completedAt,
                    leaseOwner, leaseExpiresAt, attempts);
        }
    }

    record ItemRow(int idx, UUID customerId, Integer duplicateOf, String code, UUID customerCampaignId,
                   String validationErrors, String missingFields) {

        JobItem toDomain(JsonCodec json) {
            return new JobItem(idx, customerId == null ? null : CustomerId.of(customerId), duplicateOf,
                    StoredNames.ITEM_CODE.parse(code),
                    customerCampaignId == null ? null : EnrollmentId.of(customerCampaignId),
                    validationErrors == null ? List.of() : json.read(validationErrors, VIOLATIONS).stream()
                            .map(ViolationDocument::toDomain).toList(),
                    missingFields == null ? List.of() : json.read(missingFields, FIELD_NAMES));
        }
    }

    /** A violation as stored, its code by the name {@link StoredNames#VIOLATION_CODE} gives it. */
    record ViolationDocument(List<String> path, String message, String expected, String received, String code) {

        static ViolationDocument from(Violation violation) {
            return new ViolationDocument(violation.path(), violation.message(), violation.expected(),
                    violation.received(), StoredNames.VIOLATION_CODE.of(violation.code()));
        }

        Violation toDomain() {
            return new Violation(path == null ? List.of() : path, message, expected, received,
                    StoredNames.VIOLATION_CODE.parse(code));
        }
    }
}
