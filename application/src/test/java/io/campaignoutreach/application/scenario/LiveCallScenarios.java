package io.campaignoutreach.application.scenario;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.contract.StoreContract;
import io.campaignoutreach.application.enrollmentjob.ChunkFacts;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobProcessor;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobService;
import io.campaignoutreach.application.enrollmentjob.JobCampaigns;
import io.campaignoutreach.application.enrollmentjob.JobSettings;
import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.access.Capability;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.CustomerReference;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentAction;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJobId;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.shared.WorkflowId;
import io.campaignoutreach.domain.workflow.Ending;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Enrollment actions sent while the outreach engine has a call live, run on every store: the
 * engine places a call of a few minutes, and the job workers decide restarts and status changes
 * before it ends.
 */
public abstract class LiveCallScenarios extends StoreContract {

    private static final Instant START = Instant.parse("2026-10-15T19:00:00Z");
    private static final Duration CALL_LENGTH = Duration.ofMinutes(4);

    private final MutableClock clock = new MutableClock(START);
    private final JobSettings settings = JobSettings.defaults();
    private EnrollmentJobService jobs;
    private AccessContext access;
    private Campaign campaign;
    private Customer customer;

    @BeforeEach
    void givenACustomerInACampaignWithOneCall() {
        givenTwoOrganizations();
        jobs = new EnrollmentJobService(store.enrollmentJobs(), store.campaigns(), store.customers(),
                store.transactions(), UUID::randomUUID, clock, settings, () -> { });
        access = new AccessContext(organizationId, null, "ops", Set.of(Capability.ALL), false);
        Workflow flow = new Workflow(WorkflowId.of(TestData.newId()), organizationId, "One call",
                List.of(new Workflow.WorkflowNode("call", "call", new Step.Call(Map.of(), Optional.of("done"))),
                        new Workflow.WorkflowNode("done", "end", new Step.End(Ending.COMPLETED))),
                "call", true, START, START);
        store.workflows().save(flow);
        DialingSettings dialing = new DialingSettings(true, true, 10, 5L, 3, true, List.of(), RedialTracking.never(),
                new DialerConfig(null, false));
        OutcomeRules noCriteria = new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(),
                false, new Features(false, false, false, false));
        campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).startDate(START)
                .endDate(START.plus(Duration.ofDays(60))).flowWorkflowId(flow.id()).dialing(dialing)
                .outcomes(noCriteria).build();
        store.campaigns().insert(campaign);
        customer = TestData.customerAt(organizationId, TestData.phone(1), "America/New_York", "NY", null, false);
        store.customers().insert(customer);
    }

    @Test
    void givenACallLive_whenRestartedAndClosed_thenRefusedNothingDialedTwiceAndTheRestartGoesThroughAfterwards() {
        assertThat(run(EnrollmentAction.ENROLL, null)).containsExactly(ItemCode.ENROLLED);
        List<String> asked = Collections.synchronizedList(new ArrayList<>());
        ScriptedCarrier carrier = new ScriptedCarrier(clock, attempt -> {
            asked.add(attempt.attemptKey());
            return new CallResult(CallOutcome.ANSWERED, 30_000, 0, "customer-ended-call");
        }, attempt -> CALL_LENGTH).connect(TestEngines.intake(store, clock, OutreachEvents.NONE));
        assertThat(engine(carrier).runOnce("engine-a", Runnable::run).calls()).as("the call is placed").isEqualTo(1);

        List<ItemCode> restart = run(EnrollmentAction.RESTART, null);
        List<ItemCode> close = run(EnrollmentAction.SET_STATUS, EnrollmentStatus.CANCELLED);
        OutreachEngine.Round meanwhile = engine(carrier).runOnce("engine-b", Runnable::run);
        Enrollment duringCall = enrollment();
        clock.advance(CALL_LENGTH);
        assertThat(carrier.deliverDue()).as("the call ends").isEqualTo(1);

        assertThat(restart).containsExactly(ItemCode.CALL_IN_PROGRESS);
        assertThat(close).containsExactly(ItemCode.CALL_IN_PROGRESS);
        assertThat(meanwhile.calls()).as("another engine while the call is live").isZero();
        assertThat(duringCall.status()).isEqualTo(EnrollmentStatus.IN_PROGRESS);
        assertThat(duringCall.attempts()).isEqualTo(1);
        Enrollment afterCall = enrollment();
        assertThat(afterCall.status()).as("moved on by its own call").isEqualTo(EnrollmentStatus.PENDING);
        assertThat(afterCall.currentNodeId()).isEqualTo("done");

        assertThat(run(EnrollmentAction.RESTART, null)).containsExactly(ItemCode.RESTARTED);
        clock.advance(Duration.ofDays(1));
        assertThat(engine(carrier).runOnce("engine-b", Runnable::run).calls()).isEqualTo(1);
        clock.advance(CALL_LENGTH);
        carrier.deliverDue();

        assertThat(asked).containsExactly(Attempt.keyOf(afterCall.id(), 1), Attempt.keyOf(afterCall.id(), 2));
        assertThat(store.outreach().attemptsOf(List.of(afterCall.id())).get(afterCall.id()))
                .extracting(Attempt::number, Attempt::state)
                .containsExactly(tuple(1, AttemptState.PLACED), tuple(2, AttemptState.PLACED));
        assertThat(store.calls().findByCampaign(organizationId, campaign.id(), null, null)).hasSize(2);
        assertThat(run(EnrollmentAction.SET_STATUS, EnrollmentStatus.CANCELLED))
                .containsExactly(ItemCode.STATUS_CHANGED);
    }

    /** Submits a job for the customer and works it off; its items' codes. */
    private List<ItemCode> run(EnrollmentAction action, EnrollmentStatus target) {
        EnrollmentJob.Request request = new EnrollmentJob.Request(campaign.id(), action, target, null, null,
                List.of(new CustomerReference.ById(customer.id())));
        EnrollmentJobId jobId = jobs.submit(access, request).jobId();
        EnrollmentJobProcessor processor = new EnrollmentJobProcessor(store.enrollmentJobs(),
                new JobCampaigns(store.campaigns(), store.workflows()),
                new ChunkFacts(store.customers(), store.enrollments(), store.outreach()),
                store.enrollments(), store.transactions(), UUID::randomUUID, clock, settings);
        while (processor.processNext("worker", () -> true)) {
            // Jobs are worked off until none is left.
        }
        return jobs.get(access, campaign.id(), jobId).items().stream().map(JobItem::code).toList();
    }

    private Enrollment enrollment() {
        return store.enrollments().findByCustomer(organizationId, customer.id()).get(0);
    }

    private OutreachEngine engine(ScriptedCarrier carrier) {
        return TestEngines.over(store, clock, carrier, OutreachEvents.NONE, DialingRules.DEFAULTS);
    }
}
