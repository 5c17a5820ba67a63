package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.AssignedUser;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryCallback;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryContext;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryPriority;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.SqlStatement;

/**
 * Secondary adapter: stores inquiries in PostgreSQL. Lists filter, search (joining the customers)
 * and page in SQL; the assignee and open JSON members are jsonb.
 */
final class JdbiInquiryRepository implements InquiryRepository {

    private static final String COLUMNS = """
            id, organization_id, campaign_id, customer_id, enrollment_id, call_id, tool_call_id, duplicate_of_id,
            inquiry, response, status, resolution_type, notes, resolved_at, resolved_by, primary_category,
            subcategory, severity, severity_triggers, suggested_handling, handling_rationale, reasoning,
            escalation_applied, additional_concerns, priority, priority_confidence, priority_rank,
            priority_rationale, priority_category, callback_requested_at, callback_requested_by,
            callback_workflow_id, callback_completed_at, callback_call_id, callback_disposition,
            callback_failure_reason, callback_scheduled_for, agent_name, carrier_name, plan_name, plan_code,
            assigned_user, customer_assigned_user, version, created_at, updated_at""";
    private static final String INSERT = "insert into inquiries (" + COLUMNS + """
            ) values (:id, :org, :campaignId, :customerId, :enrollmentId, cast(:callId as uuid), :toolCallId,
                      cast(:duplicateOfId as uuid), :inquiry, :response, :status, :resolutionType, :notes,
                      :resolvedAt, cast(:resolvedBy as uuid), :primaryCategory, :subcategory, :severity,
                      cast(:severityTriggers as jsonb), :suggestedHandling, :handlingRationale, :reasoning,
                      :escalationApplied, cast(:additionalConcerns as jsonb), :priority, :priorityConfidence,
                      :priorityRank, :priorityRationale, :priorityCategory, :callbackRequestedAt,
                      cast(:callbackRequestedBy as uuid), cast(:callbackWorkflowId as uuid), :callbackCompletedAt,
                      cast(:callbackCallId as uuid), :callbackDisposition, :callbackFailureReason,
                      :callbackScheduledFor, :agentName, :carrierName, :planName, :planCode,
                      cast(:assignedUser as jsonb), cast(:customerAssignedUser as jsonb), :version, :createdAt,
                      :updatedAt)""";
    private static final String NEWEST_FIRST = " order by i.created_at desc, i.id desc";

    private final Handles handles;
    private final JsonCodec json;

