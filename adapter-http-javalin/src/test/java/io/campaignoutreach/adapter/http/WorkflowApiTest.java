package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.shared.WorkflowId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Workflows through the API: create, read, list, scoping, capabilities, idempotent retries and versions. */
class WorkflowApiTest {

    private static final String WORKFLOWS = "/v2/workflows";
    private static final String FLOW = "{\"name\":\"Renewal calls\",\"nodes\":["
            + "{\"nodeId\":\"first\",\"nodeType\":\"call\",\"next\":{\"answered\":\"thanks\",\"default\":\"pause\"}},"
            + "{\"nodeId\":\"pause\",\"nodeType\":\"wait\",\"wait\":{\"days\":1,\"untilWindow\":true},\"next\":\"second\"},"
            + "{\"nodeId\":\"second\",\"nodeType\":\"call\",\"next\":{\"answered\":\"thanks\",\"default\":\"lost\"}},"
            + "{\"nodeId\":\"thanks\",\"nodeType\":\"sms\",\"smsType\":\"postWelcome\",\"next\":\"done\"},"
            + "{\"nodeId\":\"done\",\"nodeType\":\"end\"},"
            + "{\"nodeId\":\"lost\",\"nodeType\":\"end\",\"end\":\"failed\"}],\"published\":true}";

