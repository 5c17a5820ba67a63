package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Transfer, routing and appointment configurations through the API: created, read, listed, replaced, deleted when
 * nothing uses them; scoped to the organization, with capabilities and idempotent creates.
 */
class ConfigurationApiTest {

    private static final String GROUP = "0190a5b2-0000-7000-8000-0000000000f1";

    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private TestApi.Response post(String path, String body, String key) {
        return api.send("POST", path, key, body, Map.of("Content-Type", "application/json"));
    }

    private TestApi.Response put(String path, String body) {
        return api.send("PUT", path, api.fullKey, body, Map.of("Content-Type", "application/json"));
    }

    private TestApi.Response delete(String path, String key) {
        return api.send("DELETE", path, key, null, Map.of());
    }

    private JsonNode routing() {
        return api.created("/v2/routing-configs", "{\"name\":\"Licensed agents\",\"fallbackNumber\":\"617-555-0100\","
                + "\"groups\":[{\"id\":\"" + GROUP + "\",\"name\":\"Day shift\"}],\"agents\":["
                + "{\"name\":\"Maria Lopez\",\"email\":\"maria@harbor.example\",\"groupId\":\"" + GROUP
                + "\",\"priority\":1},{\"name\":\"Sam Reed\"}]}");
    }

    private JsonNode softphone(String routingId) {
        return api.created("/v2/transfer-configs", "{\"name\":\"Agent softphone\",\"type\":\"softphone\","
                + "\"routingConfigId\":\"" + routingId + "\",\"softphoneFallbackPhoneNumber\":\"(617) 555-0142\"}");
    }

    @Test
    void givenARoutingConfiguration_whenCreated_thenItsAgentsAreInTheirGroupsWithServiceIdsAndItReadsBack() {
        JsonNode routing = routing();

        JsonNode group = routing.at("/groups/0");
        assertThat(group.get("id").asText()).as("the service's id, not the body's").isNotEqualTo(GROUP);
        assertThat(group.get("agents")).extracting(a -> a.at("/member/user/name").asText())
                .containsExactly("Maria Lopez");
        assertThat(routing.get("agents")).hasSize(2);
        assertThat(routing.at("/agents/0/groupId").asText()).isEqualTo(group.get("id").asText());
        assertThat(routing.get("routingType").asText()).isEqualTo("linear");
        assertThat(routing.get("fallbackNumber").asText()).isEqualTo("+16175550100");
        assertThat(api.get("/v2/routing-configs/" + routing.get("id").asText(), api.fullKey).json())
                .isEqualTo(routing);
    }

    @Test
    void givenATransferConfiguration_whenCreatedAndListed_thenItShowsItsRoutingAndNumbersInE164() {
        JsonNode routing = routing();
        TestApi.Response response = post("/v2/transfer-configs", "{\"name\":\"Agent softphone\","
                + "\"type\":\"softphone\",\"routingConfigId\":\"" + routing.get("id").asText() + "\"}", api.fullKey);

        assertThat(response.status()).as(response.text()).isEqualTo(201);
        JsonNode transfer = response.json();
        assertThat(response.header("Location")).isEqualTo("/v2/transfer-configs/" + transfer.get("id").asText());
        assertThat(transfer.at("/routingConfig/name").asText()).isEqualTo("Licensed agents");
        assertThat(transfer.get("assignedCampaignCount").asInt()).isZero();
        JsonNode page = api.get("/v2/transfer-configs", api.fullKey).json();
        assertThat(page.get("itemsTotal").asInt()).isEqualTo(1);
        assertThat(page.at("/items/0")).isEqualTo(transfer);
    }

