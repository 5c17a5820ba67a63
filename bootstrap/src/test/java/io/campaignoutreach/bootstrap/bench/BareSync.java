package io.campaignoutreach.bootstrap.bench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Timestamp;
import java.time.Instant;
import java.util.UUID;

/**
 * The bare sync the sync benchmark compares the service with: the cheapest way to store a sync
 * request's records on the same libraries. Jackson parses the body; one batched upsert keyed by
 * phone number writes every record's profile and policies, in one transaction. It skips what the
 * service does on top: the key, validation of every field, matching by external id and MBI as well
 * as by phone, merging a record into the stored customer, custom fields, per-record failures, and
 * versions.
 */
final class BareSync {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String UPSERT = """
            insert into customers (id, organization_id, version, phone, profile, policies, custom_values,
                                   related_lists, created_at, updated_at)
            values (?, ?, 0, ?, cast(? as jsonb), cast(? as jsonb), '[]', '{}', ?, ?)
            on conflict (organization_id, phone) where deleted_at is null
            do update set profile = excluded.profile, policies = excluded.policies, version = customers.version + 1,
                          updated_at = excluded.updated_at""";

    private final HikariDataSource pool;

    BareSync(HikariDataSource pool) {
        this.pool = pool;
    }

    /** Stores the body's records for the organization and answers how many were stored. */
    byte[] sync(UUID organization, byte[] body) throws Exception {
        JsonNode records = JSON.readTree(body).get("records");
        Timestamp now = Timestamp.from(Instant.now());
        try (Connection connection = pool.getConnection()) {
            connection.setAutoCommit(false);
            try (PreparedStatement upsert = connection.prepareStatement(UPSERT)) {
                for (JsonNode record : records) {
                    ObjectNode profile = ((ObjectNode) record).deepCopy();
                    JsonNode policies = profile.remove("policies");
                    profile.remove("phoneNumber");
                    upsert.setObject(1, UUID.randomUUID());
                    upsert.setObject(2, organization);
                    upsert.setString(3, record.get("phoneNumber").asText());
                    upsert.setString(4, JSON.writeValueAsString(profile));
                    upsert.setString(5, JSON.writeValueAsString(policies));
                    upsert.setTimestamp(6, now);
                    upsert.setTimestamp(7, now);
                    upsert.addBatch();
                }
                upsert.executeBatch();
                connection.commit();
            } catch (Exception e) {
                connection.rollback();
                throw e;
            } finally {
                connection.setAutoCommit(true);
            }
        }
        return JSON.writeValueAsBytes(JSON.createObjectNode().put("succeeded", records.size()).put("failed", 0)
                .set("errors", JSON.createArrayNode()));
    }
}
