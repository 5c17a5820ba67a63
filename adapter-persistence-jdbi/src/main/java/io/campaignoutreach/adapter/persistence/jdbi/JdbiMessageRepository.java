package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.messaging.TextActivity;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.jdbi.v3.core.mapper.RowMapper;
import org.jdbi.v3.core.statement.PreparedBatch;

/** Secondary adapter: texts in PostgreSQL. */
final class JdbiMessageRepository implements MessageRepository {

    private static final String COLUMNS = "id, organization_id, phone_number, service_number, direction, kind,"
            + " sms_type, customer_id, campaign_id, enrollment_id, body, status, reason, provider_message_id,"
            + " error_code, due_at, sent_at, created_at, updated_at";
    // A batch binds a null id without a type; the casts give the column's.
    private static final String INSERT = "insert into messages (" + COLUMNS + """
            ) values (:id, :org, :phone, :service, :direction, :kind, :smsType, cast(:customer as uuid),
                      cast(:campaign as uuid), cast(:enrollment as uuid), :body, :status, :reason, :providerId,
                      :errorCode, :dueAt, :sentAt, :createdAt, :updatedAt)""";
    private static final String UPDATE = """
            update messages set body = :body, status = :status, reason = :reason, provider_message_id = :providerId,
                   error_code = :errorCode, due_at = :dueAt, sent_at = :sentAt, updated_at = :updatedAt
             where id = :id""";
    private static final RowMapper<Message> MESSAGES = (rs, ctx) -> RowMappers.of(MessageRow.class).map(rs, ctx)
            .toDomain();

    private final Handles handles;

    JdbiMessageRepository(Handles handles) {
        this.handles = handles;
    }

    @Override
    public void add(Collection<Message> messages) {
        if (messages.isEmpty()) {
            return;
        }
        SqlFailures.asConflict("one of the texts is stored already", () ->
                handles.inTransaction(() -> handles.with(h -> {
                    PreparedBatch batch = h.prepareBatch(INSERT);
                    messages.forEach(message -> bind(batch, message).add());
                    return batch.execute();
                })));
    }

    @Override
    public void update(Collection<Message> messages) {
        if (messages.isEmpty()) {
            return;
        }
        handles.inTransaction(() -> handles.with(h -> {
            PreparedBatch batch = h.prepareBatch(UPDATE);
            messages.forEach(message -> bind(batch, message).add());
            return batch.execute();
        }));
    }

    @Override
    public List<Message> lockDue(Instant now, int limit) {
        return handles.with(h -> h.createQuery("select " + COLUMNS + """
                         from messages where status = 'pending' and due_at <= :now
                        order by due_at, id limit :limit for update skip locked""")
                .bind("now", now)
                .bind("limit", limit)
                .map(MESSAGES)
                .list());
    }

    @Override
    public List<Message> lock(Collection<MessageId> ids) {
        if (ids.isEmpty()) {
            return List.of();
        }
        // Locked in id order, so two units of work locking overlapping texts cannot deadlock.
        return handles.with(h -> h.createQuery("select " + COLUMNS
                        + " from messages where id = any(:ids) order by id for update")
                .bind("ids", SqlArrays.of(UUID.class, ids.stream().map(MessageId::value).distinct().toList()))
                .map(MESSAGES)
                .list());
    }

    @Override
    public boolean received(OrganizationId organizationId, String providerMessageId) {
        return handles.with(h -> h.createQuery("""
                        select exists (select 1 from messages where organization_id = :org
                                          and provider_message_id = :providerId and direction = 'inbound')""")
                .bind("org", organizationId.value())
                .bind("providerId", providerMessageId)
                .mapTo(Boolean.class)
                .one());
    }

    @Override
    public Map<PhoneNumber, TextActivity> activity(OrganizationId organizationId, Collection<PhoneNumber> numbers,
                                                   Instant since) {
        Map<PhoneNumber, TextActivity> found = new LinkedHashMap<>();
        if (numbers.isEmpty()) {
            return found;
        }
        handles.with(h -> h.createQuery("""
                        select phone_number,
                               count(*) filter (where kind = 'campaign' and sent_at > :since) as texts,
                               min(sent_at) filter (where kind = 'campaign' and sent_at > :since) as oldest
                          from messages
                         where organization_id = :org and phone_number = any(:phones) and sent_at is not null
                         group by phone_number""")
                .bind("org", organizationId.value())
                .bind("phones", SqlArrays.of(String.class, numbers.stream().map(PhoneNumber::e164).distinct().toList()))
                .bind("since", since)
                .map((rs, ctx) -> {
                    OffsetDateTime oldest = rs.getObject("oldest", OffsetDateTime.class);
                    return Map.entry(new PhoneNumber(rs.getString("phone_number")),
                            new TextActivity(rs.getInt("texts"), oldest == null ? null : oldest.toInstant(), true));
                })
                .list())
                .forEach(entry -> found.put(entry.getKey(), entry.getValue()));
        return found;
    }

