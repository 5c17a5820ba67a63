package io.campaignoutreach.application.setup;

import io.campaignoutreach.application.access.AccessContext;

/**
 * Use case: store new records of the caller's organization, built and checked by their
 * aggregates, all in one unit of work or none of them. Each kind present needs the capability
 * that manages it (configurations, workflows and campaigns campaigns.manage, customers
 * customers.sync, custom fields custom_fields.manage, sources sources.manage, enrollments
 * campaign_enrollment.manage, calls and inquiries inquiries.manage); not for read-only keys.
 */
public interface StoreSetupUseCase {

    /**
     * Stores every record. A record of another organization, or a campaign naming a workflow or
     * configuration found neither in the setup nor in the organization, is a
     * {@link io.campaignoutreach.domain.shared.ValidationException} listing each, and nothing is stored.
     */
    void store(AccessContext access, OutreachSetup setup);
}
