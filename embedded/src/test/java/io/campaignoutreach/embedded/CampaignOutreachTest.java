package io.campaignoutreach.embedded;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewTransferConfig;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.enrollment.EnrollmentStatus;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.enrollmentjob.ItemCode;
import io.campaignoutreach.domain.enrollmentjob.JobItem;
import io.campaignoutreach.domain.enrollmentjob.JobStatus;
import io.campaignoutreach.domain.shared.NotFoundException;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Step;
import io.campaignoutreach.domain.workflow.Workflow.WorkflowNode;
import io.campaignoutreach.domain.workflow.Workflow;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The embedding walk-through of docs/embedding.md, in memory: set up, enroll, run the job, read the result. */
class CampaignOutreachTest {

    private static final Clock CLOCK = Clock.fixed(Instant.parse("2026-03-02T15:00:00Z"), ZoneOffset.UTC);

    private CampaignOutreach outreach;
    private OrganizationOutreach agency;
    private Campaign campaign;
    private List<Customer> customers;

    @BeforeEach
    void givenAnAgencyWithACampaignAndCustomers() {
        outreach = CampaignOutreach.inMemory(CLOCK);
        agency = outreach.createOrganization("Harbor Insurance", "Harbor");
        TransferConfig frontDesk = agency.createTransfer(NewTransferConfig.direct("Front desk", "+16175550100"));
        Workflow flow = agency.createWorkflow(NewWorkflow.of("One call",
                new WorkflowNode("call", Step.CALL, new Step.Call(Map.of(), Optional.empty()))));
        campaign = agency.createCampaign(NewCampaign.named("Renewal reminders").withWorkflow(flow.id())
                .withTransfers(frontDesk.id()).requiring("firstName"));
        customers = agency.createCustomers(List.of(
                NewCustomer.of("617-555-0101", "Ada", "Lovelace"),
                NewCustomer.of("617-555-0102", "Alan", "Turing"),
                NewCustomer.of("617-555-0103", null, "Nameless")));
    }

    @AfterEach
    void close() {
        outreach.close();
    }

    @Test
    void givenAcceptedJob_whenPendingJobsRun_thenEachCustomerHasItsResult() {
        Acceptance accepted = agency.enroll(campaign.id(), customers.stream().map(Customer::id).toList());
        assertThat(agency.job(accepted).status()).isEqualTo(JobStatus.QUEUED);

        int jobs = outreach.runPendingJobs();

        EnrollmentJob job = agency.job(accepted);
        assertThat(jobs).isEqualTo(1);
        assertThat(job.status()).isEqualTo(JobStatus.PARTIAL);
        assertThat(job.items()).extracting(JobItem::code).containsExactly(ItemCode.ENROLLED, ItemCode.ENROLLED,
                ItemCode.MISSING_REQUIRED_FIELDS);
        CustomerView ada = agency.customer(customers.get(0).id());
        assertThat(ada.campaigns()).singleElement().satisfies(membership -> {
            assertThat(membership.campaignName()).isEqualTo("Renewal reminders");
            assertThat(membership.enrollment().status()).isEqualTo(EnrollmentStatus.PENDING);
            assertThat(membership.enrollment().currentNodeId()).isEqualTo("call");
        });
        assertThat(agency.customer(customers.get(2).id()).campaigns()).isEmpty();
        assertThat(outreach.runPendingJobs()).isZero();
    }

    @Test
    void givenPhoneNumbers_whenEnrolledByPhone_thenTheirCustomersAreEnrolledAndAnUnknownNumberFailsAlone() {
        Acceptance accepted = agency.enrollByPhone(campaign.id(), List.of("(617) 555-0101", "+1 617 555 0199"));
        outreach.runPendingJobs();

        assertThat(accepted.resolvedCount()).isEqualTo(1);
        assertThat(agency.job(accepted).items()).extracting(JobItem::code)
                .containsExactly(ItemCode.ENROLLED, ItemCode.CUSTOMER_NOT_FOUND);
    }

    @Test
    void givenStartedWorkers_whenAJobIsAccepted_thenTheWorkersFinishIt() throws InterruptedException {
        outreach.startJobWorkers();

        Acceptance accepted = agency.enroll(campaign.id(), List.of(customers.get(1).id()));

        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!agency.job(accepted).status().isFinal() && System.nanoTime() < deadline) {
            TimeUnit.MILLISECONDS.sleep(20);
        }
        assertThat(agency.job(accepted).status()).isEqualTo(JobStatus.COMPLETED);
    }

    @Test
    void givenAnotherOrganization_whenItReadsTheCampaign_thenItIsNotFound() {
        OrganizationOutreach other = outreach.createOrganization("Other agency", null);

        assertThatThrownBy(() -> other.campaign(campaign.id())).isInstanceOf(NotFoundException.class);
        assertThatThrownBy(() -> other.enroll(campaign.id(), List.of(customers.get(0).id())))
                .isInstanceOf(NotFoundException.class);
    }
}
