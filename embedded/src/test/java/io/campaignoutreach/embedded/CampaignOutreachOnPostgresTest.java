package io.campaignoutreach.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * docs/embedding.md on PostgreSQL: a data source the program owns, in a schema of its own, migrated on open;
 * what one {@code CampaignOutreach} stored is there for the next one, in that schema.
 */
class CampaignOutreachOnPostgresTest {

    private static final String URL_VARIABLE = "COS_TEST_DATABASE_URL";
    private static final String DEFAULT_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    private final String schema = "e_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    private PGSimpleDataSource dataSource;

    @BeforeEach
    void givenAnEmptySchema() throws SQLException {
        String url = System.getenv().getOrDefault(URL_VARIABLE, DEFAULT_URL);
        PGSimpleDataSource admin = new PGSimpleDataSource();
        admin.setURL(url);
        execute(admin, "create schema " + schema);
        dataSource = new PGSimpleDataSource();
        dataSource.setURL(url);
        dataSource.setCurrentSchema(schema);
    }

    @AfterEach
    void dropSchema() throws SQLException {
        execute(dataSource, "drop schema " + schema + " cascade");
    }

    @Test
    void givenAProgramsDataSource_whenCustomersAreEnrolled_thenTheNextOpeningReadsThemFromTheProgramsSchema()
            throws SQLException {
        OrganizationId organization;
        Customer ada;
        Campaign campaign;
        try (CampaignOutreach outreach = CampaignOutreach.on(dataSource)) {
            OrganizationOutreach agency = outreach.createOrganization("Harbor Insurance", "Harbor");
            organization = agency.organizationId();
            campaign = agency.createCampaign(NewCampaign.named("Renewal reminders"));
            List<Customer> customers = agency.createCustomers(List.of(NewCustomer.of("617-555-0101", "Ada",
                    "Lovelace"), NewCustomer.of("617-555-0102", "Alan", "Turing")));
            ada = customers.get(0);
            Acceptance accepted = agency.enrollByPhone(campaign.id(), List.of("617-555-0101", "617-555-0102"));

            assertThat(outreach.runPendingJobs()).isEqualTo(1);
            assertThat(agency.job(accepted).status()).isEqualTo(JobStatus.COMPLETED);
        }

        try (CampaignOutreach again = CampaignOutreach.on(dataSource)) {
            assertThat(again.forOrganization(organization).customer(ada.id()).campaigns()).singleElement()
                    .satisfies(membership -> {
                        assertThat(membership.enrollment().campaignId()).isEqualTo(campaign.id());
                        assertThat(membership.enrollment().status()).isEqualTo(EnrollmentStatus.PENDING);
                    });
        }
        // The tables are in the data source's own schema, as its connections name it.
        try (Connection connection = dataSource.getConnection();
             Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("select count(*) from " + schema + ".customers")) {
            assertThat(count.next()).isTrue();
            assertThat(count.getLong(1)).isEqualTo(2);
        }
    }

    private static void execute(PGSimpleDataSource source, String sql) throws SQLException {
        try (Connection connection = source.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