    @Override
    public List<OrganizationId> senders(PhoneNumber number, PhoneNumber serviceNumber) {
        return handles.with(h -> h.createQuery("""
                        select organization_id from messages
                         where phone_number = :phone and service_number = :service and sent_at is not null
                         group by organization_id order by max(sent_at) desc, organization_id""")
                .bind("phone", number.e164())
                .bind("service", serviceNumber.e164())
                .mapTo(UUID.class)
                .map(OrganizationId::of)
                .list());
    }

    @Override
    public Page<Message> page(OrganizationId organizationId, MessageQuery query, PageRequest request) {
        return handles.with(h -> PagedQuery.read(h, COLUMNS,
                "from messages where organization_id = :org"
                        + (query.customerId() == null ? "" : " and customer_id = :customer")
                        + (query.campaignId() == null ? "" : " and campaign_id = :campaign")
                        // Message.toReview(): a received text with the reason a person should look at it.
                        + (query.toReview() ? " and direction = 'inbound' and reason is not null" : ""),
                "order by created_at desc, id desc",
                q -> {
                    q.bind("org", organizationId.value());
                    if (query.customerId() != null) {
                        q.bind("customer", query.customerId().value());
                    }
                    return query.campaignId() == null ? q : q.bind("campaign", query.campaignId().value());
                },
                MESSAGES, request));
    }

    private static PreparedBatch bind(PreparedBatch batch, Message m) {
        return batch.bind("id", m.id().value())
                .bind("org", m.organizationId().value())
                .bind("phone", m.phoneNumber().e164())
                .bind("service", m.serviceNumber().e164())
                .bind("direction", StoredNames.MESSAGE_DIRECTION.of(m.direction()))
                .bind("kind", StoredNames.MESSAGE_KIND.of(m.kind()))
                .bind("smsType", m.smsType() == null ? null : StoredNames.SMS_TYPE.of(m.smsType()))
                .bindByType("customer", m.customerId() == null ? null : m.customerId().value(), UUID.class)
                .bindByType("campaign", m.campaignId() == null ? null : m.campaignId().value(), UUID.class)
                .bindByType("enrollment", m.enrollmentId() == null ? null : m.enrollmentId().value(), UUID.class)
                .bind("body", m.body())
                .bind("status", StoredNames.MESSAGE_STATUS.of(m.status()))
                .bind("reason", m.reason())
                .bind("providerId", m.providerMessageId())
                .bind("errorCode", m.errorCode())
                .bindByType("dueAt", m.dueAt(), Instant.class)
                .bindByType("sentAt", m.sentAt(), Instant.class)
                .bind("createdAt", m.createdAt())
                .bind("updatedAt", m.updatedAt());
    }

    public record MessageRow(UUID id, UUID organizationId, String phoneNumber, String serviceNumber,
                             String direction, String kind, String smsType, UUID customerId, UUID campaignId,
                             UUID enrollmentId, String body, String status, String reason, String providerMessageId,
                             String errorCode, Instant dueAt, Instant sentAt, Instant createdAt, Instant updatedAt) {

        Message toDomain() {
            return new Message(MessageId.of(id), OrganizationId.of(organizationId), new PhoneNumber(phoneNumber),
                    new PhoneNumber(serviceNumber), StoredNames.MESSAGE_DIRECTION.parse(direction),
                    StoredNames.MESSAGE_KIND.parse(kind), smsType == null ? null : StoredNames.SMS_TYPE.parse(smsType),
                    customerId == null ? null : CustomerId.of(customerId),
                    campaignId == null ? null : CampaignId.of(campaignId),
                    enrollmentId == null ? null : EnrollmentId.of(enrollmentId), body,
                    StoredNames.MESSAGE_STATUS.parse(status), reason, providerMessageId, errorCode, dueAt, sentAt,
                    createdAt, updatedAt);
        }
    }
}
