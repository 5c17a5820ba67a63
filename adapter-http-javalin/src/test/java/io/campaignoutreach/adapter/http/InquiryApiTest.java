package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.InquiryBuilder;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.Call;
import io.campaignoutreach.domain.call.CallDirection;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** GET /v2/inquiries, GET and PATCH /v2/inquiries/{id} (D5, D14, P20-P23). */
class InquiryApiTest {

    private static final List<String> RECORD = List.of("id", "createdAt", "updatedAt", "customerCampaignId", "callId",
            "toolCallId", "inquiry", "response", "status", "primaryCategory", "subcategory", "severity",
            "severityTriggers", "suggestedHandling", "handlingRationale", "reasoning", "escalationApplied",
            "additionalConcerns", "resolutionType", "notes", "resolvedAt", "resolvedBy", "assignedTo");

    private TestApi api;
    private Campaign spring;
    private Customer ada;
    private Customer grace;
    private Call call;
    /** Newest first: Grace's resolved inquiry, Ada's bare one, Ada's full one (raised in {@link #call}). */
    private Inquiry gracesResolved;
    private Inquiry adasBare;
    private Inquiry adasFull;
    private Inquiry theirs;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        OrganizationId org = api.orgA.id();
        spring = CampaignBuilder.aCampaign(org).name("Spring renewals").build();
        api.store.campaigns().insert(spring);
        ada = customer(org, "Ada", "Lovelace", 101);
        grace = customer(org, "Grace", "Hopper", 102);
        call = TestData.call(org, spring.id(), ada.id(), TestData.at(-10), CallDirection.INBOUND, "answered", 90_000,
                false);
        api.store.calls().insert(call);
        adasFull = insert(inquiry(ada, spring).call(call.id()).agentName("Alan Turing").at(TestData.at(1)));
        adasBare = insert(inquiry(ada, spring).bare().at(TestData.at(2)));
        gracesResolved = insert(inquiry(grace, spring).status(InquiryStatus.RESOLVED).at(TestData.at(3)));
        Campaign theirCampaign = CampaignBuilder.aCampaign(api.orgB.id()).build();
        api.store.campaigns().insert(theirCampaign);
        theirs = insert(inquiry(customer(api.orgB.id(), "Ada", "Lovelace", 101), theirCampaign));
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private final Map<CustomerId, Enrollment> enrollments = new HashMap<>();

    private Customer customer(OrganizationId org, String first, String last, int phone) {
        Customer c = TestData.customer(org, TestData.phone(phone));
        Customer named = Customer.reconstitute(c.id(), org, 0, c.phone(), c.profile().with(Map.of(
                        CustomerField.FIRST_NAME, first, CustomerField.LAST_NAME, last)), c.policies(),
                c.customValues(), c.relatedLists(), c.createdAt(), c.updatedAt(), null);
        api.store.customers().insert(named);
        return named;
    }

    private InquiryBuilder inquiry(Customer customer, Campaign campaign) {
        Enrollment enrollment = enrollments.computeIfAbsent(customer.id(), id -> {
            Enrollment e = TestData.enrollment(customer.organizationId(), campaign.id(), id);
            api.store.enrollments().insert(e);
            return e;
        });
        return InquiryBuilder.anInquiry(customer.organizationId(), campaign.id(), customer.id(), enrollment.id());
    }

    private Inquiry insert(InquiryBuilder builder) {
        Inquiry inquiry = builder.build();
        api.store.inquiries().insert(inquiry);
        return inquiry;
    }

    private static List<String> members(JsonNode node) {
        List<String> names = new ArrayList<>();
        node.fieldNames().forEachRemaining(names::add);
        return names;
    }

    private List<String> ids(String query) {
        var response = api.get("/v2/inquiries" + query, api.fullKey);
        assertThat(response.status()).as(response.text()).isEqualTo(200);
        return StreamSupport.stream(response.json().get("items").spliterator(), false)
                .map(item -> item.get("id").asText()).toList();
    }

    private String path(Inquiry inquiry) {
        return "/v2/inquiries/" + inquiry.id();
    }

