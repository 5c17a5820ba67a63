package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.RecordingTexts;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.outreach.CallEventIntake;
import io.campaignoutreach.application.outreach.CallOptOuts;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.outreach.TransferDestinations;
import io.campaignoutreach.application.outreach.VoiceAgentToolService;
import io.campaignoutreach.application.provider.CallScript;
import io.campaignoutreach.application.provider.ToolAnswer;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.shared.StoreUnavailableException;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.telephony.CallAttempt;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.application.telephony.PlacedCall;
import io.campaignoutreach.application.telephony.Submission;
import io.campaignoutreach.application.telephony.Telephony;
import io.campaignoutreach.domain.call.Call;
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
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.outreach.CallStage;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A carrier's events as real providers send them, on every store: twice, out of order, late,
 * never, and for an attempt already set aside for review; and the carrier's three answers to a
 * submission. Each applied as the engine's call events are.
 */
public abstract class CallEventContract extends StoreContract {

    private static final Instant NOW = Instant.parse("2026-10-15T19:00:00Z");
    private static final CallResult ANSWERED = new CallResult(CallOutcome.ANSWERED, 60_000, 0, "customer-ended-call");

    private final MutableClock clock = new MutableClock(NOW);
    private final ManualCarrier carrier = new ManualCarrier();
    private CallEventIntake intake;
    private OutreachEngine engine;
    private Campaign campaign;
    private Enrollment enrolled;

    /** A carrier that answers as the test says and knows of the calls the test tells it about. */
    private static final class ManualCarrier implements Telephony {
        Submission answer = new Submission.Accepted("provider-1");
        final List<CallAttempt> asked = new ArrayList<>();
        final Map<String, CallEvent.Ended> known = new HashMap<>();

        @Override
        public Submission place(CallAttempt attempt) {
            asked.add(attempt);
            return answer;
        }

        @Override
        public Optional<CallEvent.Ended> fetch(PlacedCall call) {
            return Optional.ofNullable(known.get(call.attemptKey()));
        }
    }

