package io.campaignoutreach.adapter.workspace;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresSettings;
import io.campaignoutreach.adapter.persistence.jdbi.PostgresStore;
import io.campaignoutreach.adapter.workspace.demo.DemoWorkspace;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.customfield.RecordType;
import io.campaignoutreach.domain.inquiry.InquiryQuery;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.SourceQuery;
import io.campaignoutreach.embedded.ApplicationServices;
import java.sql.Connection;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The importer on PostgreSQL (COS_TEST_DATABASE_URL, else the local test database), in a schema of its own. */
class WorkspaceImportPostgresTest {

    private static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    private static final String SCHEMA = "import_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt());
    private static PostgresStore store;

    @BeforeAll
    static void connect() {
        String configured = System.getenv("COS_TEST_DATABASE_URL");
        String url = configured == null || configured.isBlank() ? DEFAULT_URL : configured;
        store = PostgresStore.connect(new PostgresSettings(url, 2, SCHEMA));
        store.migrate();
    }

    @AfterAll
    static void dropSchema() throws Exception {
        try (Connection connection = store.dataSource().getConnection();
             Statement statement = connection.createStatement()) {
            statement.execute("drop schema " + SCHEMA + " cascade");
        } finally {
            store.close();
        }
    }

    @Test
    void givenExample_whenImportedIntoTwoOrganizations_thenBothAreStoredInFull() {
        WorkspaceFixture fixture = new WorkspaceFixture(store.repositories());
        OrganizationId first = fixture.organization("First Agency");
        OrganizationId second = fixture.organization("Second Agency");

        ImportReport one = fixture.importer.importJson(first, WorkspaceFixture.exampleText());
        ImportReport two = fixture.importer.importJson(second, WorkspaceFixture.exampleText());

        assertThat(one.problems()).isEmpty();
        assertThat(two.problems()).isEmpty();
        for (OrganizationId organization : new OrganizationId[] {first, second}) {
            assertThat(fixture.store.customers().count(organization)).isEqualTo(3);
            assertThat(fixture.store.campaigns().findReferences(organization)).hasSize(1);
            assertThat(fixture.store.transferConfigs().findAll(organization)).hasSize(2);
            assertThat(fixture.store.customFields().findByRecordType(organization, RecordType.POLICIES)).hasSize(1);
            assertThat(fixture.store.sources().findPage(organization, SourceQuery.all(), PageRequest.first())
                    .items()).hasSize(2);
            assertThat(fixture.store.inquiries().findPage(organization, InquiryQuery.all(), PageRequest.first())
                    .items()).hasSize(2);
            PhoneNumber withConsent = new PhoneNumber("+16175550142");
            assertThat(fixture.store.consentLedger().entriesFor(organization, List.of(withConsent)).get(withConsent))
                    .hasSize(2).allMatch(entry -> entry.source() == ConsentSource.IMPORT);
        }
    }

    @Test
    void givenBrokenExample_whenImported_thenNothingIsWritten() {
        WorkspaceFixture fixture = new WorkspaceFixture(store.repositories());
        OrganizationId organization = fixture.organization("Broken Agency");
        ObjectNode document = WorkspaceFixture.example();
        WorkspaceFixture.at(document, "inquiries/1").put("severity", "x".repeat(21));

        ImportReport report = fixture.importer.importDocument(organization, document);

        assertThat(report.problems()).containsExactly("inquiries[1].severity: must be at most 20 characters");
        assertThat(fixture.store.customers().count(organization)).isZero();
        assertThat(fixture.store.campaigns().findReferences(organization)).isEmpty();
        assertThat(fixture.store.customFields().findByRecordType(organization, RecordType.CUSTOMERS)).isEmpty();
    }

    @Test
    void givenDemo_whenPopulated_thenEveryKindIsStored() {
        WorkspaceFixture fixture = new WorkspaceFixture(store.repositories());

        OrganizationId organization = DemoWorkspace.populate(fixture.store, ApplicationServices.setups(fixture.store), fixture.ids::next, fixture.clock);

        assertThat(fixture.store.customers().count(organization)).isEqualTo(DemoWorkspace.CUSTOMER_COUNT);
        assertThat(fixture.store.inquiries().findPage(organization, InquiryQuery.all(), PageRequest.first())
                .itemsTotal()).isPositive();
        assertThat(fixture.store.sources().findPage(organization, SourceQuery.all(), PageRequest.first())
                .itemsTotal()).isGreaterThanOrEqualTo(5);
    }
}