    // ------------------------------------------------------------------ list

    @Test
    void givenInquiries_whenListed_thenNewestFirstWithCustomerAgentPlanAndCampaign() {
        JsonNode page = api.get("/v2/inquiries", api.fullKey).json();

        assertThat(page.get("itemsTotal").asInt()).isEqualTo(3);
        assertThat(page.get("currentPage").asInt()).isEqualTo(1);
        assertThat(page.get("nextPage").isNull()).isTrue();
        JsonNode full = page.get("items").get(2);
        assertThat(members(full)).containsExactly("id", "customerCampaignId", "callId", "inquiry", "status",
                "primaryCategory", "severity", "resolvedAt", "createdAt", "customerName", "callerId", "agentName",
                "carrierName", "planName", "campaign");
        assertThat(full.get("id").asText()).isEqualTo(adasFull.id().toString());
        assertThat(full.get("customerCampaignId").asText()).isEqualTo(adasFull.enrollmentId().toString());
        assertThat(full.get("callId").asText()).isEqualTo(call.id().toString());
        assertThat(full.get("customerName").asText()).isEqualTo("Ada Lovelace");
        assertThat(full.get("callerId").asText()).isEqualTo("+12125550101");
        assertThat(full.get("agentName").asText()).isEqualTo("Alan Turing");
        assertThat(full.get("carrierName").asText()).isEqualTo("Sunshine Health");
        assertThat(full.get("planName").asText()).isEqualTo("Gold PPO");
        assertThat(full.get("primaryCategory").asText()).isEqualTo("coverage");
        assertThat(full.get("severity").asText()).isEqualTo("high");
        assertThat(full.get("status").asText()).isEqualTo("new");
        assertThat(full.get("resolvedAt").isNull()).isTrue();
        assertThat(full.get("createdAt").asText()).isEqualTo("2025-03-01T12:01:00.123Z");
        JsonNode campaign = full.get("campaign");
        assertThat(members(campaign)).containsExactly("id", "name", "templateId", "status", "createdAt",
                "description");
        assertThat(campaign.get("id").asText()).isEqualTo(spring.id().toString());
        assertThat(campaign.get("name").asText()).isEqualTo("Spring renewals");
        assertThat(campaign.get("status").asText()).isEqualTo(spring.status().wireName());
        JsonNode bare = page.get("items").get(1);
        assertThat(bare.get("callId").isNull()).isTrue();
        assertThat(bare.get("primaryCategory").isNull()).isTrue();
        assertThat(bare.get("carrierName").isNull()).isTrue();
        assertThat(page.get("items").get(0).get("resolvedAt").asText()).isEqualTo("2025-03-01T12:33:00.123Z");
    }

    @Test
    void givenInquiries_whenPaged_thenPagesSplitTheNewestFirstOrder() {
        JsonNode second = api.get("/v2/inquiries?perPage=2&page=2", api.fullKey).json();
        JsonNode first = api.get("/v2/inquiries?perPage=2", api.fullKey).json();

        assertThat(ids("?perPage=2")).containsExactly(gracesResolved.id().toString(), adasBare.id().toString());
        assertThat(first.get("nextPage").asInt()).isEqualTo(2);
        assertThat(first.get("prevPage").isNull()).isTrue();
        assertThat(ids("?perPage=2&page=2")).containsExactly(adasFull.id().toString());
        assertThat(second.get("prevPage").asInt()).isEqualTo(1);
        assertThat(second.get("nextPage").isNull()).isTrue();
        assertThat(ids("?page=9")).isEmpty();
        assertThat(api.get("/v2/inquiries?page=9", api.fullKey).json().get("itemsTotal").asInt()).isEqualTo(3);
    }

