package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.call.CallCounts;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallId;
import io.campaignoutreach.domain.call.Transfer;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.source.SourceId;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.statement.PreparedBatch;
import org.jdbi.v3.core.statement.SqlStatement;

/** Secondary adapter: stores calls in PostgreSQL and counts them per campaign in SQL. */
final class JdbiCallRepository implements CallRepository {

    private static final String INSERT = """
            insert into calls (id, organization_id, campaign_id, customer_id, enrollment_id, caller_id, created_at,
                               disposition, duration_ms, assistant_type, summary, transcript, direction, cost,
                               success_evaluation, ended_reason, test_flag, source_id, purpose, transferred_at,
                               transfer_talk_ms, transfer_converted, transfer_price)
            values (:id, :org, :campaignId, :customerId, cast(:enrollmentId as uuid), :callerId, :createdAt,
                    :disposition, :durationMs, :assistantType, :summary, :transcript, :direction, :cost,
                    :successEvaluation, :endedReason, :testFlag, cast(:sourceId as uuid), :purpose, :transferredAt,
                    :transferTalkMs, :transferConverted, :transferPrice)""";
    private static final String SELECT = """
            select id, organization_id, campaign_id, customer_id, enrollment_id, caller_id, created_at, disposition,
                   duration_ms, assistant_type, summary, transcript, direction, cost, success_evaluation, ended_reason,
                   test_flag, source_id, purpose, transferred_at, transfer_talk_ms, transfer_converted, transfer_price
              from calls""";
    /**
     * A campaign's call figures (CallCounts), over rows of {@code direction}, {@code disposition},
     * {@code duration_ms} and {@code today} (whether the call was made since {@code :dayStart}).
     */
    static final String COUNT_COLUMNS = """
            count(*) as total_calls,
                   count(*) filter (where today) as today_calls,
                   count(*) filter (where today and direction = 'inbound') as today_inbound,
                   count(*) filter (where today and direction = 'outbound') as today_outbound,
                   count(*) filter (where today and disposition is not null
                                    and disposition <> all(:unconnected)) as today_connected,
                   coalesce(sum(duration_ms) filter (where today), 0) as today_duration_ms""";
    private static final String COUNTS = "select campaign_id, " + COUNT_COLUMNS + """

              from (select campaign_id, direction, disposition, duration_ms, created_at >= :dayStart as today
                      from calls
                     where organization_id = :org and campaign_id = any(:campaignIds) and not test_flag) as c
             group by campaign_id""";

    /**
     * The window count runs over every call of the customer before the limit keeps the latest
     * row, so one index walk (V9) gives both the number and the latest call.
     */
    private static final String CUSTOMER_SUMMARY = """
            select count(*) over () as total_calls, created_at as last_call_at,
                   disposition as last_call_disposition
              from calls
             where organization_id = :org and customer_id = :customerId and not test_flag
             order by created_at desc, id desc
             limit 1""";

    private final Handles handles;

    JdbiCallRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void insert(Call call) {
        SqlFailures.asConflict("call " + call.id() + " already exists", () ->
                handles.use(h -> bind(h.createUpdate(INSERT), call).execute()));
    }

