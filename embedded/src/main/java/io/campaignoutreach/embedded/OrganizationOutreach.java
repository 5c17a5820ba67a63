package io.campaignoutreach.embedded;

import io.campaignoutreach.application.access.AccessContext;
import io.campaignoutreach.application.campaign.CampaignView;
import io.campaignoutreach.application.consent.ConsentUseCases.Recorded;
import io.campaignoutreach.application.consent.NewConsent;
import io.campaignoutreach.application.customer.CustomerView;
import io.campaignoutreach.application.enrollmentjob.EnrollmentRequests;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase.Acceptance;
import io.campaignoutreach.application.outreach.TrailedAttempt;
import io.campaignoutreach.application.setup.NewAppointmentConfig;
import io.campaignoutreach.application.setup.NewCampaign;
import io.campaignoutreach.application.setup.NewCustomer;
import io.campaignoutreach.application.setup.NewRoutingConfig;
import io.campaignoutreach.application.setup.NewTransferConfig;
import io.campaignoutreach.application.setup.NewWorkflow;
import io.campaignoutreach.application.setup.OutreachSetup;
import io.campaignoutreach.domain.appointment.AppointmentConfig;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.customer.Customer;
import io.campaignoutreach.domain.customer.CustomerId;
import io.campaignoutreach.domain.enrollment.EnrollmentId;
import io.campaignoutreach.domain.enrollmentjob.EnrollmentJob;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.routing.RoutingConfig;
import io.campaignoutreach.domain.transfer.TransferConfig;
import io.campaignoutreach.domain.workflow.Workflow;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * The use cases of one organization for a program that embeds the service: each call goes
 * through the same application service, checks and unit of work as an HTTP request, acting with
 * {@link #access()} (by default the trusted embedding process, decision P59). Anything not
 * offered here is called on {@link #services()} with {@link #access()}.
 */
public final class OrganizationOutreach {

    private final ApplicationServices services;
    private final AccessContext access;

    public OrganizationOutreach(ApplicationServices services, AccessContext access) {
        this.services = Objects.requireNonNull(services, "services");
        this.access = Objects.requireNonNull(access, "access");
    }

    /** Acting as the embedding process, with every capability, within the organization. */
    public static OrganizationOutreach trusted(ApplicationServices services, OrganizationId organizationId) {
        return new OrganizationOutreach(services, AccessContext.trusted(organizationId, "embedding program"));
    }

    public OrganizationId organizationId() {
        return access.organizationId();
    }

    /** Who the calls act as; pass it to any use case of {@link #services()}. */
    public AccessContext access() {
        return access;
    }

    public ApplicationServices services() {
        return services;
    }

    public RoutingConfig createRouting(NewRoutingConfig command) {
        return services.records().createRouting(access, command);
    }

    public AppointmentConfig createAppointments(NewAppointmentConfig command) {
        return services.records().createAppointments(access, command);
    }

    public TransferConfig createTransfer(NewTransferConfig command) {
        return services.records().createTransfer(access, command);
    }

    public Workflow createWorkflow(NewWorkflow command) {
        return services.records().createWorkflow(access, command);
    }

    public Campaign createCampaign(NewCampaign command) {
        return services.records().createCampaign(access, command);
    }

    /** Creates every customer, or none when one is refused. */
    public List<Customer> createCustomers(List<NewCustomer> commands) {
        return services.records().createCustomers(access, commands);
    }

    /**
     * Appends a number's consent, given or revoked, to the consent ledger, one entry per channel, as
     * the API records it: a {@code voice_ai} campaign calls only numbers with written consent to
     * AI-voice marketing calls (decision P65).
     */
    public Recorded recordConsent(NewConsent consent) {
        return services.consent().record(access, consent);
    }

    /** Stores records built by their aggregates, as an import does: all of them or none. */
    public void store(OutreachSetup setup) {
        services.setups().store(access, setup);
    }

    /** Accepts a job enrolling these customers; workers or a run of pending jobs do the work. */
    public Acceptance enroll(CampaignId campaignId, Collection<CustomerId> customers) {
        return submit(EnrollmentRequests.enroll(campaignId, customers));
    }

    /** Accepts a job enrolling the customers with these phone numbers. */
    public Acceptance enrollByPhone(CampaignId campaignId, Collection<String> phones) {
        return submit(EnrollmentRequests.enrollByPhone(campaignId, phones));
    }

    /** Accepts any enrollment, restart or status request as a job. */
    public Acceptance submit(EnrollmentJob.Request request) {
        return services.enrollmentJobs().submit(access, request);
    }

    /** The job as it is now: its status and, once processed, each entry's result. */
    public EnrollmentJob job(Acceptance accepted) {
        return services.enrollmentJobs().get(access, accepted.campaignId(), accepted.jobId());
    }

    /**
     * The enrollment's call attempts, oldest first, each with the rules it was dialed under: a live
     * call is {@code placing} until the carrier reports its end.
     */
    public List<TrailedAttempt> attempts(CampaignId campaignId, EnrollmentId enrollmentId) {
        return services.attemptTrails().attempts(access, campaignId, enrollmentId);
    }

    public CampaignView campaign(CampaignId campaignId) {
        return services.campaigns().get(access, campaignId);
    }

    /** The customer with its enrollments, lead source and call summary. */
    public CustomerView customer(CustomerId customerId) {
        return services.customers().get(access, customerId);
    }
}
