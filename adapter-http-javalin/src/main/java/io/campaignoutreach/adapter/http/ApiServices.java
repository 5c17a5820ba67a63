package io.campaignoutreach.adapter.http;

import io.campaignoutreach.application.access.AuthenticateUseCase;
import io.campaignoutreach.application.campaign.ListCampaignOptionsQuery;
import io.campaignoutreach.application.campaign.ListCampaignsQuery;
import io.campaignoutreach.application.campaign.UpdateCampaignUseCase;
import io.campaignoutreach.application.customer.GetCustomerQuery;
import io.campaignoutreach.application.customfield.CreateCustomFieldUseCase;
import io.campaignoutreach.application.enrollmentjob.GetEnrollmentJobQuery;
import io.campaignoutreach.application.enrollmentjob.SubmitEnrollmentJobUseCase;
import io.campaignoutreach.application.routing.GetRoutingGroupQuery;
import io.campaignoutreach.application.source.SourceUseCases;
import java.util.Objects;

/** The inbound ports the HTTP API calls; wired by bootstrap. */
public record ApiServices(
        AuthenticateUseCase authenticate,
        ListCampaignsQuery listCampaigns,
        ListCampaignOptionsQuery campaignOptions,
        UpdateCampaignUseCase updateCampaign,
        GetCustomerQuery getCustomer,
        SubmitEnrollmentJobUseCase submitEnrollment,
        GetEnrollmentJobQuery getEnrollmentJob,
        CreateCustomFieldUseCase createCustomField,
        GetRoutingGroupQuery getRoutingGroup,
        SourceUseCases sources) {

    public ApiServices {
        Objects.requireNonNull(authenticate, "authenticate");
        Objects.requireNonNull(listCampaigns, "listCampaigns");
        Objects.requireNonNull(campaignOptions, "campaignOptions");
        Objects.requireNonNull(updateCampaign, "updateCampaign");
        Objects.requireNonNull(getCustomer, "getCustomer");
        Objects.requireNonNull(submitEnrollment, "submitEnrollment");
        Objects.requireNonNull(getEnrollmentJob, "getEnrollmentJob");
        Objects.requireNonNull(createCustomField, "createCustomField");
        Objects.requireNonNull(getRoutingGroup, "getRoutingGroup");
        Objects.requireNonNull(sources, "sources");
    }
}
