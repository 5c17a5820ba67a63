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
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.jdbi.v3.core.argument.Argument;
import org.jdbi.v3.core.argument.ObjectArgument;
import org.jdbi.v3.core.mapper.RowMapper;

/**
 * Secondary adapter: the customer read in one statement. The customer's row, its calls summed up in a
 * lateral subquery through the index of V9, and the source its profile names come first, once (the
 * {@code offset 0} keeps the planner from repeating them for each enrollment), then the enrollments
 * (one result row each, or one without) with their campaigns' names. A source and a campaign are each
 * found by their primary key, whatever the tables' statistics (the source's own {@code offset 0} keeps
 * the organization out of its index condition, where an index led by the organization would be walked
 * through all of its sources), and taken only when they are the organization's. The enrollments are
 * put in order here, not in SQL: sorting there sorts whole result rows, each carrying the customer's
 * documents. Rows are mapped by hand.
 */
final class JdbiCustomerReads implements CustomerReads {

    /**
     * The read's select list, in order. Each column is read by its position: by name, the driver builds a
     * map of the result's column labels for every read.
     */
    private enum Column {
        ID("c.id"), ORGANIZATION_ID("c.organization_id"), VERSION("c.version"), PHONE("c.phone"),
        PROFILE("c.profile"), POLICIES("c.policies"), CUSTOM_VALUES("c.custom_values"),
        RELATED_LISTS("c.related_lists"), CREATED_AT("c.created_at"), UPDATED_AT("c.updated_at"),
        DELETED_AT("c.deleted_at"),
        ENROLLMENT_ID("e.id"), ENROLLMENT_CAMPAIGN_ID("e.campaign_id"), ENROLLMENT_STATUS("e.status"),
        ENROLLMENT_CURRENT_NODE_ID("e.current_node_id"), ENROLLMENT_WORKFLOW_STATUS("e.workflow_status"),
        ENROLLMENT_STATUS_REASON("e.status_reason"), ENROLLMENT_FAILURE_REASON("e.failure_reason"),
        ENROLLMENT_ATTEMPTS("e.attempts"), ENROLLMENT_VERSION("e.version"), ENROLLMENT_CREATED_AT("e.created_at"),
        ENROLLMENT_UPDATED_AT("e.updated_at"), ENROLLMENT_RUN_STARTED_AT("e.run_started_at"),
        ENROLLMENT_DUE_AT("e.due_at"), ENROLLMENT_WAIT_UNTIL("e.wait_until"),
        ENROLLMENT_REVIEW_REQUIRED("e.review_required"),
        CAMPAIGN_NAME("case when k.organization_id = e.organization_id then k.name end"),
        TOTAL_CALLS("c.total_calls"), LAST_CALL_AT("c.last_call_at"), LAST_CALL_DISPOSITION("c.last_call_disposition"),
        SOURCE_ID("src.id"), SOURCE_CAMPAIGN_ID("src.campaign_id"), SOURCE_SOURCE_ID("src.source_id"),
        SOURCE_NAME("src.name"), SOURCE_DESCRIPTION("src.description"), SOURCE_PHONE_NUMBER_ID("src.phone_number_id"),
        SOURCE_DEAL_TYPE("src.deal_type"), SOURCE_SOURCE_TYPE("src.source_type"),
        SOURCE_PRICING_MODEL("src.pricing_model"), SOURCE_PAYOUT("src.payout"),
        SOURCE_COMMISSION_PER_SALE("src.commission_per_sale"), SOURCE_LEAD_COST("src.lead_cost"),
        SOURCE_DURATION_THRESHOLD("src.duration_threshold"), SOURCE_ENABLED("src.enabled"),
        SOURCE_VERSION("src.version"), SOURCE_CREATED_AT("src.created_at"), SOURCE_UPDATED_AT("src.updated_at");

        private final String expression;

        Column(String expression) {
            this.expression = expression;
        }

        int position() {
            return ordinal() + 1;
        }
    }

    static final String READ = "select " + Arrays.stream(Column.values()).map(column -> column.expression)
            .collect(Collectors.joining(", ")) + """

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
              left join lateral (select s.* from sources s where s.id = c.source_ref offset 0) src
                     on src.organization_id = c.organization_id
              left join enrollments e on e.organization_id = c.organization_id and e.customer_id = c.id
              left join campaigns k on k.id = e.campaign_id""";

    /**
     * Text PostgreSQL reads as a uuid: the profile's {@code currentSourceId} is free text, and a cast of anything
     * else would fail the whole read where the service treats it as no source.
     */
    static final String UUID_TEXT =
            "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$";
    private static final Argument UUID_TEXT_ARGUMENT = ObjectArgument.of(UUID_TEXT, Types.VARCHAR);

    /** Creation order, ties by id as PostgreSQL orders uuids (the text form compares the same way). */
    private static final Comparator<Enrollment> OLDEST_FIRST = Comparator.comparing(Enrollment::createdAt)
            .thenComparing(enrollment -> enrollment.id().value().toString());

    private final Handles handles;
    private final JsonCodec json;

    JdbiCustomerReads(Handles handles, JsonCodec json) {
        this.handles = handles;
        this.json = json;
    }

