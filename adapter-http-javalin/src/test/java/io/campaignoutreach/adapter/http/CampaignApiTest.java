package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class CampaignApiTest {

    private static final List<String> CAMPAIGN_FIELDS = List.of("id", "createdAt", "updatedAt", "startDate",
            "endDate", "name", "description", "templateId", "templateName", "status", "sourceType", "dialAfterhours",
            "outboundEnabled", "outboundBatchSize", "variableMappings", "redialTracking", "enableFlow",
            "flowWorkflowId", "suitType", "suite", "redial", "redialPatterns", "successCriteria", "failureCriteria",
            "maxAttempts", "smsTypes", "smsContent", "smsCompanyName", "requiredVars", "client",
            "hasInquiryCallback", "customerStats", "transferConfig", "transferConfigIds", "appointmentConfig",
            "campaignAutomations", "features");
    private static final List<String> UPDATE_EXTRAS = List.of("lastModifiedByName", "lastModifiedByIsStaff", "tags",
            "direction", "maxConcurrentCalls", "vertical", "kind", "mode", "behaviorsEngineEnabled", "dialerConfig",
            "compatibilityWarnings", "callFormId");

    private TestApi api;
    private Campaign active;
    private Campaign draft;
    private Campaign completed;
    private Campaign otherOrgCampaign;
    private TransferConfig transfer;
    private TransferConfig secondTransfer;
    private AppointmentConfig appointment;
    private Workflow workflow;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        var org = api.orgA.id();
        RoutingConfig routing = TestData.routingConfig(org);
        api.store.routingConfigs().save(routing);
        workflow = TestData.workflow(org);
        api.store.workflows().save(workflow);
        appointment = TestData.appointmentConfig(org, routing.id(), null, workflow.id());
        api.store.appointmentConfigs().save(appointment);
        transfer = TestData.transferConfig(org, routing.id(), appointment.id());
        secondTransfer = TestData.transferConfig(org, routing.id());
        api.store.transferConfigs().save(transfer);
        api.store.transferConfigs().save(secondTransfer);
        active = CampaignBuilder.aCampaign(org).name("Spring Renewals").description("Medicare renewals")
                .status(CampaignStatus.ACTIVE).createdAt(TestData.at(3)).transferConfigIds(List.of(transfer.id()))
                .appointmentConfigId(appointment.id()).flowWorkflowId(workflow.id()).build();
        draft = CampaignBuilder.aCampaign(org).name("Annual Enrollment").description("AEP outreach")
                .status(CampaignStatus.DRAFT).createdAt(TestData.at(2)).build();
        completed = CampaignBuilder.aCampaign(org).name("Winter Welcome").description("New members")
                .status(CampaignStatus.COMPLETED).createdAt(TestData.at(1)).build();
        otherOrgCampaign = CampaignBuilder.aCampaign(api.orgB.id()).name("Spring Renewals elsewhere").build();
        List.of(active, draft, completed, otherOrgCampaign).forEach(api.store.campaigns()::insert);
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenACampaignOfTheCaller_whenUpdatedThenReadById_thenExactlyAsTheUpdateAnsweredIt() {
        JsonNode updated = api.patch("/v2/campaigns/" + active.id(), api.fullKey, "{\"tags\":[\"aep\"]}").json()
                .get("campaign");

        var response = api.get("/v2/campaigns/" + active.id(), api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json()).isEqualTo(updated);
        assertThat(response.json().get("tags").get(0).asText()).as("what an update sets reads back").isEqualTo("aep");
        assertThat(response.json().get("name")).isEqualTo(
                api.get("/v2/campaigns?status=active", api.fullKey).json().get("items").get(0).get("name"));
        assertThat(response.json().get("transferConfig").get("id").asText()).isEqualTo(transfer.id().toString());
        assertThat(response.json().get("appointmentConfig").get("id").asText())
                .isEqualTo(appointment.id().toString());
    }

    @Test
    void givenAnotherOrganizationsOrAnUnknownCampaign_whenReadById_thenNotFound() {
        assertThat(api.get("/v2/campaigns/" + otherOrgCampaign.id(), api.fullKey).status()).isEqualTo(404);
        assertThat(api.get("/v2/campaigns/" + UUID.randomUUID(), api.fullKey).code()).isEqualTo("NOT_FOUND");
        assertThat(api.get("/v2/campaigns/not-a-uuid", api.fullKey).status()).isEqualTo(422);
    }

    @Test
    void givenAKeyWithoutCampaignsView_whenACampaignIsRead_thenForbidden() {
        String routingOnly = api.key(api.orgA, Set.of(Capability.ROUTING_VIEW), false);

        assertThat(api.get("/v2/campaigns/" + active.id(), routingOnly).status()).isEqualTo(403);
    }

    @Test
    void givenCampaigns_whenListed_thenPagedEnvelopeOfOwnCampaignsNewestFirst() {
        var response = api.get("/v2/campaigns", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(fieldNames(body)).containsExactly("items", "itemsTotal", "currentPage", "nextPage", "prevPage");
        assertThat(body.get("itemsTotal").asLong()).isEqualTo(3);
        assertThat(body.get("currentPage").asInt()).isEqualTo(1);
        assertThat(body.get("nextPage").isNull()).isTrue();
        assertThat(body.get("prevPage").isNull()).isTrue();
        assertThat(names(body)).containsExactly("Spring Renewals", "Annual Enrollment", "Winter Welcome");
        JsonNode first = body.get("items").get(0);
        assertThat(fieldNames(first)).containsExactlyElementsOf(CAMPAIGN_FIELDS);
        assertThat(first.get("client").get("id").asText()).isEqualTo(api.orgA.id().toString());
        assertThat(first.get("smsTypes").size()).isEqualTo(10);
        assertThat(first.get("transferConfig").get("id").asText()).isEqualTo(transfer.id().toString());
        assertThat(first.get("transferConfig").get("routingConfig").get("agents").size()).isEqualTo(1);
        assertThat(first.get("transferConfig").get("assignedCampaignCount").asInt()).isEqualTo(1);
        assertThat(first.get("appointmentConfig").get("usedByTransferConfigs").get(0).get("id").asText())
                .isEqualTo(transfer.id().toString());
        assertThat(first.get("createdAt").asText()).isEqualTo("2025-03-01T12:03:00.123Z");
    }

    @Test
    void givenEnrollmentsAndCalls_whenListed_thenCustomerStatsAreCounted() {
        var org = api.orgA.id();
        var c1 = TestData.customer(org, TestData.phone(1));
        var c2 = TestData.customer(org, TestData.phone(2));
        api.store.customers().insert(c1);
        api.store.customers().insert(c2);
        api.store.enrollments().insert(TestData.enrollment(org, active.id(), c1.id(), EnrollmentStatus.PENDING,
                TestData.T0));
        api.store.enrollments().insert(TestData.enrollment(org, active.id(), c2.id(), EnrollmentStatus.COMPLETED,
                TestData.T0));
        Instant now = Instant.now();
        api.store.calls().insert(TestData.call(org, active.id(), c1.id(), now, CallDirection.OUTBOUND, "answered",
                1000, false));
        api.store.calls().insert(TestData.call(org, active.id(), c1.id(), now.minus(3, ChronoUnit.DAYS),
                CallDirection.OUTBOUND, "answered", 1000, false));

        JsonNode stats = api.get("/v2/campaigns?status=active", api.fullKey).json()
                .get("items").get(0).get("customerStats");

        assertThat(stats.get("total").asLong()).isEqualTo(2);
        assertThat(stats.get("totalCalls").asLong()).isEqualTo(2);
        assertThat(stats.get("todayCalls").asLong()).isEqualTo(1);
        assertThat(stats.get("statusCounts").get("pending").asLong()).isEqualTo(1);
        assertThat(stats.get("statusCounts").get("completed").asLong()).isEqualTo(1);
        assertThat(stats.get("statusCounts").get("failed").asLong()).isZero();
        assertThat(fieldNames(stats.get("statusCounts"))).containsExactly("expired", "failed", "pending",
                "completed", "exceeded_max_calls", "in_progress", "cancelled", "skipped");
    }

    @Test
    void givenPagingSortAndFilters_whenListed_thenApplied() {
        JsonNode page2 = api.get("/v2/campaigns?perPage=1&page=2", api.fullKey).json();
        assertThat(names(page2)).containsExactly("Annual Enrollment");
        assertThat(page2.get("nextPage").asInt()).isEqualTo(3);
        assertThat(page2.get("prevPage").asInt()).isEqualTo(1);

        assertThat(names(api.get("/v2/campaigns?sortBy=name&sortDirection=asc", api.fullKey).json()))
                .containsExactly("Annual Enrollment", "Spring Renewals", "Winter Welcome");
        assertThat(names(api.get("/v2/campaigns?status=draft", api.fullKey).json()))
                .containsExactly("Annual Enrollment");
        assertThat(names(api.get("/v2/campaigns?search=RENEWALS", api.fullKey).json()))
                .containsExactly("Spring Renewals");
        assertThat(names(api.get("/v2/campaigns?search=new%20members", api.fullKey).json()))
                .containsExactly("Winter Welcome");
        JsonNode past = api.get("/v2/campaigns?page=9", api.fullKey).json();
        assertThat(past.get("items").size()).isZero();
        assertThat(past.get("itemsTotal").asInt()).isEqualTo(3);
    }

    @Test
    void givenBadQuery_whenListed_thenEveryBrokenRuleIsReported() {
        var response = api.get("/v2/campaigns?page=0&perPage=101&sortBy=size&sortDirection=up&status=live",
                api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.code()).isEqualTo("VALIDATION_ERROR");
        assertThat(response.errors()).containsExactlyInAnyOrder("page:too_small", "perPage:too_big",
                "sortBy:invalid_enum_value", "sortDirection:invalid_enum_value", "status:invalid_enum_value");
        assertThat(api.get("/v2/campaigns?page=abc", api.fullKey).errors()).containsExactly("page:invalid_type");
        assertThat(api.get("/v2/campaigns?perPage=1.5", api.fullKey).errors()).containsExactly("perPage:invalid_type");
    }

    @Test
    void givenNoUsableKey_whenCalled_thenUnauthorizedWithOneMessage() {
        List<String> messages = new ArrayList<>();
        for (String key : new String[] {null, "nope", "cc_" + "a".repeat(40), api.revokedKey(api.orgA),
                api.expiredKey(api.orgA)}) {
            var response = api.get("/v2/campaigns", key);
            assertThat(response.status()).isEqualTo(401);
            assertThat(response.code()).isEqualTo("UNAUTHORIZED");
            messages.add(response.json().get("message").asText());
        }
        assertThat(Set.copyOf(messages)).hasSize(1);
    }

    @Test
    void givenKeyWithoutCapability_whenCalled_thenForbiddenNamingIt() {
        String routingOnly = api.key(api.orgA, Set.of(Capability.ROUTING_VIEW), false);

        var list = api.get("/v2/campaigns", routingOnly);
        assertThat(list.status()).isEqualTo(403);
        assertThat(list.code()).isEqualTo("FORBIDDEN");
        assertThat(list.json().get("message").asText()).contains("campaigns.view");

        String viewOnly = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);
        assertThat(api.get("/v2/campaigns/options", viewOnly).status()).isEqualTo(403);
        var patch = api.patch("/v2/campaigns/" + draft.id(), viewOnly, "{\"name\":\"x\"}");
        assertThat(patch.status()).isEqualTo(403);
        assertThat(patch.json().get("message").asText()).contains("campaigns.manage");
    }

    @Test
    void givenReadOnlyKey_whenPatching_thenReadOnlyRefusedEvenWithCapability() {
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);

        var response = api.patch("/v2/campaigns/" + draft.id(), readOnly, "{\"name\":\"x\"}");

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.code()).isEqualTo("READ_ONLY_KEY");
        assertThat(api.get("/v2/campaigns", readOnly).status()).isEqualTo(200);
    }

    @Test
    void givenOptions_whenRequested_thenLightItemsOfOwnOrganization() {
        String customersView = api.key(api.orgA, Set.of(Capability.CUSTOMERS_VIEW), false);

        JsonNode body = api.get("/v2/campaigns/options", customersView).json();

        assertThat(fieldNames(body)).containsExactly("items");
        assertThat(body.get("items").size()).isEqualTo(3);
        assertThat(fieldNames(body.get("items").get(0))).containsExactly("id", "name", "status", "suite");
    }

    @Test
    void givenValidChanges_whenPatched_thenUpdateShapeReturnedAndStored() {
        String body = """
                {"name":"AEP 2026","status":"active","smsTypes":{"redial":false,"postWelcome":true},
                 "smsContent":{"postWelcome":"Welcome {{clientCustomer.firstName}}"},
                 "features":{"appointments":false},"tags":["aep"],"kind":"voice_ai","maxConcurrentCalls":12,
                 "endDate":"2026-12-31T23:59Z","transferConfigIds":["%s","%s"],
                 "dialerConfig":{"voicemailDetectionEnabled":false},
                 "redialPatterns":[{"days":[0,2],"attempts":3,"intervalMinutes":45}]}
                """.formatted(secondTransfer.id(), transfer.id());

        var response = api.patch("/v2/campaigns/" + draft.id(), api.fullKey, body);

        assertThat(response.status()).isEqualTo(200);
        JsonNode campaign = response.json().get("campaign");
        List<String> expected = new ArrayList<>(CAMPAIGN_FIELDS);
        expected.addAll(UPDATE_EXTRAS);
        assertThat(fieldNames(campaign)).containsExactlyElementsOf(expected);
        assertThat(campaign.get("name").asText()).isEqualTo("AEP 2026");
        assertThat(campaign.get("status").asText()).isEqualTo("active");
        assertThat(campaign.get("smsTypes").get("redial").asBoolean()).isFalse();
        assertThat(campaign.get("smsTypes").get("newInquiry").asBoolean()).isTrue();
        assertThat(campaign.get("smsTypes").get("postWelcome").asBoolean()).isTrue();
        assertThat(campaign.get("smsContent").get("postWelcome").asText())
                .isEqualTo("Welcome {{clientCustomer.firstName}}");
        assertThat(campaign.get("features").get("appointments").asBoolean()).isFalse();
        assertThat(campaign.get("features").get("transfers").asBoolean()).isTrue();
        assertThat(campaign.get("endDate").asText()).isEqualTo("2026-12-31T23:59:00.000Z");
        assertThat(campaign.get("kind").asText()).isEqualTo("voice_ai");
        assertThat(campaign.get("maxConcurrentCalls").asLong()).isEqualTo(12);
        assertThat(campaign.get("transferConfig").get("id").asText()).isEqualTo(secondTransfer.id().toString());
        assertThat(fieldNames(campaign.get("transferConfig").get("routingConfig"))).containsExactly("id", "name");
        assertThat(campaign.get("dialerConfig").get("voicemailMessage").asText()).isEqualTo("Please call us back");
        assertThat(campaign.get("redialPatterns").get(0).get("attempts").asInt()).isEqualTo(3);
        assertThat(fieldNames(campaign.get("customerStats"))).contains("todayInboundCalls", "todayOutboundCalls",
                "todayConnectRate", "todayDurationMs");
        assertThat(campaign.get("lastModifiedByName").asText()).isEqualTo("API key: test key");
        assertThat(campaign.get("updatedAt").asText()).isNotEqualTo("2025-03-01T13:00:00.123Z");

        Campaign stored = api.store.campaigns().findById(api.orgA.id(), draft.id()).orElseThrow();
        assertThat(stored.profile().name()).isEqualTo("AEP 2026");
        assertThat(stored.version()).isEqualTo(draft.version() + 1);
    }

    @Test
    void givenEmptyBody_whenPatched_thenNothingChanges() {
        var response = api.patch("/v2/campaigns/" + draft.id(), api.fullKey, "{}");

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().get("campaign").get("updatedAt").asText()).isEqualTo("2025-03-01T13:00:00.123Z");
        assertThat(api.store.campaigns().findById(api.orgA.id(), draft.id()).orElseThrow()).isEqualTo(draft);
    }

    @Test
    void givenForbiddenTransition_whenPatched_thenConflictNamingBothStatuses() {
        var response = api.patch("/v2/campaigns/" + completed.id(), api.fullKey, "{\"status\":\"active\"}");

        assertThat(response.status()).isEqualTo(409);
        assertThat(response.code()).isEqualTo("INVALID_STATUS_TRANSITION");
        assertThat(response.json().get("message").asText()).contains("completed").contains("active");
        assertThat(api.store.campaigns().findById(api.orgA.id(), completed.id()).orElseThrow()).isEqualTo(completed);
    }

    @Test
    void givenCurrentStatus_whenPatched_thenNoOp() {
        var response = api.patch("/v2/campaigns/" + completed.id(), api.fullKey, "{\"status\":\"completed\"}");

        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void givenBrokenBody_whenPatched_thenEveryRuleReportedAndNothingChanged() {
        String body = """
                {"id":"x","name":"%s","status":"live","redial":"yes","transferConfigIds":["%s","not-a-uuid",
                "%s"],"appointmentConfigId":"%s","smsTypes":{"bogus":true,"redial":1},"maxConcurrentCalls":0,
                "endDate":"2026-02-30T00:00:00Z","tags":[""],"redialPatterns":[{"days":[-1],"attempts":0}],
                "flowWorkflowId":null,"kind":"robot","dialerConfig":{"voicemailDetectionEnabled":"no"}}
                """.formatted("n".repeat(256), transfer.id(), TestData.newId(), TestData.newId());

        var response = api.patch("/v2/campaigns/" + draft.id(), api.fullKey, body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder(
                ":unrecognized_keys",
                "status:invalid_enum_value",
                "redial:invalid_type",
                "transferConfigIds.1:invalid_string",
                "smsTypes:unrecognized_keys",
                "smsTypes.redial:invalid_type",
                "maxConcurrentCalls:too_small",
                "endDate:invalid_string",
                "tags.0:too_small",
                "redialPatterns.0.days.0:too_small",
                "redialPatterns.0.attempts:too_small",
                "redialPatterns.0.intervalMinutes:invalid_type",
                "kind:invalid_enum_value",
                "dialerConfig.voicemailDetectionEnabled:invalid_type",
                // The campaign's own rule and the references of sound members, in the same answer.
                "name:too_big",
                "appointmentConfigId:not_found");
        assertThat(api.store.campaigns().findById(api.orgA.id(), draft.id()).orElseThrow()).isEqualTo(draft);
    }

    @Test
    void givenUnknownReferencesAndLongName_whenPatched_thenNotFoundAndTooBigTogether() {
        String body = """
                {"name":"%s","transferConfigIds":["%s","%s"],"appointmentConfigId":"%s","flowWorkflowId":"%s"}
                """.formatted("n".repeat(256), transfer.id(), TestData.newId(), TestData.newId(), TestData.newId());

        var response = api.patch("/v2/campaigns/" + draft.id(), api.fullKey, body);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder("name:too_big", "transferConfigIds.1:not_found",
                "appointmentConfigId:not_found", "flowWorkflowId:not_found");
    }

    @Test
    void givenOtherOrganizationsConfig_whenReferenced_thenNotFound() {
        var otherRouting = TestData.routingConfig(api.orgB.id());
        api.store.routingConfigs().save(otherRouting);
        var otherTransfer = TestData.transferConfig(api.orgB.id(), otherRouting.id());
        api.store.transferConfigs().save(otherTransfer);

        var response = api.patch("/v2/campaigns/" + draft.id(), api.fullKey,
                "{\"transferConfigId\":\"" + otherTransfer.id() + "\"}");

        assertThat(response.errors()).containsExactly("transferConfigId:not_found");
    }

    @Test
    void givenOtherOrganizationsOrUnknownCampaign_whenPatched_thenNotFound() {
        var other = api.patch("/v2/campaigns/" + otherOrgCampaign.id(), api.fullKey, "{\"name\":\"x\"}");
        var unknown = api.patch("/v2/campaigns/" + TestData.newId(), api.fullKey, "{\"name\":\"x\"}");

        assertThat(other.status()).isEqualTo(404);
        assertThat(other.code()).isEqualTo("NOT_FOUND");
        assertThat(unknown.status()).isEqualTo(404);
        assertThat(other.json().get("message").asText()).isEqualTo(unknown.json().get("message").asText());
        assertThat(api.get("/v2/campaigns", api.otherOrgKey).json().get("itemsTotal").asInt()).isEqualTo(1);
    }

    @Test
    void givenMalformedIdAndBody_whenPatched_thenBothReported() {
        var response = api.patch("/v2/campaigns/not-a-uuid", api.fullKey, "{\"status\":1}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("campaignId:invalid_string", "status:invalid_type");
    }

    @Test
    void givenDefaultTransferConfig_whenPatched_thenMovedFirstAndOthersKept() {
        api.patch("/v2/campaigns/" + active.id(), api.fullKey,
                "{\"transferConfigIds\":[\"" + transfer.id() + "\",\"" + secondTransfer.id() + "\"]}");

        JsonNode campaign = api.patch("/v2/campaigns/" + active.id(), api.fullKey,
                "{\"transferConfigId\":\"" + secondTransfer.id() + "\"}").json().get("campaign");

        assertThat(campaign.get("transferConfigIds").get(0).asText()).isEqualTo(secondTransfer.id().toString());
        assertThat(campaign.get("transferConfigIds").get(1).asText()).isEqualTo(transfer.id().toString());
        JsonNode cleared = api.patch("/v2/campaigns/" + active.id(), api.fullKey, "{\"transferConfigId\":null}")
                .json().get("campaign");
        assertThat(cleared.get("transferConfigIds").size()).isZero();
        assertThat(cleared.get("transferConfig").isNull()).isTrue();
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private static List<String> names(JsonNode page) {
        return StreamSupport.stream(page.get("items").spliterator(), false).map(i -> i.get("name").asText()).toList();
    }
}