    JdbiInquiryRepository(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public void insert(Inquiry inquiry) {
        SqlFailures.asConflict("inquiry " + inquiry.id() + " already exists", () ->
                handles.use(h -> bind(h.createUpdate(INSERT), inquiry).execute()));
    }

    @Override
    public void insertAll(Collection<Inquiry> inquiries) {
        if (inquiries.isEmpty()) {
            return;
        }
        SqlFailures.asConflict("one of the inquiries already exists", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    inquiries.forEach(inquiry -> bind(batch, inquiry).add());
                    return batch.execute();
                })));
    }

    @Override
    public void update(Inquiry inquiry, long expectedVersion) {
        int updated = handles.with(h -> bind(h.createUpdate("""
                update inquiries
                   set campaign_id = :campaignId, customer_id = :customerId, enrollment_id = :enrollmentId,
                       call_id = cast(:callId as uuid), tool_call_id = :toolCallId,
                       duplicate_of_id = cast(:duplicateOfId as uuid), inquiry = :inquiry, response = :response,
                       status = :status, resolution_type = :resolutionType, notes = :notes, resolved_at = :resolvedAt,
                       resolved_by = cast(:resolvedBy as uuid), primary_category = :primaryCategory,
                       subcategory = :subcategory, severity = :severity,
                       severity_triggers = cast(:severityTriggers as jsonb), suggested_handling = :suggestedHandling,
                       handling_rationale = :handlingRationale, reasoning = :reasoning,
                       escalation_applied = :escalationApplied,
                       additional_concerns = cast(:additionalConcerns as jsonb), priority = :priority,
                       priority_confidence = :priorityConfidence, priority_rank = :priorityRank,
                       priority_rationale = :priorityRationale, priority_category = :priorityCategory,
                       callback_requested_at = :callbackRequestedAt,
                       callback_requested_by = cast(:callbackRequestedBy as uuid),
                       callback_workflow_id = cast(:callbackWorkflowId as uuid),
                       callback_completed_at = :callbackCompletedAt,
                       callback_call_id = cast(:callbackCallId as uuid), callback_disposition = :callbackDisposition,
                       callback_failure_reason = :callbackFailureReason,
                       callback_scheduled_for = :callbackScheduledFor, agent_name = :agentName,
                       carrier_name = :carrierName, plan_name = :planName, plan_code = :planCode,
                       assigned_user = cast(:assignedUser as jsonb),
                       customer_assigned_user = cast(:customerAssignedUser as jsonb), version = :version,
                       created_at = :createdAt, updated_at = :updatedAt
                 where id = :id and organization_id = :org and version = :expectedVersion"""), inquiry)
                .bind("expectedVersion", expectedVersion)
                .execute());
        if (updated == 0) {
            throw new ConflictException("inquiry " + inquiry.id() + " was changed or removed by someone else");
        }
    }

    @Override
    public List<Inquiry> findOpenByEnrollments(OrganizationId organizationId, Collection<EnrollmentId> enrollmentIds) {
        if (enrollmentIds.isEmpty()) {
            return List.of();
        }
        return handles.with(h -> h.createQuery("select " + COLUMNS + """
                         from inquiries
                        where organization_id = :org and enrollment_id = any(:enrollments)
                          and status in ('new', 'pending_resolution', 'unresolved')
                        order by created_at desc, id desc""")
                .bind("org", organizationId.value())
                .bind("enrollments", SqlArrays.of(UUID.class,
                        enrollmentIds.stream().map(EnrollmentId::value).distinct().toList()))
                .map(RowMappers.of(InquiryRow.class))
                .map(row -> row.toDomain(json))
                .list());
    }

    @Override
    public Optional<Inquiry> findById(OrganizationId organizationId, InquiryId id) {
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from inquiries where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(InquiryRow.class))
                .findOne()
                .map(row -> row.toDomain(json)));
    }

    @Override
    public Page<Inquiry> findPage(OrganizationId organizationId, InquiryQuery query, PageRequest page) {
        String from = from(query);
        return handles.with(h -> {
            long total = bindFilter(h.createQuery("select count(*)" + from), organizationId, query)
                    .mapTo(Long.class)
                    .one();
            List<Inquiry> items = bindFilter(h.createQuery("select " + qualified() + from + NEWEST_FIRST
                            + " limit :limit offset :offset"), organizationId, query)
                    .bind("limit", page.perPage())
                    .bind("offset", page.offset())
                    .map(RowMappers.of(InquiryRow.class))
                    .map(row -> row.toDomain(json))
                    .list();
            return new Page<>(items, total, page);
        });
    }

    @Override
    public long countByCampaign(OrganizationId organizationId, CampaignId campaignId) {
        return handles.with(h -> h.createQuery(
                        "select count(*) from inquiries where organization_id = :org and campaign_id = :campaignId")
                .bind("org", organizationId.value())
                .bind("campaignId", campaignId.value())
                .mapTo(Long.class)
                .one());
    }

    private static String qualified() {
        return String.join(", ", List.of(COLUMNS.split(",\\s*"))
                .stream().map(column -> "i." + column.strip()).toList());
    }

    /**
     * Only the filters the query uses are written, so each shape of query gets its own plan; the
     * customers are joined only for a search, and deleted ones match none (as {@link InquiryQuery#matches}).
     */
    private static String from(InquiryQuery query) {
        StringBuilder from = new StringBuilder(" from inquiries i");
        if (query.search() != null) {
            from.append(" join customers c on c.id = i.customer_id and c.deleted_at is null");
        }
        from.append(" where i.organization_id = :org");
        if (query.status() != null) {
            from.append(" and i.status = :status");
        }
        if (query.agentName() != null) {
            from.append(" and lower(i.agent_name) = :agentName");
        }
        if (query.search() != null) {
            // Backslash is LIKE's default escape character; escapeLike relies on it.
            from.append(" and (lower(c.profile ->> 'firstName') like :pattern"
                    + " or lower(c.profile ->> 'lastName') like :pattern"
                    + " or lower(concat_ws(' ', c.profile ->> 'firstName', c.profile ->> 'lastName')) like :pattern");
            if (query.searchDigits() != null) {
                from.append(" or regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits");
            }
            from.append(")");
        }
        return from.toString();
    }

    private static <S extends SqlStatement<S>> S bindFilter(S statement, OrganizationId organizationId,
                                                             InquiryQuery query) {
        statement.bind("org", organizationId.value());
        if (query.status() != null) {
            statement.bind("status", StoredNames.INQUIRY_STATUS.of(query.status()));
        }
        if (query.agentName() != null) {
            statement.bind("agentName", query.agentName().toLowerCase(Locale.ROOT));
        }
        if (query.search() != null) {
            statement.bind("pattern", "%" + JdbiCampaignRepository.escapeLike(query.searchText()) + "%");
            if (query.searchDigits() != null) {
                statement.bind("digits", "%" + query.searchDigits() + "%");
            }
        }
        return statement;
    }

    private <S extends SqlStatement<S>> S bind(S statement, Inquiry i) {
        InquiryClassification c = i.classification();
        InquiryPriority p = i.priority();
        InquiryCallback cb = i.callback();
        InquiryContext ctx = i.context();
        return statement.bind("id", i.id().value())
                .bind("org", i.organizationId().value())
                .bind("campaignId", i.campaignId().value())
                .bind("customerId", i.customerId().value())
                .bind("enrollmentId", i.enrollmentId().value())
                .bind("callId", i.callId() == null ? null : i.callId().value())
                .bind("toolCallId", i.toolCallId())
                .bind("duplicateOfId", i.duplicateOfId() == null ? null : i.duplicateOfId().value())
                .bind("inquiry", i.inquiry())
                .bind("response", i.response())
                .bind("status", StoredNames.INQUIRY_STATUS.of(i.status()))
                .bind("resolutionType", i.resolutionType())
                .bind("notes", i.notes())
                .bind("resolvedAt", i.resolvedAt())
                .bind("resolvedBy", i.resolvedBy())
                .bind("primaryCategory", c.primaryCategory())
                .bind("subcategory", c.subcategory())
                .bind("severity", c.severity())
                .bind("severityTriggers", open(c.severityTriggers()))
                .bind("suggestedHandling", c.suggestedHandling())
                .bind("handlingRationale", c.handlingRationale())
                .bind("reasoning", c.reasoning())
                .bindByType("escalationApplied", c.escalationApplied(), Boolean.class)
                .bind("additionalConcerns", open(c.additionalConcerns()))
                .bindByType("priority", p.priority(), Integer.class)
                .bindByType("priorityConfidence", p.confidence(), Integer.class)
                .bindByType("priorityRank", p.rank(), Integer.class)
                .bind("priorityRationale", p.rationale())
                .bind("priorityCategory", p.category())
                .bind("callbackRequestedAt", cb.requestedAt())
                .bind("callbackRequestedBy", cb.requestedBy())
                .bind("callbackWorkflowId", cb.workflowId())
                .bind("callbackCompletedAt", cb.completedAt())
                .bind("callbackCallId", cb.callId())
                .bind("callbackDisposition", cb.disposition())
                .bind("callbackFailureReason", cb.failureReason())
                .bind("callbackScheduledFor", cb.scheduledFor())
                .bind("agentName", ctx.agentName())
                .bind("carrierName", ctx.carrierName())
                .bind("planName", ctx.planName())
                .bind("planCode", ctx.planCode())
                .bind("assignedUser", user(i.assignedUser()))
                .bind("customerAssignedUser", user(i.customerAssignedUser()))
                .bind("version", i.version())
                .bind("createdAt", i.createdAt())
                .bind("updatedAt", i.updatedAt());
    }

    /** An open JSON value as jsonb text; null stays SQL null, so a stored JSON null never arises. */
    private String open(Object value) {
        return value == null ? null : json.write(value);
    }

    private String user(AssignedUser user) {
        return user == null ? null : json.write(new UserDocument(user.id(), user.name(), user.image()));
    }

    /** An assignee as kept in jsonb. */
    record UserDocument(UUID id, String name, String image) {
    }

    /** One row of {@code inquiries}, as read back. */
    public record InquiryRow(UUID id, UUID organizationId, UUID campaignId, UUID customerId, UUID enrollmentId,
                             UUID callId, String toolCallId, UUID duplicateOfId, String inquiry, String response,
                             String status, String resolutionType, String notes, Instant resolvedAt, UUID resolvedBy,
                             String primaryCategory, String subcategory, String severity, String severityTriggers,
                             String suggestedHandling, String handlingRationale, String reasoning,
                             Boolean escalationApplied, String additionalConcerns, Integer priority,
                             Integer priorityConfidence, Integer priorityRank, String priorityRationale,
                             String priorityCategory, Instant callbackRequestedAt, UUID callbackRequestedBy,
                             UUID callbackWorkflowId, Instant callbackCompletedAt, UUID callbackCallId,
                             String callbackDisposition, String callbackFailureReason, Instant callbackScheduledFor,
                             String agentName, String carrierName, String planName, String planCode,
                             String assignedUser, String customerAssignedUser, long version, Instant createdAt,
                             Instant updatedAt) {

        Inquiry toDomain(JsonCodec json) {
            return Inquiry.builder(InquiryId.of(id), OrganizationId.of(organizationId), CampaignId.of(campaignId),
                            CustomerId.of(customerId), EnrollmentId.of(enrollmentId), inquiry,
                            StoredNames.INQUIRY_STATUS.parse(status))
                    .callId(callId == null ? null : CallId.of(callId)).toolCallId(toolCallId)
                    .duplicateOfId(duplicateOfId == null ? null : InquiryId.of(duplicateOfId)).response(response)
                    .resolutionType(resolutionType).notes(notes).resolvedAt(resolvedAt).resolvedBy(resolvedBy)
                    .classification(new InquiryClassification(primaryCategory, subcategory, severity,
                            open(json, severityTriggers), suggestedHandling, handlingRationale, reasoning,
                            escalationApplied, open(json, additionalConcerns)))
                    .priority(new InquiryPriority(priority, priorityConfidence, priorityRank, priorityRationale,
                            priorityCategory))
                    .callback(new InquiryCallback(callbackRequestedAt, callbackRequestedBy, callbackWorkflowId,
                            callbackCompletedAt, callbackCallId, callbackDisposition, callbackFailureReason,
                            callbackScheduledFor))
                    .context(new InquiryContext(agentName, carrierName, planName, planCode))
                    .assignedUser(user(json, assignedUser)).customerAssignedUser(user(json, customerAssignedUser))
                    .reconstitute(version, createdAt, updatedAt);
        }

        private static Object open(JsonCodec json, String text) {
            return text == null ? null : json.read(text, Object.class);
        }

        private static AssignedUser user(JsonCodec json, String text) {
            if (text == null) {
                return null;
            }
            UserDocument document = json.read(text, UserDocument.class);
            return new AssignedUser(document.id(), document.name(), document.image());
        }
    }
}
