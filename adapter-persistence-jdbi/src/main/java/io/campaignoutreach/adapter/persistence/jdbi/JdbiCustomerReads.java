package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.call.CustomerCallSummary;
import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.customer.CustomerReads;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerSearch;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * Secondary adapter: the customer read in one statement. The customer's row, its calls summed up in a
 * lateral subquery through the index of V9, and the source its profile names come first, once (the
 * {@code offset 0} keeps the planner from repeating them for each enrollment), then the enrollments
 * (one result row each, or one without) with their campaigns' names. A campaign is found by its
 * primary key, whatever the tables' statistics, and named only when it is the organization's; rows
 * are mapped by hand, by column name.
 */
final class JdbiCustomerReads implements CustomerReads {

    static final String READ = """
            select c.id, c.organization_id, c.version, c.phone, c.profile, c.policies, c.custom_values,
                   c.related_lists, c.created_at, c.updated_at, c.deleted_at,
                   e.id as e_id, e.campaign_id as e_campaign_id, e.status as e_status,
                   e.current_node_id as e_current_node_id, e.workflow_status as e_workflow_status,
                   e.status_reason as e_status_reason, e.failure_reason as e_failure_reason,
                   e.attempts as e_attempts, e.version as e_version, e.created_at as e_created_at,
                   e.updated_at as e_updated_at, e.run_started_at as e_run_started_at, e.due_at as e_due_at,
                   e.wait_until as e_wait_until, e.review_required as e_review_required,
                   case when k.organization_id = e.organization_id then k.name end as campaign_name,
                   c.total_calls, c.last_call_at, c.last_call_disposition,
                   src.id as src_id, src.campaign_id as src_campaign_id, src.source_id as src_source_id,
                   src.name as src_name, src.description as src_description,
                   src.phone_number_id as src_phone_number_id, src.deal_type as src_deal_type,
                   src.source_type as src_source_type, src.pricing_model as src_pricing_model,
                   src.payout as src_payout, src.commission_per_sale as src_commission_per_sale,
                   src.lead_cost as src_lead_cost, src.duration_threshold as src_duration_threshold,
                   src.enabled as src_enabled, src.version as src_version, src.created_at as src_created_at,
                   src.updated_at as src_updated_at
              from (select c.*, s.total_calls, s.last_call_at, s.last_call_disposition,
                           case when c.profile ->> 'currentSourceId' ~ :uuidText
                                then cast(c.profile ->> 'currentSourceId' as uuid) end as source_ref
                      from customers c
                      left join lateral (
                           select count(*) over () as total_calls, l.created_at as last_call_at,
                                  l.disposition as last_call_disposition
                             from calls l
                            where l.organization_id = c.organization_id and l.customer_id = c.id
                              and not l.test_flag
                            order by l.created_at desc, l.id desc
                            limit 1) s on true
                     where c.organization_id = :org and c.id = :id
                    offset 0) c
              left join sources src on src.organization_id = c.organization_id and src.id = c.source_ref
              left join enrollments e on e.organization_id = c.organization_id and e.customer_id = c.id
              left join campaigns k on k.id = e.campaign_id
             order by e.created_at, e.id""";

    /**
     * Text PostgreSQL reads as a uuid: the profile's {@code currentSourceId} is free text, and a cast of anything
     * else would fail the whole read where the service treats it as no source.
     */
    static final String UUID_TEXT =
            "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";

    private final Handles handles;
    private final JsonCodec json;

