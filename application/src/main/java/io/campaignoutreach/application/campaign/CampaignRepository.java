package io.campaignoutreach.application.campaign;

import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Outbound port: stores campaigns, always within one organization. */
public interface CampaignRepository {

    void insert(Campaign campaign);

    /**
     * Stores a changed campaign if the stored one still has {@code expectedVersion}; otherwise
     * throws {@link io.campaignoutreach.domain.shared.ConflictException} (optimistic locking).
     */
    void update(Campaign campaign, long expectedVersion);

    /**
     * Stores the outreach engine's record of the campaign's last run, and nothing else: its version
     * and {@code updatedAt} stay, so the engine never makes a client's update conflict. A campaign
     * that is gone is passed over.
     */
    void recordRedialRun(OrganizationId organizationId, CampaignId id, RedialTracking tracking);

    Optional<Campaign> findById(OrganizationId organizationId, CampaignId id);

    /** The organization's campaigns among {@code ids}, in no particular order; unknown ids are left out. */
    List<Campaign> findByIds(OrganizationId organizationId, Collection<CampaignId> ids);

    /**
     * A page of the organization's campaigns matching the query, in its order with ties broken by
     * id in the same direction; null values of the sort field come last.
     */
    Page<Campaign> findPage(OrganizationId organizationId, CampaignQuery query, PageRequest page);

    /** The names of the organization's campaigns among {@code ids}; ids of no such campaign are left out. */
    Map<CampaignId, String> findNames(OrganizationId organizationId, Collection<CampaignId> ids);

    /**
     * Light references to the organization's campaigns that use one of these transfer or
     * appointment configurations, ordered by name then id: what a page of campaigns shows of its
     * configurations' users, read without reading every campaign of the organization.
     */
    List<CampaignReference> findUsers(OrganizationId organizationId, Collection<TransferConfigId> transferConfigIds,
                                      Collection<AppointmentConfigId> appointmentConfigIds);

    /**
     * How the organization's campaigns use each of these configurations: how many use it, whether
     * a receptionist campaign is among them, and the first {@link ConfigUsage#LISTED} by name then
     * id. Only the listed campaigns leave the store, so a configuration that thousands of campaigns
     * share costs a page of campaigns no more than one that few share.
     */
    ConfigUsages usageOf(OrganizationId organizationId, Collection<TransferConfigId> transferConfigIds,
                         Collection<AppointmentConfigId> appointmentConfigIds);

    /** Light references to every campaign of the organization, ordered by name then id. */
    List<CampaignReference> findReferences(OrganizationId organizationId);
}
