package io.campaignoutreach.adapter.persistence.inmemory;

import io.campaignoutreach.application.source.SourceRepository;
import io.campaignoutreach.domain.campaign.CampaignId;
import io.campaignoutreach.domain.organization.OrganizationId;
import io.campaignoutreach.domain.shared.ConflictException;
import io.campaignoutreach.domain.shared.Page;
import io.campaignoutreach.domain.shared.PageRequest;
import io.campaignoutreach.domain.source.Source;
import io.campaignoutreach.domain.source.SourceId;
import io.campaignoutreach.domain.source.SourceQuery;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** Secondary adapter: keeps lead sources in memory, listed in the same order and pages as in SQL. */
public final class InMemorySourceRepository implements SourceRepository {

    // Newest first, ties by id descending in PostgreSQL's uuid order, as the SQL store lists them (D4).
    private static final Comparator<Source> NEWEST_FIRST = Comparator.comparing(Source::createdAt)
            .thenComparing(s -> s.id().value(), IdOrder.UNSIGNED)
            .reversed();

    private final InMemoryStore store;
    private final Table<SourceId, Source> sources;

    InMemorySourceRepository(InMemoryStore store) {
        this.store = store;
        this.sources = new Table<>(store);
    }

    @Override
    public void insert(Source source) {
        store.write(() -> {
            if (sources.contains(source.id())) {
                throw new ConflictException("source " + source.id() + " already exists");
            }
            requireSourceIdFree(source);
            sources.put(source.id(), source);
        });
    }

    @Override
    public void update(Source source, long expectedVersion) {
        store.write(() -> {
            boolean current = sources.get(source.id())
                    .filter(stored -> stored.organizationId().equals(source.organizationId()))
                    .filter(stored -> stored.version() == expectedVersion)
                    .isPresent();
            if (!current) {
                throw new ConflictException("source " + source.id() + " was changed or removed meanwhile");
            }
            requireSourceIdFree(source);
            sources.put(source.id(), source);
        });
    }

    @Override
    public Optional<Source> findById(OrganizationId organizationId, SourceId id) {
        return store.read(() -> sources.get(id).filter(s -> s.organizationId().equals(organizationId)));
    }

    @Override
    public List<Source> findForCampaign(OrganizationId organizationId, CampaignId campaignId,
                                        Collection<SourceId> alsoIds) {
        Set<SourceId> also = Set.copyOf(alsoIds);
        return store.read(() -> sources.rows()
                .filter(s -> s.organizationId().equals(organizationId))
                .filter(s -> s.campaignId().equals(campaignId) || also.contains(s.id()))
                .sorted(NEWEST_FIRST)
                .toList());
    }

    @Override
    public Page<Source> findPage(OrganizationId organizationId, SourceQuery query, PageRequest page) {
        return store.read(() -> {
            List<Source> matching = sources.rows()
                    .filter(s -> s.organizationId().equals(organizationId))
                    .filter(query::matches)
                    .sorted(NEWEST_FIRST)
                    .toList();
            List<Source> items = matching.stream().skip(page.offset()).limit(page.perPage()).toList();
            return new Page<>(items, matching.size(), page);
        });
    }

    /** The in-memory form of the SQL store's unique (organization, sourceId) constraint. */
    private void requireSourceIdFree(Source source) {
        // A scan rather than an index: an organization has few sources, and the lock is held anyway.
        boolean taken = sources.rows().anyMatch(s -> !s.id().equals(source.id())
                && s.organizationId().equals(source.organizationId())
                && s.sourceId().equals(source.sourceId()));
        if (taken) {
            throw new ConflictException("source id " + source.sourceId() + " is already used in the organization");
        }
    }
}
