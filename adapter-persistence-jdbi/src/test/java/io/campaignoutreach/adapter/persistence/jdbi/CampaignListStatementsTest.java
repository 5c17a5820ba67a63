package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignConfigurationViews;
import io.campaignoutreach.application.campaign.CampaignReferenceCheck;
import io.campaignoutreach.application.campaign.CampaignService;
import io.campaignoutreach.application.campaign.CampaignView;
import io.campaignoutreach.application.campaign.CampaignViewAssembler;
import io.campaignoutreach.application.campaign.ConfigUsage;
import io.campaignoutreach.application.campaign.WaitingEnrollments;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.access.ApiKeyId;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.time.Clock;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A page of campaigns is assembled with a fixed number of statements, however many campaigns the
 * organization has and however many of them share the page's configurations; and the users of a
 * shared configuration are counted in full but listed only up to the bound. One campaign is read
 * with its figures in one statement.
 */
class CampaignListStatementsTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    /** count, page, organization, enrollment and call figures, three configuration reads, usage, transfers. */
    private static final int STATEMENTS_OF_A_PAGE = 10;
    /** The campaign with its organization and figures, three configuration reads, usage, transfers. */
    private static final int STATEMENTS_OF_ONE_CAMPAIGN = 6;

    @Test
    void givenOrganizationsOfFewAndManyCampaignsSharingConfigurations_whenAPageIsListed_thenTheSameStatements() {
        StorePorts store = DATABASE.emptyRepositories();
        Recorded small = listFirstPage(store, 30);
        Recorded large = listFirstPage(store, 140);

        assertThat(small.statements()).hasSizeLessThanOrEqualTo(STATEMENTS_OF_A_PAGE);
        assertThat(large.statements()).as("statements of a page of 100 of 140 campaigns")
                .hasSameSizeAs(small.statements());
        CampaignView first = large.page().items().get(0);
        assertThat(large.page().items()).hasSize(100);
        assertThat(first.transferConfig().usage().assignedCampaignCount()).isEqualTo(140);
        assertThat(first.transferConfig().usage().usedByCampaigns()).hasSize(ConfigUsage.LISTED);
        assertThat(first.appointmentConfig().usage().assignedCampaignCount()).isEqualTo(140);
        assertThat(first.appointmentConfig().usedByTransferConfigs()).extracting(TransferConfig::id)
                .containsExactly(first.transferConfig().config().id());
        assertThat(small.page().items().get(0).transferConfig().usage().assignedCampaignCount()).isEqualTo(30);
    }

    @Test
    void givenACampaignOfALargeOrganization_whenReadAlone_thenSixStatementsAndTheFiguresOfItsListItem() {
        StorePorts store = DATABASE.emptyRepositories();
        Recorded listed = listFirstPage(store, 140);
        CampaignView item = listed.page().items().stream()
                .filter(view -> view.customerStats().total() > 0)
                .findFirst().orElseThrow();

        StatementRecorder.Recorded<CampaignView> read = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> listed.service().get(listed.access(), item.campaign().id()));

        assertThat(read.statements()).as(String.join("\n", read.statements()))
                .hasSize(STATEMENTS_OF_ONE_CAMPAIGN);
        assertThat(read.result()).isEqualTo(item);
    }

    private record Recorded(Page<CampaignView> page, List<String> statements, CampaignService service,
                            AccessContext access) {
    }

    /** A new organization of {@code campaigns} campaigns sharing one transfer and one appointment configuration. */
    private static Recorded listFirstPage(StorePorts store, int campaigns) {
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        RoutingConfig routing = TestData.routingConfig(organization.id());
        store.routingConfigs().save(routing);
        AppointmentConfig appointment = TestData.appointmentConfig(organization.id(), routing.id(), null, null);
        store.appointmentConfigs().save(appointment);
        TransferConfig transfer = TestData.transferConfig(organization.id(), routing.id(), appointment.id());
        store.transferConfigs().save(transfer);
        List<Campaign> inserted = new ArrayList<>();
        for (int i = 0; i < campaigns; i++) {
            Campaign campaign = CampaignBuilder.aCampaign(organization.id()).name("Campaign " + i)
                    .createdAt(TestData.at(i)).transferConfigIds(List.of(transfer.id()))
                    .appointmentConfigId(appointment.id()).build();
            store.campaigns().insert(campaign);
            inserted.add(campaign);
        }
        store.enrollments().insert(TestData.enrollment(organization.id(), inserted.get(campaigns - 1).id(),
                insertCustomer(store, organization)));
        CampaignService service = new CampaignService(store.campaigns(), store.transactions(),
                new CampaignViewAssembler(store.organizations(), store.enrollments(), store.calls(),
                        store.campaignReads(), new CampaignConfigurationViews(store.campaigns(),
                                store.transferConfigs(), store.appointmentConfigs(), store.routingConfigs()),
                        Clock.fixed(TestData.T0, ZoneOffset.UTC)),
                new CampaignReferenceCheck(store.workflows(), store.appointmentConfigs(), store.transferConfigs()),
                new WaitingEnrollments(store.enrollments(), store.workflows()),
                Clock.fixed(TestData.T0, ZoneOffset.UTC));
        AccessContext access = new AccessContext(organization.id(), ApiKeyId.of(UUID.randomUUID()), "reader",
                Set.of(Capability.ALL), false);
        StatementRecorder.Recorded<Page<CampaignView>> listed = StatementRecorder.during(DATABASE.store().jdbi(),
                () -> service.list(access, CampaignQuery.all(), new PageRequest(1, 100)));
        return new Recorded(listed.result(), listed.statements(), service, access);
    }

    private static CustomerId insertCustomer(StorePorts store, Organization organization) {
        Customer customer = TestData.customer(organization.id(), TestData.phone(1));
        store.customers().insert(customer);
        return customer.id();
    }
}