    @Override
    public Optional<CustomerRead> find(OrganizationId organizationId, CustomerId id) {
        // Arguments made here: Jdbi would otherwise look each value's argument factory up for every statement.
        return handles.with(h -> h.createQuery(READ)
                .bind("org", ObjectArgument.of(organizationId.value()))
                .bind("id", ObjectArgument.of(id.value()))
                .bind("uuidText", UUID_TEXT_ARGUMENT)
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
        Customer customer = new JdbiCustomerRepository.CustomerRow(uuid(rows, Column.ID),
                uuid(rows, Column.ORGANIZATION_ID), rows.getLong(Column.VERSION.position()),
                string(rows, Column.PHONE), string(rows, Column.PROFILE),
                string(rows, Column.POLICIES), string(rows, Column.CUSTOM_VALUES), string(rows, Column.RELATED_LISTS),
                instant(rows, Column.CREATED_AT), instant(rows, Column.UPDATED_AT), instant(rows, Column.DELETED_AT))
                .toDomain(json);
        Source source = source(rows, customer);
        long totalCalls = rows.getLong(Column.TOTAL_CALLS.position());
        CustomerCallSummary calls = totalCalls == 0 ? CustomerCallSummary.NONE
                : new CustomerCallSummary(totalCalls, instant(rows, Column.LAST_CALL_AT),
                        string(rows, Column.LAST_CALL_DISPOSITION));
        List<Enrollment> enrollments = new ArrayList<>();
        Map<CampaignId, String> names = new HashMap<>();
        do {
            if (rows.getObject(Column.ENROLLMENT_ID.position()) != null) {
                Enrollment enrollment = enrollment(rows, customer);
                enrollments.add(enrollment);
                String name = string(rows, Column.CAMPAIGN_NAME);
                if (name != null) {
                    names.put(enrollment.campaignId(), name);
                }
            }
        } while (rows.next());
        enrollments.sort(OLDEST_FIRST);
        return Optional.of(new CustomerRead(customer, enrollments, names, calls, source));
    }

    /** The source the customer's profile names, when it is the organization's; null otherwise. */
    private static Source source(ResultSet rows, Customer customer) throws SQLException {
        UUID id = uuid(rows, Column.SOURCE_ID);
        if (id == null) {
            return null;
        }
        return new JdbiSourceRepository.SourceRow(id, customer.organizationId().value(),
                uuid(rows, Column.SOURCE_CAMPAIGN_ID), string(rows, Column.SOURCE_SOURCE_ID),
                string(rows, Column.SOURCE_NAME), string(rows, Column.SOURCE_DESCRIPTION),
                (Integer) rows.getObject(Column.SOURCE_PHONE_NUMBER_ID.position()),
                string(rows, Column.SOURCE_DEAL_TYPE), string(rows, Column.SOURCE_SOURCE_TYPE),
                string(rows, Column.SOURCE_PRICING_MODEL), string(rows, Column.SOURCE_PAYOUT),
                string(rows, Column.SOURCE_COMMISSION_PER_SALE), string(rows, Column.SOURCE_LEAD_COST),
                string(rows, Column.SOURCE_DURATION_THRESHOLD),
                (Boolean) rows.getObject(Column.SOURCE_ENABLED.position()),
                rows.getLong(Column.SOURCE_VERSION.position()), instant(rows, Column.SOURCE_CREATED_AT),
                instant(rows, Column.SOURCE_UPDATED_AT))
                .toDomain();
    }

    private static Enrollment enrollment(ResultSet rows, Customer customer) throws SQLException {
        return new JdbiEnrollmentRepository.EnrollmentRow(uuid(rows, Column.ENROLLMENT_ID),
                customer.organizationId().value(), uuid(rows, Column.ENROLLMENT_CAMPAIGN_ID), customer.id().value(),
                string(rows, Column.ENROLLMENT_STATUS), string(rows, Column.ENROLLMENT_CURRENT_NODE_ID),
                string(rows, Column.ENROLLMENT_WORKFLOW_STATUS), string(rows, Column.ENROLLMENT_STATUS_REASON),
                string(rows, Column.ENROLLMENT_FAILURE_REASON), rows.getInt(Column.ENROLLMENT_ATTEMPTS.position()),
                rows.getLong(Column.ENROLLMENT_VERSION.position()), instant(rows, Column.ENROLLMENT_CREATED_AT),
                instant(rows, Column.ENROLLMENT_UPDATED_AT), instant(rows, Column.ENROLLMENT_RUN_STARTED_AT),
                instant(rows, Column.ENROLLMENT_DUE_AT), instant(rows, Column.ENROLLMENT_WAIT_UNTIL),
                rows.getBoolean(Column.ENROLLMENT_REVIEW_REQUIRED.position())).toDomain();
    }

    private static UUID uuid(ResultSet rows, Column column) throws SQLException {
        return rows.getObject(column.position(), UUID.class);
    }

    private static String string(ResultSet rows, Column column) throws SQLException {
        return rows.getString(column.position());
    }

    private static Instant instant(ResultSet rows, Column column) throws SQLException {
        OffsetDateTime value = rows.getObject(column.position(), OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }
}
