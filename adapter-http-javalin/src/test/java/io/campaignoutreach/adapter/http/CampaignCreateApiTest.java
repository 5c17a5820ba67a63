package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** POST /v2/campaigns: defaults, references, scoping, capabilities and idempotent retries. */
class CampaignCreateApiTest {

    private static final String CAMPAIGNS = "/v2/campaigns";

    private TestApi api;

    @BeforeEach
    void setUp() {
        api = new TestApi();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private TestApi.Response create(String key, String body, String idempotencyKey) {
        return api.post(CAMPAIGNS, key, body, idempotencyKey);
    }

    private long campaignCount(String key) {
        return api.get(CAMPAIGNS, key).json().get("itemsTotal").asLong();
    }

    @Test
    void givenOnlyAName_whenCreated_thenTheLibrarysDefaultsAndTheCampaignReadsBackTheSame() {
        TestApi.Response response = create(api.fullKey, "{\"name\":\"Turning 65\"}", null);

        assertThat(response.status()).as(response.text()).isEqualTo(201);
        JsonNode campaign = response.json().get("campaign");
        assertThat(response.header("Location")).isEqualTo(CAMPAIGNS + "/" + campaign.get("id").asText());
        assertThat(response.header("Idempotent-Replayed")).isNull();
        assertThat(campaign.get("name").asText()).isEqualTo("Turning 65");
        assertThat(campaign.get("status").asText()).isEqualTo("active");
        assertThat(campaign.get("maxAttempts").asInt()).isEqualTo(3);
        assertThat(campaign.get("dialAfterhours").asBoolean()).isFalse();
        assertThat(campaign.get("enableFlow").asBoolean()).isFalse();
        assertThat(campaign.get("transferConfigIds")).isEmpty();
        assertThat(campaign.get("smsCompanyName").asText()).isEqualTo(api.orgA.smsCompanyName());
        assertThat(api.get(response.header("Location"), api.fullKey).json()).isEqualTo(campaign);
    }

    @Test
    void givenEveryMember_whenCreated_thenEachIsTheCampaigns() {
        Workflow flow = workflow();

        JsonNode campaign = create(api.fullKey, "{\"name\":\"AEP\",\"description\":\"Plan review\","
                + "\"status\":\"draft\",\"startDate\":\"2027-01-04T14:00:00Z\",\"flowWorkflowId\":\"" + flow.id()
                + "\",\"requiredVars\":[\"firstName\",\"dateOfBirth\"],\"maxAttempts\":5,\"dialAfterhours\":true}",
                null).json().get("campaign");

        assertThat(campaign.get("status").asText()).isEqualTo("draft");
        assertThat(campaign.get("startDate").asText()).isEqualTo("2027-01-04T14:00:00.000Z");
        assertThat(campaign.get("flowWorkflowId").asText()).isEqualTo(flow.id().toString());
        assertThat(campaign.get("enableFlow").asBoolean()).isTrue();
        assertThat(campaign.get("requiredVars")).extracting(JsonNode::asText)
                .containsExactly("firstName", "dateOfBirth");
        assertThat(campaign.get("maxAttempts").asInt()).isEqualTo(5);
        assertThat(campaign.get("dialAfterhours").asBoolean()).isTrue();
    }

    @Test
    void givenAnotherOrganizationsWorkflow_whenNamed_thenNotFoundAtItsMemberAndNothingCreated() {
        Workflow ours = workflow();
        String otherKey = api.otherOrgKey;

        TestApi.Response response = create(otherKey, "{\"name\":\"Borrowed\",\"flowWorkflowId\":\"" + ours.id()
                + "\",\"transferConfigIds\":[\"" + TestData.newId() + "\"]}", null);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().get("errors")).extracting(e -> e.get("path").toString() + e.get("code").asText())
                .containsExactly("[\"flowWorkflowId\"]not_found", "[\"transferConfigIds\",\"0\"]not_found");
        assertThat(campaignCount(otherKey)).isZero();
    }

