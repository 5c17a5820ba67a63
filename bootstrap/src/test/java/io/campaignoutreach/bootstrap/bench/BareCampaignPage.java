package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.zaxxer.hikari.HikariDataSource;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;

/**
 * The bare campaign read the list benchmark compares the service with: the same page of the same
 * campaigns, or one campaign, as the same JSON document (the benchmark checks that both answers
 * parse to equal documents), written by hand on the same libraries. Raw JDBC on one connection,
 * statements over arrays: the campaigns (and their count, for a page), the organization, the
 * enrollment and call figures, the transfer, appointment and routing configurations, each
 * configuration's users (the same count and first 25 by name as the service reads), and the
 * transfer configurations booking into each appointment configuration. Jackson parses the stored
 * documents and its streaming generator writes the answer; each configuration is written once per
 * answer and kept parsed by its stored text across answers, as the service does. It skips what the
 * service does on top: the key, the rate limit, the domain model and its rules, logging and metrics.
 */
final class BareCampaignPage {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonFactory FACTORY = JSON.getFactory();
    private static final DateTimeFormatter WRITTEN =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);
    private static final Pattern STORED_INSTANT = Pattern.compile("^\\d{4}-\\d{2}-\\d{2}T[0-9:.]+Z$");
    /** The spec's order of a campaign's SMS types, with the names they are stored under. */
    private static final List<String> SMS_TYPES = List.of("REDIAL", "NEW_INQUIRY", "POST_WELCOME", "FIRST_CONTACT",
            "MISSED_INQUIRY", "APPOINTMENT_BOOKED", "MISSED_APPOINTMENT", "MISSED_FIRST_CONTACT",
            "APPOINTMENT_REMINDER", "INFORMATIONAL_FOLLOWUP");
    private static final List<String> STATUS_ORDER = List.of("expired", "failed", "pending", "completed",
            "exceeded_max_calls", "in_progress", "cancelled", "skipped");
    private static final int LISTED_USERS = 25;
    private static final int KEPT_DOCUMENTS = 256;
    private static final Map<String, ObjectNode> PARSED = new ConcurrentHashMap<>();

    private static final String COLUMNS = """
            select id, created_at, updated_at, status, start_date, end_date, name, description,
                   profile, dialing, flow, sms, outcomes, links
              from campaigns where organization_id = ?""";
    private static final String PAGE = COLUMNS + " order by created_at desc, id desc limit ? offset ?";
    private static final String ONE = COLUMNS + " and id = ?";
    private static final String USAGE = """
            select k.transfer, k.config, coalesce(n.campaigns, 0), coalesce(n.receptionists, 0) > 0,
                   c.id, c.name, c.profile ->> 'kind', c.status
              from (select true as transfer, unnest(?::text[]) as config
                    union all select false, unnest(?::text[])) k
              left join configuration_usage n
                on n.organization_id = ? and n.transfer = k.transfer and n.config_id = k.config
             cross join lateral (
                   select u.sort_name, u.campaign_id from configuration_users u
                    where u.organization_id = ? and u.transfer = k.transfer and u.config_id = k.config
                    order by u.sort_name, u.campaign_id limit ?) l
              join campaigns c on c.id = l.campaign_id
             order by k.transfer, k.config, l.sort_name, l.campaign_id""";

    private final HikariDataSource pool;

    BareCampaignPage(HikariDataSource pool) {
        this.pool = pool;
    }

    /** Page {@code page} of {@code perPage} of the organization's campaigns, newest first, as JSON. */
    byte[] page(UUID organization, int page, int perPage) throws Exception {
        try (Connection connection = pool.getConnection()) {
            long total;
            try (PreparedStatement count = connection.prepareStatement(
                    "select count(*) from campaigns where organization_id = ?")) {
                count.setObject(1, organization);
                try (ResultSet row = count.executeQuery()) {
                    row.next();
                    total = row.getLong(1);
                }
            }
            List<Row> rows = rows(connection, PAGE, organization, perPage, (page - 1) * perPage);
            ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1_024);
            try (JsonGenerator json = FACTORY.createGenerator(out)) {
                json.writeStartObject();
                json.writeArrayFieldStart("items");
                writeCampaigns(connection, organization, rows, json);
                json.writeEndArray();
                json.writeNumberField("itemsTotal", total);
                json.writeNumberField("currentPage", page);
                json.writeFieldName("nextPage");
                if ((long) page * perPage < total) {
                    json.writeNumber(page + 1);
                } else {
                    json.writeNull();
                }
                json.writeFieldName("prevPage");
                if (page > 1) {
                    json.writeNumber(page - 1);
                } else {
                    json.writeNull();
                }
                json.writeEndObject();
            }
            return out.toByteArray();
        }
    }

    /** The organization's campaign {@code id} as JSON. */
    byte[] one(UUID organization, UUID id) throws Exception {
        try (Connection connection = pool.getConnection()) {
            ByteArrayOutputStream out = new ByteArrayOutputStream(16 * 1_024);
            try (JsonGenerator json = FACTORY.createGenerator(out)) {
                writeCampaigns(connection, organization, rows(connection, ONE, organization, id), json);
            }
            return out.toByteArray();
        }
    }

    /** A campaign's row, its stored documents parsed. */
    private record Row(UUID id, String createdAt, String updatedAt, String status, String startDate, String endDate,
                       String name, String description, JsonNode profile, JsonNode dialing, JsonNode flow,
                       JsonNode sms, JsonNode outcomes, JsonNode links) {

        String defaultTransfer() {
            JsonNode ids = links.path("transferConfigIds");
            return ids.isEmpty() ? null : ids.get(0).asText();
        }

        String appointment() {
            JsonNode id = links.path("appointmentConfigId");
            return id.isNull() || id.isMissingNode() ? null : id.asText();
        }
    }

    private static List<Row> rows(Connection connection, String sql, UUID organization, Object... parameters)
            throws Exception {
        try (PreparedStatement select = connection.prepareStatement(sql)) {
            select.setObject(1, organization);
            for (int i = 0; i < parameters.length; i++) {
                select.setObject(i + 2, parameters[i]);
            }
            List<Row> rows = new ArrayList<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    rows.add(new Row(row.getObject("id", UUID.class), time(row, "created_at"),
                            time(row, "updated_at"), row.getString("status"), time(row, "start_date"),
                            time(row, "end_date"), row.getString("name"), row.getString("description"),
                            JSON.readTree(row.getString("profile")), JSON.readTree(row.getString("dialing")),
                            JSON.readTree(row.getString("flow")), JSON.readTree(row.getString("sms")),
                            JSON.readTree(row.getString("outcomes")), JSON.readTree(row.getString("links"))));
                }
            }
            return rows;
        }
    }

    private void writeCampaigns(Connection connection, UUID organization, List<Row> rows, JsonGenerator json)
            throws Exception {
        if (rows.isEmpty()) {
            return;
        }
        UUID[] ids = rows.stream().map(Row::id).toArray(UUID[]::new);
        String[] client = organization(connection, organization);
        Map<UUID, Map<String, Long>> statuses = statuses(connection, organization, ids);
        Map<UUID, long[]> calls = calls(connection, organization, ids);
        Set<String> transferIds = new LinkedHashSet<>();
        Set<String> appointmentIds = new LinkedHashSet<>();
        for (Row row : rows) {
            if (row.defaultTransfer() != null) {
                transferIds.add(row.defaultTransfer());
            }
            if (row.appointment() != null) {
                appointmentIds.add(row.appointment());
            }
        }
        Map<String, ObjectNode> transfers = documents(connection, "transfer_configs", organization, transferIds);
        Map<String, ObjectNode> appointments = documents(connection, "appointment_configs", organization,
                appointmentIds);
        Set<String> routingIds = new LinkedHashSet<>();
        transfers.values().forEach(t -> {
            if (t.hasNonNull("routingConfigId")) {
                routingIds.add(t.get("routingConfigId").asText());
            }
        });
        Map<String, ObjectNode> routings = documents(connection, "routing_configs", organization, routingIds);
        Map<String, ObjectNode> usage = usage(connection, organization, transfers.keySet(), appointments.keySet());
        Map<String, ArrayNode> bookings = bookings(connection, organization, appointments.keySet());
        Map<String, String> written = new HashMap<>();
        for (Row row : rows) {
            String transfer = row.defaultTransfer() == null || !transfers.containsKey(row.defaultTransfer()) ? null
                    : written.computeIfAbsent("t" + row.defaultTransfer(), key -> transferJson(
                            transfers.get(row.defaultTransfer()), routings, usage.get("t" + row.defaultTransfer())));
            String appointment = row.appointment() == null || !appointments.containsKey(row.appointment()) ? null
                    : written.computeIfAbsent("a" + row.appointment(), key -> appointmentJson(
                            appointments.get(row.appointment()), usage.get("a" + row.appointment()),
                            bookings.getOrDefault(row.appointment(), JsonNodeFactory.instance.arrayNode())));
            writeCampaign(row, client, statuses.getOrDefault(row.id(), Map.of()),
                    calls.getOrDefault(row.id(), new long[2]), transfer, appointment, json);
        }
    }

    private static void writeCampaign(Row row, String[] client, Map<String, Long> statuses, long[] calls,
                                      String transfer, String appointment, JsonGenerator json) throws Exception {
        JsonNode profile = row.profile();
        JsonNode dialing = row.dialing();
        JsonNode outcomes = row.outcomes();
        json.writeStartObject();
        json.writeStringField("id", row.id().toString());
        json.writeStringField("createdAt", row.createdAt());
        json.writeStringField("updatedAt", row.updatedAt());
        json.writeStringField("startDate", row.startDate());
        json.writeStringField("endDate", row.endDate());
        json.writeStringField("name", row.name());
        json.writeStringField("description", row.description());
        json.writeStringField("templateId", text(profile, "templateId"));
        json.writeStringField("templateName", text(profile, "templateName"));
        json.writeStringField("status", row.status());
        json.writeStringField("sourceType", text(profile, "sourceType"));
        json.writeBooleanField("dialAfterhours", dialing.path("dialAfterhours").asBoolean());
        json.writeBooleanField("outboundEnabled", dialing.path("outboundEnabled").asBoolean());
        json.writeNumberField("outboundBatchSize", dialing.path("outboundBatchSize").asInt());
        json.writeFieldName("variableMappings");
        json.writeTree(outcomes.path("variableMappings"));
        JsonNode tracking = dialing.path("redialTracking");
        json.writeObjectFieldStart("redialTracking");
        json.writeNumberField("lastRunSmsCount", tracking.path("lastRunSmsCount").asInt());
        json.writeStringField("lastRunTimestamp", instant(text(tracking, "lastRunTimestamp")));
        json.writeEndObject();
        json.writeBooleanField("enableFlow", row.flow().path("enableFlow").asBoolean());
        json.writeStringField("flowWorkflowId", text(row.flow(), "flowWorkflowId"));
        json.writeStringField("suitType", text(profile, "suitType"));
        json.writeStringField("suite", text(profile, "suite"));
        json.writeBooleanField("redial", dialing.path("redial").asBoolean());
        json.writeArrayFieldStart("redialPatterns");
        for (JsonNode pattern : dialing.path("redialPatterns")) {
            json.writeStartObject();
            json.writeFieldName("days");
            json.writeTree(pattern.path("days"));
            json.writeNumberField("attempts", pattern.path("attempts").asInt());
            double minutes = pattern.path("intervalMinutes").asDouble();
            if (minutes == Math.rint(minutes)) {
                json.writeNumberField("intervalMinutes", (long) minutes);
            } else {
                json.writeNumberField("intervalMinutes", minutes);
            }
            json.writeEndObject();
        }
        json.writeEndArray();
        writeCriteria("successCriteria", outcomes.path("successCriteria"), json);
        writeCriteria("failureCriteria", outcomes.path("failureCriteria"), json);
        json.writeNumberField("maxAttempts", dialing.path("maxAttempts").asInt());
        json.writeObjectFieldStart("smsTypes");
        for (String type : SMS_TYPES) {
            json.writeBooleanField(wireName(type), row.sms().path("enabled").path(type).asBoolean());
        }
        json.writeEndObject();
        json.writeObjectFieldStart("smsContent");
        for (String type : SMS_TYPES) {
            json.writeStringField(wireName(type), text(row.sms().path("content"), type));
        }
        json.writeEndObject();
        json.writeStringField("smsCompanyName", text(row.sms(), "companyName"));
        json.writeFieldName("requiredVars");
        json.writeTree(outcomes.path("requiredVars"));
        json.writeObjectFieldStart("client");
        json.writeStringField("id", client[0]);
        json.writeStringField("smsCompanyName", client[1]);
        json.writeEndObject();
        json.writeBooleanField("hasInquiryCallback", outcomes.path("hasInquiryCallback").asBoolean());
        json.writeObjectFieldStart("customerStats");
        json.writeNumberField("total", statuses.values().stream().mapToLong(Long::longValue).sum());
        json.writeNumberField("totalCalls", calls[0]);
        json.writeNumberField("todayCalls", calls[1]);
        json.writeObjectFieldStart("statusCounts");
        for (String status : STATUS_ORDER) {
            json.writeNumberField(status, statuses.getOrDefault(status, 0L));
        }
        json.writeEndObject();
        json.writeEndObject();
        writeRawOrNull(json, "transferConfig", transfer);
        json.writeFieldName("transferConfigIds");
        json.writeTree(row.links().path("transferConfigIds"));
        writeRawOrNull(json, "appointmentConfig", appointment);
        json.writeFieldName("campaignAutomations");
        json.writeTree(outcomes.path("campaignAutomations"));
        JsonNode features = outcomes.path("features");
        json.writeObjectFieldStart("features");
        for (String feature : List.of("transfers", "appointments", "inquiries", "checkPlan")) {
            json.writeBooleanField(feature, features.path(feature).asBoolean());
        }
        json.writeEndObject();
        json.writeEndObject();
    }

    private static void writeCriteria(String name, JsonNode criteria, JsonGenerator json) throws Exception {
        json.writeObjectFieldStart(name);
        json.writeStringField("operator", text(criteria, "operator"));
        json.writeArrayFieldStart("conditions");
        for (JsonNode condition : criteria.path("conditions")) {
            json.writeStartObject();
            json.writeStringField("field", text(condition, "field"));
            json.writeStringField("operator", text(condition, "operator"));
            json.writeFieldName("value");
            json.writeTree(condition.path("value"));
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    /** The transfer configuration as the campaign shows it: its usage and routing configuration added. */
    private static String transferJson(ObjectNode stored, Map<String, ObjectNode> routings, ObjectNode usage) {
        ObjectNode transfer = stored.deepCopy();
        transfer.put("type", transfer.path("type").asText().toLowerCase(Locale.ROOT));
        JsonNode callback = transfer.path("agentFirstFallbackConfig").path("callback");
        if (callback instanceof ObjectNode offer) {
            offer.remove("abandonOfferEnabled");
        }
        transfer.setAll(usage == null ? unused() : usage);
        JsonNode routingId = transfer.path("routingConfigId");
        transfer.set("routingConfig", routingId.isTextual() && routings.containsKey(routingId.asText())
                ? routings.get(routingId.asText()) : null);
        return write(transfer);
    }

    private static String appointmentJson(ObjectNode stored, ObjectNode usage, ArrayNode bookings) {
        ObjectNode appointment = stored.deepCopy();
        ObjectNode used = usage == null ? unused() : usage;
        appointment.set("assignedCampaignCount", used.get("assignedCampaignCount"));
        appointment.put("assignedTransferConfigCount", bookings.size());
        appointment.set("usedByCampaigns", used.get("usedByCampaigns"));
        appointment.set("usedByTransferConfigs", bookings);
        appointment.set("usedByReceptionist", used.get("usedByReceptionist"));
        return write(appointment);
    }

    private static ObjectNode unused() {
        ObjectNode usage = JsonNodeFactory.instance.objectNode();
        usage.put("assignedCampaignCount", 0);
        usage.putArray("usedByCampaigns");
        usage.put("usedByReceptionist", false);
        return usage;
    }

    private static String write(JsonNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The configuration stored as {@code text}, parsed and its instants written as the API writes
     * them, kept by its text as the service keeps its decoded configurations; never changed once
     * kept, since requests share it.
     */
    private static ObjectNode parsed(String text) throws Exception {
        ObjectNode known = PARSED.get(text);
        if (known != null) {
            return known;
        }
        ObjectNode document = (ObjectNode) withInstantsWritten(JSON.readTree(text));
        if (PARSED.size() >= KEPT_DOCUMENTS) {
            PARSED.clear();
        }
        PARSED.put(text, document);
        return document;
    }

    /** The stored documents write instants as Java does; the API writes them with milliseconds. */
    private static JsonNode withInstantsWritten(JsonNode node) {
        if (node instanceof ObjectNode object) {
            object.fields().forEachRemaining(field -> field.setValue(withInstantsWritten(field.getValue())));
        } else if (node instanceof ArrayNode array) {
            for (int i = 0; i < array.size(); i++) {
                array.set(i, withInstantsWritten(array.get(i)));
            }
        } else if (node.isTextual() && STORED_INSTANT.matcher(node.asText()).matches()) {
            return TextNode.valueOf(instant(node.asText()));
        }
        return node;
    }

    private static String[] organization(Connection connection, UUID organization) throws SQLException {
        try (PreparedStatement select = connection.prepareStatement(
                "select id, sms_company_name from organizations where id = ?")) {
            select.setObject(1, organization);
            try (ResultSet row = select.executeQuery()) {
                row.next();
                return new String[] {row.getString(1), row.getString(2)};
            }
        }
    }

    private static Map<UUID, Map<String, Long>> statuses(Connection connection, UUID organization, UUID[] ids)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("""
                select campaign_id, status, count(*) from enrollments
                 where organization_id = ? and campaign_id = any(?) group by campaign_id, status""")) {
            select.setObject(1, organization);
            select.setArray(2, connection.createArrayOf("uuid", ids));
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

    /** Each campaign's calls, in all and today (UTC), test calls left out. */
    private static Map<UUID, long[]> calls(Connection connection, UUID organization, UUID[] ids)
            throws SQLException {
        try (PreparedStatement select = connection.prepareStatement("""
                select campaign_id, count(*), count(*) filter (where created_at >= ?) from calls
                 where organization_id = ? and campaign_id = any(?) and not test_flag group by campaign_id""")) {
            select.setObject(1, OffsetDateTime.ofInstant(Instant.now().truncatedTo(ChronoUnit.DAYS), ZoneOffset.UTC));
            select.setObject(2, organization);
            select.setArray(3, connection.createArrayOf("uuid", ids));
            Map<UUID, long[]> counts = new HashMap<>();
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    counts.put(row.getObject(1, UUID.class), new long[] {row.getLong(2), row.getLong(3)});
                }
            }
            return counts;
        }
    }

    private static Map<String, ObjectNode> documents(Connection connection, String table, UUID organization,
                                                     Collection<String> ids) throws Exception {
        Map<String, ObjectNode> documents = new HashMap<>();
        if (ids.isEmpty()) {
            return documents;
        }
        try (PreparedStatement select = connection.prepareStatement(
                "select id, document from " + table + " where organization_id = ? and id = any(?)")) {
            select.setObject(1, organization);
            select.setArray(2, connection.createArrayOf("uuid", ids.stream().map(UUID::fromString).toArray()));
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    documents.put(row.getString(1), parsed(row.getString(2)));
                }
            }
        }
        return documents;
    }

    /** Each configuration's usage members, keyed "t" or "a" and its id. */
    private static Map<String, ObjectNode> usage(Connection connection, UUID organization, Set<String> transfers,
                                                 Set<String> appointments) throws SQLException {
        Map<String, ObjectNode> usage = new HashMap<>();
        if (transfers.isEmpty() && appointments.isEmpty()) {
            return usage;
        }
        try (PreparedStatement select = connection.prepareStatement(USAGE)) {
            select.setArray(1, connection.createArrayOf("text", transfers.toArray()));
            select.setArray(2, connection.createArrayOf("text", appointments.toArray()));
            select.setObject(3, organization);
            select.setObject(4, organization);
            select.setInt(5, LISTED_USERS);
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    ObjectNode members = usage.computeIfAbsent((row.getBoolean(1) ? "t" : "a") + row.getString(2),
                            key -> JsonNodeFactory.instance.objectNode());
                    members.put("assignedCampaignCount", row.getLong(3));
                    ArrayNode users = members.has("usedByCampaigns") ? (ArrayNode) members.get("usedByCampaigns")
                            : members.putArray("usedByCampaigns");
                    members.put("usedByReceptionist", row.getBoolean(4));
                    users.addObject().put("id", row.getString(5)).put("name", row.getString(6))
                            .put("kind", row.getString(7).toLowerCase(Locale.ROOT)).put("status", row.getString(8));
                }
            }
        }
        return usage;
    }

    /** The transfer configurations that book into each appointment configuration, by name. */
    private static Map<String, ArrayNode> bookings(Connection connection, UUID organization,
                                                   Set<String> appointments) throws SQLException {
        Map<String, ArrayNode> bookings = new HashMap<>();
        if (appointments.isEmpty()) {
            return bookings;
        }
        try (PreparedStatement select = connection.prepareStatement("""
                select document ->> 'appointmentConfigId', id, name from transfer_configs
                 where organization_id = ? and (document ->> 'appointmentConfigId') = any(?)
                 order by lower(name) collate "C", id""")) {
            select.setObject(1, organization);
            select.setArray(2, connection.createArrayOf("text", appointments.toArray()));
            try (ResultSet row = select.executeQuery()) {
                while (row.next()) {
                    bookings.computeIfAbsent(row.getString(1), id -> JsonNodeFactory.instance.arrayNode())
                            .addObject().put("id", row.getString(2)).put("name", row.getString(3));
                }
            }
        }
        return bookings;
    }

    /** {@code NEW_INQUIRY} as the API names it: {@code newInquiry}. */
    private static String wireName(String stored) {
        StringBuilder name = new StringBuilder();
        for (String word : stored.toLowerCase(Locale.ROOT).split("_")) {
            name.append(name.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1));
        }
        return name.toString();
    }

    private static String text(JsonNode node, String member) {
        JsonNode value = node.path(member);
        return value.isNull() || value.isMissingNode() ? null : value.asText();
    }

    private static String time(ResultSet row, String column) throws SQLException {
        OffsetDateTime time = row.getObject(column, OffsetDateTime.class);
        return time == null ? null : WRITTEN.format(time);
    }

    private static String instant(String stored) {
        if (stored == null) {
            return null;
        }
        try {
            return WRITTEN.format(Instant.parse(stored));
        } catch (DateTimeParseException e) {
            return stored;
        }
    }

    /** A configuration already written as JSON, or null when the campaign has none. */
    private static void writeRawOrNull(JsonGenerator json, String name, String written) throws IOException {
        json.writeFieldName(name);
        if (written == null) {
            json.writeNull();
        } else {
            json.writeRawValue(written);
        }
    }
}