    @Test
    void givenAConfiguration_whenReplaced_thenEveryMemberIsTheBodysAndItsIdAndCreationStay() {
        JsonNode transfer = softphone(routing().get("id").asText());
        String path = "/v2/transfer-configs/" + transfer.get("id").asText();

        JsonNode replaced = put(path, "{\"name\":\"Main line\",\"type\":\"direct\","
                + "\"directPhoneNumber\":\"+1 617 555 0199\"}").json();

        assertThat(replaced.get("id")).isEqualTo(transfer.get("id"));
        assertThat(replaced.get("createdAt")).isEqualTo(transfer.get("createdAt"));
        assertThat(replaced.get("type").asText()).isEqualTo("direct");
        assertThat(replaced.get("directPhoneNumber").asText()).isEqualTo("+16175550199");
        assertThat(replaced.get("routingConfigId").isNull()).as("not sent: its default").isTrue();
        assertThat(replaced.get("softphoneFallbackPhoneNumber").isNull()).isTrue();
        assertThat(api.get(path, api.fullKey).json()).isEqualTo(replaced);
    }

    @Test
    void givenConfigurationsInUse_whenDeleted_thenRefusedNamingTheirUsersUntilNothingUsesThem() {
        String routingId = routing().get("id").asText();
        JsonNode transfer = softphone(routingId);
        UUID transferId = UUID.fromString(transfer.get("id").asText());
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).name("AEP 2027")
                .transferConfigIds(List.of(TransferConfigId.of(transferId))).build();
        api.store.campaigns().insert(campaign);

        TestApi.Response routingInUse = delete("/v2/routing-configs/" + routingId, api.fullKey);
        TestApi.Response transferInUse = delete("/v2/transfer-configs/" + transferId, api.fullKey);

