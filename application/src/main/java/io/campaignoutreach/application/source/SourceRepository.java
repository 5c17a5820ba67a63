package io.campaignoutreach.application.source;

import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/** Outbound port: stores lead sources; a source's {@code sourceId} text is unique in its organization. */
public interface SourceRepository {

    /**
     * Stores a new source; throws {@link io.campaignoutreach.domain.shared.ConflictException} and
     * stores nothing when the organization already has a source with that {@code sourceId}.
     */
    void insert(Source source);

    /**
     * Stores a changed source if the stored one still has {@code expectedVersion}; a stale version
     * or a {@code sourceId} another source of the organization has is a
     * {@link io.campaignoutreach.domain.shared.ConflictException}, and nothing is stored.
     */
    void update(Source source, long expectedVersion);

    Optional<Source> findById(OrganizationId organizationId, SourceId id);

    /**
     * The organization's sources of {@code campaignId} together with those among {@code alsoIds},
     * whatever their campaign, newest first (createdAt, then id, descending).
     */
    List<Source> findForCampaign(OrganizationId organizationId, CampaignId campaignId, Collection<SourceId> alsoIds);

    /** A page of the organization's sources matching the query, newest first (createdAt, then id, descending). */
    Page<Source> findPage(OrganizationId organizationId, SourceQuery query, PageRequest page);
}
