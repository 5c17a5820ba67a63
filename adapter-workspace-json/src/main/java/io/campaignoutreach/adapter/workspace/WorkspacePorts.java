package io.campaignoutreach.adapter.workspace;

import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;

/**
 * The ports a workspace import checks against and stores through: every element kind of the
 * document has its port here, and the organization and unit of work it is imported in.
 */
public record WorkspacePorts(
        OrganizationRepository organizations,
        CampaignRepository campaigns,
        WorkflowRepository workflows,
        TransferConfigRepository transferConfigs,
        RoutingConfigRepository routingConfigs,
        AppointmentConfigRepository appointmentConfigs,
        CustomerRepository customers,
        EnrollmentRepository enrollments,
        CallRepository calls,
        CustomFieldRepository customFields,
        SourceRepository sources,
        InquiryRepository inquiries,
        TransactionRunner transactions) {
}
