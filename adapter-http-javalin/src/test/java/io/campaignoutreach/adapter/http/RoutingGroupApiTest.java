package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** GET /v2/routing-groups/{id}: the compatibility shape, readiness, usage and its hash. */
class RoutingGroupApiTest {

    private TestApi api;
    private RoutingConfig routing;
    private TransferConfig transfer;
    private TransferConfig sibling;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        routing = TestData.routingConfig(api.orgA.id());
        api.store.routingConfigs().save(routing);
        transfer = TestData.transferConfig(api.orgA.id(), routing.id());
        sibling = TestData.transferConfig(api.orgA.id(), routing.id());
        api.store.transferConfigs().save(transfer);
        api.store.transferConfigs().save(sibling);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private JsonNode read() {
        var response = api.get("/v2/routing-groups/" + transfer.id(), api.fullKey);
        assertThat(response.status()).isEqualTo(200);
        return response.json().get("transferConfig");
    }

    @Test
    void givenTransferConfig_whenRead_thenCompatibilityShapeWithVersionTwoDrafts() {
        JsonNode group = read();

        List<String> members = new ArrayList<>();
        group.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("id", "clientId", "name", "description", "configuration",
                "routingConfigId", "appointmentConfigId", "callFormId", "createdAt", "updatedAt", "routingConfig",
                "readiness", "usageHash", "usedByResources", "compatibilityWarnings", "assignedCampaignCount",
                "usedByCampaigns", "usedByReceptionist");
        JsonNode configuration = group.get("configuration");
        assertThat(configuration.get("version").asInt()).isEqualTo(2);
        assertThat(configuration.get("destination")).isEqualTo(configuration.get("drafts").get("dynamic"));
        assertThat(configuration.get("drafts").get("dynamic").get("pingUrl").asText())
                .isEqualTo("https://example.com/ping");
        assertThat(configuration.get("drafts").get("dynamic").get("fallback").get("type").asText()).isEqualTo("none");
        assertThat(configuration.get("drafts").get("sip").get("headers").get("X-Campaign").asText())
                .isEqualTo("spring");
        assertThat(configuration.get("drafts").get("direct").get("externalHandoff").get("mode").asText())
                .isEqualTo("warm");
        assertThat(configuration.get("drafts").get("softphone").get("agentFirstHandling").get("callback")
                .get("expiryMinutes").asInt()).isEqualTo(60);
        assertThat(configuration.get("warmTransfer").get("summaryPrompt").asText()).isEqualTo("Summarize the call");
        assertThat(group.get("routingConfig").get("groups").get(0).get("agents").get(0).get("isActive").asBoolean())
                .isTrue();
        // The fixture books appointments without an appointment configuration.
        assertThat(group.get("readiness").get("ready").asBoolean()).isFalse();
        assertThat(group.get("readiness").get("issues").get(0).get("section").asText()).isEqualTo("appointments");
        assertThat(group.get("usedByResources")).hasSize(2);
        assertThat(group.get("usedByResources").get(0).get("kind").asText()).isEqualTo("transfer");
    }

    @Test
    void givenCampaignsStartUsingIt_whenRead_thenUsageAndItsHashChange() {
        String unused = read().get("usageHash").asText();
        Campaign receptionist = CampaignBuilder.aCampaign(api.orgA.id()).status(CampaignStatus.ACTIVE)
                .transferConfigIds(List.of(transfer.id())).build();
        api.store.campaigns().insert(receptionist);

        JsonNode group = read();

        assertThat(group.get("usageHash").asText()).hasSize(64).isNotEqualTo(unused);
        assertThat(group.get("assignedCampaignCount").asInt()).isEqualTo(1);
        assertThat(group.get("usedByCampaigns").get(0).get("id").asText()).isEqualTo(receptionist.id().toString());
        assertThat(group.get("usedByReceptionist").asBoolean()).isFalse();
        assertThat(read().get("usageHash").asText()).isEqualTo(group.get("usageHash").asText());
    }

    @Test
    void givenUnknownOtherOrganizationsOrMalformedId_whenRead_thenNotFoundOrValidationError() {
        assertThat(api.get("/v2/routing-groups/" + transfer.id(), api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get("/v2/routing-groups/" + TestData.newId(), api.fullKey).code()).isEqualTo("NOT_FOUND");
        assertThat(api.get("/v2/routing-groups/abc", api.fullKey).errors()).containsExactly("id:invalid_string");
        assertThat(api.get("/v2/routing-groups/" + transfer.id(), api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW),
                false)).code()).isEqualTo("FORBIDDEN");
    }
}
