package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.customer.CustomerService;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.source.Source;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A customer read assembles its answer in one statement, however many campaigns the organization
 * has: the customer, its enrollments with their campaigns' names, its current source and its call summary;
 * and that statement reads the customer's calls and source once, and each enrollment's campaign by key.
 */
class CustomerReadStatementsTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    private StorePorts store;
    private Organization organization;
    private List<Campaign> campaigns;

    @BeforeEach
    void givenAnOrganizationOfSixtyCampaigns() {
        store = DATABASE.emptyRepositories();
        organization = TestData.organization();
        store.organizations().insert(organization);
        campaigns = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            Campaign campaign = TestData.campaign(organization.id());
            store.campaigns().insert(campaign);
            campaigns.add(campaign);
        }
    }

    @Test
    void givenAnOrganizationOfManyCampaigns_whenACustomerIsRead_thenOneStatementWhateverItsSize() {
        Source source = TestData.source(organization.id(), campaigns.get(0).id(), "src-1");
        store.sources().insert(source);
        Customer template = TestData.customer(organization.id(), TestData.phone(1));
        Customer customer = Customer.reconstitute(template.id(), organization.id(), 0, template.phone(),
                template.profile().with(Map.of(CustomerField.CURRENT_SOURCE_ID, source.id().value().toString())),
                template.policies(), template.customValues(), template.relatedLists(), template.createdAt(),
                template.updatedAt(), null);
        store.customers().insert(customer);
        store.enrollments().insert(TestData.enrollment(organization.id(), campaigns.get(0).id(), customer.id()));
        store.enrollments().insert(TestData.enrollment(organization.id(), campaigns.get(7).id(), customer.id()));
        store.calls().insert(TestData.call(organization.id(), campaigns.get(0).id(), customer.id(),
                TestData.T0, CallDirection.OUTBOUND, "answered", 1_000, false));
        CustomerService service = new CustomerService(store.customerReads());
        AccessContext access = new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "reader",
                Set.of(Capability.ALL), false);
        StatementRecorder.Recorded<CustomerView> read = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> service.get(access, customer.id()));

        CustomerView view = read.result();
        assertThat(view.campaigns()).hasSize(2);
        assertThat(view.campaigns()).extracting(CustomerView.CampaignMembership::campaignName)
                .containsExactly(campaigns.get(0).profile().name(), campaigns.get(7).profile().name());
        assertThat(view.calls().totalCalls()).isEqualTo(1);
        assertThat(view.currentSource()).isEqualTo(source);
        assertThat(read.statements()).as("statements of one customer read").hasSize(1);
    }

    /**
     * Fresh tables, as a new organization's are before autovacuum has analysed them: the plan must not
     * depend on statistics to stay away from the organization's other campaigns, sources and calls.
     */
    @Test
    void givenFreshTables_whenACustomerIsRead_thenItsCallsAndSourceAreReadOnceAndEachFoundByKey() {
        Customer customer = TestData.customer(organization.id(), TestData.phone(2));
        store.customers().insert(customer);
        for (int i = 0; i < 3; i++) {
            store.enrollments().insert(TestData.enrollment(organization.id(), campaigns.get(i * 11).id(),
                    customer.id()));
            store.calls().insert(TestData.call(organization.id(), campaigns.get(0).id(), customer.id(),
                    TestData.T0.plusSeconds(i), CallDirection.OUTBOUND, "answered", 1_000, false));
        }

        List<String> plan = DATABASE.store().jdbi().withHandle(h -> h
                .createQuery("explain (analyze, costs off, timing off, summary off) " + JdbiCustomerReads.READ)
                .bind("org", organization.id().value())
                .bind("id", customer.id().value())
                .bind("uuidText", JdbiCustomerReads.UUID_TEXT)
                .mapTo(String.class).list());

        String text = String.join("\n", plan);
        assertThat(text).contains("campaigns_pkey").contains("sources_pkey");
        assertThat(plan).as(text).filteredOn(line -> line.contains("on calls"))
                .singleElement().asString().contains("loops=1)");
        assertThat(plan).as(text).filteredOn(line -> line.contains("on sources"))
                .singleElement().asString().contains("loops=1)");
    }
}
