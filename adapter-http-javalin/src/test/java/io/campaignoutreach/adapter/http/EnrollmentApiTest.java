package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignChanges;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerProfile;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollment.WorkflowExecutionStatus;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The enrollment actions over HTTP: every item code and every request-level rejection (spec rules 1-10, D9). */
class EnrollmentApiTest {

    private TestApi api;
    private Workflow workflow;
    private Campaign active;
    private Campaign noFlow;
    private Customer ada;
    private Customer grace;
    private Customer nameless;

    @BeforeEach
    void setUp() {
        api = new TestApi().startWorkers();
        var org = api.orgA.id();
        workflow = TestData.workflow(org);
        api.store.workflows().save(workflow);
        active = campaign(CampaignStatus.ACTIVE, "sales", null, true);
        noFlow = campaign(CampaignStatus.ACTIVE, "sales", null, false);
        ada = customer(1, "Ada");
        grace = customer(2, "Grace");
        nameless = customer(3, " ");
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private Campaign campaign(CampaignStatus status, String suite, String mode, boolean flow) {
        Campaign base = CampaignBuilder.aCampaign(api.orgA.id()).status(status)
                .flowWorkflowId(flow ? workflow.id() : null).build();
        Campaign campaign = Campaign.reconstitute(base.id(), base.organizationId(), 0, base.createdAt(),
                base.updatedAt(), status, base.startDate(), base.endDate(),
                new io.campaignoutreach.domain.campaign.CampaignProfile(base.profile().name(), null, null, null, null,
                        suite, mode, base.profile().kind(), null, null, null, List.of()),
                base.dialing(), new io.campaignoutreach.domain.campaign.FlowSettings(flow, flow ? workflow.id() : null,
                        false), base.sms(),
                new io.campaignoutreach.domain.campaign.OutcomeRules(base.outcomes().successCriteria(),
                        base.outcomes().failureCriteria(), List.of("firstName"), Map.of(), List.of(), false,
                        base.outcomes().features()),
                base.links(), null, false, List.of());
        api.store.campaigns().insert(campaign);
        return campaign;
    }

    private Customer customer(int phone, String firstName) {
        Customer customer = Customer.create(io.campaignoutreach.domain.customer.CustomerId.of(TestData.newId()),
                api.orgA.id(), TestData.phone(phone), CustomerProfile.of(Map.of(CustomerField.FIRST_NAME, firstName)),
                List.of(), List.of(), Map.of(), TestData.T0);
        api.store.customers().insert(customer);
        return customer;
    }

    private String path(Campaign campaign, String action) {
        return "/v2/campaigns/" + campaign.id() + "/enrollment" + action;
    }

    private JsonNode run(Campaign campaign, String action, String body) {
        var accepted = api.post(path(campaign, action), api.fullKey, body);
        assertThat(accepted.status()).as(accepted.text()).isEqualTo(202);
        return api.awaitFinalJob(accepted.json().get("statusUrl").asText(), api.fullKey).json();
    }

    private static String ids(Customer... customers) {
        return "{\"customers\":[" + java.util.Arrays.stream(customers)
                .map(c -> "{\"customerId\":\"" + c.id() + "\"}").collect(Collectors.joining(",")) + "]}";
    }

    private static List<String> codes(JsonNode job) {
        return StreamSupport.stream(job.get("items").spliterator(), false).map(i -> i.get("code").asText()).toList();
    }

    private Enrollment enrollmentOf(Customer customer, Campaign campaign) {
        return api.store.enrollments().findByCustomer(api.orgA.id(), customer.id()).stream()
                .filter(e -> e.campaignId().equals(campaign.id())).findFirst().orElseThrow();
    }

    @Test
    void givenCustomer_whenEnrolled_thenAcceptedThenEnrolledAtTheEntryNode() {
        var accepted = api.post(path(active, ""), api.fullKey, "{\"customer\":{\"customerId\":\"" + ada.id() + "\"}}");

        assertThat(accepted.status()).isEqualTo(202);
        JsonNode body = accepted.json();
        List<String> members = new ArrayList<>();
        body.fieldNames().forEachRemaining(members::add);
        assertThat(members).containsExactly("jobId", "statusUrl", "total", "resolvedCount");
        assertThat(body.get("statusUrl").asText())
                .isEqualTo("/v2/campaigns/" + active.id() + "/enrollment/requests/" + body.get("jobId").asText());
        assertThat(accepted.header("Location")).isEqualTo(body.get("statusUrl").asText());
        assertThat(body.get("total").asInt()).isEqualTo(1);
        assertThat(body.get("resolvedCount").asInt()).isEqualTo(1);

        JsonNode job = api.awaitFinalJob(body.get("statusUrl").asText(), api.fullKey).json();
        assertThat(job.get("status").asText()).isEqualTo("completed");
        assertThat(job.get("action").asText()).isEqualTo("enroll");
        assertThat(job.get("completedAt").asText()).endsWith("Z");
        JsonNode item = job.get("items").get(0);
        assertThat(item.get("outcome").asText()).isEqualTo("succeeded");
        assertThat(item.get("code").asText()).isEqualTo("enrolled");
        Enrollment enrollment = enrollmentOf(ada, active);
        assertThat(item.get("customerCampaignId").asText()).isEqualTo(enrollment.id().toString());
        assertThat(enrollment.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(enrollment.currentNodeId()).isEqualTo(workflow.entryNodeId());
        assertThat(enrollment.workflowStatus()).isEqualTo(WorkflowExecutionStatus.WAITING);
    }

    @Test
    void givenDraftCampaign_whenEnrolled_thenEnrolledAndWaitingForTheCampaign() {
        Campaign draft = campaign(CampaignStatus.DRAFT, "sales", null, true);

        assertThat(codes(run(draft, "", ids(ada)))).containsExactly("enrolled");
        assertThat(enrollmentOf(ada, draft).currentNodeId()).isNull();
    }

    @Test
    void givenMixedEntries_whenEnrolled_thenEachEntryDecidedAloneWithCountsPerPosition() {
        Customer deleted = customer(4, "Gone");
        api.store.customers().update(deleted.delete(TestData.at(1)), deleted.version());
        Customer theirs = TestData.customer(api.orgB.id(), TestData.phone(5));
        api.store.customers().insert(theirs);
        String body = """
                {"customers":[
                  {"customerId":"%s"},
                  {"phoneNumber":"(212) 555-0002"},
                  {"phoneNumber":"+1 212 555 0001"},
                  {"customerId":"%s"},
                  {"customerId":"%s"},
                  {"customerId":"%s"},
                  {},
                  {"customerId":"%s","phoneNumber":"2125550001"},
                  {"customerId":"not-a-uuid"},
                  {"phoneNumber":"+44 20 7946 0958"},
                  {"customerId":"%s","extra":1},
                  "just text"
                ]}""".formatted(ada.id(), TestData.newId(), deleted.id(), theirs.id(), ada.id(), ada.id());

        var accepted = api.post(path(active, ""), api.fullKey, body).json();
        assertThat(accepted.get("total").asInt()).isEqualTo(12);
        assertThat(accepted.get("resolvedCount").asInt()).isEqualTo(2);
        JsonNode job = api.awaitFinalJob(accepted.get("statusUrl").asText(), api.fullKey).json();

        assertThat(codes(job)).containsExactly("enrolled", "enrolled", "enrolled", "customer_not_found",
                "customer_not_found", "customer_not_found", "invalid_customer_reference",
                "invalid_customer_reference", "invalid_customer_reference", "invalid_customer_reference",
                "invalid_customer_reference", "invalid_customer_reference");
        JsonNode items = job.get("items");
        assertThat(items.get(2).get("duplicateOf").asInt()).isZero();
        assertThat(items.get(2).get("customerCampaignId").asText())
                .isEqualTo(items.get(0).get("customerCampaignId").asText());
        assertThat(items.get(0).get("duplicateOf").isNull()).isTrue();
        assertThat(items.get(1).get("customerId").asText()).isEqualTo(grace.id().toString());
        assertThat(errorPaths(items.get(6))).containsExactly("customers.6:custom");
        assertThat(errorPaths(items.get(8))).containsExactly("customers.8.customerId:invalid_string");
        assertThat(errorPaths(items.get(9))).containsExactly("customers.9.phoneNumber:invalid_string");
        assertThat(errorPaths(items.get(10))).containsExactly("customers.10:unrecognized_keys");
        assertThat(errorPaths(items.get(11))).containsExactly("customers.11:invalid_type");
        assertThat(items.get(0).has("validationErrors")).isFalse();
        assertThat(job.get("status").asText()).isEqualTo("partial");
        assertThat(job.get("processed").asInt()).isEqualTo(12);
        assertThat(job.get("succeeded").asInt()).isEqualTo(3);
        assertThat(job.get("skipped").asInt()).isZero();
        assertThat(job.get("failed").asInt()).isEqualTo(9);
        assertThat(api.store.enrollments().countByStatus(api.orgA.id(), List.of(active.id())).get(active.id()))
                .containsEntry(EnrollmentStatus.PENDING, 2L);
    }

    private static List<String> errorPaths(JsonNode item) {
        return StreamSupport.stream(item.get("validationErrors").spliterator(), false)
                .map(e -> String.join(".", StreamSupport.stream(e.get("path").spliterator(), false)
                        .map(JsonNode::asText).toList()) + ":" + e.get("code").asText()).toList();
    }

    @Test
    void givenExistingEnrollments_whenEnrolledAgain_thenAlreadyActiveOrTerminalExists() {
        run(active, "", ids(ada, grace));
        run(active, "/status", "{\"status\":\"completed\"," + ids(grace).substring(1));

        JsonNode again = run(active, "", ids(ada, grace));

        assertThat(codes(again)).containsExactly("already_active", "terminal_exists");
        assertThat(again.get("status").asText()).isEqualTo("completed");
        assertThat(again.get("skipped").asInt()).isEqualTo(2);
    }

    @Test
    void givenFinishedCampaigns_whenEnrolledOrRestarted_thenCampaignUnavailableButStatusStillApplies() {
        for (CampaignStatus status : List.of(CampaignStatus.COMPLETED, CampaignStatus.CANCELLED,
                CampaignStatus.ARCHIVED)) {
            Campaign finished = campaign(status, "sales", null, true);
            api.store.enrollments().insert(Enrollment.start(
                    io.campaignoutreach.domain.enrollment.EnrollmentId.of(TestData.newId()), api.orgA.id(),
                    finished.id(), grace.id(), TestData.T0));

            assertThat(codes(run(finished, "", ids(ada)))).containsExactly("campaign_unavailable");
            assertThat(codes(run(finished, "/restart", ids(grace)))).containsExactly("campaign_unavailable");
            assertThat(codes(run(finished, "/status", "{\"status\":\"cancelled\"," + ids(grace).substring(1))))
                    .containsExactly("status_changed");
        }
    }

    @Test
    void givenReceptionistCampaign_whenAnyActionSent_thenNotEnrollableAndNoJob() {
        Campaign receptionist = campaign(CampaignStatus.ACTIVE, "receptionist", null, true);

        for (String action : List.of("", "/restart", "/status")) {
            String body = action.equals("/status") ? "{\"status\":\"failed\"," + ids(ada).substring(1) : ids(ada);
            var response = api.post(path(receptionist, action), api.fullKey, body);
            assertThat(response.status()).isEqualTo(422);
            assertThat(response.code()).isEqualTo("CAMPAIGN_NOT_ENROLLABLE");
        }
    }

    @Test
    void givenLiveEnrollmentInAnotherRetentionJourney_whenEnrolled_thenBlockedWhateverThatJourneysStatus() {
        Campaign pausedJourney = campaign(CampaignStatus.PAUSED, "retention", "journey", true);
        Campaign journey = campaign(CampaignStatus.ACTIVE, "retention", "journey", true);
        Campaign notification = campaign(CampaignStatus.ACTIVE, "retention", "notification", true);
        run(pausedJourney, "", ids(ada));
        run(notification, "", ids(grace));

        JsonNode job = run(journey, "", ids(ada, grace));

        assertThat(codes(job)).containsExactly("blocked_active_retention", "enrolled");
        assertThat(codes(run(notification, "", ids(ada)))).containsExactly("enrolled");
    }

    @Test
    void givenCustomerMissingRequiredField_whenEnrolled_thenMissingRequiredFieldsListed() {
        JsonNode item = run(active, "", ids(nameless)).get("items").get(0);

        assertThat(item.get("code").asText()).isEqualTo("missing_required_fields");
        assertThat(item.get("outcome").asText()).isEqualTo("failed");
        assertThat(item.get("missingFields").get(0).asText()).isEqualTo("firstName");
    }

    @Test
    void givenEnrollments_whenRestarted_thenNotEnrolledNoWorkflowOrRestartedAtEntryKeepingHistory() {
        run(active, "", ids(ada));
        run(active, "/status", "{\"status\":\"failed\",\"reason\":\"wrong number\"," + ids(ada).substring(1));
        Enrollment failed = enrollmentOf(ada, active);
        api.store.enrollments().insert(Enrollment.start(
                io.campaignoutreach.domain.enrollment.EnrollmentId.of(TestData.newId()), api.orgA.id(), noFlow.id(),
                ada.id(), TestData.T0));

        assertThat(codes(run(active, "/restart", ids(ada, grace)))).containsExactly("restarted", "not_enrolled");
        assertThat(codes(run(noFlow, "/restart", ids(ada)))).containsExactly("no_pulse_workflow");
        Enrollment restarted = enrollmentOf(ada, active);
        assertThat(restarted.id()).isEqualTo(failed.id());
        assertThat(restarted.status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(restarted.currentNodeId()).isEqualTo(workflow.entryNodeId());
        assertThat(restarted.statusReason()).isNull();
        assertThat(restarted.failureReason()).isNull();
        assertThat(restarted.createdAt()).isEqualTo(failed.createdAt());
        assertThat(restarted.attempts()).isEqualTo(failed.attempts());
    }

    @Test
    void givenEnrollment_whenStatusSet_thenStatusAndReasonStoredAndWorkStops() {
        run(active, "", ids(ada));

        JsonNode job = run(active, "/status", "{\"status\":\"cancelled\",\"reason\":\"asked to stop\","
                + ids(ada, grace).substring(1));

        assertThat(job.get("action").asText()).isEqualTo("set_status");
        assertThat(codes(job)).containsExactly("status_changed", "not_enrolled");
        Enrollment closed = enrollmentOf(ada, active);
        assertThat(closed.status()).isEqualTo(EnrollmentStatus.CANCELLED);
        assertThat(closed.statusReason()).isEqualTo("asked to stop");
        assertThat(closed.currentNodeId()).isNull();
    }

    @Test
    void givenReasonOfWideCharacters_whenWithinTheLimit_thenAcceptedAndStored() {
        run(active, "", ids(ada));
        String reason = "🙂".repeat(255);

        JsonNode job = run(active, "/status", "{\"status\":\"failed\",\"reason\":\"" + reason + "\","
                + ids(ada).substring(1));

        assertThat(codes(job)).containsExactly("status_changed");
        assertThat(enrollmentOf(ada, active).statusReason()).isEqualTo(reason);
        assertThat(api.post(path(active, "/status"), api.fullKey, "{\"status\":\"failed\",\"reason\":\""
                + reason + "🙂\"," + ids(ada).substring(1)).errors()).containsExactly("reason:too_big");
    }

    @Test
    void givenCampaignNameOfWideCharacters_whenWithinTheLimit_thenAccepted() {
        var response = api.patch("/v2/campaigns/" + active.id(), api.fullKey,
                "{\"name\":\"" + "🙂".repeat(255) + "\"}");

        assertThat(response.status()).isEqualTo(200);
    }

    @Test
    void givenRequestLevelProblems_whenSent_thenRejectedWithoutJob() {
        String one = "{\"customerId\":\"" + ada.id() + "\"}";
        String tooMany = "{\"customers\":[" + IntStream.range(0, 1001).mapToObj(i -> one)
                .collect(Collectors.joining(",")) + "]}";
        Map<String, List<String>> cases = new java.util.LinkedHashMap<>();
        cases.put(path(active, "") + "|{\"customer\":" + one + ",\"customers\":[" + one + "]}", List.of(":custom"));
        cases.put(path(active, "") + "|{}", List.of(":custom"));
        cases.put(path(active, "") + "|{\"customers\":[]}", List.of("customers:too_small"));
        cases.put(path(active, "") + "|" + tooMany, List.of("customers:too_big"));
        cases.put(path(active, "") + "|{\"customers\":{}}", List.of("customers:invalid_type"));
        cases.put(path(active, "") + "|{\"customer\":" + one + ",\"idempotencyKey\":\"\"}",
                List.of("idempotencyKey:too_small"));
        cases.put(path(active, "") + "|{\"customer\":" + one + ",\"idempotencyKey\":7}",
                List.of("idempotencyKey:invalid_type"));
        cases.put(path(active, "") + "|{\"customer\":" + one + ",\"idempotencyKey\":\"" + "k".repeat(256) + "\"}",
                List.of("idempotencyKey:too_big"));
        cases.put(path(active, "") + "|{\"customer\":" + one + ",\"status\":\"failed\"}",
                List.of(":unrecognized_keys"));
        cases.put(path(active, "/status") + "|{\"customer\":" + one + ",\"status\":\"expired\"}",
                List.of("status:invalid_enum_value"));
        cases.put(path(active, "/status") + "|{\"customer\":" + one + "}", List.of("status:invalid_type"));
        cases.put(path(active, "/status") + "|{\"customer\":" + one + ",\"status\":\"failed\",\"reason\":\""
                + "r".repeat(256) + "\"}", List.of("reason:too_big"));
        cases.put("/v2/campaigns/not-a-uuid/enrollment|{\"customer\":" + one + "}", List.of("campaignId:invalid_string"));

        cases.forEach((request, expected) -> {
            String[] parts = request.split("\\|", 2);
            var response = api.post(parts[0], api.fullKey, parts[1]);
            assertThat(response.status()).as(request.substring(0, Math.min(120, request.length()))).isEqualTo(422);
            assertThat(response.errors()).as(parts[0]).containsExactlyElementsOf(expected);
        });
        assertThat(api.store.enrollments().findByCustomer(api.orgA.id(), ada.id())).isEmpty();
    }

    @Test
    void givenUnknownOrOtherOrganizationsCampaignOrJob_whenCalled_thenNotFound() {
        Campaign theirs = CampaignBuilder.aCampaign(api.orgB.id()).build();
        api.store.campaigns().insert(theirs);
        String statusUrl = api.post(path(active, ""), api.fullKey, ids(ada)).json().get("statusUrl").asText();

        assertThat(api.post(path(theirs, ""), api.fullKey, ids(ada)).status()).isEqualTo(404);
        assertThat(api.post("/v2/campaigns/" + TestData.newId() + "/enrollment", api.fullKey, ids(ada)).status())
                .isEqualTo(404);
        assertThat(api.get(statusUrl, api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get(statusUrl.replace(active.id().toString(), noFlow.id().toString()), api.fullKey).status())
                .isEqualTo(404);
        assertThat(api.get(path(active, "/requests/" + TestData.newId()), api.fullKey).status()).isEqualTo(404);
        assertThat(api.get(path(active, "/requests/nope"), api.fullKey).errors()).containsExactly("jobId:invalid_string");
    }

    @Test
    void givenIdempotencyKey_whenRepeatedInOtherSpellings_thenSameJobUnlessAnotherCustomerIsNamed() {
        String phone = ada.phone().e164();
        String body = "{\"idempotencyKey\":\"spelling-1\",\"customers\":[{\"customerId\":\"%s\"},"
                + "{\"phoneNumber\":\"%s\"}]}";
        var first = api.post(path(active, ""), api.fullKey, body.formatted(grace.id(), phone)).json();

        // The fingerprint is taken from what the request names, not from how it was written.
        var capitals = api.post(path(active, ""), api.fullKey, body.formatted(
                grace.id().toString().toUpperCase(java.util.Locale.ROOT), phone));
        var punctuated = api.post(path(active, ""), api.fullKey, body.formatted(grace.id(),
                "(" + phone.substring(2, 5) + ") " + phone.substring(5, 8) + "-" + phone.substring(8)));
        var otherCustomer = api.post(path(active, ""), api.fullKey, body.formatted(grace.id(),
                grace.phone().e164()));

        assertThat(capitals.json().get("jobId")).isEqualTo(first.get("jobId"));
        assertThat(punctuated.json().get("jobId")).isEqualTo(first.get("jobId"));
        assertThat(otherCustomer.status()).isEqualTo(409);
        assertThat(otherCustomer.code()).isEqualTo("IDEMPOTENCY_CONFLICT");
    }

    @Test
    void givenIdempotencyKey_whenRepeated_thenSameJobOrConflict() {
        String body = "{\"idempotencyKey\":\"retry-1\"," + ids(ada, grace).substring(1);
        var first = api.post(path(active, ""), api.fullKey, body).json();
        api.awaitFinalJob(first.get("statusUrl").asText(), api.fullKey);

        var repeat = api.post(path(active, ""), api.fullKey, body);
        var reordered = api.post(path(active, ""), api.fullKey,
                "{\"customers\":[{\"customerId\":\"" + ada.id() + "\"},{\"customerId\":\"" + grace.id()
                        + "\"}],\"idempotencyKey\":\"retry-1\"}");
        var otherSelection = api.post(path(active, ""), api.fullKey, "{\"idempotencyKey\":\"retry-1\"," + ids(ada)
                .substring(1));
        var otherAction = api.post(path(active, "/restart"), api.fullKey, body);
        var otherCampaign = api.post(path(noFlow, ""), api.fullKey, body);
        String theirKey = api.key(api.orgB, Set.of(Capability.ALL), false);
        Campaign theirs = CampaignBuilder.aCampaign(api.orgB.id()).build();
        api.store.campaigns().insert(theirs);

        assertThat(repeat.status()).isEqualTo(202);
        assertThat(repeat.json()).isEqualTo(first);
        assertThat(reordered.json().get("jobId")).isEqualTo(first.get("jobId"));
        for (TestApi.Response conflict : List.of(otherSelection, otherAction, otherCampaign)) {
            assertThat(conflict.status()).isEqualTo(409);
            assertThat(conflict.code()).isEqualTo("IDEMPOTENCY_CONFLICT");
        }
        assertThat(api.post(path(theirs, ""), theirKey, "{\"idempotencyKey\":\"retry-1\",\"customers\":[{"
                + "\"phoneNumber\":\"2125550001\"}]}").status()).isEqualTo(202);
        assertThat(api.store.enrollments().findByCustomer(api.orgA.id(), ada.id())).hasSize(1);
    }

    @Test
    void givenNoIdempotencyKey_whenAddRepeated_thenNewJobButNoSecondEnrollment() {
        JsonNode first = run(active, "", ids(ada));
        JsonNode second = run(active, "", ids(ada));

        assertThat(second.get("jobId")).isNotEqualTo(first.get("jobId"));
        assertThat(codes(second)).containsExactly("already_active");
        assertThat(api.store.enrollments().findByCustomer(api.orgA.id(), ada.id())).hasSize(1);
    }

    @Test
    void givenStoppedWorkers_whenPolled_thenQueuedWithPendingItemsAndARetryHint() {
        try (TestApi idle = new TestApi()) {
            Customer customer = TestData.customer(idle.orgA.id(), TestData.phone(9));
            idle.store.customers().insert(customer);
            Campaign campaign = CampaignBuilder.aCampaign(idle.orgA.id()).build();
            idle.store.campaigns().insert(campaign);
            String statusUrl = idle.post("/v2/campaigns/" + campaign.id() + "/enrollment", idle.fullKey,
                    "{\"customers\":[{\"customerId\":\"" + customer.id() + "\"},{\"customerId\":\""
                            + TestData.newId() + "\"}]}").json().get("statusUrl").asText();

            var poll = idle.get(statusUrl, idle.fullKey);

            JsonNode job = poll.json();
            assertThat(job.get("status").asText()).isEqualTo("queued");
            assertThat(job.get("processed").asInt()).isEqualTo(1);
            assertThat(job.get("completedAt").isNull()).isTrue();
            assertThat(job.get("items").get(0).get("outcome").asText()).isEqualTo("pending");
            assertThat(job.get("items").get(0).get("code").isNull()).isTrue();
            assertThat(job.get("items").get(1).get("code").asText()).isEqualTo("customer_not_found");
            assertThat(poll.header("Retry-After")).isEqualTo("2");
        }
    }

    @Test
    void givenCampaignFinishedAfterAcceptance_whenProcessed_thenCampaignUnavailable() {
        try (TestApi idle = new TestApi()) {
            Customer customer = TestData.customer(idle.orgA.id(), TestData.phone(9));
            idle.store.customers().insert(customer);
            Campaign campaign = CampaignBuilder.aCampaign(idle.orgA.id()).status(CampaignStatus.ACTIVE).build();
            idle.store.campaigns().insert(campaign);
            String statusUrl = idle.post("/v2/campaigns/" + campaign.id() + "/enrollment", idle.fullKey,
                    "{\"customer\":{\"customerId\":\"" + customer.id() + "\"}}").json().get("statusUrl").asText();
            idle.store.campaigns().update(campaign.update(CampaignChanges.builder().status(CampaignStatus.COMPLETED)
                    .build(), "ops", TestData.at(5)), campaign.version());

            idle.startWorkers();

            assertThat(codes(idle.awaitFinalJob(statusUrl, idle.fullKey).json()))
                    .containsExactly("campaign_unavailable");
        }
    }

    @Test
    void givenReadOnlyKey_whenSubmittingOrPolling_thenOnlyPollingAllowed() {
        String readOnly = api.key(api.orgA, Set.of(Capability.ALL), true);
        String statusUrl = api.post(path(active, ""), api.fullKey, ids(ada)).json().get("statusUrl").asText();

        assertThat(api.post(path(active, ""), readOnly, ids(ada)).code()).isEqualTo("READ_ONLY_KEY");
        assertThat(api.get(statusUrl, readOnly).status()).isEqualTo(200);
    }
}