    @Test
    void givenATransferConfigurationNamedTwice_whenCreated_thenRefusedAtTheList() {
        String id = TestData.newId().toString();

        TestApi.Response response = create(api.fullKey, "{\"name\":\"Twice\",\"transferConfigIds\":[\"" + id
                + "\",\"" + id + "\"]}", null);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.json().at("/errors/0/path/0").asText()).isEqualTo("transferConfigIds");
        assertThat(response.json().at("/errors/0/code").asText()).isEqualTo("custom");
    }

    @Test
    void givenACampaignCreated_whenAnotherOrganizationReadsIt_thenNotFound() {
        String id = create(api.fullKey, "{\"name\":\"Ours\"}", null).json().at("/campaign/id").asText();

        assertThat(api.get(CAMPAIGNS + "/" + id, api.otherOrgKey).status()).isEqualTo(404);
    }

    @Test
    void givenKeysThatMayNotCreate_whenTheyTry_thenForbiddenAndNothingCreated() {
        String viewer = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);

        assertThat(create(viewer, "{\"name\":\"x\"}", null).json().get("code").asText()).isEqualTo("FORBIDDEN");
        assertThat(create(readOnly, "{\"name\":\"x\"}", "k").json().get("code").asText())
                .isEqualTo("READ_ONLY_KEY");
        assertThat(campaignCount(api.fullKey)).isZero();
    }

    @Test
    void givenAnIdempotencyKey_whenTheRequestIsRetried_thenTheFirstCampaignIsAnsweredAndNoSecondMade() {
        TestApi.Response first = create(api.fullKey, "{\"name\":\"AEP\",\"maxAttempts\":4}", "retry-7f3a");
        TestApi.Response again = create(api.fullKey, "{ \"maxAttempts\": 4, \"name\": \"AEP\" }", "retry-7f3a");

        assertThat(again.status()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.json().at("/campaign/id")).isEqualTo(first.json().at("/campaign/id"));
        assertThat(again.header("Location")).isEqualTo(first.header("Location"));
        assertThat(campaignCount(api.fullKey)).isEqualTo(1);
    }

    @Test
    void givenAnIdempotencyKey_whenUsedWithAnotherBody_thenConflictButAnotherOrganizationsKeyIsItsOwn() {
        create(api.fullKey, "{\"name\":\"AEP\"}", "k-1");

        TestApi.Response other = create(api.fullKey, "{\"name\":\"AEP 2\"}", "k-1");
        TestApi.Response theirs = create(api.otherOrgKey, "{\"name\":\"AEP 2\"}", "k-1");

        assertThat(other.status()).isEqualTo(409);
        assertThat(other.json().get("code").asText()).isEqualTo("IDEMPOTENCY_CONFLICT");
        assertThat(theirs.status()).isEqualTo(201);
        assertThat(theirs.header("Idempotent-Replayed")).isNull();
        assertThat(campaignCount(api.fullKey)).isEqualTo(1);
    }

    @Test
    void givenARefusedCreate_whenCorrectedUnderTheSameKey_thenTheCorrectedOneIsCreated() {
        TestApi.Response refused = create(api.fullKey, "{\"name\":\"AEP\",\"maxAttempts\":0}", "k-2");
        TestApi.Response corrected = create(api.fullKey, "{\"name\":\"AEP\",\"maxAttempts\":2}", "k-2");

        assertThat(refused.status()).isEqualTo(422);
        assertThat(corrected.status()).isEqualTo(201);
        assertThat(corrected.header("Idempotent-Replayed")).isNull();
    }

    @Test
    void givenAnIdempotencyKeyOutOfItsRule_whenSent_thenRefusedAtTheHeaderWithTheBodysFaults() {
        TestApi.Response tooLong = create(api.fullKey, "{\"name\":\"\"}", "k".repeat(256));
        // The client sends headers as ASCII (a non-ASCII letter arrives as "?"); a tab is what gets through.
        TestApi.Response notPrintable = create(api.fullKey, "{\"name\":\"AEP\"}", "retry\t1");

        assertThat(tooLong.status()).isEqualTo(422);
        assertThat(tooLong.json().get("errors"))
                .extracting(e -> e.at("/path/0").asText() + ":" + e.get("code").asText()).containsExactly("Idempotency-Key:too_big", "name:too_small");
        assertThat(notPrintable.status()).isEqualTo(422);
        assertThat(notPrintable.json().at("/errors/0/code").asText()).isEqualTo("invalid_string");
        assertThat(campaignCount(api.fullKey)).isZero();
    }

    @Test
    void givenACreatedCampaign_whenArchived_thenByItsUpdateAndNeverDeleted() {
        String path = create(api.fullKey, "{\"name\":\"Pilot\",\"status\":\"draft\"}", null).header("Location");

        assertThat(api.patch(path, api.fullKey, "{\"status\":\"archived\"}").json().at("/campaign/status").asText())
                .isEqualTo("archived");
        assertThat(api.send("DELETE", path, api.fullKey, null, Map.of()).status()).isEqualTo(405);
        assertThat(api.get(path, api.fullKey).json().get("status").asText()).isEqualTo("archived");
    }

    private Workflow workflow() {
        Workflow flow = TestData.workflow(api.orgA.id());
        api.store.workflows().save(flow);
        return flow;
    }
}
