package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.campaign.CampaignReference;
import io.campaignoutreach.application.campaign.CampaignRepository;
import io.campaignoutreach.application.campaign.ConfigUsages;
import io.campaignoutreach.domain.appointment.AppointmentConfigId;
import io.campaignoutreach.domain.campaign.Campaign;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.campaign.CampaignQuery;
import io.campaignoutreach.domain.campaign.CampaignSort;
import io.campaignoutreach.domain.campaign.RedialTracking;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.shared.SortDirection;
import io.campaignoutreach.domain.transfer.TransferConfigId;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/** Secondary adapter: keeps campaigns in memory, listed in the same order and pages as in SQL. */
public final class InMemoryCampaignRepository implements CampaignRepository {

    private final InMemoryStore store;
    private final Table<CampaignId, Campaign> campaigns;

    InMemoryCampaignRepository(InMemoryStore store) {
        this.store = store;
        this.campaigns = new Table<>(store);
    }

    @Override
    public void insert(Campaign campaign) {
        store.write(() -> {
            if (campaigns.contains(campaign.id())) {
                throw new ConflictException("campaign " + campaign.id() + " already exists");
            }
            campaigns.put(campaign.id(), campaign);
        });
    }

    @Override
    public void update(Campaign campaign, long expectedVersion) {
        store.write(() -> {
            boolean current = campaigns.get(campaign.id())
                    .filter(stored -> stored.organizationId().equals(campaign.organizationId()))
                    .filter(stored -> stored.version() == expectedVersion)
                    .isPresent();
            if (!current) {
                throw new ConflictException("campaign " + campaign.id() + " was changed or removed meanwhile");
            }
            campaigns.put(campaign.id(), campaign);
        });
    }

    @Override
    public void recordRedialRun(OrganizationId organizationId, CampaignId id, RedialTracking tracking) {
        store.write(() -> campaigns.get(id).filter(c -> c.organizationId().equals(organizationId))
                .ifPresent(c -> campaigns.put(id, c.withRedialTracking(tracking))));
    }

    @Override
    public Map<CampaignId, String> findNames(OrganizationId organizationId, Collection<CampaignId> ids) {
        Map<CampaignId, String> names = new HashMap<>();
        findByIds(organizationId, ids).forEach(campaign -> names.put(campaign.id(), campaign.profile().name()));
        return names;
    }

    @Override
    public Optional<Campaign> findById(OrganizationId organizationId, CampaignId id) {
        return store.read(() -> campaigns.get(id).filter(c -> c.organizationId().equals(organizationId)));
    }

    @Override
    public List<Campaign> findByIds(OrganizationId organizationId, Collection<CampaignId> ids) {
        return store.read(() -> {
            List<Campaign> found = new ArrayList<>(ids.size());
            for (CampaignId id : new LinkedHashSet<>(ids)) {
                campaigns.get(id).filter(c -> c.organizationId().equals(organizationId)).ifPresent(found::add);
            }
            return Collections.unmodifiableList(found);
        });
    }

    @Override
    public Page<Campaign> findPage(OrganizationId organizationId, CampaignQuery query, PageRequest page) {
        return store.read(() -> {
            List<Campaign> matching = campaigns.rows()
                    .filter(c -> c.organizationId().equals(organizationId))
                    .filter(query::matches)
                    .sorted(CampaignOrder.of(query.sortBy(), query.direction()))
                    .toList();
            List<Campaign> items = matching.stream().skip(page.offset()).limit(page.perPage()).toList();
            return new Page<>(items, matching.size(), page);
        });
    }

    @Override
    public List<CampaignReference> findUsers(OrganizationId organizationId,
                                             Collection<TransferConfigId> transferConfigIds,
                                             Collection<AppointmentConfigId> appointmentConfigIds) {
        Set<TransferConfigId> transfers = Set.copyOf(transferConfigIds);
        Set<AppointmentConfigId> appointments = Set.copyOf(appointmentConfigIds);
        return findReferences(organizationId).stream()
                .filter(r -> r.transferConfigIds().stream().anyMatch(transfers::contains)
                        || (r.appointmentConfigId() != null && appointments.contains(r.appointmentConfigId())))
                .toList();
    }

    @Override
    public ConfigUsages usageOf(OrganizationId organizationId, Collection<TransferConfigId> transferConfigIds,
                                Collection<AppointmentConfigId> appointmentConfigIds) {
        if (transferConfigIds.isEmpty() && appointmentConfigIds.isEmpty()) {
            return ConfigUsages.of(List.of(), List.of(), List.of());
        }
        return ConfigUsages.of(findUsers(organizationId, transferConfigIds, appointmentConfigIds), transferConfigIds,
                appointmentConfigIds);
    }

    @Override
    public List<CampaignReference> findReferences(OrganizationId organizationId) {
        return store.read(() -> campaigns.rows()
                .filter(c -> c.organizationId().equals(organizationId))
                .sorted(CampaignOrder.of(CampaignSort.NAME, SortDirection.ASC))
                .map(CampaignReference::of)
                .toList());
    }
}
