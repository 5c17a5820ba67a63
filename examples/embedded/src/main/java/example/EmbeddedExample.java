package example;

import io.campaignoutreach.adapter.telephony.simulated.CarrierMix;
import io.campaignoutreach.adapter.telephony.simulated.SimulatedCarrier;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.messaging.Messaging;
import io.campaignoutreach.application.outreach.DialingRules;
import io.campaignoutreach.application.outreach.EngineSettings;
import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.application.setup.NewAppointmentConfig;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewRoutingConfig;
import io.campaignoutreach.application.setup.NewTransferConfig;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.consent.ConsentChannel;
import io.campaignoutreach.domain.consent.ConsentKind;
import io.campaignoutreach.domain.consent.ConsentPurpose;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.customer.PhoneNumber;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.outreach.Attempt;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.embedded.CampaignOutreach;
import io.campaignoutreach.embedded.OrganizationOutreach;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Sets up an agency's campaign, creates customers, enrolls them and prints each one's result, then
 * lets the outreach engine call a customer on the simulated carrier and prints the call: in memory,
 * or on PostgreSQL when a JDBC URL is given as the argument.
 */
public final class EmbeddedExample {

    /** The evidence kept with the consent: what the customer signed. */
    private static final String CONSENT_FORM = "Harbor quote form, e-signed: I agree to receive marketing calls from"
            + " Harbor Insurance at this number, including by an automated or AI voice.";

    private EmbeddedExample() {
    }

    public static void main(String[] args) throws InterruptedException {
        try (CampaignOutreach outreach = args.length == 0 ? CampaignOutreach.inMemory() : onPostgres(args[0])) {
            OrganizationOutreach agency = outreach.createOrganization("Harbor Insurance", "Harbor");

            RoutingConfig agents = agency.createRouting(NewRoutingConfig.named("Licensed agents"));
            AppointmentConfig reviews = agency.createAppointments(
                    new NewAppointmentConfig("Plan review", agents.id(), 30));
            TransferConfig softphone = agency.createTransfer(
                    NewTransferConfig.softphone("Agent softphone", agents.id()).bookingWith(reviews.id()));
            Workflow flow = agency.createWorkflow(NewWorkflow.of("Review call",
                    new WorkflowNode("review_call", Step.CALL, new Step.Call(
                            Map.of(CallOutcome.ANSWERED, "done"), Optional.of("second_call"))),
                    new WorkflowNode("second_call", Step.CALL, new Step.Call(Map.of(), Optional.empty())),
                    new WorkflowNode("done", "end")));
            Campaign campaign = agency.createCampaign(NewCampaign.named("Medicare plan review")
                    .withWorkflow(flow.id()).withTransfers(softphone.id()).withAppointments(reviews.id())
                    .requiring("firstName")
                    // The example runs at any hour: its calls wait for the legal window alone, not business hours.
                    .dialingAfterHours());
            System.out.println("campaign: " + campaign.profile().name() + " (" + campaign.status().wireName() + ")");

            List<Customer> customers = agency.createCustomers(List.of(
                    NewCustomer.of("(617) 555-0101", "Ada", "Lovelace").with(CustomerField.STATE, "MA"),
                    NewCustomer.of("617-555-0102", "Grace", "Hopper"),
                    NewCustomer.of("+1 617 555 0103", null, "Turing")));

            Acceptance accepted = agency.enroll(campaign.id(), customers.stream().map(Customer::id).toList());
            int jobs = outreach.runPendingJobs();
            EnrollmentJob job = agency.job(accepted);
            System.out.println("jobs run: " + jobs + ", job " + job.status().wireName() + " with "
                    + job.total() + " entries");

            for (JobItem item : job.items()) {
                CustomerView customer = agency.customer(item.customerId());
                String enrollment = customer.campaigns().stream()
                        .map(membership -> membership.enrollment().status().wireName()).findFirst()
                        .orElse("not enrolled");
                System.out.println("customer " + customer.customer().phone().e164() + ": "
                        + item.code().wireName() + ", " + enrollment);
            }

            callACustomer(outreach, agency, campaign);
        }
    }

    /**
     * Enrolls a customer with written consent to AI-voice calls, in a US time zone whose calling hours
     * are open now, runs one round of the outreach engine on the simulated carrier and prints the call
     * once the carrier has ended it. No setting opens the calling window, so when no US time zone is
     * inside its hours, the example says when the first one opens instead.
     */
    private static void callACustomer(CampaignOutreach outreach, OrganizationOutreach agency, Campaign campaign)
            throws InterruptedException {
        Instant now = Instant.now();
        OpenTimeZone zone = OpenTimeZone.at(now);
        if (!zone.isOpenNow()) {
            System.out.println("no call may be placed now: no US time zone is inside its calling hours; the first to"
                    + " open is " + zone.timezone() + ", at " + zone.opensAt() + " (in "
                    + Duration.between(now, zone.opensAt()).toMinutes() + " min)");
            return;
        }
        Customer katherine = agency.createCustomers(List.of(NewCustomer.of(zone.phone(), "Katherine", "Johnson")
                .with(CustomerField.TIMEZONE, zone.timezone()).with(CustomerField.STATE, zone.state()))).get(0);
        agency.recordConsent(new NewConsent(katherine.phone(), List.of(ConsentChannel.VOICE_ARTIFICIAL),
                ConsentPurpose.MARKETING, ConsentKind.GIVEN, CONSENT_FORM, null));
        agency.enroll(campaign.id(), List.of(katherine.id()));
        outreach.runPendingJobs();

        DialingRules dialing = DialingRules.DEFAULTS.withCallerId(new PhoneNumber("+16175550100"));
        // Every call answered, and ended by the carrier 3 seconds after it was placed: a conversation, quickly.
        try (SimulatedCarrier carrier = new SimulatedCarrier(42, CarrierMix.parse("answered=1"), Duration.ofSeconds(3),
                Clock.systemUTC(), outreach.callEvents(dialing))) {
            carrier.start();
            outreach.outreachEngine(carrier, Messaging.NONE, EngineSettings.DEFAULTS, dialing)
                    .runOnce("embedded-example", Runnable::run);
            Attempt call = endedCall(agency, campaign, katherine, Duration.ofSeconds(30));
            long talk = call.talkSeconds();
            System.out.println("call placed: " + call.to().e164() + ", " + call.outcome().disposition() + ", "
                    + (talk >= 60 ? talk / 60 + "m " : "") + talk % 60 + "s");
        }
    }

    /** The customer's call once its end is recorded: the carrier reports it on a thread of its own. */
    private static Attempt endedCall(OrganizationOutreach agency, Campaign campaign, Customer customer,
                                     Duration within) throws InterruptedException {
        EnrollmentId enrollment = agency.customer(customer.id()).campaigns().get(0).enrollment().id();
        Instant deadline = Instant.now().plus(within);
        while (Instant.now().isBefore(deadline)) {
            Optional<Attempt> ended = agency.attempts(campaign.id(), enrollment).stream().map(TrailedAttempt::attempt)
                    .filter(attempt -> !attempt.isLive()).findFirst();
            if (ended.isPresent()) {
                return ended.get();
            }
            Thread.sleep(100);
        }
        throw new IllegalStateException("no call to " + customer.phone().e164() + " ended within " + within);
    }

    private static CampaignOutreach onPostgres(String jdbcUrl) {
        PGSimpleDataSource dataSource = new PGSimpleDataSource();
        dataSource.setURL(jdbcUrl);
        return CampaignOutreach.on(dataSource);
    }
}
