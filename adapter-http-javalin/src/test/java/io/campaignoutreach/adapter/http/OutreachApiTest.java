package io.campaignoutreach.adapter.http;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.embedded.ApplicationServices;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Enrolled through the API, called by the engine, seen through the API: the campaign's statistics
 * and the customer's call fields move with the engine's calls, and an enrollment whose attempt was
 * interrupted answers every enrollment action with execution_uncertain, and one whose call is
 * underway answers restarts and status changes with call_in_progress.
 */
class OutreachApiTest {

    private TestApi api;
    private OutreachScenario scenario;
    private OutreachEngine engine;
    private final AtomicInteger dials = new AtomicInteger();

    @BeforeEach
    void setUp() {
        api = new TestApi().startWorkers();
        scenario = new OutreachScenario(api, attempt -> {
            dials.incrementAndGet();
            return new CallResult(CallOutcome.ANSWERED, 95_000, 0, "customer-ended-call");
        });
        engine = scenario.engine;
    }

    @AfterEach
    void tearDown() {
        api.close();
    }

    private Campaign campaign() {
        return scenario.campaign();
    }

    private Customer customerInNewYork(int phone) {
        return scenario.customerInNewYork(phone);
    }

    private JsonNode run(Campaign campaign, String action, String body) {
        var accepted = api.post("/v2/campaigns/" + campaign.id() + "/enrollment" + action, api.fullKey, body);
        assertThat(accepted.status()).as(accepted.text()).isEqualTo(202);
        return api.awaitFinalJob(accepted.json().get("statusUrl").asText(), api.fullKey).json();
    }

    private static String customer(Customer customer) {
        return "{\"customer\":{\"customerId\":\"" + customer.id() + "\"}}";
    }

    private static String cancelled(Customer customer) {
        return "{\"customer\":{\"customerId\":\"" + customer.id() + "\"},\"status\":\"cancelled\"}";
    }

    private static List<String> codes(JsonNode job) {
        return StreamSupport.stream(job.get("items").spliterator(), false).map(i -> i.get("code").asText()).toList();
    }

    @Test
    void givenACustomerEnrolledThroughTheApi_whenTheEngineRuns_thenTheCallShowsInStatsAndOnTheCustomer() {
        Campaign campaign = campaign();
        Customer ada = customerInNewYork(1);
        assertThat(codes(run(campaign, "", customer(ada)))).containsExactly("enrolled");

        OutreachEngine.Round round = engine.runOnce("api-test", Runnable::run);
        engine.runOnce("api-test", Runnable::run);

        assertThat(round.calls()).isEqualTo(1);
        assertThat(dials).hasValue(1);
        JsonNode stats = api.get("/v2/campaigns?status=active", api.fullKey).json().get("items").get(0)
                .get("customerStats");
        assertThat(stats.get("totalCalls").asLong()).isEqualTo(1);
        assertThat(stats.get("statusCounts").get("completed").asLong()).isEqualTo(1);
        JsonNode read = api.get("/v2/customers/" + ada.id(), api.fullKey).json();
        assertThat(read.toString()).contains("\"lastCallDisposition\":\"answered\"");
        assertThat(read.toString()).contains("\"totalCalls\":1");
        assertThat(codes(run(campaign, "", customer(ada)))).containsExactly("terminal_exists");
    }

    @Test
    void givenAnInterruptedAttempt_whenAnyEnrollmentActionIsSent_thenExecutionUncertainAndNothingChanges() {
        Campaign campaign = campaign();
        Customer ada = customerInNewYork(2);
        // The process placing the call stopped before its result was recorded.
        Enrollment calling = startingAttempt(campaign, ada);
        api.store.enrollments().updateAll(List.of(calling));
        api.store.enrollments().updateAll(List.of(calling.interrupt(Instant.now())));

        assertThat(codes(run(campaign, "", customer(ada)))).containsExactly("execution_uncertain");
        assertThat(codes(run(campaign, "/restart", customer(ada)))).containsExactly("execution_uncertain");
        assertThat(codes(run(campaign, "/status", cancelled(ada)))).containsExactly("execution_uncertain");
        assertThat(reread(ada).status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(reread(ada).reviewRequired()).isTrue();
        assertThat(engine.runOnce("api-test", Runnable::run).calls()).isZero();
        assertThat(dials).hasValue(0);

        ApplicationServices.attemptReview(api.store, api.clock).resume(reread(ada).id());
        assertThat(codes(run(campaign, "/status", cancelled(ada)))).containsExactly("status_changed");
    }

    @Test
    void givenACallUnderway_whenARestartOrStatusIsSent_thenCallInProgressFailedAndNothingChanges() {
        Campaign campaign = campaign();
        Customer ada = customerInNewYork(3);
        // Another process is placing the call right now.
        Enrollment calling = startingAttempt(campaign, ada);
        api.store.transactions().inTransaction(() -> {
            api.store.enrollments().updateAll(List.of(calling));
            api.store.outreach().recordAttempts(TestEngines.dialed(Attempt.start(api.orgA.id(), campaign.id(),
                    ada.id(), calling.id(), 1, ada.phone(), Instant.now())), "other-process",
                    Instant.now().plus(Duration.ofMinutes(10)));
        });

        JsonNode restart = run(campaign, "/restart", customer(ada));
        JsonNode close = run(campaign, "/status", cancelled(ada));

        assertThat(codes(restart)).containsExactly("call_in_progress");
        assertThat(restart.get("items").get(0).get("outcome").asText()).isEqualTo("failed");
        assertThat(restart.get("status").asText()).isEqualTo("failed");
        assertThat(codes(close)).containsExactly("call_in_progress");
        assertThat(reread(ada)).isEqualTo(calling);
        assertThat(engine.runOnce("api-test", Runnable::run).calls()).isZero();
    }

    /** Enrolls the customer through the API; its enrollment as an engine starting the first attempt makes it. */
    private Enrollment startingAttempt(Campaign campaign, Customer customer) {
        assertThat(codes(run(campaign, "", customer(customer)))).containsExactly("enrolled");
        return reread(customer).beginAttempt(Instant.now());
    }

    private Enrollment reread(Customer customer) {
        return api.store.enrollments().findByCustomer(api.orgA.id(), customer.id()).get(0);
    }
}
