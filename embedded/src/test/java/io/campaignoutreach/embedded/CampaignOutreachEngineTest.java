package io.campaignoutreach.embedded;

import static org.assertj.core.api.Assertions.assertThat;

import io.campaignoutreach.application.consent.ConsentUseCases.Recorded;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.application.fixtures.ScriptedCarrier;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.application.telephony.CallResult;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.enrollment.Enrollment;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.outreach.AttemptState;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/**
 * The outreach engine of docs/embedding.md, in memory: consent recorded through the organization's use
 * cases, one round dialing through a carrier, the call's end read back from the enrollment's attempts.
 */
class CampaignOutreachEngineTest {

    /** A Saturday, 18:00 in Boston: inside the legal window, outside business hours. */
    private static final Instant SATURDAY_EVENING = Instant.parse("2026-03-07T23:00:00Z");
    /** The same evening, 21:00 in Boston: the legal window has closed. */
    private static final Instant SATURDAY_NIGHT = Instant.parse("2026-03-08T02:00:00Z");
    private static final String CONSENT_FORM = "Harbor quote form, e-signed: I agree to marketing calls by an AI voice";

    @Test
    void givenWrittenConsent_whenAnAfterHoursCampaignRunsOnSaturdayEvening_thenOnlyTheConsentingCustomerIsCalled() {
        Clock clock = clockAt(SATURDAY_EVENING);
        try (CampaignOutreach outreach = CampaignOutreach.inMemory(clock)) {
            OrganizationOutreach agency = outreach.createOrganization("Harbor Insurance", "Harbor");
            Campaign campaign = agency.createCampaign(oneCall(agency).dialingAfterHours());
            List<Customer> customers = agency.createCustomers(List.of(
                    inBoston(NewCustomer.of("617-555-0101", "Ada", "Lovelace")),
                    inBoston(NewCustomer.of("617-555-0102", "Grace", "Hopper"))));
            Recorded consent = agency.recordConsent(writtenConsent(customers.get(0)));

            ScriptedCarrier carrier = runOneRound(clock, outreach, agency, campaign, customers);

            assertThat(consent.entries()).singleElement()
                    .satisfies(entry -> assertThat(entry.channel()).isEqualTo(ConsentChannel.VOICE_ARTIFICIAL));
            assertThat(campaign.dialing().dialAfterhours()).isTrue();
            assertThat(carrier.placed()).extracting(ScriptedCarrier.Placed::to)
                    .containsExactly(customers.get(0).phone());
            assertThat(attempts(agency, campaign, customers.get(0))).singleElement().satisfies(attempt -> {
                assertThat(attempt.state()).isEqualTo(AttemptState.PLACED);
                assertThat(attempt.outcome()).isEqualTo(CallOutcome.ANSWERED);
                assertThat(attempt.talkSeconds()).isEqualTo(134);
            });
            assertThat(attempts(agency, campaign, customers.get(1))).isEmpty();
            assertThat(enrollment(agency, customers.get(1)).status()).isEqualTo(EnrollmentStatus.SKIPPED);
        }
    }

    @Test
    void givenWrittenConsent_whenABusinessHoursCampaignRunsOnSaturdayEvening_thenNobodyIsCalled() {
        assertThat(callsPlaced(SATURDAY_EVENING, UnaryOperator.identity())).isEmpty();
    }

    @Test
    void givenWrittenConsent_whenAnAfterHoursCampaignRunsAt21InBoston_thenTheLegalWindowHoldsTheCall() {
        assertThat(callsPlaced(SATURDAY_NIGHT, NewCampaign::dialingAfterHours)).isEmpty();
    }

    /** The calls one round places to a Boston customer with written consent, the campaign set up by {@code setup}. */
    private static List<ScriptedCarrier.Placed> callsPlaced(Instant now, UnaryOperator<NewCampaign> setup) {
        Clock clock = clockAt(now);
        try (CampaignOutreach outreach = CampaignOutreach.inMemory(clock)) {
            OrganizationOutreach agency = outreach.createOrganization("Harbor Insurance", "Harbor");
            Campaign campaign = agency.createCampaign(setup.apply(oneCall(agency)));
            List<Customer> customers = agency.createCustomers(
                    List.of(inBoston(NewCustomer.of("617-555-0101", "Ada", "Lovelace"))));
            agency.recordConsent(writtenConsent(customers.get(0)));
            return runOneRound(clock, outreach, agency, campaign, customers).placed();
        }
    }

    /** Enrolls the customers, then runs one engine round on a carrier whose calls are answered and end at once. */
    private static ScriptedCarrier runOneRound(Clock clock, CampaignOutreach outreach, OrganizationOutreach agency,
                                               Campaign campaign, List<Customer> customers) {
        agency.enroll(campaign.id(), customers.stream().map(Customer::id).toList());
        outreach.runPendingJobs();
        DialingRules dialing = DialingRules.DEFAULTS;
        ScriptedCarrier carrier = new ScriptedCarrier(clock,
                attempt -> new CallResult(CallOutcome.ANSWERED, 134_000, 0, "customer-ended-call"))
                .connect(outreach.callEvents(dialing));
        outreach.outreachEngine(carrier, Messaging.NONE, EngineSettings.DEFAULTS, dialing)
                .runOnce("engine-test", Runnable::run);
        return carrier;
    }

    private static NewCampaign oneCall(OrganizationOutreach agency) {
        Workflow flow = agency.createWorkflow(NewWorkflow.of("One call",
                new WorkflowNode("call", Step.CALL, new Step.Call(Map.of(), Optional.empty()))));
        return NewCampaign.named("Plan review").withWorkflow(flow.id());
    }

    private static NewCustomer inBoston(NewCustomer customer) {
        return customer.with(CustomerField.TIMEZONE, "America/New_York").with(CustomerField.STATE, "MA");
    }

    private static NewConsent writtenConsent(Customer customer) {
        return new NewConsent(customer.phone(), List.of(ConsentChannel.VOICE_ARTIFICIAL), ConsentPurpose.MARKETING,
                ConsentKind.GIVEN, CONSENT_FORM, null);
    }

    private static List<Attempt> attempts(OrganizationOutreach agency, Campaign campaign, Customer customer) {
        return agency.attempts(campaign.id(), enrollment(agency, customer).id()).stream()
                .map(TrailedAttempt::attempt).toList();
    }

    private static Enrollment enrollment(OrganizationOutreach agency, Customer customer) {
        return agency.customer(customer.id()).campaigns().get(0).enrollment();
    }

    private static Clock clockAt(Instant now) {
        return Clock.fixed(now, ZoneOffset.UTC);
    }
}
