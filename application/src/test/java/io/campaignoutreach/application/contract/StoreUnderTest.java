package io.campaignoutreach.application.contract;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignReads;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerReads;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.fixtures.RepositoryPorts;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;

/**
 * Contract support: the ports of the store a suite runs on. The application cannot see the
 * adapters' own holders, so each adapter's suites hand theirs to {@link #of}.
 */
public record StoreUnderTest(
        OrganizationRepository organizations,
        ApiKeyRepository apiKeys,
        CampaignRepository campaigns,
        CampaignReads campaignReads,
        WorkflowRepository workflows,
        TransferConfigRepository transferConfigs,
        RoutingConfigRepository routingConfigs,
        AppointmentConfigRepository appointmentConfigs,
        CustomerRepository customers,
        CustomerReads customerReads,
        EnrollmentRepository enrollments,
        CallRepository calls,
        EnrollmentJobRepository enrollmentJobs,
        CustomFieldRepository customFields,
        SourceRepository sources,
        InquiryRepository inquiries,
        OutreachQueue outreach,
        TransactionRunner transactions) {

    /** The ports of a store ({@code StorePorts}, or another holder of ports), by name. */
    public static StoreUnderTest of(Object adapterPorts) {
        return RepositoryPorts.copy(adapterPorts, StoreUnderTest.class);
    }
}
