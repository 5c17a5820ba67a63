package example;

import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.setup.NewAppointmentConfig;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewRoutingConfig;
import io.campaignoutreach.application.setup.NewTransferConfig;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.call.CallOutcome;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerField;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import io.campaignoutreach.embedded.CampaignOutreach;
import io.campaignoutreach.embedded.OrganizationOutreach;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.postgresql.ds.PGSimpleDataSource;

/**
 * Sets up an agency's campaign, creates customers, enrolls them and prints each one's result:
 * in memory, or on PostgreSQL when a JDBC URL is given as the argument.
 */
public final class EmbeddedExample {

    private EmbeddedExample() {
    }

    public static void main(String[] args) {
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
                    .requiring("firstName"));
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
        }
    }

    private static CampaignOutreach onPostgres(String jdbcUrl) {
        PGSimpleDataSource dataSource = new PGSimpleDataSource();
        dataSource.setURL(jdbcUrl);
        return CampaignOutreach.on(dataSource);
    }
}
