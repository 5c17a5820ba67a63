package io.campaignoutreach.adapter.persistence.jdbi;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;

/** The PostgreSQL store's implementation of every persistence port, all over the pool {@link PostgresStore} owns. */
public record JdbiRepositories(
        OrganizationRepository organizations,
        ApiKeyRepository apiKeys,
        CampaignRepository campaigns,
        WorkflowRepository workflows,
        TransferConfigRepository transferConfigs,
        RoutingConfigRepository routingConfigs,
        AppointmentConfigRepository appointmentConfigs,
        CustomerRepository customers,
        EnrollmentRepository enrollments,
        CallRepository calls,
        EnrollmentJobRepository enrollmentJobs,
        CustomFieldRepository customFields,
        SourceRepository sources,
        InquiryRepository inquiries,
        TransactionRunner transactions) {
}
