package io.campaignoutreach.adapter.http;

import io.campaignoutreach.adapter.http.ratelimit.RateLimits;
import io.campaignoutreach.application.access.AuthenticateUseCase;
import io.campaignoutreach.application.campaign.GetCampaignBehaviorsQuery;
import io.campaignoutreach.application.campaign.GetCampaignStatsQuery;
import io.campaignoutreach.application.campaign.GetFlowOccupancyQuery;
import io.campaignoutreach.application.campaign.ListCampaignOptionsQuery;
import io.campaignoutreach.application.campaign.ListCampaignsQuery;
import io.campaignoutreach.application.campaign.UpdateCampaignUseCase;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.customfield.CreateCustomFieldUseCase;
import io.campaignoutreach.application.enrollmentjob.GetEnrollmentJobQuery;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase;
import io.campaignoutreach.application.inquiry.GetInquiryQuery;
import io.campaignoutreach.application.inquiry.ListInquiriesQuery;
import io.campaignoutreach.application.inquiry.UpdateInquiryUseCase;
import io.campaignoutreach.application.routing.GetRoutingGroupQuery;
import io.campaignoutreach.application.shared.StoreHealth;
import io.campaignoutreach.application.source.SourceUseCases;
import io.campaignoutreach.application.sync.SyncMedicareUseCase;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.util.Objects;

/**
 * The inbound ports the HTTP API calls, and the meter registry it times requests in and serves at
 * {@code /metrics}; wired by bootstrap.
 */
public record ApiServices(
        AuthenticateUseCase authenticate,
        ListCampaignsQuery listCampaigns,
        ListCampaignOptionsQuery campaignOptions,
        UpdateCampaignUseCase updateCampaign,
        GetCampaignStatsQuery campaignStats,
        GetCampaignBehaviorsQuery campaignBehaviors,
        GetFlowOccupancyQuery flowOccupancy,
        GetCustomerQuery getCustomer,
        SubmitEnrollmentJobUseCase submitEnrollment,
        GetEnrollmentJobQuery getEnrollmentJob,
        CreateCustomFieldUseCase createCustomField,
        GetRoutingGroupQuery getRoutingGroup,
        SourceUseCases sources,
        SyncMedicareUseCase syncMedicare,
        ListInquiriesQuery listInquiries,
        GetInquiryQuery getInquiry,
        UpdateInquiryUseCase updateInquiry,
        PrometheusMeterRegistry meterRegistry,
        RateLimits rateLimits,
        StoreHealth storeHealth) {

    public ApiServices {
        Objects.requireNonNull(authenticate, "authenticate");
        Objects.requireNonNull(listCampaigns, "listCampaigns");
        Objects.requireNonNull(campaignOptions, "campaignOptions");
        Objects.requireNonNull(updateCampaign, "updateCampaign");
        Objects.requireNonNull(campaignStats, "campaignStats");
        Objects.requireNonNull(campaignBehaviors, "campaignBehaviors");
        Objects.requireNonNull(flowOccupancy, "flowOccupancy");
        Objects.requireNonNull(getCustomer, "getCustomer");
        Objects.requireNonNull(submitEnrollment, "submitEnrollment");
        Objects.requireNonNull(getEnrollmentJob, "getEnrollmentJob");
        Objects.requireNonNull(createCustomField, "createCustomField");
        Objects.requireNonNull(getRoutingGroup, "getRoutingGroup");
        Objects.requireNonNull(sources, "sources");
        Objects.requireNonNull(syncMedicare, "syncMedicare");
        Objects.requireNonNull(listInquiries, "listInquiries");
        Objects.requireNonNull(getInquiry, "getInquiry");
        Objects.requireNonNull(updateInquiry, "updateInquiry");
        Objects.requireNonNull(meterRegistry, "meterRegistry");
        Objects.requireNonNull(rateLimits, "rateLimits");
        Objects.requireNonNull(storeHealth, "storeHealth");
    }
}