    JdbiCustomerReads(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public Optional<CustomerRead> find(OrganizationId organizationId, CustomerId id) {
        return handles.with(h -> h.createQuery(READ)
                .bind("org", organizationId.value())
                .bind("id", id.value())
                .bind("uuidText", UUID_TEXT)
                .scanResultSet((rows, ctx) -> read(rows.get())));
    }

    /**
     * Filters are written only when asked for, so each shape of query gets its own plan. The order is served by
     * the customers' index on creation; a search reads each of the organization's live customers, as the
     * inquiries' search does ({@link CustomerQuery} is the rule).
     */
    @Override
    public Page<Customer> findPage(OrganizationId organizationId, CustomerQuery query, PageRequest page) {
        StringBuilder from = new StringBuilder("from customers c where c.organization_id = :org"
                + " and c.deleted_at is null");
        if (query.status() != null) {
            from.append(" and c.profile ->> 'status' = :status");
        }
        if (query.campaignId() != null) {
            from.append(" and exists (select 1 from enrollments e where e.organization_id = c.organization_id"
                    + " and e.customer_id = c.id and e.campaign_id = :campaign)");
        }
        CustomerSearch search = query.search();
        if (search != null) {
            // Backslash is LIKE's default escape character; escapeLike relies on it.
            from.append(" and (lower(c.profile ->> 'firstName') like :pattern"
                    + " or lower(c.profile ->> 'lastName') like :pattern"
                    + " or lower(concat_ws(' ', c.profile ->> 'firstName', c.profile ->> 'lastName')) like :pattern"
                    + " or lower(c.profile ->> 'clientCustomerId') like :pattern");
            if (search.digits() != null) {
                from.append(" or regexp_replace(c.phone, '[^0-9]', '', 'g') like :digits");
            }
            from.append(")");
        }
        RowMapper<JdbiCustomerRepository.CustomerRow> rows = RowMappers.of(JdbiCustomerRepository.CustomerRow.class);
        return handles.with(h -> PagedQuery.read(h, JdbiCustomerRepository.COLUMNS, from.toString(),
                "order by created_at desc, id desc", statement -> {
                    statement.bind("org", organizationId.value());
                    if (query.status() != null) {
                        statement.bind("status", query.status());
                    }
                    if (query.campaignId() != null) {
                        statement.bind("campaign", query.campaignId().value());
                    }
                    if (search != null) {
                        statement.bind("pattern", "%" + JdbiCampaignRepository.escapeLike(search.lowerCase()) + "%");
                        if (search.digits() != null) {
                            statement.bind("digits", "%" + search.digits() + "%");
                        }
                    }
                    return statement;
                }, (row, ctx) -> rows.map(row, ctx).toDomain(json), page));
    }

    private Optional<CustomerRead> read(ResultSet rows) throws SQLException {
        if (!rows.next()) {
            return Optional.empty();
        }
        Customer customer = new JdbiCustomerRepository.CustomerRow(uuid(rows, "id"), uuid(rows, "organization_id"),
                rows.getLong("version"), rows.getString("phone"), rows.getString("profile"),
                rows.getString("policies"), rows.getString("custom_values"), rows.getString("related_lists"),
                instant(rows, "created_at"), instant(rows, "updated_at"), instant(rows, "deleted_at")).toDomain(json);
        Source source = source(rows, customer);
        long totalCalls = rows.getLong("total_calls");
        CustomerCallSummary calls = totalCalls == 0 ? CustomerCallSummary.NONE
                : new CustomerCallSummary(totalCalls, instant(rows, "last_call_at"),
                        rows.getString("last_call_disposition"));
        List<Enrollment> enrollments = new ArrayList<>();
        Map<CampaignId, String> names = new HashMap<>();
        do {
            if (rows.getObject("e_id") != null) {
                Enrollment enrollment = enrollment(rows, customer);
                enrollments.add(enrollment);
                String name = rows.getString("campaign_name");
                if (name != null) {
                    names.put(enrollment.campaignId(), name);
                }
            }
        } while (rows.next());
        return Optional.of(new CustomerRead(customer, enrollments, names, calls, source));
    }

    /** The source the customer's profile names, when it is the organization's; null otherwise. */
    private static Source source(ResultSet rows, Customer customer) throws SQLException {
        UUID id = uuid(rows, "src_id");
        if (id == null) {
            return null;
        }
        return new JdbiSourceRepository.SourceRow(id, customer.organizationId().value(),
                uuid(rows, "src_campaign_id"),
                rows.getString("src_source_id"), rows.getString("src_name"), rows.getString("src_description"),
                (Integer) rows.getObject("src_phone_number_id"), rows.getString("src_deal_type"),
                rows.getString("src_source_type"), rows.getString("src_pricing_model"), rows.getString("src_payout"),
                rows.getString("src_commission_per_sale"), rows.getString("src_lead_cost"),
                rows.getString("src_duration_threshold"), (Boolean) rows.getObject("src_enabled"),
                rows.getLong("src_version"), instant(rows, "src_created_at"), instant(rows, "src_updated_at"))
                .toDomain();
    }

    private static Enrollment enrollment(ResultSet rows, Customer customer) throws SQLException {
        return new JdbiEnrollmentRepository.EnrollmentRow(uuid(rows, "e_id"), customer.organizationId().value(),
                uuid(rows, "e_campaign_id"), customer.id().value(), rows.getString("e_status"),
                rows.getString("e_current_node_id"), rows.getString("e_workflow_status"),
                rows.getString("e_status_reason"), rows.getString("e_failure_reason"), rows.getInt("e_attempts"),
                rows.getLong("e_version"), instant(rows, "e_created_at"), instant(rows, "e_updated_at"),
                instant(rows, "e_run_started_at"), instant(rows, "e_due_at"), instant(rows, "e_wait_until"),
                rows.getBoolean("e_review_required")).toDomain();
    }

    private static UUID uuid(ResultSet rows, String column) throws SQLException {
        return rows.getObject(column, UUID.class);
    }

    private static Instant instant(ResultSet rows, String column) throws SQLException {
        OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }
}