    private static final ObjectMapper JSON = new ObjectMapper();

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
        return api.post(WORKFLOWS, key, body, idempotencyKey);
    }

    private TestApi.Response publish(String key, String id, String body) {
        return api.post(WORKFLOWS + "/" + id + "/versions", key, body);
    }

    private long workflowCount(String key) {
        return api.get(WORKFLOWS, key).json().get("itemsTotal").asLong();
    }

    private static String errors(TestApi.Response response) {
        List<String> found = new ArrayList<>();
        response.json().get("errors").forEach(error -> {
            List<String> path = new ArrayList<>();
            error.get("path").forEach(segment -> path.add(segment.asText()));
            found.add(String.join(".", path) + ":" + error.get("code").asText());
        });
        return String.join(" ", found);
    }

    private static JsonNode json(String text) {
        try {
            return JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(e);
        }
    }

    @Test
    void givenNodesInTheWorkspaceShape_whenCreated_thenTheWorkflowIsVersionOneAndReadsBackTheSame() {
        TestApi.Response response = create(api.fullKey, FLOW, null);

        assertThat(response.status()).as(response.text()).isEqualTo(201);
        JsonNode workflow = response.json();
        assertThat(response.header("Location")).isEqualTo(WORKFLOWS + "/" + workflow.get("id").asText());
        assertThat(workflow.get("version").asInt()).isEqualTo(1);
        assertThat(workflow.get("published").asBoolean()).isTrue();
        assertThat(workflow.get("entryNodeId").asText()).isEqualTo("first");
        assertThat(workflow.get("unreachableNodeIds")).isEmpty();
        assertThat(workflow.at("/nodes/0")).isEqualTo(json(
                "{\"nodeId\":\"first\",\"nodeType\":\"call\",\"next\":{\"answered\":\"thanks\",\"default\":\"pause\"}}"));
        assertThat(workflow.at("/nodes/1")).isEqualTo(json("{\"nodeId\":\"pause\",\"nodeType\":\"wait\","
                + "\"wait\":{\"days\":1,\"hours\":0,\"minutes\":0,\"untilWindow\":true},\"next\":\"second\"}"));
        assertThat(workflow.at("/nodes/5")).isEqualTo(json(
                "{\"nodeId\":\"lost\",\"nodeType\":\"end\",\"end\":\"failed\"}"));
        assertThat(api.get(response.header("Location"), api.fullKey).json()).isEqualTo(workflow);
    }

    @Test
    void givenOnlyNameAndNodes_whenCreated_thenUnpublishedStartingAtTheFirstNode() {
        JsonNode workflow = create(api.fullKey, "{\"name\":\"Plain\",\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"b\",\"nodeType\":\"wait\"},{\"nodeId\":\"c\",\"nodeType\":\"appointment\"}]}", null)
                .json();

        assertThat(workflow.get("published").asBoolean()).isFalse();
        assertThat(workflow.get("entryNodeId").asText()).isEqualTo("a");
        assertThat(workflow.at("/nodes/1")).isEqualTo(json("{\"nodeId\":\"b\",\"nodeType\":\"wait\"}"));
        assertThat(workflow.at("/nodes/2/nodeType").asText()).isEqualTo("appointment");
    }

    @Test
    void givenBrokenNodeRules_whenCreated_thenEachIsReportedAtItsNodesMemberAndNothingIsCreated() {
        TestApi.Response unknownTargets = create(api.fullKey, "{\"name\":\"Loose\",\"nodes\":["
                + "{\"nodeId\":\"a\",\"nodeType\":\"call\",\"next\":{\"answered\":\"a\"}},"
                + "{\"nodeId\":\"b\",\"nodeType\":\"call\",\"next\":{\"busy\":\"nowhere\",\"default\":\"a\"}}],"
                + "\"entryNodeId\":\"z\"}", null);
        TestApi.Response wrongMembers = create(api.fullKey, "{\"name\":\"Wrong\",\"nodes\":["
                + "{\"nodeId\":\"a\",\"nodeType\":\"call\",\"next\":\"b\"},"
                + "{\"nodeId\":\"b\",\"nodeType\":\"end\",\"next\":\"a\"},"
                + "{\"nodeId\":\"a\",\"nodeType\":\"wait\",\"wait\":{\"days\":0},\"smsType\":\"redial\"}]}", null);
        TestApi.Response loop = create(api.fullKey, "{\"name\":\"Loop\",\"nodes\":["
                + "{\"nodeId\":\"a\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"w\",\"nodeType\":\"wait\",\"wait\":{\"hours\":1},\"next\":\"s\"},"
                + "{\"nodeId\":\"s\",\"nodeType\":\"sms\",\"smsType\":\"redial\",\"next\":\"w\"}]}", null);
        TestApi.Response withoutParameters = create(api.fullKey, "{\"name\":\"Bare text\",\"nodes\":["
                + "{\"nodeId\":\"a\",\"nodeType\":\"call\"},{\"nodeId\":\"x\",\"nodeType\":\"sms\",\"next\":\"a\"}]}",
                null);

        assertThat(unknownTargets.status()).isEqualTo(422);
        assertThat(errors(unknownTargets)).isEqualTo("nodes.1.next.busy:not_found entryNodeId:not_found");
        assertThat(errors(wrongMembers)).isEqualTo("nodes.0.next:custom nodes.1.next:custom nodes.2.smsType:custom "
                + "nodes.2.wait:custom");
        assertThat(errors(loop)).isEqualTo("nodes.1:custom");
        assertThat(errors(withoutParameters)).isEqualTo("nodes.1.smsType:custom");
        assertThat(workflowCount(api.fullKey)).isZero();
    }

    @Test
    void givenWorkflowsOfTwoOrganizations_whenListedAndRead_thenEachSeesItsOwnByNameThenId() {
        String zeta = create(api.fullKey, FLOW.replace("Renewal calls", "zeta"), null).json().get("id").asText();
        String alpha = create(api.fullKey, FLOW.replace("Renewal calls", "Alpha"), null).json().get("id").asText();
        create(api.otherOrgKey, FLOW.replace("Renewal calls", "Theirs"), null);

        JsonNode first = api.get(WORKFLOWS + "?perPage=1", api.fullKey).json();
        JsonNode second = api.get(WORKFLOWS + "?page=2&perPage=1", api.fullKey).json();

        assertThat(first.get("itemsTotal").asInt()).isEqualTo(2);
        assertThat(first.at("/items/0/id").asText()).isEqualTo(alpha);
        assertThat(first.get("nextPage").asInt()).isEqualTo(2);
        assertThat(second.at("/items/0/id").asText()).isEqualTo(zeta);
        assertThat(api.get(WORKFLOWS + "/" + alpha, api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get(WORKFLOWS + "/" + UUID.randomUUID(), api.fullKey).status()).isEqualTo(404);
        assertThat(publish(api.otherOrgKey, alpha, FLOW.replace(",\"published\":true", "")).status())
                .isEqualTo(404);
        TestApi.Response malformed = api.get(WORKFLOWS + "/not-a-uuid", api.fullKey);
        assertThat(malformed.status()).isEqualTo(422);
        assertThat(errors(malformed)).isEqualTo("id:invalid_string");
    }

    @Test
    void givenKeysThatMayNotWrite_whenTheyTry_thenForbiddenWhileAViewerStillReads() {
        String viewer = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), false);
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);
        String routing = api.key(api.orgA, Set.of(Capability.ROUTING_VIEW), false);
        String id = create(api.fullKey, FLOW, null).json().get("id").asText();
        String version = FLOW.replace(",\"published\":true", "");

        assertThat(create(viewer, FLOW, null).json().get("code").asText()).isEqualTo("FORBIDDEN");
        assertThat(create(readOnly, FLOW, "k").json().get("code").asText()).isEqualTo("READ_ONLY_KEY");
        assertThat(publish(viewer, id, version).json().get("code").asText()).isEqualTo("FORBIDDEN");
        assertThat(publish(readOnly, id, version).json().get("code").asText()).isEqualTo("READ_ONLY_KEY");
        assertThat(api.get(WORKFLOWS, routing).json().get("code").asText()).isEqualTo("FORBIDDEN");
        assertThat(api.get(WORKFLOWS + "/" + id, viewer).json().get("version").asInt()).isEqualTo(1);
        assertThat(workflowCount(viewer)).isEqualTo(1);
    }

    @Test
    void givenAnIdempotencyKey_whenRetried_thenTheFirstWorkflowIsAnsweredAndAnotherBodyIsAConflict() {
        TestApi.Response first = create(api.fullKey, FLOW, "wf-retry-1");
        TestApi.Response again = create(api.fullKey, FLOW, "wf-retry-1");
        TestApi.Response other = create(api.fullKey, FLOW.replace("Renewal calls", "Other"), "wf-retry-1");
        TestApi.Response campaignWithTheKey = api.post("/v2/campaigns", api.fullKey, "{\"name\":\"AEP\"}",
                "wf-retry-1");

        assertThat(again.status()).isEqualTo(201);
        assertThat(again.header("Idempotent-Replayed")).isEqualTo("true");
        assertThat(again.json().get("id")).isEqualTo(first.json().get("id"));
        assertThat(other.status()).isEqualTo(409);
        assertThat(other.json().get("code").asText()).isEqualTo("IDEMPOTENCY_CONFLICT");
        assertThat(campaignWithTheKey.status()).isEqualTo(409);
        assertThat(workflowCount(api.fullKey)).isEqualTo(1);
    }

    @Test
    void givenRunningEnrollments_whenAVersionIsPublished_thenKeptNodesStayAndRemovedNodesGoToTheNewEntry() {
        String id = create(api.fullKey, FLOW, null).json().get("id").asText();
        Campaign campaign = CampaignBuilder.aCampaign(api.orgA.id()).status(CampaignStatus.ACTIVE)
                .flowWorkflowId(WorkflowId.of(UUID.fromString(id))).build();
        api.store.campaigns().insert(campaign);
        Enrollment atKept = pendingAt(campaign, 1, "thanks");
        Enrollment atRemoved = pendingAt(campaign, 2, "pause");
        Enrollment finished = Enrollment.builder(EnrollmentId.of(TestData.newId()), api.orgA.id(), campaign.id(),
                customer(3).id(), EnrollmentStatus.FAILED).currentNodeId("lost")
                .workflowStatus(WorkflowExecutionStatus.FAILED).reconstitute(2, TestData.T0, TestData.T0);
        api.store.enrollments().insert(finished);

        TestApi.Response published = publish(api.fullKey, id, "{\"name\":\"Renewal calls, shorter\",\"nodes\":["
                + "{\"nodeId\":\"again\",\"nodeType\":\"call\",\"next\":{\"answered\":\"thanks\"}},"
                + "{\"nodeId\":\"thanks\",\"nodeType\":\"sms\",\"smsType\":\"postWelcome\"}]}");

        assertThat(published.status()).as(published.text()).isEqualTo(200);
        assertThat(published.json().get("movedToEntry").asInt()).isEqualTo(1);
        JsonNode workflow = published.json().get("workflow");
        assertThat(workflow.get("id").asText()).isEqualTo(id);
        assertThat(workflow.get("version").asInt()).isEqualTo(2);
        assertThat(workflow.get("name").asText()).isEqualTo("Renewal calls, shorter");
        assertThat(workflow.get("entryNodeId").asText()).isEqualTo("again");
        assertThat(api.get(WORKFLOWS + "/" + id, api.fullKey).json()).isEqualTo(workflow);
        Enrollment kept = api.store.enrollments().findById(api.orgA.id(), atKept.id()).orElseThrow();
        Enrollment moved = api.store.enrollments().findById(api.orgA.id(), atRemoved.id()).orElseThrow();
        assertThat(kept).isEqualTo(atKept);
        assertThat(moved.currentNodeId()).isEqualTo("again");
        assertThat(moved.attempts()).isEqualTo(atRemoved.attempts());
        assertThat(moved.agenda().runStartedAt()).isEqualTo(atRemoved.agenda().runStartedAt());
        assertThat(moved.agenda().waitUntil()).isNull();
        assertThat(api.store.enrollments().findById(api.orgA.id(), finished.id()).orElseThrow()).isEqualTo(finished);
        JsonNode occupancy = api.get("/v2/campaigns/" + campaign.id() + "/flow-occupancy", api.fullKey).json();
        assertThat(occupancy.get("nodes").findValuesAsText("nodeId")).containsExactly("again", "thanks");
        assertThat(occupancy.at("/nodes/0/totalCustomers").asInt()).isEqualTo(1);
        assertThat(occupancy.at("/nodes/1/totalCustomers").asInt()).isEqualTo(1);
        assertThat(occupancy.get("unmappedCustomers").asInt()).isEqualTo(1);
    }

    @Test
    void givenAVersionWithoutAName_whenPublished_thenTheNameStaysAndAnUnpublishedWorkflowIsPublished() {
        String id = create(api.fullKey, "{\"name\":\"Draft flow\",\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\"}]}",
                null).json().get("id").asText();

        JsonNode second = publish(api.fullKey, id, "{\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\"},"
                + "{\"nodeId\":\"b\",\"nodeType\":\"call\"}],\"entryNodeId\":\"b\"}").json();
        TestApi.Response broken = publish(api.fullKey, id, "{\"nodes\":[{\"nodeId\":\"a\",\"nodeType\":\"call\","
                + "\"next\":{\"default\":\"gone\"}}]}");

        assertThat(second.get("movedToEntry").asInt()).isZero();
        assertThat(second.at("/workflow/name").asText()).isEqualTo("Draft flow");
        assertThat(second.at("/workflow/published").asBoolean()).isTrue();
        assertThat(second.at("/workflow/version").asInt()).isEqualTo(2);
        assertThat(second.at("/workflow/unreachableNodeIds/0").asText()).isEqualTo("a");
        assertThat(errors(broken)).isEqualTo("nodes.0.next.default:not_found");
        assertThat(api.get(WORKFLOWS + "/" + id, api.fullKey).json().get("version").asInt()).isEqualTo(2);
    }

    private Customer customer(int n) {
        Customer customer = TestData.customer(api.orgA.id(), TestData.phone(n));
        api.store.customers().insert(customer);
        return customer;
    }

    private Enrollment pendingAt(Campaign campaign, int n, String nodeId) {
        Instant started = TestData.T0;
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), api.orgA.id(), campaign.id(),
                customer(n).id(), nodeId, started).plan(nodeId, started.plusSeconds(86_400),
                started.plusSeconds(86_400), started);
        api.store.enrollments().insert(enrollment);
        return enrollment;
    }
}