    @Test
    void givenFilters_whenListed_thenStatusAndAgentNameMatch() {
        assertThat(ids("?status=resolved")).containsExactly(gracesResolved.id().toString());
        assertThat(ids("?status=pending_resolution")).isEmpty();
        assertThat(ids("?agentName=alan%20turing")).containsExactly(adasFull.id().toString());
        assertThat(ids("?agentName=Grace%20Hopper&status=new")).containsExactly(adasBare.id().toString());
        assertThat(ids("?agentName=Alan")).isEmpty();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ada", "LOVE", "Ada%20Lovelace", "a%20lov", "2125550101", "(212)%20555-0101",
            "%2B1%20212-555-0101", "555.0101"})
    void givenSearchByNameFullNameOrPhone_whenListed_thenOnlyThatCustomersInquiries(String search) {
        assertThat(ids("?search=" + search)).containsExactly(adasBare.id().toString(), adasFull.id().toString());
    }

    @Test
    void givenSearchMatchingNobodyOrEveryone_whenListed_thenThoseAreListed() {
        assertThat(ids("?search=hopper")).containsExactly(gracesResolved.id().toString());
        assertThat(ids("?search=555-01")).hasSize(3);
        assertThat(ids("?search=turing")).isEmpty();
        assertThat(ids("?search=%25")).isEmpty();
        assertThat(ids("?search=ada&status=resolved")).isEmpty();
        assertThat(ids("?search=")).hasSize(3);
    }

    @Test
    void givenOtherOrganizationsKey_whenListed_thenOnlyItsOwnInquiries() {
        var page = api.get("/v2/inquiries?search=ada", api.otherOrgKey).json();

        assertThat(page.get("itemsTotal").asInt()).isEqualTo(1);
        assertThat(page.get("items").get(0).get("id").asText()).isEqualTo(theirs.id().toString());
    }

    @Test
    void givenBrokenQuery_whenListed_thenEveryRuleReported() {
        var response = api.get("/v2/inquiries?status=done&perPage=101&page=0&search=" + "s".repeat(256)
                + "&agentName=" + "a".repeat(256), api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.code()).isEqualTo("VALIDATION_ERROR");
        assertThat(response.errors()).containsExactlyInAnyOrder("status:invalid_enum_value", "perPage:too_big",
                "page:too_small", "search:too_big", "agentName:too_big");
        assertThat(api.get("/v2/inquiries?status=RESOLVED", api.fullKey).errors())
                .containsExactly("status:invalid_enum_value");
        assertThat(api.get("/v2/inquiries?status=new&status=resolved", api.fullKey).errors())
                .containsExactly("status:custom");
    }

    // ------------------------------------------------------------------ read

    @Test
    void givenFullInquiry_whenRead_thenEveryMemberWithCustomerAndCall() {
        var response = api.get(path(adasFull), api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        JsonNode read = response.json();
        List<String> expected = new ArrayList<>(RECORD);
        expected.addAll(List.of("duplicateOfId", "priority", "priorityConfidence", "priorityRank",
                "priorityRationale", "priorityCategory", "callbackRequestedAt", "callbackRequestedBy",
                "callbackWorkflowId", "callbackCompletedAt", "callbackCallId", "callbackDisposition",
                "callbackFailureReason", "callbackScheduledFor", "carrierName", "planName", "planCode", "agentName",
                "firstName", "lastName", "callerId", "assignedUser", "customerAssignedUser", "customer", "call"));
        assertThat(members(read)).containsExactlyElementsOf(expected);
        assertThat(read.get("duplicateOfId").asText()).isEqualTo(adasFull.duplicateOfId().toString());
        assertThat(read.get("priority").asInt()).isEqualTo(3);
        assertThat(read.get("priorityConfidence").asInt()).isEqualTo(87);
        assertThat(read.get("priorityRationale").asText()).isEqualTo("Coverage question before renewal");
        assertThat(read.get("severityTriggers").get("nested").get("count").asLong()).isEqualTo(3);
        assertThat(read.get("additionalConcerns").get(0).asText()).isEqualTo("premium increase");
        assertThat(read.get("escalationApplied").asBoolean()).isTrue();
        assertThat(read.get("callbackScheduledFor").asText()).isEqualTo("2025-03-01T13:01:00.123Z");
        assertThat(read.get("callbackCallId").asText()).isEqualTo(adasFull.callback().callId().toString());
        assertThat(read.get("planCode").asText()).isEqualTo("H1234-001");
        assertThat(read.get("firstName").asText()).isEqualTo("Ada");
        assertThat(read.get("lastName").asText()).isEqualTo("Lovelace");
        assertThat(read.get("callerId").asText()).isEqualTo("+12125550101");
        assertThat(read.get("assignedTo").asText()).isEqualTo(adasFull.assignedUser().id().toString());
        assertThat(members(read.get("assignedUser"))).containsExactly("id", "name", "image");
        assertThat(read.get("assignedUser").get("name").asText()).isEqualTo("Alan Turing");
        assertThat(read.get("customerAssignedUser").get("image").isNull()).isTrue();
        JsonNode customer = read.get("customer");
        assertThat(members(customer)).containsExactly("id", "email", "dateOfBirth", "state", "city", "postalCode",
                "address", "language", "timezone", "enrollmentDate", "effectiveDate", "veteran", "medicareCard",
                "medicaid", "socialSecurityDisability", "existingCoverage", "desiredCoverageStart", "subsidyAmount",
                "householdIncome", "filingStatus", "doNotCall", "doNotSMS", "doNotEmail", "doNotMail");
        assertThat(customer.get("id").asText()).isEqualTo(ada.id().toString());
        assertThat(customer.get("email").asText()).isEqualTo("ada@example.com");
        assertThat(customer.get("dateOfBirth").asText()).isEqualTo("1950-04-12");
        assertThat(customer.get("householdIncome").asInt()).isEqualTo(52_000);
        assertThat(customer.get("doNotCall").asBoolean()).isFalse();
        assertThat(customer.get("medicareCard").isNull()).isTrue();
        JsonNode callRead = read.get("call");
        assertThat(members(callRead)).containsExactly("id", "callerId", "createdAt", "disposition", "durationMs",
                "assistantType", "summary", "transcript", "direction", "cost", "successEvaluation", "endedReason",
                "testFlag");
        assertThat(callRead.get("id").asText()).isEqualTo(call.id().toString());
        assertThat(callRead.get("direction").asText()).isEqualTo("inbound");
        assertThat(callRead.get("durationMs").asLong()).isEqualTo(90_000);
        assertThat(callRead.get("cost").decimalValue()).isEqualByComparingTo("0.1234");
        assertThat(callRead.get("testFlag").asBoolean()).isFalse();
    }

    @Test
    void givenBareInquiryOfADeletedCustomer_whenRead_thenAbsentThingsAreNull() {
        api.store.customers().update(ada.delete(TestData.at(5)), ada.version());

        JsonNode read = api.get(path(adasBare), api.fullKey).json();

        for (String member : List.of("callId", "toolCallId", "duplicateOfId", "response", "primaryCategory",
                "severityTriggers", "additionalConcerns", "escalationApplied", "resolvedAt", "resolvedBy",
                "assignedTo", "priority", "priorityRationale", "callbackRequestedAt", "callbackCallId",
                "carrierName", "firstName", "lastName", "callerId", "assignedUser", "customerAssignedUser",
                "customer", "call")) {
            assertThat(read.get(member).isNull()).as(member).isTrue();
        }
        assertThat(read.get("agentName").asText()).isEqualTo("Grace Hopper");
        JsonNode listed = api.get("/v2/inquiries?perPage=1&page=2", api.fullKey).json().get("items").get(0);
        assertThat(listed.get("customerName").isNull()).isTrue();
        assertThat(listed.get("callerId").isNull()).isTrue();
    }

    @Test
    void givenUnknownMalformedOrOtherOrganizationsId_whenRead_thenNotFoundOrInvalid() {
        assertThat(api.get("/v2/inquiries/" + TestData.newId(), api.fullKey).status()).isEqualTo(404);
        assertThat(api.get(path(theirs), api.fullKey).code()).isEqualTo("NOT_FOUND");
        assertThat(api.get(path(adasFull), api.otherOrgKey).status()).isEqualTo(404);
        assertThat(api.get(path(adasFull).toUpperCase().replace("/V2/INQUIRIES/", "/v2/inquiries/"), api.fullKey)
                .status()).isEqualTo(200);
        assertThat(api.get("/v2/inquiries/12345", api.fullKey).errors()).containsExactly("id:invalid_string");
    }

    // ------------------------------------------------------------------ change

    @Test
    void givenNewInquiry_whenResolvedAndReopened_thenResolvedAtSetThenClearedAndUpdatedAtMoves() {
        String path = path(adasBare);

        var resolved = api.patch(path, api.fullKey, "{\"status\":\"resolved\",\"resolutionType\":\"answered\","
                + "\"response\":\"Two cleanings a year\",\"notes\":\"Called back\"}");

        assertThat(resolved.status()).as(resolved.text()).isEqualTo(200);
        JsonNode body = resolved.json();
        assertThat(members(body)).containsExactlyElementsOf(RECORD);
        assertThat(body.get("status").asText()).isEqualTo("resolved");
        assertThat(body.get("resolutionType").asText()).isEqualTo("answered");
        assertThat(body.get("response").asText()).isEqualTo("Two cleanings a year");
        assertThat(body.get("notes").asText()).isEqualTo("Called back");
        Instant resolvedAt = Instant.parse(body.get("resolvedAt").asText());
        assertThat(resolvedAt).isAfter(adasBare.updatedAt());
        assertThat(body.get("resolvedBy").isNull()).isTrue();
        assertThat(body.get("updatedAt").asText()).isEqualTo(body.get("resolvedAt").asText());
        assertThat(body.get("createdAt").asText()).isEqualTo("2025-03-01T12:02:00.123Z");

        JsonNode again = api.patch(path, api.fullKey, "{\"status\":\"resolved\"}").json();
        assertThat(again.get("resolvedAt")).isEqualTo(body.get("resolvedAt"));
        assertThat(again.get("updatedAt")).isEqualTo(body.get("updatedAt"));

        JsonNode reopened = api.patch(path, api.fullKey, "{\"status\":\"unresolved\"}").json();
        assertThat(reopened.get("status").asText()).isEqualTo("unresolved");
        assertThat(reopened.get("resolvedAt").isNull()).isTrue();
        assertThat(reopened.get("resolvedBy").isNull()).isTrue();
        assertThat(Instant.parse(reopened.get("updatedAt").asText())).isAfter(resolvedAt);
        assertThat(reopened.get("resolutionType").asText()).isEqualTo("answered");
        assertThat(api.get(path, api.fullKey).json().get("status").asText()).isEqualTo("unresolved");
    }

    @Test
    void givenAnyStatus_whenMovedToEveryOther_thenEachMoveIsAccepted() {
        String path = path(gracesResolved);
        for (InquiryStatus status : InquiryStatus.values()) {
            var response = api.patch(path, api.fullKey, "{\"status\":\"" + status.wireName() + "\"}");
            assertThat(response.status()).as(status.wireName()).isEqualTo(200);
            assertThat(response.json().get("status").asText()).isEqualTo(status.wireName());
            assertThat(response.json().get("resolvedAt").isNull()).isEqualTo(status != InquiryStatus.RESOLVED);
        }
    }

    @Test
    void givenEmptyOrSameChange_whenPatched_thenNoOpAndUpdatedAtKept() {
        String path = path(adasFull);
        JsonNode before = api.get(path, api.fullKey).json();

        JsonNode empty = api.patch(path, api.fullKey, "{}").json();
        JsonNode same = api.patch(path, api.fullKey, "{\"status\":\"new\",\"response\":\""
                + adasFull.response() + "\",\"notes\":\"" + adasFull.notes() + "\",\"resolutionType\":null}").json();

        assertThat(empty.get("updatedAt")).isEqualTo(before.get("updatedAt"));
        assertThat(same.get("updatedAt")).isEqualTo(before.get("updatedAt"));
        assertThat(api.store.inquiries().findById(api.orgA.id(), adasFull.id())).contains(adasFull);
    }

    @Test
    void givenNullableMembers_whenPatchedWithNull_thenCleared() {
        JsonNode cleared = api.patch(path(adasFull), api.fullKey,
                "{\"response\":null,\"notes\":null,\"resolutionType\":\"\"}").json();

        assertThat(cleared.get("response").isNull()).isTrue();
        assertThat(cleared.get("notes").isNull()).isTrue();
        assertThat(cleared.get("resolutionType").asText()).isEmpty();
        assertThat(cleared.get("updatedAt").asText()).isNotEqualTo("2025-03-01T12:11:00.123Z");
    }

    @Test
    void givenBrokenChange_whenPatched_thenEveryRuleReportedAndNothingChanges() {
        var response = api.patch("/v2/inquiries/nope", api.fullKey, "{\"id\":\"x\",\"createdAt\":\"x\","
                + "\"resolutionType\":\"" + "r".repeat(21) + "\",\"status\":\"done\",\"notes\":5,\"response\":true}");
        var nullStatus = api.patch(path(adasFull), api.fullKey, "{\"status\":null,\"resolvedAt\":null}");

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactlyInAnyOrder("id:invalid_string", ":unrecognized_keys",
                "resolutionType:too_big", "status:invalid_enum_value", "notes:invalid_type", "response:invalid_type");
        assertThat(nullStatus.errors()).containsExactlyInAnyOrder("status:invalid_type", ":unrecognized_keys");
        assertThat(api.patch(path(adasFull), api.fullKey, "{\"resolutionType\":\"" + "r".repeat(20) + "\"}")
                .status()).isEqualTo(200);
        assertThat(api.patch(path(adasBare), api.fullKey, "{\"status\":\"Resolved\"}").errors())
                .containsExactly("status:invalid_enum_value");
        assertThat(api.store.inquiries().findById(api.orgA.id(), adasBare.id())).contains(adasBare);
    }

    @Test
    void givenRequestsRefusedBeforeTheChange_whenPatched_thenTheirErrorsAnswer() {
        String path = path(adasFull);

        assertThat(api.patch(path, api.fullKey, "{").code()).isEqualTo("INVALID_JSON");
        assertThat(api.patch(path, api.fullKey, "[]").status()).isEqualTo(400);
        assertThat(api.send("PATCH", path, api.fullKey, "{}", Map.of("Content-Type", "text/plain")).status())
                .isEqualTo(415);
        assertThat(api.patch("/v2/inquiries/" + TestData.newId(), api.fullKey, "{\"notes\":\"x\"}").status())
                .isEqualTo(404);
        assertThat(api.patch(path(theirs), api.fullKey, "{\"notes\":\"x\"}").code()).isEqualTo("NOT_FOUND");
        assertThat(api.patch(path, api.otherOrgKey, "{\"notes\":\"x\"}").status()).isEqualTo(404);
        var readOnly = api.patch(path, api.key(api.orgA, Set.of(Capability.ALL), true), "{\"notes\":\"x\"}");
        assertThat(readOnly.code()).isEqualTo("READ_ONLY_KEY");
        var viewOnly = api.patch(path, api.key(api.orgA, Set.of(Capability.INQUIRIES_VIEW), false), "{}");
        assertThat(viewOnly.status()).isEqualTo(403);
        assertThat(viewOnly.json().get("message").asText()).contains("inquiries.manage");
        assertThat(api.send("DELETE", path, api.fullKey, null, Map.of()).header("Allow"))
                .isEqualTo("GET, HEAD, PATCH");
        assertThat(api.store.inquiries().findById(api.orgA.id(), adasFull.id())).contains(adasFull);
        assertThat(api.store.inquiries().findById(api.orgB.id(), theirs.id())).contains(theirs);
    }

    @Test
    void givenBrokenStore_whenCalled_thenInternalErrorWithoutDetails() {
        api.failUseCases(true);

        for (var response : List.of(api.get("/v2/inquiries", api.fullKey), api.get(path(adasFull), api.fullKey),
                api.patch(path(adasFull), api.fullKey, "{}"))) {
            assertThat(response.status()).isEqualTo(500);
            assertThat(response.code()).isEqualTo("INTERNAL_ERROR");
            assertThat(response.text()).doesNotContain("SELECT");
        }
    }
}
