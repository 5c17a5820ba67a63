package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.Workflows;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customfield.CustomFieldDefinition;
import io.campaignoutreach.domain.customfield.CustomFieldId;
import io.campaignoutreach.domain.customfield.FieldType;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.customfield.ValidationRules;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
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
 * of appearance. A table named {@code table@example} is a second row of that table, pinned apart
 * ({@code table.example.column.json}). A table with several rows of one parent (a job's entries) shows the first row, in
 * the order of the column's text, that holds a value.
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
    /** The column a table's row is found by, where it is not {@code id}. */
    private static final Map<String, String> KEYS = Map.of("enrollment_job_items", "job_id");

    @BeforeAll
    static void storeOneOfEach() {
        StorePorts store = DATABASE.emptyRepositories();
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
        Enrollment enrollment = TestData.enrollment(organization.id(), campaign.id(), customer.id());
        store.enrollments().insert(enrollment);
        Inquiry inquiry = TestData.inquiry(organization.id(), campaign.id(), customer.id(), enrollment.id());
        store.inquiries().insert(inquiry);
        CustomFieldDefinition field = everyRule(organization);
        store.customFields().insert(field);
        EnrollmentJob job = TestData.enrollmentJob(organization.id(), campaign.id(), customer);
        store.enrollmentJobs().insert(job);
        JobItem missing = job.entriesToProcess().get(0).resolve(ItemCode.MISSING_REQUIRED_FIELDS, null, List.of(),
                List.of("firstName", "dateOfBirth"));
        store.enrollmentJobs().recordProgress(job.record(List.of(missing), TestData.at(1)), List.of(missing));
        ROWS.put("campaigns", campaign.id().value());
        ROWS.put("workflows", workflow.id().value());
        Workflow flow = Workflows.everyStep(organization.id());
        store.workflows().save(flow);
        ROWS.put("workflows@every-step", flow.id().value());
        ROWS.put("routing_configs", routing.id().value());
        ROWS.put("appointment_configs", appointments.id().value());
        ROWS.put("transfer_configs", transfer.id().value());
        ROWS.put("customers", customer.id().value());
        ROWS.put("inquiries", inquiry.id().value());
        ROWS.put("custom_fields", field.id().value());
        ROWS.put("enrollment_job_items", job.id().value());
    }

    /** A select field with options and every validation rule set, so that each rule's stored form is pinned. */
    private static CustomFieldDefinition everyRule(Organization organization) {
        ValidationRules rules = new ValidationRules(2, 40, new BigDecimal("0.50"), new BigDecimal("10"),
                "^[A-Z][a-z]+$", "must be a capitalized word", LocalDate.of(2025, 1, 1), LocalDate.of(2025, 12, 31));
        return CustomFieldDefinition.reconstitute(CustomFieldId.of(TestData.newId()), organization.id(),
                RecordType.CUSTOMERS, "plan_tier", "Plan tier", "Tier of the plan", FieldType.SELECT, Boolean.TRUE,
                List.of("Gold", "Silver", "Bronze"), rules, TestData.T0, TestData.at(5), null);
    }

    @ParameterizedTest(name = "{0}.{1}")
    @CsvSource({
            "campaigns, profile", "campaigns, dialing", "campaigns, flow", "campaigns, sms", "campaigns, outcomes",
            "campaigns, links", "campaigns, compatibility_warnings",
            "workflows, nodes", "workflows@every-step, nodes",
            "routing_configs, document", "appointment_configs, document", "transfer_configs, document",
            "customers, profile", "customers, policies", "customers, custom_values", "customers, related_lists",
            "inquiries, severity_triggers", "inquiries, additional_concerns", "inquiries, assigned_user",
            "inquiries, customer_assigned_user",
            "custom_fields, options", "custom_fields, validation_rules",
            "enrollment_job_items, validation_errors", "enrollment_job_items, missing_fields"})
    void givenOneOfEachAggregate_whenStored_thenEachJsonColumnHoldsThePinnedShape(String table, String column)
            throws Exception {
        String name = table.replace('@', '.') + "." + column + ".json";
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
                     "select " + column + "::text from " + table.replaceAll("@.*", "") + " where "
                             + KEYS.getOrDefault(table, "id") + " = ? and " + column + " is not null order by 1 limit 1")) {
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
