package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.zaxxer.hikari.HikariDataSource;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PolicyField;
import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/**
 * The bare customer endpoint the read benchmark compares the service with: what a hand-written
 * endpoint on the same libraries would do to answer the same document. One statement (the customer,
 * its enrollments with their campaigns' names, its call summary), raw JDBC, and Jackson's streaming
 * generator; the field names come from the domain's catalogs, as a hand-written endpoint would list
 * them. It skips what the service does on top: the key, the rate limit, scoping, the domain model,
 * logging and metrics.
 */
final class BareCustomer {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonFactory FACTORY = JSON.getFactory();
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final String READ = """
            select c.id, c.organization_id, c.phone, c.profile, c.policies, c.custom_values, c.related_lists,
                   c.created_at, c.updated_at, e.id as e_id, e.campaign_id, e.status, e.created_at as e_created_at,
                   e.updated_at as e_updated_at, k.name as campaign_name,
                   s.total_calls, s.last_call_at, s.last_call_disposition
              from customers c
              left join enrollments e on e.organization_id = c.organization_id and e.customer_id = c.id
              left join campaigns k on k.id = e.campaign_id
              left join lateral (
                   select count(*) over () as total_calls, l.created_at as last_call_at,
                          l.disposition as last_call_disposition
                     from calls l
                    where l.organization_id = c.organization_id and l.customer_id = c.id and not l.test_flag
                    order by l.created_at desc, l.id desc
                    limit 1) s on true
             where c.id = ? and c.deleted_at is null
             order by e.created_at, e.id""";

    private final HikariDataSource pool;

    BareCustomer(HikariDataSource pool) {
        this.pool = pool;
    }

    /** The customer as JSON; null when there is none. */
    byte[] read(UUID id) throws Exception {
        try (Connection connection = pool.getConnection();
             PreparedStatement select = connection.prepareStatement(READ)) {
            select.setObject(1, id);
            try (ResultSet rows = select.executeQuery()) {
                if (!rows.next()) {
                    return null;
                }
                ByteArrayOutputStream out = new ByteArrayOutputStream(8_192);
                try (JsonGenerator json = FACTORY.createGenerator(out)) {
                    write(rows, json);
                }
                return out.toByteArray();
            }
        }
    }

    private static void write(ResultSet rows, JsonGenerator json) throws Exception {
        JsonNode profile = JSON.readTree(rows.getString("profile"));
        json.writeStartObject();
        json.writeStringField("id", rows.getString("id"));
        json.writeStringField("clientId", rows.getString("organization_id"));
        json.writeStringField("callerId", rows.getString("phone"));
        for (CustomerField field : CustomerField.values()) {
            json.writeFieldName(field.wireName());
            json.writeTree(profile.get(field.wireName()));
        }
        long totalCalls = rows.getLong("total_calls");
        Instant lastCall = instant(rows, "last_call_at");
        String lastCallDisposition = rows.getString("last_call_disposition");
        JsonNode recorded = profile.get(CustomerField.LAST_CONTACTED_AT.wireName());
        Instant contacted = recorded == null ? lastCall : later(Instant.parse(recorded.asText()), lastCall);
        json.writeStringField(CustomerField.LAST_CONTACTED_AT.wireName(), format(contacted));
        String relatedLists = rows.getString("related_lists");
        String policies = rows.getString("policies");
        String customValues = rows.getString("custom_values");
        String createdAt = format(instant(rows, "created_at"));
        String updatedAt = format(instant(rows, "updated_at"));
        json.writeArrayFieldStart("campaigns");
        do {
            if (rows.getObject("e_id") != null) {
                json.writeStartObject();
                json.writeStringField("id", rows.getString("e_id"));
                json.writeStringField("campaignId", rows.getString("campaign_id"));
                json.writeStringField("campaignName", rows.getString("campaign_name"));
                json.writeStringField("status", rows.getString("status"));
                json.writeStringField("createdAt", format(instant(rows, "e_created_at")));
                json.writeStringField("updatedAt", format(instant(rows, "e_updated_at")));
                json.writeEndObject();
            }
        } while (rows.next());
        json.writeEndArray();
        json.writeFieldName("customFields");
        json.writeRawValue(customValues);
        json.writeArrayFieldStart("policies");
        for (JsonNode policy : JSON.readTree(policies)) {
            writePolicy(policy, json);
        }
        json.writeEndArray();
        for (Iterator<Map.Entry<String, JsonNode>> lists = JSON.readTree(relatedLists).fields(); lists.hasNext(); ) {
            Map.Entry<String, JsonNode> list = lists.next();
            json.writeFieldName(list.getKey());
            json.writeTree(list.getValue());
        }
        json.writeStringField("createdAt", createdAt);
        json.writeStringField("updatedAt", updatedAt);
        json.writeNumberField("totalCalls", totalCalls);
        json.writeStringField("lastCallDate", format(lastCall));
        json.writeStringField("lastCallDisposition", lastCallDisposition);
        json.writeEndObject();
    }

    private static void writePolicy(JsonNode policy, JsonGenerator json) throws Exception {
        JsonNode values = policy.get("values");
        json.writeStartObject();
        json.writeStringField("id", policy.get("id").asText());
        for (PolicyField field : PolicyField.values()) {
            json.writeFieldName(field.wireName());
            json.writeTree(values.get(field.wireName()));
        }
        json.writeFieldName("customFields");
        json.writeTree(policy.get("customFields"));
        // Stored as the instant's own text, which leaves out zero milliseconds; the answer always has them.
        json.writeStringField("createdAt", format(Instant.parse(policy.get("createdAt").asText())));
        json.writeStringField("updatedAt", format(Instant.parse(policy.get("updatedAt").asText())));
        json.writeEndObject();
    }

    private static Instant later(Instant a, Instant b) {
        return List.of(a, b == null ? a : b).stream().max(Instant::compareTo).orElseThrow();
    }

    private static Instant instant(ResultSet rows, String column) throws SQLException {
        OffsetDateTime value = rows.getObject(column, OffsetDateTime.class);
        return value == null ? null : value.toInstant();
    }

    private static String format(Instant instant) {
        return instant == null ? null : WRITTEN.format(instant);
    }
}
