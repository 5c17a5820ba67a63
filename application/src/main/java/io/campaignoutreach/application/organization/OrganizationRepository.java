package io.campaignoutreach.application.organization;

import io.campaignoutreach.domain.organization.Organization;
import io.campaignoutreach.domain.organization.OrganizationId;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores organizations. */
public interface OrganizationRepository {

    void insert(Organization organization);

    Optional<Organization> findById(OrganizationId id);

    /** Every organization, oldest first. */
    List<Organization> findAll();
}
