package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CallBuilder;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * GET /v2/campaigns/{id}/stats, /behaviors and /flow-occupancy over HTTP, on data built by hand:
 * every member of the three shapes, with figures worked out from docs/metrics.md and D20/D21.
 */
class CampaignInsightsApiTest {

    private TestApi api;
    private Campaign campaign;
    private Campaign empty;
    private Workflow workflow;
    private TransferConfig agents;
    private TransferConfig overflow;
    private AppointmentConfig reviews;
    private Enrollment waiting;

    /**
     * The campaign (required fields firstName and dateOfBirth; transfers, appointments and plan
     * checks on; inquiries off) and four enrollments:
     * e1 pending at node start (waiting), e2 in progress at sms-1 (running) untouched for 8 days and
     * whose customer lacks both required fields and takes no SMS, e3 completed after two calls, the
     * last transferred, e4 failed (no_answer) after one call to voicemail, its customer takes no calls.
     */
    @BeforeEach
    void setUp() {
        api = new TestApi();
        var org = api.orgA.id();
        Instant now = Instant.now();
        RoutingConfig routing = TestData.routingConfig(org);
        api.store.routingConfigs().save(routing);
        workflow = TestData.workflow(org);
        api.store.workflows().save(workflow);
        reviews = TestData.appointmentConfig(org, routing.id(), null, workflow.id());
        api.store.appointmentConfigs().save(reviews);
        agents = TestData.transferConfig(org, routing.id());
        overflow = TestData.transferConfig(org, routing.id());
        api.store.transferConfigs().save(agents);
        api.store.transferConfigs().save(overflow);
        campaign = CampaignBuilder.aCampaign(org).transferConfigIds(List.of(agents.id(), overflow.id()))
                .appointmentConfigId(reviews.id()).flowWorkflowId(workflow.id()).build();
        empty = CampaignBuilder.aCampaign(org).name("Nobody yet").build();
        api.store.campaigns().insert(campaign);
        api.store.campaigns().insert(empty);

        Customer c1 = TestData.customer(org, TestData.phone(1));
        Customer c2 = Customer.create(CustomerId.of(TestData.newId()), org, TestData.phone(2),
                CustomerProfile.of(Map.of(CustomerField.LAST_NAME, "Babbage", CustomerField.DO_NOT_SMS, true)),
                List.of(), List.of(), Map.of(), TestData.T0);
        Customer c3 = TestData.customer(org, TestData.phone(3));
        Customer c4 = Customer.create(CustomerId.of(TestData.newId()), org, TestData.phone(4),
                CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, "Grace", CustomerField.DO_NOT_CALL, true)),
                List.of(), List.of(), Map.of(), TestData.T0);
        List.of(c1, c2, c3, c4).forEach(api.store.customers()::insert);
        waiting = enrollment(c1, EnrollmentStatus.PENDING, "start", WorkflowExecutionStatus.WAITING, null, 0,
                now.minus(Duration.ofHours(1)));
        Enrollment running = enrollment(c2, EnrollmentStatus.IN_PROGRESS, "sms-1", WorkflowExecutionStatus.RUNNING,
                null, 1, now.minus(Duration.ofDays(8)));
        Enrollment done = enrollment(c3, EnrollmentStatus.COMPLETED, null, null, null, 2, now.minus(Duration.ofDays(2)));
        enrollment(c4, EnrollmentStatus.FAILED, null, null, "no_answer", 1, now.minus(Duration.ofDays(3)));

        api.store.calls().insert(CallBuilder.aCall(org, campaign.id(), c3.id()).at(TestData.at(1)).unanswered().build());
        api.store.calls().insert(CallBuilder.aCall(org, campaign.id(), c3.id()).at(TestData.at(2))
                .transferred(60_000, true, null).build());
        api.store.calls().insert(CallBuilder.aCall(org, campaign.id(), c4.id()).at(TestData.at(3))
                .disposition("voicemail").build());
        api.store.calls().insert(CallBuilder.aCall(org, campaign.id(), c1.id()).at(TestData.at(4))
                .disposition("appointment_booked").build());
        // Left out everywhere: a test call, and a call of the other campaign.
        api.store.calls().insert(CallBuilder.aCall(org, campaign.id(), c2.id()).at(TestData.at(5))
                .disposition("appointment_booked").test().build());
        api.store.calls().insert(CallBuilder.aCall(org, empty.id(), c2.id()).at(TestData.at(6))
                .disposition("appointment_booked").build());
        // Two inquiries raised in the campaign, one in the other campaign.
        api.store.inquiries().insert(InquiryBuilder.anInquiry(org, campaign.id(), c1.id(), waiting.id()).build());
        api.store.inquiries().insert(InquiryBuilder.anInquiry(org, campaign.id(), c2.id(), running.id()).bare()
                .build());
        api.store.inquiries().insert(InquiryBuilder.anInquiry(org, empty.id(), c3.id(), done.id()).bare().build());
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    @Test
    void givenEnrollmentsAndCalls_whenStatsRead_thenEveryMemberFollowsTheMetricsDocument() {
        var response = api.get("/v2/campaigns/" + campaign.id() + "/stats", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(fieldNames(body)).containsExactly("campaignId", "totalCustomers", "statusDistribution",
                "pendingBreakdown", "successBreakdown", "attemptDistribution", "failureReasons", "exitsByCall",
                "successByCall", "missingRequiredFields", "summary", "outreachOverview");
        // N = 4, one each of pending, in_progress, completed, failed: 1 / 4 × 100 = 25.00.
        assertThat(body).isEqualTo(json("""
                {"campaignId": "%s", "totalCustomers": 4,
                 "statusDistribution": [
                   {"status": "expired", "count": 0, "percentage": "0.00"},
                   {"status": "failed", "count": 1, "percentage": "25.00"},
                   {"status": "pending", "count": 1, "percentage": "25.00"},
                   {"status": "completed", "count": 1, "percentage": "25.00"},
                   {"status": "exceeded_max_calls", "count": 0, "percentage": "0.00"},
                   {"status": "in_progress", "count": 1, "percentage": "25.00"},
                   {"status": "cancelled", "count": 0, "percentage": "0.00"},
                   {"status": "skipped", "count": 0, "percentage": "0.00"}],
                 "pendingBreakdown": {"available": 0, "inDistribution": 1, "availablePercentage": "0.00",
                   "inDistributionPercentage": "100.00"},
                 "successBreakdown": {"total": 1, "transferred": 1, "appointmentBooked": 0,
                   "appointmentsAttended": 0},
                 "attemptDistribution": [
                   {"attempts": 0, "status": "pending", "count": 1},
                   {"attempts": 1, "status": "failed", "count": 1},
                   {"attempts": 1, "status": "in_progress", "count": 1},
                   {"attempts": 2, "status": "completed", "count": 1}],
                 "failureReasons": [{"code": "no_answer", "category": "contact", "label": "No answer",
                   "description": "The customer never answered", "count": 1}],
                 "exitsByCall": [{"key": "1", "label": "Call 1", "detail": "Ended unsuccessfully after 1 call",
                   "total": 1, "segments": [{"disposition": "voicemail", "count": 1}]}],
                 "successByCall": [{"key": "2", "label": "Call 2", "detail": "Completed after 2 calls",
                   "total": 1, "segments": [{"disposition": "transferred", "count": 1}]}],
                 "missingRequiredFields": [{"field": "firstName", "count": 1}, {"field": "dateOfBirth", "count": 1}],
                 "summary": {"totalCustomers": 4, "completed": 1, "failed": 1, "pending": 2,
                   "conversionRate": "25.00", "failureRate": "25.00"},
                 "outreachOverview": {"readyNow": 1, "inProgress": 1, "completed": 1, "needsAttention": 2,
                   "attentionBreakdown": {"unsuccessful": 1, "stalled": 1}}}
                """.formatted(campaign.id())));
    }

    @Test
    void givenCampaignWithoutEnrollments_whenStatsRead_thenZeroesAndEveryDivisionGivesZero() {
        JsonNode body = api.get("/v2/campaigns/" + empty.id() + "/stats", api.fullKey).json();

        assertThat(body.get("totalCustomers").asLong()).isZero();
        body.get("statusDistribution").forEach(row -> assertThat(row.get("percentage").asText()).isEqualTo("0.00"));
        assertThat(body.at("/pendingBreakdown/availablePercentage").asText()).isEqualTo("0.00");
        assertThat(body.at("/summary/conversionRate").asText()).isEqualTo("0.00");
        assertThat(body.at("/summary/failureRate").asText()).isEqualTo("0.00");
        assertThat(body.get("missingRequiredFields")).isEqualTo(json("""
                [{"field": "firstName", "count": 0}, {"field": "dateOfBirth", "count": 0}]"""));
        for (String list : List.of("attemptDistribution", "failureReasons", "exitsByCall", "successByCall")) {
            assertThat(body.get(list).isEmpty()).as(list).isTrue();
        }
    }

    @Test
    void givenCompleteConfiguration_whenBehaviorsRead_thenOneBehaviorPerConfigurationAndFeatureWithStableIds() {
        var response = api.get("/v2/campaigns/" + campaign.id() + "/behaviors", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(fieldNames(body)).containsExactly("configurationHash", "configurationReady", "configurationIssues",
                "behaviors", "transfers", "appointments", "capabilities", "snippets");
        assertThat(body.get("configurationHash").asText()).matches("[0-9a-f]{64}");
        assertThat(body.get("configurationReady").asBoolean()).isTrue();
        assertThat(body.get("configurationIssues").isEmpty()).isTrue();
        JsonNode behaviors = body.get("behaviors");
        assertThat(behaviors).hasSize(5);
        JsonNode first = behaviors.get(0);
        assertThat(fieldNames(first)).containsExactly("id", "behaviorKey", "capabilityId", "snippetId",
                "transferConfigId", "appointmentConfigId", "capabilityToolType", "capabilityName", "snippetName",
                "transferConfigName", "appointmentConfigName", "source", "scope", "enabled", "priority", "isDefault",
                "appliesTo");
        String key = "transfer:" + agents.id();
        assertThat(first).isEqualTo(json("""
                {"id": "%s", "behaviorKey": "%s", "capabilityId": "%s", "snippetId": "%s",
                 "transferConfigId": "%s", "appointmentConfigId": null, "capabilityToolType": "transfer_call",
                 "capabilityName": "Transfer call", "snippetName": "Transfer to Licensed agents",
                 "transferConfigName": "Licensed agents", "appointmentConfigName": null, "source": "transfer_config",
                 "scope": "business_hours", "enabled": true, "priority": 1, "isDefault": true,
                 "appliesTo": ["outbound"]}""".formatted(nameId("behavior", key), key,
                nameId("capability", "transfer_call"), nameId("snippet", key), agents.id())));
        // The campaign's features: transfers and appointments on, inquiries off, plan checks on.
        List<String> rows = new ArrayList<>();
        behaviors.forEach(b -> rows.add(b.get("behaviorKey").asText() + " " + b.get("capabilityToolType").asText()
                + " " + b.get("enabled").asBoolean() + " " + b.get("priority").asInt() + " "
                + b.get("isDefault").asBoolean() + " " + b.get("scope").asText()));
        assertThat(rows).containsExactly(
                key + " transfer_call true 1 true business_hours",
                "transfer:" + overflow.id() + " transfer_call true 2 false business_hours",
                "appointment:" + reviews.id() + " book_appointment true 3 false always",
                "inquiries record_inquiry false 4 false always",
                "check_plan check_plan true 5 false always");
        assertThat(behaviors.get(2).get("appointmentConfigId").asText()).isEqualTo(reviews.id().toString());
        assertThat(behaviors.get(2).get("appointmentConfigName").asText()).isEqualTo("Medicare reviews");
        assertThat(body.get("transfers")).isEqualTo(json("""
                [{"id": "%s", "name": "Licensed agents"}, {"id": "%s", "name": "Licensed agents"}]"""
                .formatted(agents.id(), overflow.id())));
        assertThat(body.get("appointments")).isEqualTo(json("""
                [{"id": "%s", "name": "Medicare reviews"}]""".formatted(reviews.id())));
        assertThat(body.get("capabilities")).isEqualTo(json("""
                [{"id": "%s", "toolType": "transfer_call", "name": "Transfer call"},
                 {"id": "%s", "toolType": "book_appointment", "name": "Book appointment"},
                 {"id": "%s", "toolType": "record_inquiry", "name": "Record inquiry"},
                 {"id": "%s", "toolType": "check_plan", "name": "Check plan"}]""".formatted(
                nameId("capability", "transfer_call"), nameId("capability", "book_appointment"),
                nameId("capability", "record_inquiry"), nameId("capability", "check_plan"))));
        assertThat(body.get("snippets").get(0)).isEqualTo(json("""
                {"id": "%s", "name": "Transfer to Licensed agents", "toolsAllowlist": ["transfer_call"]}"""
                .formatted(nameId("snippet", key))));
        assertThat(body.get("snippets")).hasSize(5);
        // The same configuration reads the same, ids and hash included.
        assertThat(api.get("/v2/campaigns/" + campaign.id() + "/behaviors", api.fullKey).json()).isEqualTo(body);
    }

    @Test
    void givenChangedConfiguration_whenBehaviorsRead_thenIssuesNamedAndHashChanged() {
        String before = api.get("/v2/campaigns/" + empty.id() + "/behaviors", api.fullKey).json()
                .get("configurationHash").asText();
        assertThat(api.patch("/v2/campaigns/" + empty.id(), api.fullKey,
                "{\"smsTypes\":{\"firstContact\":true},\"smsContent\":{\"firstContact\":\" \","
                        + "\"redial\":\"Hi {{clientCustomer.firstName}} {{planName}}\"}}").status()).isEqualTo(200);

        JsonNode body = api.get("/v2/campaigns/" + empty.id() + "/behaviors", api.fullKey).json();

        assertThat(body.get("configurationHash").asText()).isNotEqualTo(before).matches("[0-9a-f]{64}");
        assertThat(body.get("configurationReady").asBoolean()).isFalse();
        // The built campaign has transfers, appointments and flow on, with nothing attached.
        assertThat(body.get("configurationIssues")).isEqualTo(json("""
                ["Transfers are enabled but no transfer configuration is attached",
                 "Appointments are enabled but no appointment configuration is attached",
                 "The firstContact SMS is enabled but its text is empty",
                 "Flow is enabled but no workflow is set",
                 "The redial SMS uses the unknown template variable {{planName}}"]"""));
        assertThat(body.get("behaviors")).hasSize(2);
        assertThat(body.get("transfers").isEmpty()).isTrue();
        assertThat(body.get("appointments").isEmpty()).isTrue();
    }

    @Test
    void givenEnrollmentsAtNodes_whenFlowOccupancyRead_thenCountedPerNodeWithOutcomes() {
        Instant before = Instant.now().minusMillis(1);
        var response = api.get("/v2/campaigns/" + campaign.id() + "/flow-occupancy", api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode body = response.json();
        assertThat(fieldNames(body)).containsExactly("campaignId", "generatedAt", "totalMappedCustomers",
                "unmappedCustomers", "outcomes", "nodes");
        Instant generatedAt = Instant.parse(body.get("generatedAt").asText());
        assertThat(generatedAt).isBetween(before, Instant.now().plusMillis(1));
        assertThat(body.get("generatedAt").asText()).matches("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z");
        String zeroStatuses = "\"expired\": 0, \"failed\": 0, \"completed\": 0, \"exceeded_max_calls\": 0, "
                + "\"cancelled\": 0, \"skipped\": 0";
        // e1 waits at start, e2 runs at sms-1; e3 and e4 have finished and are at no node.
        // Booked: c1 (c2's booking is a test call, the other is another campaign's). No contact: c2 by SMS,
        // c4 by call. Inquiries: the two of this campaign.
        assertThat(body).isEqualTo(json("""
                {"campaignId": "%s", "generatedAt": "%s", "totalMappedCustomers": 2, "unmappedCustomers": 2,
                 "outcomes": {"appointmentsBooked": 1, "inquiriesRaised": 2,
                   "doNotContacts": {"total": 2, "fromSms": 1, "fromCall": 1}},
                 "nodes": [
                   {"nodeId": "start", "nodeType": "call", "totalCustomers": 1,
                    "pulseStatusCounts": {"waiting": 1, "running": 0, "completed": 0, "failed": 0},
                    "customerStatusCounts": {"pending": 1, "in_progress": 0, %s}},
                   {"nodeId": "sms-1", "nodeType": "sms", "totalCustomers": 1,
                    "pulseStatusCounts": {"waiting": 0, "running": 1, "completed": 0, "failed": 0},
                    "customerStatusCounts": {"pending": 0, "in_progress": 1, %s}},
                   {"nodeId": "wait-1", "nodeType": "wait", "totalCustomers": 0,
                    "pulseStatusCounts": {"waiting": 0, "running": 0, "completed": 0, "failed": 0},
                    "customerStatusCounts": {"pending": 0, "in_progress": 0, %s}}]}
                """.formatted(campaign.id(), body.get("generatedAt").asText(), zeroStatuses, zeroStatuses,
                zeroStatuses)));
        assertThat(fieldNames(body.at("/nodes/0/customerStatusCounts"))).containsExactly("expired", "failed",
                "pending", "completed", "exceeded_max_calls", "in_progress", "cancelled", "skipped");
        assertThat(fieldNames(body.at("/nodes/0/pulseStatusCounts"))).containsExactly("waiting", "running",
                "completed", "failed");
    }

    @Test
    void givenUnpublishedOrNoWorkflow_whenFlowOccupancyRead_thenNoNodesAndEveryoneUnmapped() {
        api.store.workflows().save(new Workflow(workflow.id(), workflow.organizationId(), workflow.name(),
                workflow.nodes(), workflow.entryNodeId(), false, workflow.createdAt(), workflow.updatedAt()));

        JsonNode unpublished = api.get("/v2/campaigns/" + campaign.id() + "/flow-occupancy", api.fullKey).json();
        JsonNode none = api.get("/v2/campaigns/" + empty.id() + "/flow-occupancy", api.fullKey).json();

        assertThat(unpublished.get("nodes").isEmpty()).isTrue();
        assertThat(unpublished.get("totalMappedCustomers").asLong()).isZero();
        assertThat(unpublished.get("unmappedCustomers").asLong()).isEqualTo(4);
        assertThat(none.get("nodes").isEmpty()).isTrue();
        assertThat(none.get("unmappedCustomers").asLong()).isZero();
        assertThat(none.at("/outcomes/inquiriesRaised").asLong()).isEqualTo(1);
        // The other campaign's call with c2 booked an appointment: bookings count the campaign's calls, enrolled or not.
        assertThat(none.at("/outcomes/appointmentsBooked").asLong()).isEqualTo(1);
        assertThat(none.at("/outcomes/doNotContacts/total").asLong()).isZero();
    }

    @Test
    void givenOtherOrganizationOrUnknownOrMalformedId_whenRead_thenNotFoundOrValidationError() {
        for (String resource : List.of("stats", "behaviors", "flow-occupancy")) {
            var theirs = api.get("/v2/campaigns/" + campaign.id() + "/" + resource, api.otherOrgKey);
            assertThat(theirs.status()).as(resource).isEqualTo(404);
            assertThat(theirs.code()).isEqualTo("NOT_FOUND");
            assertThat(theirs.text()).doesNotContain(campaign.id().toString());
            assertThat(api.get("/v2/campaigns/" + UUID.randomUUID() + "/" + resource, api.fullKey).status())
                    .as(resource).isEqualTo(404);
            var malformed = api.get("/v2/campaigns/not-a-uuid/" + resource, api.fullKey);
            assertThat(malformed.status()).as(resource).isEqualTo(422);
            assertThat(malformed.code()).isEqualTo("VALIDATION_ERROR");
            assertThat(malformed.errors()).containsExactly("campaignId:invalid_string");
            // D11: either case.
            assertThat(api.get("/v2/campaigns/" + campaign.id().toString().toUpperCase(java.util.Locale.ROOT) + "/"
                    + resource, api.fullKey).status()).as(resource).isEqualTo(200);
        }
    }

    @Test
    void givenKeysWithoutCampaignsView_whenRead_thenUnauthorizedOrForbidden_andReadOnlyKeysMayRead() {
        String others = api.key(api.orgA, EnumSet.complementOf(EnumSet.of(Capability.CAMPAIGNS_VIEW,
                Capability.ALL)), false);
        String viewOnly = api.key(api.orgA, Set.of(Capability.CAMPAIGNS_VIEW), true);
        for (String resource : List.of("stats", "behaviors", "flow-occupancy")) {
            String path = "/v2/campaigns/" + campaign.id() + "/" + resource;
            assertThat(api.get(path, null).status()).as(resource).isEqualTo(401);
            assertThat(api.get(path, "cc_" + "z".repeat(40)).code()).as(resource).isEqualTo("UNAUTHORIZED");
            var forbidden = api.get(path, others);
            assertThat(forbidden.status()).as(resource).isEqualTo(403);
            assertThat(forbidden.json().get("message").asText()).contains("campaigns.view");
            assertThat(api.get(path, viewOnly).status()).as(resource).isEqualTo(200);
        }
    }

    private Enrollment enrollment(Customer customer, EnrollmentStatus status, String node,
                                  WorkflowExecutionStatus run, String failureReason, int attempts, Instant updatedAt) {
        Enrollment enrollment = Enrollment.builder(EnrollmentId.of(TestData.newId()), api.orgA.id(), campaign.id(),
                        customer.id(), status)
                .currentNodeId(node).workflowStatus(run).failureReason(failureReason).attempts(attempts)
                .reconstitute(0, updatedAt.minus(Duration.ofDays(1)), updatedAt);
        api.store.enrollments().insert(enrollment);
        return enrollment;
    }

    /** The name-based id of P27: the same kind, campaign and name always give the same id. */
    private String nameId(String kind, String name) {
        return UUID.nameUUIDFromBytes((kind + ":" + campaign.id() + ":" + name).getBytes(StandardCharsets.UTF_8))
                .toString();
    }

    private static JsonNode json(String text) {
        try {
            return TestApi.MAPPER.readTree(text);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }
}
