package io.campaignoutreach.application.contract;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.fixtures.CampaignBuilder;
import io.campaignoutreach.application.fixtures.RecordingTexts;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.fixtures.TestData;
import io.campaignoutreach.application.fixtures.TestEngines;
import io.campaignoutreach.application.fixtures.Workflows;
import io.campaignoutreach.application.messaging.MessageQuery;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.OutreachEngine;
import io.campaignoutreach.application.outreach.OutreachEvents;
import io.campaignoutreach.application.scenario.MutableClock;
import io.campaignoutreach.application.telephony.CallEvent;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignStatus;
import io.campaignoutreach.domain.campaign.Criteria;
import io.campaignoutreach.domain.campaign.DialerConfig;
import io.campaignoutreach.domain.campaign.DialingSettings;
import io.campaignoutreach.domain.campaign.Features;
import io.campaignoutreach.domain.campaign.OutcomeRules;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.campaign.SmsSettings;
import io.campaignoutreach.domain.campaign.SmsType;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentEntry;
import io.campaignoutreach.domain.consent.ConsentEntryId;
import io.campaignoutreach.domain.consent.ConsentLedger;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.consent.ConsentSource;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.inquiry.Inquiry;
import io.campaignoutreach.domain.inquiry.InquiryClassification;
import io.campaignoutreach.domain.inquiry.InquiryId;
import io.campaignoutreach.domain.inquiry.InquiryStatus;
import io.campaignoutreach.domain.messaging.Message;
import io.campaignoutreach.domain.messaging.MessageStatus;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Each campaign SMS type fires on its own event, and only when its flag is on: {@code firstContact}
 * with a run's first call, {@code redial} with each later one, {@code missedFirstContact} after a
 * first call nobody answered, {@code postWelcome} after the first answered one, {@code missedInquiry}
 * after an unanswered call on an enrollment with an open inquiry, a workflow's {@code sms} step its
 * own type (and a campaign with a workflow sends the call's types only where its steps say). A text that went also carries the campaign's redial tracking.
 */
public abstract class TextTriggersContract extends StoreContract {

    /** 10:00 in New York on a Tuesday. */
    private static final Instant MORNING = Instant.parse("2026-11-03T15:00:00Z");

    private final MutableClock clock = new MutableClock(MORNING);
    private final RecordingTexts texts = new RecordingTexts(clock);
    private final Deque<CallOutcome> outcomes = new ArrayDeque<>();
    private Customer customer;
    private ScriptedCarrier carrier;
    private OutreachEngine engine;

    @BeforeEach
    void givenACustomerWhoAgreedToCallsAndTexts() {
        givenTwoOrganizations();
        customer = TestData.customerAt(organizationId, new PhoneNumber("+15005550177"), "America/New_York", "NY",
                null, false);
        store.customers().insert(customer);
        for (ConsentChannel channel : ConsentChannel.values()) {
            store.consentLedger().append(List.of(ConsentEntry.given(ConsentEntryId.of(TestData.newId()),
                    organizationId, customer.phone(), channel, ConsentPurpose.MARKETING, ConsentSource.IMPORT,
                    "signed web form", MORNING, MORNING)));
        }
    }

    @Test
    void givenAFirstCallUnansweredThenARedial_whenTheirFlagsAreOn_thenFirstContactMissedFirstContactAndRedialGo() {
        Campaign campaign = campaign(Set.of(SmsType.FIRST_CONTACT, SmsType.MISSED_FIRST_CONTACT, SmsType.REDIAL), null);
        enroll(campaign);
        outcomes.addAll(List.of(CallOutcome.NO_ANSWER, CallOutcome.ANSWERED));

        runDays(2);

        assertThat(sentTypes()).containsExactly(SmsType.FIRST_CONTACT, SmsType.MISSED_FIRST_CONTACT, SmsType.REDIAL);
        assertThat(store.campaigns().findById(organizationId, campaign.id()).orElseThrow().dialing().redialTracking()
                .lastRunSmsCount()).isEqualTo(1);
    }

    @Test
    void givenANumberThatOptedOutWithTheCarrier_whenItsTextIsRefused_thenTheTextFailsAndTheOptOutHoldsForTheService() {
        texts.optedOutWithTheCarrier(customer.phone());
        enroll(campaign(Set.of(SmsType.FIRST_CONTACT, SmsType.REDIAL), null));
        outcomes.addAll(List.of(CallOutcome.NO_ANSWER, CallOutcome.NO_ANSWER));

        runDays(2);

        assertThat(texts.sent()).isEmpty();
        assertThat(stored()).filteredOn(text -> text.smsType() == SmsType.FIRST_CONTACT).singleElement()
                .satisfies(text -> {
                    assertThat(text.status()).isEqualTo(MessageStatus.FAILED);
                    assertThat(text.errorCode()).isEqualTo("21610");
                });
        ConsentLedger ledger = ConsentLedger.of(store.consentLedger().entriesFor(organizationId,
                List.of(customer.phone())).get(customer.phone()));
        assertThat(ledger.revoked(ConsentChannel.SMS, ConsentPurpose.MARKETING)).isTrue();
        assertThat(ledger.revoked(ConsentChannel.SMS, ConsentPurpose.INFORMATIONAL)).isTrue();
        assertThat(carrier.placed()).as("a STOP revokes marketing on every channel: no redial, no redial text")
                .hasSize(1);
        assertThat(stored()).filteredOn(text -> text.smsType() == SmsType.REDIAL).isEmpty();
    }

    @Test
    void givenEveryFlagOff_whenCallsAreMadeAndEnd_thenNoTextIsSentOrEvenRecorded() {
        enroll(campaign(Set.of(), null));
        outcomes.addAll(List.of(CallOutcome.NO_ANSWER, CallOutcome.ANSWERED));

        runDays(2);

        assertThat(texts.sent()).isEmpty();
        assertThat(stored()).isEmpty();
    }

    @Test
    void givenAFirstAnsweredCall_whenPostWelcomeIsOn_thenItGoesOnceAfterThatCall() {
        enroll(campaign(Set.of(SmsType.POST_WELCOME), null));
        outcomes.addAll(List.of(CallOutcome.ANSWERED));

        runDays(1);

        assertThat(sentTypes()).containsExactly(SmsType.POST_WELCOME);
    }

    @Test
    void givenAnOpenInquiry_whenTheCallAboutItGoesUnanswered_thenMissedInquiryNamesItsTopic() {
        Enrollment enrollment = enroll(campaign(Set.of(SmsType.MISSED_INQUIRY), null));
        store.inquiries().insert(Inquiry.builder(InquiryId.of(TestData.newId()), organizationId,
                        enrollment.campaignId(), customer.id(), enrollment.id(), "What does my plan cover?",
                        InquiryStatus.NEW)
                .classification(new InquiryClassification("coverage", "plan_benefits", null, null, null, null, null,
                        null, null))
                .reconstitute(0, MORNING, MORNING));
        outcomes.addAll(List.of(CallOutcome.VOICEMAIL));

        runDays(1);

        assertThat(texts.sent()).singleElement().satisfies(text -> assertThat(text.text().body())
                .contains("we missed you about plan benefits"));
    }

    @Test
    void givenAWorkflowsSmsStep_whenItsFlagIsOn_thenItsTypeGoesBeforeTheCall() {
        Workflow flow = Workflows.textThenCall(organizationId, SmsType.INFORMATIONAL_FOLLOWUP);
        store.workflows().save(flow);
        enroll(campaign(Set.of(SmsType.INFORMATIONAL_FOLLOWUP), flow));
        outcomes.addAll(List.of(CallOutcome.ANSWERED));

        runDays(1);

        assertThat(sentTypes()).containsExactly(SmsType.INFORMATIONAL_FOLLOWUP);
    }

    @Test
    void givenAWorkflowThatWelcomesByText_whenItsFirstCallIsDialed_thenFirstContactGoesOnceFromTheStep() {
        Workflow flow = Workflows.textThenCall(organizationId, SmsType.FIRST_CONTACT);
        store.workflows().save(flow);
        enroll(campaign(Set.of(SmsType.FIRST_CONTACT), flow));
        outcomes.addAll(List.of(CallOutcome.ANSWERED));

        runDays(1);

        assertThat(carrier.placed()).hasSize(1);
        assertThat(sentTypes()).containsExactly(SmsType.FIRST_CONTACT);
    }

    @Test
    void givenACallThatBookedAnAppointment_whenItsAnalysisComesTwice_thenBookedGoesOnceAndTheReminderADayAhead() {
        enroll(campaign(Set.of(SmsType.APPOINTMENT_BOOKED, SmsType.APPOINTMENT_REMINDER), null));
        outcomes.addAll(List.of(CallOutcome.ANSWERED));
        runDays(1);
        String key = carrier.placed().get(0).key();
        // Friday 6 November, 14:00 in New York.
        Instant appointment = Instant.parse("2026-11-06T19:00:00Z");
        CallEvent.Analysis booked = new CallEvent.Analysis(key, "provider-1", "Booked a plan review", null, "true",
                null, null, appointment);

        TestEngines.intake(store, clock, OutreachEvents.NONE).deliver(List.of(booked));
        TestEngines.intake(store, clock, OutreachEvents.NONE).deliver(List.of(booked));
        engine.runOnce("engine", Runnable::run);

        assertThat(texts.sent()).singleElement().satisfies(text -> assertThat(text.text().body())
                .contains("Friday, November 6 at 2:00 PM EST"));
        assertThat(stored()).filteredOn(m -> m.smsType() == SmsType.APPOINTMENT_REMINDER).singleElement()
                .satisfies(reminder -> assertThat(reminder.dueAt()).isEqualTo(appointment.minus(Duration.ofDays(1))));

        clock.advance(Duration.between(clock.instant(), appointment.minus(Duration.ofDays(1))));
        engine.runOnce("engine", Runnable::run);

        assertThat(sentTypes()).containsExactly(SmsType.APPOINTMENT_BOOKED, SmsType.APPOINTMENT_REMINDER);
        assertThat(texts.sent().get(1).text().body()).contains("Friday, November 6 at 2:00 PM EST");
    }

    private List<SmsType> sentTypes() {
        Map<String, Message> byKey = new HashMap<>();
        stored().forEach(m -> byKey.put(m.id().toString(), m));
        return texts.sent().stream().map(s -> byKey.get(s.text().messageKey()).smsType()).toList();
    }

    private List<Message> stored() {
        return store.messages().page(organizationId, new MessageQuery(null, null), PageRequest.first()).items();
    }

    /** Rounds every ten minutes through the morning, on {@code days} days in a row. */
    private void runDays(int days) {
        carrier = new ScriptedCarrier(clock, attempt -> {
            CallOutcome outcome = outcomes.isEmpty() ? CallOutcome.NO_ANSWER : outcomes.poll();
            return new CallResult(outcome, outcome.connected() ? 60_000 : 20_000, 0, "customer-ended-call");
        }).connect(TestEngines.intake(store, clock, OutreachEvents.NONE));
        engine = TestEngines.over(store, clock, carrier, texts, OutreachEvents.NONE, DialingRules.DEFAULTS);
        for (int day = 0; day < days; day++) {
            for (int round = 0; round < 12; round++) {
                engine.runOnce("engine", Runnable::run);
                clock.advance(Duration.ofMinutes(10));
            }
            clock.advance(Duration.ofDays(1).minus(Duration.ofMinutes(120)));
        }
    }

    private Enrollment enroll(Campaign campaign) {
        Enrollment enrollment = Enrollment.start(EnrollmentId.of(TestData.newId()), organizationId, campaign.id(),
                customer.id(), null, MORNING);
        store.enrollments().insert(enrollment);
        return enrollment;
    }

    private Campaign campaign(Set<SmsType> enabled, Workflow flow) {
        Map<SmsType, Boolean> flags = new EnumMap<>(SmsType.class);
        for (SmsType type : SmsType.values()) {
            flags.put(type, enabled.contains(type));
        }
        Campaign campaign = CampaignBuilder.aCampaign(organizationId).status(CampaignStatus.ACTIVE)
                .enableFlow(flow != null).flowWorkflowId(flow == null ? null : flow.id())
                .startDate(MORNING.minus(Duration.ofDays(1))).endDate(MORNING.plus(Duration.ofDays(30)))
                .dialing(new DialingSettings(true, true, 10, 5L, 2, true, List.of(), RedialTracking.never(),
                        new DialerConfig(null, false)))
                .outcomes(new OutcomeRules(Criteria.none(), Criteria.none(), List.of(), Map.of(), List.of(), false,
                        new Features(false, false, true, false)))
                .sms(new SmsSettings(flags, Map.of(), "Acme Insurance"))
                .build();
        store.campaigns().insert(campaign);
        return campaign;
    }
}
