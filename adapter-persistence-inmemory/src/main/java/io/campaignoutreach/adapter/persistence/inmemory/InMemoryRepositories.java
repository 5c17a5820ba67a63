package io.campaignoutreach.adapter.persistence.inmemory;

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
import io.campaignoutreach.application.ratelimit.RateLimitPolicy;
import io.campaignoutreach.application.ratelimit.RateLimiter;
import io.campaignoutreach.application.routing.RoutingConfigRepository;
import io.campaignoutreach.application.shared.TransactionRunner;
import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.application.transfer.TransferConfigRepository;
import io.campaignoutreach.application.workflow.WorkflowRepository;

/** Secondary adapter entry point: one in-memory store's implementation of every persistence port. */
public record InMemoryRepositories(
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

    /** A fresh store; its data lives as long as the returned object and is lost on exit. */
    public static InMemoryRepositories create() {
        InMemoryStore store = new InMemoryStore();
        InMemoryCustomerRepository customers = new InMemoryCustomerRepository(store);
        return new InMemoryRepositories(
                new InMemoryOrganizationRepository(store),
                new InMemoryApiKeyRepository(store),
                new InMemoryCampaignRepository(store),
                new InMemoryWorkflowRepository(store),
                new InMemoryTransferConfigRepository(store),
                new InMemoryRoutingConfigRepository(store),
                new InMemoryAppointmentConfigRepository(store),
                customers,
                new InMemoryEnrollmentRepository(store),
                new InMemoryCallRepository(store),
                new InMemoryEnrollmentJobRepository(store),
                new InMemoryCustomFieldRepository(store),
                new InMemorySourceRepository(store),
                new InMemoryInquiryRepository(store, customers),
                new InMemoryTransactionRunner(store));
    }

    /** A per-key request limiter for this process alone; its buckets are lost on exit. */
    public static RateLimiter rateLimiter(RateLimitPolicy policy) {
        return new InMemoryRateLimiter(policy);
    }
}
