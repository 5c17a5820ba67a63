package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.application.access.AuthenticateUseCase;
import io.campaignoutreach.application.campaign.GetCampaignBehaviorsQuery;
import io.campaignoutreach.application.campaign.GetCampaignQuery;
import io.campaignoutreach.application.campaign.GetCampaignStatsQuery;
import io.campaignoutreach.application.campaign.GetFlowOccupancyQuery;
import io.campaignoutreach.application.campaign.ListCampaignEnrollmentsQuery;
import io.campaignoutreach.application.campaign.ListCampaignOptionsQuery;
import io.campaignoutreach.application.campaign.ListCampaignsQuery;
import io.campaignoutreach.application.configuration.ConfigurationServices;
import io.campaignoutreach.application.setup.CreateCampaignUseCase;
import io.campaignoutreach.application.campaign.UpdateCampaignUseCase;
import io.campaignoutreach.application.consent.ConsentUseCases;
import io.campaignoutreach.application.customer.CreateCustomerUseCase;
import io.campaignoutreach.application.customer.DeleteCustomerUseCase;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.customer.ListCustomersQuery;
import io.campaignoutreach.application.customer.UpdateCustomerUseCase;
import io.campaignoutreach.application.customfield.CreateCustomFieldUseCase;
import io.campaignoutreach.application.enrollmentjob.GetEnrollmentJobQuery;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase;
import io.campaignoutreach.application.inquiry.GetInquiryQuery;
import io.campaignoutreach.application.inquiry.ListInquiriesQuery;
import io.campaignoutreach.application.inquiry.UpdateInquiryUseCase;
import io.campaignoutreach.application.messaging.InboundTexts;
import io.campaignoutreach.application.messaging.ListMessagesQuery;
import io.campaignoutreach.application.outreach.ListEnrollmentAttemptsQuery;
import io.campaignoutreach.application.provider.ProviderAccountUseCases;
import io.campaignoutreach.application.provider.ProviderWebhookService;
import io.campaignoutreach.application.routing.GetRoutingGroupQuery;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.source.SourceUseCases;
import io.campaignoutreach.application.suppression.SuppressionUseCases;
import io.campaignoutreach.application.workflow.WorkflowUseCases;
import io.campaignoutreach.application.sync.SyncMedicareUseCase;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The inbound ports the HTTP API calls, and the meter registry it times requests in and serves at
 * {@code /metrics}; wired by bootstrap. {@code testInboundTexts} is null unless the operator turned
 * the test aid on: without it, its route does not exist.
 */
public record ApiServices(
        AuthenticateUseCase authenticate,
        ListCampaignsQuery listCampaigns,
        GetCampaignQuery getCampaign,
        ListCampaignOptionsQuery campaignOptions,
        UpdateCampaignUseCase updateCampaign,
        CreateCampaignUseCase createCampaign,
        GetCampaignStatsQuery campaignStats,
        GetCampaignBehaviorsQuery campaignBehaviors,
        GetFlowOccupancyQuery flowOccupancy,
        ListCampaignEnrollmentsQuery campaignEnrollments,
        ListEnrollmentAttemptsQuery enrollmentAttempts,
        ListCustomersQuery listCustomers,
        GetCustomerQuery getCustomer,
        CreateCustomerUseCase createCustomer,
        UpdateCustomerUseCase updateCustomer,
        DeleteCustomerUseCase deleteCustomer,
        ListMessagesQuery messages,
        InboundTexts testInboundTexts,
        SubmitEnrollmentJobUseCase submitEnrollment,
        GetEnrollmentJobQuery getEnrollmentJob,
        CreateCustomFieldUseCase createCustomField,
        GetRoutingGroupQuery getRoutingGroup,
        ConfigurationServices configurations,
        WorkflowUseCases workflows,
        SourceUseCases sources,
        SyncMedicareUseCase syncMedicare,
        ListInquiriesQuery listInquiries,
        GetInquiryQuery getInquiry,
        UpdateInquiryUseCase updateInquiry,
        SuppressionUseCases suppressions,
        ConsentUseCases consent,
        ProviderAccountUseCases providerAccounts,
        ProviderWebhookService providerWebhooks,
        PrometheusMeterRegistry meterRegistry,
        RateLimits rateLimits,
        StoreHealth storeHealth) {

    public ApiServices {
        Objects.requireNonNull(messages);
        Stream.of(authenticate, listCampaigns, getCampaign, campaignOptions, updateCampaign, createCampaign,
                campaignStats,
                campaignBehaviors, flowOccupancy, campaignEnrollments, enrollmentAttempts, listCustomers, getCustomer,
                createCustomer, updateCustomer, deleteCustomer,
                submitEnrollment, getEnrollmentJob, createCustomField, getRoutingGroup, configurations, workflows, sources,
                syncMedicare,
                listInquiries, getInquiry, updateInquiry, suppressions, consent, providerAccounts, providerWebhooks,
                meterRegistry, rateLimits, storeHealth).forEach(Objects::requireNonNull);
    }
}
