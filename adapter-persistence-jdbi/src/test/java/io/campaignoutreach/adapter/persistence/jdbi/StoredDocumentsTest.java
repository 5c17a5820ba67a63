package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Pins the JSON the store keeps in each jsonb column, as it is in the database: the rows written
 * today are read back by tomorrow's code, so renaming or reshaping a domain type that the column
 * is written from must fail here, not silently in production. A difference is not fixed by
 * copying the new file over the old: existing rows keep the old shape, so the change needs a
 * mapping that reads both, or a migration. (To see the new shape, the test writes it to
 * {@code target/stored-documents/}.) Ids, which are random in the fixtures, are numbered in order
 * of appearance.
 */
class StoredDocumentsTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final Pattern UUID_TEXT = Pattern.compile(
            "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
    private static final Path EXPECTED = Path.of("src", "test", "resources", "stored-documents");
    private static final Path ACTUAL = Path.of("target", "stored-documents");

    private static final Map<String, UUID> ROWS = new LinkedHashMap<>();

    @BeforeAll
    static void storeOneOfEach() {
        JdbiRepositories store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        RoutingConfig routing = TestData.routingConfig(organization.id());
        store.routingConfigs().save(routing);
        TransferConfig transfer = TestData.transferConfig(organization.id(), routing.id());
        store.transferConfigs().save(transfer);
        Workflow workflow = TestData.workflow(organization.id());
        store.workflows().save(workflow);
        AppointmentConfig appointments = TestData.appointmentConfig(organization.id(), routing.id(), transfer.id(),
                workflow.id());
        store.appointmentConfigs().save(appointments);
        Campaign campaign = CampaignBuilder.aCampaign(organization.id()).flowWorkflowId(workflow.id())
                .transferConfigIds(List.of(transfer.id())).appointmentConfigId(appointments.id()).build();
        store.campaigns().insert(campaign);
        Customer customer = TestData.customer(organization.id(), TestData.phone(1));
        store.customers().insert(customer);
        ROWS.put("campaigns", campaign.id().value());
        ROWS.put("workflows", workflow.id().value());
        ROWS.put("routing_configs", routing.id().value());
        ROWS.put("appointment_configs", appointments.id().value());
        ROWS.put("transfer_configs", transfer.id().value());
        ROWS.put("customers", customer.id().value());
    }

    @ParameterizedTest(name = "{0}.{1}")
    @CsvSource({
            "campaigns, profile", "campaigns, dialing", "campaigns, flow", "campaigns, sms", "campaigns, outcomes",
            "campaigns, links", "campaigns, compatibility_warnings",
            "workflows, nodes",
            "routing_configs, document", "appointment_configs, document", "transfer_configs, document",
            "customers, profile", "customers, policies", "customers, custom_values", "customers, related_lists"})
    void givenOneOfEachAggregate_whenStored_thenEachJsonColumnHoldsThePinnedShape(String table, String column)
            throws Exception {
        String name = table + "." + column + ".json";
        String actual = JSON.writeValueAsString(JSON.readTree(numberIds(stored(table, column)))) + "\n";
        Files.createDirectories(ACTUAL);
        Files.writeString(ACTUAL.resolve(name), actual);

        JsonNode expected = JSON.readTree(read(EXPECTED.resolve(name)));

        assertThat(JSON.readTree(actual)).as("stored " + table + "." + column + " (now in " + ACTUAL.resolve(name)
                + ")").isEqualTo(expected);
    }

    private static String stored(String table, String column) throws SQLException {
        try (Connection connection = DATABASE.store().dataSource().getConnection();
             PreparedStatement query = connection.prepareStatement(
                     "select " + column + "::text from " + table + " where id = ?")) {
            query.setObject(1, ROWS.get(table));
            try (ResultSet row = query.executeQuery()) {
                assertThat(row.next()).as(table + " row").isTrue();
                return row.getString(1);
            }
        }
    }

    /** Replaces each distinct id by {@code id-1}, {@code id-2}... in order of appearance. */
    private static String numberIds(String json) {
        Map<String, String> numbered = new LinkedHashMap<>();
        Matcher ids = UUID_TEXT.matcher(json);
        StringBuilder out = new StringBuilder();
        while (ids.find()) {
            String id = numbered.computeIfAbsent(ids.group(), any -> "id-" + (numbered.size() + 1));
            ids.appendReplacement(out, id);
        }
        ids.appendTail(out);
        return out.toString();
    }

    private static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("no pinned shape at " + file + "; the stored one is in " + ACTUAL, e);
        }
    }
}