    @Override
    public void insertAll(Collection<Call> calls) {
        if (calls.isEmpty()) {
            return;
        }
        SqlFailures.asConflict("one of the calls already exists", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    calls.forEach(call -> bind(batch, call).add());
                    return batch.execute();
                })));
    }

    @Override
    public void recordAnalysis(OrganizationId organizationId, CallId id, String summary, String transcript,
                               String successEvaluation, java.math.BigDecimal cost) {
        handles.use(h -> h.createUpdate("""
                        update calls set summary = coalesce(:summary, summary),
                               transcript = coalesce(:transcript, transcript),
                               success_evaluation = coalesce(:successEvaluation, success_evaluation),
                               cost = coalesce(:cost, cost)
                         where organization_id = :org and id = :id""")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .bind("summary", summary)
                .bind("transcript", transcript)
                .bind("successEvaluation", successEvaluation)
                .bind("cost", cost)
                .execute());
    }

    @Override
    public Optional<Call> findById(OrganizationId organizationId, CallId id) {
        return handles.with(h -> h.createQuery(SELECT + " where organization_id = :org and id = :id")
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .map(RowMappers.of(CallRow.class))
                .findOne()
                .map(CallRow::toCall));
    }

    @Override
    public List<Call> findByCampaign(OrganizationId organizationId, CampaignId campaignId, Instant from,
                                     Instant to) {
        return handles.with(h -> h.createQuery(SELECT + " " + """
                         where organization_id = :org and campaign_id = :campaignId and not test_flag
                           and created_at >= coalesce(cast(:windowStart as timestamptz), '-infinity')
                           and created_at <= coalesce(cast(:windowEnd as timestamptz), 'infinity')
                         order by created_at, id""")
                .bind("org", organizationId.value())
                .bind("campaignId", campaignId.value())
                .bind("windowStart", from)
                .bind("windowEnd", to)
                .map(RowMappers.of(CallRow.class))
                .list()
                .stream()
                .map(CallRow::toCall)
                .toList());
    }

    @Override
    public Map<CampaignId, CallCounts> countByCampaign(OrganizationId organizationId,
                                                       Collection<CampaignId> campaignIds, Instant dayStart) {
        if (campaignIds.isEmpty()) {
            return Map.of();
        }
        List<CountRow> rows = handles.with(h -> h.createQuery(COUNTS)
                .bind("org", organizationId.value())
                .bind("campaignIds", SqlArrays.of(UUID.class, campaignIds.stream().map(CampaignId::value).toList()))
                .bind("unconnected", SqlArrays.of(String.class, Call.UNCONNECTED_DISPOSITIONS))
                .bind("dayStart", dayStart)
                .map(RowMappers.of(CountRow.class))
                .list());
        Map<CampaignId, CallCounts> counts = new LinkedHashMap<>();
        rows.forEach(row -> counts.put(CampaignId.of(row.campaignId()), row.toCounts()));
        return counts;
    }

    @Override
    public CustomerCallSummary summarizeForCustomer(OrganizationId organizationId, CustomerId customerId) {
        return handles.with(h -> h.createQuery(CUSTOMER_SUMMARY)
                .bind("org", organizationId.value())
                .bind("customerId", customerId.value())
                .map(RowMappers.of(SummaryRow.class))
                .findOne()
                .map(row -> new CustomerCallSummary(row.totalCalls(), row.lastCallAt(), row.lastCallDisposition()))
                .orElse(CustomerCallSummary.NONE));
    }

    private static <S extends SqlStatement<S>> S bind(S statement, Call call) {
        Transfer transfer = call.transfer();
        return statement.bind("id", call.id().value())
                .bind("org", call.organizationId().value())
                .bind("campaignId", call.campaignId().value())
                .bind("customerId", call.customerId().value())
                .bind("enrollmentId", call.enrollmentId() == null ? null : call.enrollmentId().value())
                .bind("callerId", call.callerId())
                .bind("createdAt", call.createdAt())
                .bind("disposition", call.disposition())
                .bind("durationMs", call.durationMs())
                .bind("assistantType", call.assistantType())
                .bind("summary", call.summary())
                .bind("transcript", call.transcript())
                .bind("direction", StoredNames.CALL_DIRECTION.of(call.direction()))
                .bindByType("cost", call.cost(), BigDecimal.class)
                .bind("successEvaluation", call.successEvaluation())
                .bind("endedReason", call.endedReason())
                .bind("testFlag", call.testFlag())
                .bind("sourceId", call.sourceId() == null ? null : call.sourceId().value())
                .bind("purpose", StoredNames.CALL_PURPOSE.of(call.purpose()))
                .bind("transferredAt", transfer == null ? null : transfer.transferredAt())
                .bindByType("transferTalkMs", transfer == null ? null : transfer.talkDurationMs(), Long.class)
                .bindByType("transferConverted", transfer == null ? null : transfer.converted(), Boolean.class)
                .bindByType("transferPrice", transfer == null ? null : transfer.price(), BigDecimal.class);
    }

    /** A stored call as read. */
    public record CallRow(UUID id, UUID organizationId, UUID campaignId, UUID customerId, UUID enrollmentId,
                          String callerId, Instant createdAt, String disposition, long durationMs,
                          String assistantType, String summary, String transcript, String direction,
                          BigDecimal cost, String successEvaluation, String endedReason, boolean testFlag,
                          UUID sourceId, String purpose, Instant transferredAt, Long transferTalkMs,
                          Boolean transferConverted, BigDecimal transferPrice) {

        Call toCall() {
            Transfer transfer = transferredAt == null ? null
                    : new Transfer(transferredAt, transferTalkMs, transferConverted, transferPrice);
            return Call.builder(CallId.of(id), OrganizationId.of(organizationId), CampaignId.of(campaignId),
                            CustomerId.of(customerId), createdAt, StoredNames.CALL_DIRECTION.parse(direction),
                            StoredNames.CALL_PURPOSE.parse(purpose))
                    .enrollmentId(enrollmentId == null ? null : EnrollmentId.of(enrollmentId)).callerId(callerId)
                    .disposition(disposition).durationMs(durationMs).assistantType(assistantType).summary(summary)
                    .transcript(transcript).cost(cost).successEvaluation(successEvaluation).endedReason(endedReason)
                    .testFlag(testFlag).sourceId(sourceId == null ? null : SourceId.of(sourceId)).transfer(transfer)
                    .build();
        }
    }

    public record CountRow(UUID campaignId, long totalCalls, long todayCalls, long todayInbound, long todayOutbound,
                    long todayConnected, long todayDurationMs) {

        CallCounts toCounts() {
            return new CallCounts(totalCalls, todayCalls, todayInbound, todayOutbound, todayConnected,
                    todayDurationMs);
        }
    }

    public record SummaryRow(long totalCalls, Instant lastCallAt, String lastCallDisposition) {
    }
}