    @BeforeEach
    void givenAnEnrollmentDueNow() {
        givenTwoOrganizations();
        campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE).enableFlow(false)
                .startDate(NOW.minus(Duration.ofDays(1))).endDate(NOW.plus(Duration.ofDays(30)))
                .dialing(new DialingSettings(true, true, 10, 5L, 3, true, List.of(), RedialTracking.never(),
                        new DialerConfig(null, false)))
                .outcomes(new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        new Features(false, false, false, false)))
                .build();
        store.campaigns().insert(campaign);
        Customer customer = TestData.customerAt(organizationId, TestData.phone(7), "America/New_York", "NY", null,
                false);
        store.customers().insert(customer);
        enrolled = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(), customer.id(),
                null, NOW);
        store.enrollments().insert(enrolled);
        intake = TestEngines.intake(store, clock, OutreachEvents.NONE);
        engine = TestEngines.over(store, clock, carrier, OutreachEvents.NONE, DialingRules.DEFAULTS);
    }

    private String dial() {
        assertThat(engine.runOnce("engine", Runnable::run).calls()).isEqualTo(1);
        return carrier.asked.get(carrier.asked.size() - 1).attemptKey();
    }

    private CallEvent.Ended ended(String key, CallResult result) {
        return new CallEvent.Ended(key, "provider-1", result, "human", null, clock.instant());
    }

    private Attempt attempt(String key) {
        return store.outreach().attemptsOf(List.of(enrolled.id())).get(enrolled.id()).stream()
                .filter(a -> a.key().equals(key)).findFirst().orElseThrow();
    }

    private Enrollment enrollment() {
        return store.outreach().lock(List.of(enrolled.id())).get(0);
    }

    private List<Call> calls() {
        return store.calls().findByCampaign(organizationId, campaign.id(), null, null);
    }

    @Test
    void givenAnAcceptedCall_whenItsEventsComeTwiceAndOutOfOrder_thenOneCallStoredAndTheStageNeverGoesBack() {
        String key = dial();
        assertThat(attempt(key).providerCallId()).isEqualTo("provider-1");
        clock.advance(Duration.ofMinutes(3));

        intake.deliver(List.of(new CallEvent.Progress(key, "provider-1", CallStage.IN_PROGRESS, clock.instant()),
                new CallEvent.Progress(key, "provider-1", CallStage.RINGING, clock.instant())));
        assertThat(attempt(key).stage()).as("a late ringing does not undo in progress").isEqualTo(CallStage.IN_PROGRESS);
        intake.deliver(List.of(ended(key, ANSWERED)));
        intake.deliver(List.of(ended(key, new CallResult(CallOutcome.BUSY, 0, 0, "busy")),
                new CallEvent.Progress(key, "provider-1", CallStage.RINGING, clock.instant())));

        assertThat(calls()).singleElement().satisfies(call -> {
            assertThat(call.disposition()).isEqualTo("answered");
            assertThat(call.createdAt()).as("the dial instant").isEqualTo(NOW);
        });
        assertThat(attempt(key).state()).isEqualTo(AttemptState.PLACED);
        assertThat(attempt(key).stage()).isEqualTo(CallStage.ENDED);
        assertThat(enrollment().status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(enrollment().version()).as("moved on once").isEqualTo(enrolled.version() + 2);
    }

    @Test
    void givenAnAnalysisBeforeItsCallEnds_whenDelivered_thenHeldBackAndAddedOnceTheCallIsStored() {
        String key = dial();
        CallEvent.Analysis analysis = new CallEvent.Analysis(key, "provider-1", "Asked about plans", "Hello...",
                "true", new BigDecimal("0.42"), "USD", null);

        assertThat(intake.deliver(List.of(analysis))).as("not yet").containsExactly(analysis);
        assertThat(intake.deliver(List.of(ended(key, ANSWERED), analysis))).isEmpty();

        assertThat(calls()).singleElement().satisfies(call -> {
            assertThat(call.summary()).isEqualTo("Asked about plans");
            assertThat(call.transcript()).isEqualTo("Hello...");
            assertThat(call.successEvaluation()).isEqualTo("true");
            assertThat(call.cost()).isEqualByComparingTo("0.42");
        });
    }

    @Test
    void givenALostEnd_whenTheDeadlinePasses_thenTheCarrierIsAskedAndTheEndRecorded() {
        String key = dial();
        carrier.known.put(key, ended(key, new CallResult(CallOutcome.VOICEMAIL, 30_000, 0, "voicemail")));
        clock.advance(DialingRules.DEFAULTS.callDeadline().plusMinutes(1));

        OutreachEngine.Round round = TestEngines.over(store, clock, carrier, OutreachEvents.NONE,
                DialingRules.DEFAULTS).runOnce("other-engine", Runnable::run);

        assertThat(round.interrupted()).isZero();
        assertThat(attempt(key).state()).isEqualTo(AttemptState.PLACED);
        assertThat(calls()).singleElement().satisfies(call -> assertThat(call.disposition()).isEqualTo("voicemail"));
        assertThat(enrollment().reviewRequired()).isFalse();
    }

    @Test
    void givenAnEndThatComesAfterTheAttemptWasSetAsideForReview_whenDelivered_thenStoredAndTheReviewSettled() {
        String key = dial();
        clock.advance(DialingRules.DEFAULTS.callDeadline().plusMinutes(1));
        OutreachEngine.Round round = TestEngines.over(store, clock, carrier, OutreachEvents.NONE,
                DialingRules.DEFAULTS).runOnce("other-engine", Runnable::run);
        assertThat(round.interrupted()).isEqualTo(1);
        assertThat(enrollment().reviewRequired()).isTrue();

        intake.deliver(List.of(ended(key, new CallResult(CallOutcome.DNC_REQUESTED, 20_000, 0, "asked"))));

        assertThat(attempt(key).state()).isEqualTo(AttemptState.PLACED);
        assertThat(calls()).singleElement().satisfies(call -> assertThat(call.disposition())
                .isEqualTo("dnc_requested"));
        assertThat(enrollment().reviewRequired()).isFalse();
        assertThat(enrollment().status()).isEqualTo(EnrollmentStatus.SKIPPED);
        assertThat(store.suppressions().findActive(organizationId, attempt(key).to())).isPresent();
    }

    @Test
    void givenTheCarrierRefusesForItself_whenDialed_thenNotCountedAndTriedAgainSoonWithTheReasonShown() {
        carrier.answer = new Submission.Rejected("throttled", false);
        String key = dial();

        assertThat(attempt(key).state()).isEqualTo(AttemptState.NOT_PLACED);
        assertThat(enrollment().status()).isEqualTo(EnrollmentStatus.PENDING);
        assertThat(enrollment().statusReason()).contains("throttled");
        assertThat(enrollment().agenda().dueAt()).isAfter(NOW);
        carrier.answer = new Submission.Accepted("provider-2");
        clock.advance(Duration.ofMinutes(2));
        String again = dial();
        intake.deliver(List.of(ended(again, ANSWERED)));

        assertThat(again).isNotEqualTo(key);
        assertThat(calls()).hasSize(1);
        assertThat(enrollment().statusReason()).isNull();
    }

    @Test
    void givenTheCarrierSaysWhenItTakesCallsAgain_whenItRefusesForItself_thenTheCallIsTriedAgainThenNotAMinuteLater() {
        carrier.answer = new Submission.Rejected("paced", false, Duration.ofSeconds(1));
        String key = dial();

        assertThat(attempt(key).state()).isEqualTo(AttemptState.NOT_PLACED);
        assertThat(enrollment().agenda().dueAt()).isEqualTo(NOW.plusSeconds(1));
        carrier.answer = new Submission.Accepted("provider-2");
        clock.advance(Duration.ofSeconds(1));
        String again = dial();

        assertThat(again).as("the organization's pause ended with the carrier's").isNotEqualTo(key);
        assertThat(carrier.asked).hasSize(2);
    }

    @Test
    void givenTheConnectionLostAsTheClaimCommitted_whenTheStoreAnswersAgain_thenTheAttemptIsPutBackAndCalledOnce() {
        AtomicBoolean loseTheAnswer = new AtomicBoolean(true);
        TransactionRunner lostAtCommit = new TransactionRunner() {
            @Override
            public <T> T inTransaction(Supplier<T> work) {
                T result = store.transactions().inTransaction(work);
                // The claim's unit of work is stored, but its caller hears only that the connection broke.
                if (result != null && result.getClass().getSimpleName().equals("Claimed")
                        && loseTheAnswer.getAndSet(false)) {
                    throw new StoreUnavailableException(1, new IOException("connection lost at commit"));
                }
                return result;
            }
        };
        OutreachEngine losing = TestEngines.over(store, lostAtCommit, clock, carrier, new RecordingTexts(clock),
                OutreachEvents.NONE, DialingRules.DEFAULTS);

        assertThatThrownBy(() -> losing.runOnce("engine", Runnable::run))
                .isInstanceOf(StoreUnavailableException.class);
        assertThat(carrier.asked).as("nothing is asked of a dial the store did not confirm").isEmpty();
        losing.runOnce("engine", Runnable::run);
        assertThat(carrier.asked).isEmpty();
        assertThat(enrollment().agenda().dueAt()).isEqualTo(NOW.plusSeconds(1));
        clock.advance(Duration.ofSeconds(1));
        losing.runOnce("engine", Runnable::run);

        assertThat(carrier.asked).as("called once, not left waiting as dialed").hasSize(1);
        assertThat(store.outreach().attemptsOf(List.of(enrolled.id())).get(enrolled.id()))
                .extracting(Attempt::state).containsExactlyInAnyOrder(AttemptState.NOT_PLACED, AttemptState.PLACING);
    }

    @Test
    void givenTheCarrierRefusesTheNumber_whenDialed_thenTheAttemptEndsAsAFailedCall() {
        carrier.answer = new Submission.Rejected("invalid number", true);
        String key = dial();

        assertThat(attempt(key).state()).isEqualTo(AttemptState.PLACED);
        assertThat(attempt(key).outcome()).isEqualTo(CallOutcome.FAILED);
        assertThat(calls()).singleElement().satisfies(call -> assertThat(call.endedReason())
                .isEqualTo("invalid number"));
    }

    @Test
    void givenNoAnswerFromTheCarrier_whenDialed_thenNeverAskedAgainAndSettledByItsEvents() {
        carrier.answer = new Submission.Unknown("timeout");
        String key = dial();
        clock.advance(Duration.ofHours(1));

        assertThat(engine.runOnce("engine", Runnable::run).calls()).as("the call may exist: not dialed again")
                .isZero();
        intake.deliver(List.of(ended(key, ANSWERED)));

        assertThat(carrier.asked).hasSize(1);
        assertThat(attempt(key).state()).isEqualTo(AttemptState.PLACED);
        assertThat(attempt(key).providerCallId()).as("learned from its end").isEqualTo("provider-1");
    }

    private VoiceAgentToolService tools() {
        return new VoiceAgentToolService(store.transactions(), store.outreach(), store.inquiries(), store.campaigns(),
                new TransferDestinations(store.transferConfigs(), store.routingConfigs()),
                new CallOptOuts(store.customers(), store.suppressions(), TestData::newId), clock);
    }

    @Test
    void givenAProviderAccountsEvents_whenTheyNameAnotherOrganizationsCall_thenTheyAreDropped() {
        String key = dial();

        List<CallEvent> notYet = intake.scopedTo(otherOrganizationId).deliver(List.of(ended(key, ANSWERED)));

        assertThat(notYet).isEmpty();
        assertThat(attempt(key).state()).as("another organization cannot end this call").isEqualTo(
                AttemptState.PLACING);
        assertThat(calls()).isEmpty();
        intake.scopedTo(organizationId).deliver(List.of(ended(key, ANSWERED)));
        assertThat(calls()).hasSize(1);
    }

    @Test
    void givenACall_whenTheCarrierIsAsked_thenItCarriesTheOrganizationAndWhatAVoiceAgentMaySay() {
        dial();

        CallAttempt asked = carrier.asked.get(0);
        assertThat(asked.organizationId()).isEqualTo(organizationId);
        assertThat(asked.machineDetection()).isFalse();
        assertThat(asked.variables()).containsEntry("campaignName", campaign.profile().name());
    }

    @Test
    void givenAVoiceAgentsInquiry_whenDeliveredTwiceDuringTheCall_thenOneInquiryLinkedToTheCallOnceItIsReported() {
        String key = dial();

        ToolAnswer first = tools().recordInquiry(organizationId, key, "call_tool_1", "Does my plan cover dental?");
        ToolAnswer again = tools().recordInquiry(organizationId, key, "call_tool_1", "Does my plan cover dental?");
        ToolAnswer theirs = tools().recordInquiry(otherOrganizationId, key, "call_tool_2", "Not theirs");

        assertThat(first.error()).isFalse();
        assertThat(again).isEqualTo(first);
        assertThat(theirs.error()).isTrue();
        List<Inquiry> raised = store.inquiries().findOpenByEnrollments(organizationId, List.of(enrolled.id()));
        assertThat(raised).singleElement().satisfies(inquiry -> {
            assertThat(inquiry.toolCallId()).isEqualTo("call_tool_1");
            assertThat(inquiry.callId()).as("the call is not recorded yet").isNull();
        });
        clock.advance(Duration.ofMinutes(2));
        intake.deliver(List.of(ended(key, ANSWERED)));
        assertThat(store.inquiries().findOpenByEnrollments(organizationId, List.of(enrolled.id())))
                .as("linked when the voice platform reports the call").singleElement()
                .satisfies(inquiry -> assertThat(inquiry.callId()).isNull());
        intake.deliver(List.of(new CallEvent.Analysis(key, "provider-1", "Asked about dental cover", null, null, null,
                null, null)));
        assertThat(store.inquiries().findOpenByEnrollments(organizationId, List.of(enrolled.id())))
                .singleElement().satisfies(inquiry -> assertThat(inquiry.callId()).isEqualTo(calls().get(0).id()));
    }

    @Test
    void givenACustomerAskingNotToBeCalled_whenTheToolRuns_thenTheNumberIsSuppressedAtOnceAndNoTransferIsOffered() {
        String key = dial();
        Customer customer = store.customers().findById(organizationId, enrolled.customerId()).orElseThrow();

        ToolAnswer transfer = tools().transferDestination(organizationId, key, "call_tool_3");
        ToolAnswer asked = tools().doNotCall(organizationId, key, "call_tool_4");
        tools().doNotCall(organizationId, key, "call_tool_4");

        assertThat(transfer.destination()).as("the campaign transfers to nobody").isEmpty();
        assertThat(transfer.error()).isTrue();
        assertThat(asked.error()).isFalse();
        assertThat(store.suppressions().findActive(organizationId, customer.phone())).isPresent();
        assertThat(store.customers().findById(organizationId, customer.id()).orElseThrow().doNotCall()).isTrue();
        assertThat(tools().answered(organizationId, key, true)).as("no voicemail message: hang up")
                .isEqualTo(CallScript.HANG_UP);
    }
}

