package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.schedule.CallingRules;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumSet;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * {@code GET /v2/campaigns/{campaignId}/enrollments/{enrollmentId}/attempts}: an enrollment the engine
 * dialed shows its attempt with the trail it was dialed under, within the caller's organization and
 * the enrollment's own campaign only.
 */
class EnrollmentAttemptsApiTest {

    private TestApi api;
    private OutreachScenario scenario;
    private Campaign campaign;

    @BeforeEach
    void setUp() {
        api = new TestApi();
        scenario = new OutreachScenario(api,
                attempt -> new CallResult(CallOutcome.NO_ANSWER, 0, 0, "customer-did-not-answer"));
        campaign = scenario.campaign();
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private Enrollment enrolled(Campaign in, Customer customer) {
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), api.orgA.id(), in.id(),
                customer.id(), scenario.clock.instant());
        api.store.enrollments().insert(enrollment);
        return enrollment;
    }

    private TestApi.Response attempts(Campaign in, Enrollment enrollment, String key) {
        return api.get("/v2/campaigns/" + in.id() + "/enrollments/" + enrollment.id() + "/attempts", key);
    }

    private static List<String> texts(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asText).toList();
    }

    @Test
    void givenAnEnrollmentTheEngineDialed_whenItsAttemptsAreRead_thenTheAttemptComesWithItsTrail() {
        Customer ada = scenario.customerInNewYork(1);
        Enrollment enrollment = enrolled(campaign, ada);
        // Instants are kept to the millisecond.
        Instant dialed = scenario.clock.instant().truncatedTo(ChronoUnit.MILLIS);

        assertThat(scenario.engine.runOnce("api-test", Runnable::run).calls()).isEqualTo(1);
        scenario.engine.runOnce("api-test", Runnable::run);
        var response = attempts(campaign, enrollment, api.fullKey);

        assertThat(response.status()).as(response.text()).isEqualTo(200);
        JsonNode items = response.json().get("items");
        assertThat(items).hasSize(1);
        JsonNode attempt = items.get(0);
        assertThat(attempt.get("number").asInt()).isEqualTo(1);
        assertThat(attempt.get("state").asText()).isEqualTo("placed");
        assertThat(attempt.get("stage").asText()).isEqualTo("ended");
        assertThat(Instant.parse(attempt.get("dialedAt").asText())).isEqualTo(dialed);
        assertThat(attempt.get("claimedAt").asText()).isEqualTo(attempt.get("dialedAt").asText());
        assertThat(attempt.get("phoneNumber").asText()).isEqualTo(ada.phone().e164());
        assertThat(attempt.get("callerId").asText()).isEqualTo(DialingRules.DEFAULTS.callerId().e164());
        assertThat(texts(attempt.get("zones"))).contains("America/New_York").isSorted();
        assertThat(texts(attempt.get("states"))).contains("NY").isSorted();
        assertThat(texts(attempt.get("evidence"))).contains("state", "time_zone").isSorted();
        assertThat(attempt.get("rulesVersion").asText()).isEqualTo(CallingRules.tablesVersion());
        assertThat(attempt.get("gate").asText()).isEqualTo("open");
        assertThat(attempt.get("providerCallId").isTextual()).isTrue();
        assertThat(attempt.get("callId").isTextual()).isTrue();
        assertThat(attempt.get("outcome").asText()).isEqualTo("no_answer");
        assertThat(attempt.get("talkSeconds").asLong()).isZero();
    }

    @Test
    void givenAnEnrollmentNeverDialed_whenItsAttemptsAreRead_thenAnEmptyList() {
        Enrollment enrollment = enrolled(campaign, scenario.customerInNewYork(2));

        var response = attempts(campaign, enrollment, api.fullKey);

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.json().toString()).isEqualTo("{\"items\":[]}");
    }

    @Test
    void givenAnotherOrganizationOrAnotherCampaign_whenTheAttemptsAreRead_thenNotFound() {
        Enrollment enrollment = enrolled(campaign, scenario.customerInNewYork(3));
        Campaign other = scenario.campaign();

        var otherOrganization = attempts(campaign, enrollment, api.otherOrgKey);
        var otherCampaign = attempts(other, enrollment, api.fullKey);
        var unknown = api.get("/v2/campaigns/" + campaign.id() + "/enrollments/" + TestData.newId() + "/attempts",
                api.fullKey);

        for (TestApi.Response response : List.of(otherOrganization, otherCampaign, unknown)) {
            assertThat(response.status()).isEqualTo(404);
            assertThat(response.code()).isEqualTo("NOT_FOUND");
        }
        assertThat(otherOrganization.text()).doesNotContain(enrollment.id().toString());
    }

    @Test
    void givenAKeyWithoutCampaignsView_whenTheAttemptsAreRead_thenForbidden() {
        Enrollment enrollment = enrolled(campaign, scenario.customerInNewYork(4));
        String key = api.key(api.orgA, EnumSet.complementOf(EnumSet.of(Capability.CAMPAIGNS_VIEW, Capability.ALL)),
                false);

        var response = attempts(campaign, enrollment, key);

        assertThat(response.status()).isEqualTo(403);
        assertThat(response.code()).isEqualTo("FORBIDDEN");
    }

    @Test
    void givenIdsThatAreNotUuids_whenTheAttemptsAreRead_thenBothAreReported() {
        var response = api.get("/v2/campaigns/nope/enrollments/also-nope/attempts", api.fullKey);

        assertThat(response.status()).isEqualTo(422);
        assertThat(response.errors()).containsExactly("campaignId:invalid_string", "enrollmentId:invalid_string");
    }
}