        assertThat(routingInUse.status()).isEqualTo(409);
        assertThat(routingInUse.json().get("code").asText()).isEqualTo("CONFIGURATION_IN_USE");
        assertThat(routingInUse.json().get("message").asText())
                .contains("routing configuration \"Licensed agents\"", "transfer configuration \"Agent softphone\"");
        assertThat(transferInUse.json().get("message").asText()).contains("campaign \"AEP 2027\"");
        assertThat(api.patch("/v2/campaigns/" + campaign.id(), api.fullKey, "{\"transferConfigIds\":[]}").status())
                .isEqualTo(200);
        assertThat(delete("/v2/transfer-configs/" + transferId, api.fullKey).status()).isEqualTo(204);
        assertThat(delete("/v2/routing-configs/" + routingId, api.fullKey).status()).isEqualTo(204);
        assertThat(api.get("/v2/routing-configs/" + routingId, api.fullKey).status()).isEqualTo(404);
        assertThat(delete("/v2/routing-configs/" + routingId, api.fullKey).status()).isEqualTo(404);
    }

    @Test
    void givenAnotherOrganizationsConfigurations_whenReadChangedOrNamed_thenNotFound() {
        String routingId = routing().get("id").asText();

        assertThat(api.get("/v2/routing-configs/" + routingId, api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.send("PUT", "/v2/routing-configs/" + routingId, api.otherOrgKey, "{\"name\":\"Theirs\"}",
                Map.of("Content-Type", "application/json")).status()).isEqualTo(404);
        assertThat(delete("/v2/routing-configs/" + routingId, api.otherOrgKey).status()).isEqualTo(404);
        TestApi.Response borrowing = post("/v2/transfer-configs", "{\"name\":\"Borrowing\",\"type\":\"softphone\","
                + "\"routingConfigId\":\"" + routingId + "\"}", api.otherOrgKey);
        assertThat(borrowing.status()).isEqualTo(422);
        assertThat(borrowing.json().at("/errors/0/path").toString()).isEqualTo("[\"routingConfigId\"]");
        assertThat(borrowing.json().at("/errors/0/code").asText()).isEqualTo("not_found");
        assertThat(api.get("/v2/routing-configs", api.otherOrgKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenBodiesBreakingRulesAcrossMembers_whenSent_thenEachIsReportedAtItsMember() {
        TestApi.Response routing = post("/v2/routing-configs", "{\"name\":\"Agents\",\"fallbackNumber\":\"12345\","
                + "\"groups\":[{\"id\":\"" + GROUP + "\",\"name\":\"A\"},{\"id\":\"" + GROUP + "\",\"name\":\"B\"}],"
                + "\"agents\":[{\"name\":\"Ann\",\"groupId\":\"" + TestData.newId() + "\"}]}", api.fullKey);
        TestApi.Response appointment = post("/v2/appointment-configs", "{\"name\":\"Reviews\","
                + "\"minDate\":\"2027-02-01\",\"maxDate\":\"2027-01-01\"}", api.fullKey);

        assertThat(routing.status()).isEqualTo(422);
        assertThat(routing.json().get("errors")).extracting(ConfigurationApiTest::pathAndCode)
                .containsExactlyInAnyOrder("fallbackNumber:invalid_string", "groups.1.id:custom",
                        "agents.0.groupId:custom");
        assertThat(appointment.json().at("/errors/0/path/0").asText()).isEqualTo("maxDate");
        assertThat(api.get("/v2/routing-configs", api.fullKey).json().get("itemsTotal").asInt()).isZero();
    }

    @Test
    void givenAnAppointmentConfigurationNamingRecordsNobodyHas_whenCreated_thenEachIsNotFoundAtItsMember() {
        TestApi.Response response = post("/v2/appointment-configs", "{\"name\":\"Reviews\",\"transferConfigId\":\""
                + TestData.newId() + "\",\"flowWorkflowId\":\"" + TestData.newId() + "\"}", api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().get("errors")).extracting(ConfigurationApiTest::pathAndCode)
                .containsExactlyInAnyOrder("transferConfigId:not_found", "flowWorkflowId:not_found");
    }

    @Test
    void givenAnIdempotencyKey_whenACreateIsRetried_thenTheFirstConfigurationIsAnsweredAndAnotherBodyConflicts() {
        Map<String, String> keyed = Map.of("Content-Type", "application/json", "Idempotency-Key", "appt-1");
        String body = "{\"name\":\"Plan reviews\",\"appointmentLength\":30}";

        TestApi.Response first = api.send("POST", "/v2/appointment-configs", api.fullKey, body, keyed);
        TestApi.Response again = api.send("POST", "/v2/appointment-configs", api.fullKey, body, keyed);
        TestApi.Response other = api.send("POST", "/v2/appointment-configs", api.fullKey,
                body.replace("30", "45"), keyed);

        assertThat(again.status()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.json().get("id")).isEqualTo(first.json().get("id"));
        assertThat(other.status()).isEqualTo(409);
        assertThat(api.get("/v2/appointment-configs", api.fullKey).json().get("itemsTotal").asInt()).isEqualTo(1);
    }

    @Test
    void givenKeysThatMayOnlyRead_whenTheyWrite_thenForbiddenButTheyRead() {
        String routingId = routing().get("id").asText();
        String viewer = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);

        assertThat(api.get("/v2/routing-configs/" + routingId, viewer).status()).isEqualTo(200);
        assertThat(post("/v2/routing-configs", "{\"name\":\"x\"}", viewer).status()).isEqualTo(403);
        assertThat(delete("/v2/routing-configs/" + routingId, readOnly).json().get("code").asText())
                .isEqualTo("READ_ONLY_KEY");
        assertThat(api.get("/v2/routing-configs", api.fullKey).json().get("itemsTotal").asInt()).isEqualTo(1);
    }

    @Test
    void givenAnImportedRoutingConfiguration_whenListed_thenItIsThere() {
        RoutingConfig imported = TestData.routingConfig(api.orgA.id());
        api.store.routingConfigs().save(imported);

        assertThat(api.get("/v2/routing-configs", api.fullKey).json().at("/items/0/id").asText())
                .isEqualTo(imported.id().toString());
    }

    private static String pathAndCode(JsonNode error) {
        List<String> path = new ArrayList<>();
        error.get("path").forEach(segment -> path.add(segment.asText()));
        return String.join(".", path) + ":" + error.get("code").asText();
    }
}
