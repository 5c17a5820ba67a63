package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.zaxxer.hikari.HikariDataSource;
import java.io.ByteArrayOutputStream;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;

/**
 * The bare campaign list the list benchmark compares the service with: the same page of the same
 * campaigns, as a hand-written endpoint on the same libraries would serve it. Four statements on one
 * connection (the count, the page's rows, their enrollment counts by status, and the transfer
 * configurations they name), raw JDBC, the stored JSON documents passed through as they are, and
 * Jackson's streaming generator. It skips what the service does on top: the key, the rate limit,
 * the domain model, the call figures, routing and appointment configurations and their users, and
 * every field the spec shapes from the stored documents.
 */
final class BareCampaignPage {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonFactory FACTORY = JSON.getFactory();
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final String[] DOCUMENTS = {"profile", "dialing", "flow", "sms", "outcomes", "links"};

    private static final String COLUMNS = """
            select id, created_at, updated_at, status, start_date, end_date, name, description,
                   profile, dialing, flow, sms, outcomes, links
              from campaigns where organization_id = ?""";
    private static final String PAGE = COLUMNS + " order by created_at desc, id desc limit ? offset ?";
    private static final String ONE = COLUMNS + " and id = ?";

    private final HikariDataSource pool;

    BareCampaignPage(HikariDataSource pool) {
        this.pool = pool;
    }

    /** Page {@code page} of {@code perPage} of the organization's campaigns, newest first, as JSON. */
    byte[] page(UUID organization, int page, int perPage) throws Exception {
        try (Connection connection = pool.getConnection()) {
            long total = count(connection, organization);
            return write(connection, organization, rows(connection, organization, PAGE, page, perPage), total, page);
        }
    }

    /** The organization's campaign {@code id} as JSON, in the page's envelope. */
    byte[] one(UUID organization, UUID id) throws Exception {
        try (Connection connection = pool.getConnection()) {
            return write(connection, organization, rows(connection, organization, ONE, id), 1, 1);
        }
    }

    private byte[] write(Connection connection, UUID organization, List<Map<String, Object>> rows, long total,
                         int page) throws Exception {
        List<UUID> ids = rows.stream().map(row -> (UUID) row.get("id")).toList();
        Map<UUID, Map<String, Long>> statuses = statuses(connection, organization, ids);
        Set<UUID> transferIds = new LinkedHashSet<>();
        for (Map<String, Object> row : rows) {
            JSON.readTree((String) row.get("links")).path("transferConfigIds")
                    .forEach(id -> transferIds.add(UUID.fromString(id.asText())));
        }
        Map<UUID, String> transfers = transfers(connection, organization, transferIds);
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1_024);
        try (JsonGenerator json = FACTORY.createGenerator(out)) {
            json.writeStartObject();
            json.writeArrayFieldStart("items");
            for (Map<String, Object> row : rows) {
                writeCampaign(row, statuses.getOrDefault((UUID) row.get("id"), Map.of()), transfers, json);
            }
            json.writeEndArray();
            json.writeNumberField("itemsTotal", total);
            json.writeNumberField("currentPage", page);
            json.writeEndObject();
        }
        return out.toByteArray();
    }

    private static long count(Connection connection, UUID organization) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select count(*) from campaigns where organization_id = ?")) {
            select.setObject(1, organization);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private static List<Map<String, Object>> rows(Connection connection, UUID organization, String sql,
                                                  Object... parameters) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            select.setObject(1, organization);
            if (sql.equals(PAGE)) {
                int page = (Integer) parameters[0];
                int perPage = (Integer) parameters[1];
                select.setInt(2, perPage);
                select.setInt(3, (page - 1) * perPage);
            } else {
                select.setObject(2, parameters[0]);
            }
            List<Map<String, Object>> rows = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    Map<String, Object> values = new HashMap<>();
                    values.put("id", row.getObject("id", UUID.class));
                    for (String time : List.of("created_at", "updated_at", "start_date", "end_date")) {
                        values.put(time, format(row.getObject(time, OffsetDateTime.class)));
                    }
                    for (String text : List.of("status", "name", "description")) {
                        values.put(text, row.getString(text));
                    }
                    for (String document : DOCUMENTS) {
                        values.put(document, row.getString(document));
                    }
                    rows.add(values);
                }
            }
            return rows;
        }
    }

    private static Map<UUID, Map<String, Long>> statuses(Connection connection, UUID organization, List<UUID> ids)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("""
                select campaign_id, status, count(*) from enrollments
                 where organization_id = ? and campaign_id = any(?) group by campaign_id, status""")) {
            select.setObject(1, organization);
            select.setArray(2, connection.createArrayOf("uuid", ids.toArray()));
            Map<UUID, Map<String, Long>> counts = new HashMap<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    counts.computeIfAbsent(row.getObject(1, UUID.class), id -> new HashMap<>())
                            .put(row.getString(2), row.getLong(3));
                }
            }
            return counts;
        }
    }

    private static Map<UUID, String> transfers(Connection connection, UUID organization, Set<UUID> ids)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select id, document from transfer_configs where organization_id = ? and id = any(?)")) {
            select.setObject(1, organization);
            select.setArray(2, connection.createArrayOf("uuid", ids.toArray()));
            Map<UUID, String> documents = new HashMap<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    documents.put(row.getObject(1, UUID.class), row.getString(2));
                }
            }
            return documents;
        }
    }

    private static void writeCampaign(Map<String, Object> row, Map<String, Long> statuses,
                                      Map<UUID, String> transfers, JsonGenerator json) throws Exception {
        json.writeStartObject();
        json.writeStringField("id", row.get("id").toString());
        json.writeStringField("createdAt", (String) row.get("created_at"));
        json.writeStringField("updatedAt", (String) row.get("updated_at"));
        json.writeStringField("startDate", (String) row.get("start_date"));
        json.writeStringField("endDate", (String) row.get("end_date"));
        json.writeStringField("name", (String) row.get("name"));
        json.writeStringField("description", (String) row.get("description"));
        json.writeStringField("status", (String) row.get("status"));
        for (String document : DOCUMENTS) {
            json.writeFieldName(document);
            json.writeRawValue((String) row.get(document));
        }
        json.writeObjectFieldStart("statusCounts");
        for (Map.Entry<String, Long> status : statuses.entrySet()) {
            json.writeNumberField(status.getKey(), status.getValue());
        }
        json.writeEndObject();
        json.writeArrayFieldStart("transferConfigs");
        for (JsonNode id : JSON.readTree((String) row.get("links")).path("transferConfigIds")) {
            String document = transfers.get(UUID.fromString(id.asText()));
            if (document != null) {
                json.writeRawValue(document);
            }
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static String format(OffsetDateTime time) {
        return time == null ? null : WRITTEN.format(time);
    }
}
