package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.customer.CustomerQuery;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerSearch;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/** A page of customers or of a campaign's enrollments, count included, is one statement whatever the list's size. */
class ListReadsStatementsTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @Test
    void givenFewAndManyCustomers_whenAPageIsListed_thenOneStatementReadsThePageAndItsCount() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization small = organizationWith(store, 3);
        Organization large = organizationWith(store, 120);
        CustomerQuery searched = new CustomerQuery("Active", null, CustomerSearch.of("ada"));

        for (Organization organization : List.of(small, large)) {
            StatementRecorder.Recorded<Page<Customer>> all = StatementRecorder.during(DATABASE.store().jdbi(),
                    () -> store.customerReads().findPage(organization.id(), CustomerQuery.all(),
                            new PageRequest(1, 50)));
            StatementRecorder.Recorded<Page<Customer>> filtered = StatementRecorder.during(DATABASE.store().jdbi(),
                    () -> store.customerReads().findPage(organization.id(), searched, new PageRequest(1, 50)));

            assertThat(all.statements()).hasSize(1);
            assertThat(filtered.statements()).hasSize(1);
            assertThat(all.result().items()).hasSize(Math.min(50, (int) all.result().itemsTotal()));
        }
        StatementRecorder.Recorded<Page<Customer>> past = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> store.customerReads().findPage(large.id(), CustomerQuery.all(), new PageRequest(9, 50)));
        assertThat(past.statements()).hasSize(1);
        assertThat(past.result().items()).isEmpty();
        assertThat(past.result().itemsTotal()).isEqualTo(120);
    }

    @Test
    void givenACampaignsEnrollments_whenAPageIsListed_thenOneStatement() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = organizationWith(store, 40);
        Campaign campaign = TestData.campaign(organization.id());
        store.campaigns().insert(campaign);
        List<Enrollment> enrollments = new ArrayList<>();
        store.customerReads().findPage(organization.id(), CustomerQuery.all(), new PageRequest(1, 100)).items()
                .forEach(customer -> enrollments.add(TestData.enrollment(organization.id(), campaign.id(),
                        customer.id(), EnrollmentStatus.PENDING, customer.createdAt())));
        store.enrollments().insertAll(enrollments);

        StatementRecorder.Recorded<Page<Enrollment>> page = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> store.enrollments().findPageByCampaign(organization.id(), campaign.id(),
                        EnrollmentStatus.PENDING, new PageRequest(2, 25)));

        assertThat(page.statements()).hasSize(1);
        assertThat(page.result().items()).hasSize(15);
        assertThat(page.result().itemsTotal()).isEqualTo(40);
    }

    private static Organization organizationWith(StorePorts store, int customers) {
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        List<Customer> batch = new ArrayList<>();
        for (int i = 0; i < customers; i++) {
            batch.add(TestData.customer(organization.id(), TestData.phone(i), TestData.at(i)));
        }
        store.customers().insertAll(batch);
        return organization;
    }
}
