package io.campaignoutreach.application.organization;

import io.campaignoutreach.domain.organization.Organization;

/** Use case (operator): create an organization. */
public interface CreateOrganizationUseCase {

    Organization create(String name, String smsCompanyName);
}
