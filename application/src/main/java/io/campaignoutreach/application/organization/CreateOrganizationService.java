package io.campaignoutreach.application.organization;

import io.campaignoutreach.application.shared.IdGenerator;
import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.time.Clock;

/** Operator service behind {@link CreateOrganizationUseCase}. */
public final class CreateOrganizationService implements CreateOrganizationUseCase {

    private final OrganizationRepository organizations;
    private final IdGenerator ids;
    private final Clock clock;

    public CreateOrganizationService(OrganizationRepository organizations, IdGenerator ids, Clock clock) {
        this.organizations = organizations;
        this.ids = ids;
        this.clock = clock;
    }

    @Override
    public Organization create(String name, String smsCompanyName) {
        Organization organization = Organization.create(OrganizationId.of(ids.newId()), name, smsCompanyName,
                clock.instant());
        organizations.insert(organization);
        return organization;
    }
}
