package io.campaignoutreach.adapter.persistence.jdbi;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.shared.StorePorts;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Every order a campaign page can ask for is served by walking an index, in both directions, so a
 * page costs the rows it returns rather than a sort of the organization's campaigns.
 */
class CampaignPageOrderTest {

    @RegisterExtension
    static final PostgresTestSchema DATABASE = new PostgresTestSchema();

    @ParameterizedTest
    @EnumSource(CampaignSort.class)
    void givenAnySortColumn_whenAPageIsPlanned_thenNoSortStepInEitherDirection(CampaignSort sort) {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        for (int i = 0; i < 20; i++) {
            store.campaigns().insert(TestData.campaign(organization.id()));
        }
        for (SortDirection direction : SortDirection.values()) {
            String sql = "select id from campaigns where organization_id = :org"
                    + JdbiCampaignRepository.order(new CampaignQuery(null, null, sort, direction))
                    + " limit 100 offset 0";
            List<String> plan = DATABASE.store().jdbi().inTransaction(h -> {
                // Without sequential scans the planner shows whether an index can give the order.
                h.execute("set local enable_seqscan = off");
                return h.createQuery("explain " + sql).bind("org", organization.id().value()).mapTo(String.class)
                        .list();
            });
            assertThat(plan).as(sort + " " + direction + ": " + String.join("\n", plan))
                    .noneMatch(line -> line.contains("Sort"));
        }
    }

    @Test
    void givenCampaignsWithAndWithoutAStartDate_whenSortedByIt_thenThoseWithoutComeLastInBothDirections() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        UUID unset = TestData.newId();
        store.campaigns().insert(CampaignBuilder.aCampaign(organization.id())
                .id(CampaignId.of(unset)).startDate(null).build());
        store.campaigns().insert(TestData.campaign(organization.id()));

        for (SortDirection direction : SortDirection.values()) {
            var page = store.campaigns().findPage(organization.id(),
                    new CampaignQuery(null, null, CampaignSort.START_DATE, direction),
                    new PageRequest(1, 10));
            assertThat(page.items().get(page.items().size() - 1).id().value()).isEqualTo(unset);
        }
    }

    @Test
    void givenAConfigurationsUsersAsked_whenPlanned_thenTheyAreFoundThroughTheIndexesNotByReadingTheOrganization() {
        StorePorts store = DATABASE.emptyRepositories();
        Organization organization = TestData.organization();
        store.organizations().insert(organization);
        Campaign template = TestData.campaign(organization.id());
        store.campaigns().insert(template);
        List<String> plan = DATABASE.store().jdbi().inTransaction(h -> {
            // An organization of 5,000 campaigns, copies of one, so the planner weighs real numbers.
            h.createUpdate("""
                    insert into campaigns (id, organization_id, version, created_at, updated_at, status, start_date,
                                           end_date, name, description, profile, dialing, flow, sms, outcomes, links,
                                           last_modified_by_name, last_modified_by_is_staff, compatibility_warnings)
                    select gen_random_uuid(), organization_id, version, created_at, updated_at, status, start_date,
                           end_date, name || n, description, profile, dialing, flow, sms, outcomes, links,
                           last_modified_by_name, last_modified_by_is_staff, compatibility_warnings
                      from campaigns, generate_series(1, 5000) as n
                     where id = :template""").bind("template", template.id().value()).execute();
            h.execute("analyze campaigns");
            return h.createQuery("explain " + JdbiCampaignRepository.USERS).bind("org", organization.id().value())
                    .bindArray("transfers", String.class, List.of(UUID.randomUUID().toString()))
                    .bindArray("appointments", String.class, List.of(UUID.randomUUID().toString()))
                    .mapTo(String.class).list();
        });

        assertThat(String.join("\n", plan)).contains("campaigns_transfer_configs_idx",
                "campaigns_appointment_config_idx");
    }
}
