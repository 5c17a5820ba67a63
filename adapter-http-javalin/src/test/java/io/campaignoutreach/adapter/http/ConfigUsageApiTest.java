package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A configuration shared by many campaigns lists a bounded number of them; its count has them all. */
class ConfigUsageApiTest {

    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenFortyCampaignsSharingATransferConfiguration_whenListed_thenEachNamesTheFirstTwentyFiveAndCountsForty() {
        RoutingConfig routing = TestData.routingConfig(api.orgA.id());
        api.store.routingConfigs().save(routing);
        TransferConfig shared = TestData.transferConfig(api.orgA.id(), routing.id());
        api.store.transferConfigs().save(shared);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            String name = String.format("Campaign %02d", i);
            names.add(name);
            api.store.campaigns().insert(CampaignBuilder.aCampaign(api.orgA.id()).name(name)
                    .transferConfigIds(List.of(shared.id())).build());
        }

        JsonNode page = api.get("/v2/campaigns?perPage=100", api.fullKey).json();

        assertThat(page.get("items")).hasSize(40);
        for (JsonNode item : page.get("items")) {
            JsonNode transfer = item.get("transferConfig");
            assertThat(transfer.get("assignedCampaignCount").asInt()).isEqualTo(40);
            assertThat(transfer.get("usedByCampaigns")).hasSize(25);
            assertThat(transfer.get("usedByCampaigns").get(0).get("name").asText()).isEqualTo(names.get(0));
            assertThat(transfer.get("usedByCampaigns").get(24).get("name").asText()).isEqualTo(names.get(24));
        }
        JsonNode group = api.get("/v2/routing-groups/" + shared.id(), api.fullKey).json();
        assertThat(group.toString()).contains("\"assignedCampaignCount\":40");
    }
}
