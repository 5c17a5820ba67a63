package io.campaignoutreach.application.shared;

import io.campaignoutreach.application.access.ApiKeyRepository;
import io.campaignoutreach.application.appointment.AppointmentConfigRepository;
import io.campaignoutreach.application.call.CallRepository;
import io.campaignoutreach.application.campaign.CampaignReads;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.consent.ConsentLedgerRepository;
import io.campaignoutreach.application.consent.ConsentSettingsRepository;
import io.campaignoutreach.application.customer.CustomerReads;
import io.campaignoutreach.application.customer.CustomerRepository;
import io.campaignoutreach.application.customfield.CustomFieldRepository;
import io.campaignoutreach.application.enrollment.EnrollmentRepository;
import io.campaignoutreach.application.enrollmentjob.EnrollmentJobRepository;
import io.campaignoutreach.application.idempotency.IdempotencyKeyRepository;
import io.campaignoutreach.application.inquiry.InquiryRepository;
import io.campaignoutreach.application.messaging.MessageRepository;
import io.campaignoutreach.application.organization.OrganizationRepository;
import io.campaignoutreach.application.outreach.OutreachQueue;
import io.campaignoutreach.application.provider.ProviderAccountRepository;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.suppression.SuppressionRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;

/**
 * One store's implementation of every outbound persistence port, plus its unit of work: what each
 * persistence adapter hands out and the assembly ({@code embedded}'s {@code ApplicationServices})
 * builds the services from. No service takes it; each is given the ports it uses. The contract
 * suites check that a store hands out every port (StoreContract), so adding one here needs no list
 * of checks beside it.
 */
public record StorePorts(
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
        SuppressionRepository suppressions,
        ConsentLedgerRepository consentLedger,
        ConsentSettingsRepository consentSettings,
        MessageRepository messages,
        ProviderAccountRepository providerAccounts,
        IdempotencyKeyRepository idempotencyKeys,
        TransactionRunner transactions) {
}
